import Foundation
import TouchKit

/// The Finger Paint picture: its completed strokes, oldest first, and the edits that made it,
/// for undo and redo.
///
/// The app owns one drawing for the life of the process and hands it to each Finger Paint
/// screen it opens, so leaving the screen and coming back shows the same strokes. Only finished
/// strokes belong here; lines still under a finger are the canvas view's.
///
/// History: each finished stroke and each Clear is one edit. ``undo()`` reverts the latest edit
/// (removes that stroke, or brings back every stroke Clear erased) and ``redo()`` reapplies the
/// latest undone one; a new stroke or Clear forgets what could be redone, as in every editor.
/// Clear on an empty drawing is no edit. The history keeps the latest ``maximumUndoCount``
/// edits, so that clearing again and again cannot hold every erased stroke forever.
///
/// The drawing also numbers the runs in which lines are painted (``takeRunSequence()``), for
/// finished and live lines alike, so that a canvas can replay them in the order a painter saw
/// them, and a later canvas on the same drawing continues the count.
@MainActor
final class FingerPaintDrawing {
    /// One change to the drawing.
    private enum Edit {
        /// A stroke was added at the end.
        case stroke(FingerPaintPolyline)
        /// Clear erased these strokes.
        case clear([FingerPaintPolyline])
    }

    /// What ``undo()`` or ``redo()`` did, for the status line.
    enum EditKind: Equatable {
        case stroke
        case clear
    }

    /// How many edits ``undo()`` can go back.
    static let maximumUndoCount = 100

    /// The finished strokes, in the order they finished (their runs say when each piece was painted).
    private(set) var strokes: [FingerPaintPolyline] = []
    private var undoStack: [Edit] = []
    /// The sequence number the next run painted gets.
    private var nextRunSequence = 0
    private var redoStack: [Edit] = []

    /// Whether there is an edit to undo.
    var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone edit to redo.
    var canRedo: Bool { !redoStack.isEmpty }

    /// Returns a new run sequence number, greater than every one returned before.
    func takeRunSequence() -> Int {
        defer { nextRunSequence += 1 }
        return nextRunSequence
    }

    /// Adds a finished stroke to the drawing; what was undone can no longer be redone. Points
    /// still in an open run become one last run, numbered now.
    func add(_ stroke: FingerPaintPolyline) {
        var stroke = stroke
        if stroke.hasOpenRun { stroke.endRun(sequence: takeRunSequence()) }
        strokes.append(stroke)
        record(.stroke(stroke))
    }

    /// Erases every stroke as one edit that ``undo()`` reverts. Returns the area that changed
    /// (canvas coordinates), or nil when the drawing was already empty (nothing is recorded).
    @discardableResult
    func clear() -> CGRect? {
        guard !strokes.isEmpty else { return nil }
        let erased = strokes
        strokes.removeAll()
        record(.clear(erased))
        return Self.coverage(of: erased)
    }

    /// The number of edits ``undo()`` can revert.
    var undoCount: Int { undoStack.count }

    /// Records a new edit: what was undone can no longer be redone, and the oldest edit is
    /// forgotten beyond ``maximumUndoCount``.
    private func record(_ edit: Edit) {
        undoStack.append(edit)
        if undoStack.count > Self.maximumUndoCount { undoStack.removeFirst(undoStack.count - Self.maximumUndoCount) }
        redoStack.removeAll()
    }

    /// Reverts the latest edit. Returns what it was and the area that changed (canvas
    /// coordinates), or nil when there is nothing to undo.
    @discardableResult
    func undo() -> (kind: EditKind, area: CGRect)? {
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        switch edit {
        case .stroke(let stroke):
            strokes.removeLast()
            return (.stroke, stroke.coverage)
        case .clear(let erased):
            strokes = erased
            return (.clear, Self.coverage(of: erased))
        }
    }

    /// Reapplies the latest undone edit. Returns what it was and the area that changed (canvas
    /// coordinates), or nil when there is nothing to redo.
    @discardableResult
    func redo() -> (kind: EditKind, area: CGRect)? {
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        switch edit {
        case .stroke(let stroke):
            strokes.append(stroke)
            return (.stroke, stroke.coverage)
        case .clear(let erased):
            strokes.removeAll()
            return (.clear, Self.coverage(of: erased))
        }
    }

    private static func coverage(of strokes: [FingerPaintPolyline]) -> CGRect {
        strokes.reduce(CGRect.null) { $0.union($1.coverage) }
    }
}
