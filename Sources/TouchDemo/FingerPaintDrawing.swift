import Foundation
import TouchKit

/// The Finger Paint picture: its completed strokes, oldest first, and the edits that made it,
/// for undo and redo.
///
/// The app owns one drawing for the life of the process and hands it to each Finger Paint
/// screen it opens, so leaving the screen and coming back shows the same strokes. Only finished
/// strokes belong here; lines still under a finger are the canvas view's.
///
/// History: each Clear is one edit, and so are the strokes of one multi-finger gesture: strokes
/// whose touches overlapped in time, directly or through a chain (A overlapped B, B overlapped
/// C), are one edit. The canvas tells which by giving each stroke its *stroke group*
/// (``takeStrokeGroup()``), one per stretch of time with a finger down; a stroke joins the latest
/// edit when that edit holds its group's strokes. ``undo()`` reverts the latest edit (removes its
/// strokes, or brings back every stroke Clear erased) and ``redo()`` reapplies the latest undone
/// one; a new stroke or Clear forgets what could be redone, as in every editor.
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
        /// Strokes of one stroke group were added at the end, in the order they finished.
        case strokes([FingerPaintPolyline], group: Int)
        /// Clear erased these strokes.
        case clear([FingerPaintPolyline])
    }

    /// What ``undo()`` or ``redo()`` did, for the status line.
    enum EditKind: Equatable {
        /// Strokes drawn together, `count` of them (1 for a single finger's).
        case strokes(count: Int)
        case clear
    }

    /// How many edits ``undo()`` can go back.
    static let maximumUndoCount = 100

    /// The finished strokes, in the order they finished (their runs say when each piece was painted).
    private(set) var strokes: [FingerPaintPolyline] = []
    private var undoStack: [Edit] = []
    /// The sequence number the next run painted gets.
    private var nextRunSequence = 0
    /// The number the next stroke group gets.
    private var nextStrokeGroup = 0
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

    /// Returns a new stroke group number, different from every one returned before (also to
    /// earlier canvases on this drawing).
    func takeStrokeGroup() -> Int {
        defer { nextStrokeGroup += 1 }
        return nextStrokeGroup
    }

    /// Adds a finished stroke drawn alone: an edit of its own.
    func add(_ stroke: FingerPaintPolyline) {
        add(stroke, group: takeStrokeGroup())
    }

    /// Adds a finished stroke of stroke group `group` to the drawing: to the latest edit when
    /// that edit holds the group's other strokes, else as a new edit. Either way, what was undone
    /// can no longer be redone. Points still in an open run become one last run, numbered now.
    func add(_ stroke: FingerPaintPolyline, group: Int) {
        var stroke = stroke
        if stroke.hasOpenRun { stroke.endRun(sequence: takeRunSequence()) }
        strokes.append(stroke)
        if case .strokes(let together, group)? = undoStack.last {
            undoStack[undoStack.count - 1] = .strokes(together + [stroke], group: group)
            redoStack.removeAll()
        } else {
            record(.strokes([stroke], group: group))
        }
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
        case .strokes(let together, _):
            // The edit's strokes are the last ones: every stroke that finished after the group's
            // first is the group's (a finger that lands while one is down joins its group).
            strokes.removeLast(together.count)
            return (.strokes(count: together.count), Self.coverage(of: together))
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
        case .strokes(let together, _):
            strokes.append(contentsOf: together)
            return (.strokes(count: together.count), Self.coverage(of: together))
        case .clear(let erased):
            strokes.removeAll()
            return (.clear, Self.coverage(of: erased))
        }
    }

    private static func coverage(of strokes: [FingerPaintPolyline]) -> CGRect {
        strokes.reduce(CGRect.null) { $0.union($1.coverage) }
    }
}
