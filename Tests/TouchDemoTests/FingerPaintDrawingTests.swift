import Foundation
import Testing
@testable import TouchDemo
import TouchKit

/// The Finger Paint drawing's history: undo, redo, strokes drawn together as one edit, and
/// Clear as an edit of its own.
@Suite("Finger Paint undo and redo") @MainActor
struct FingerPaintDrawingTests {
    /// A horizontal stroke at height `y`, so that each test stroke is recognisable.
    private func stroke(_ y: CGFloat) -> FingerPaintPolyline {
        var line = FingerPaintPolyline(color: .black, strokeWidth: 8, start: CGPoint(x: 10, y: y))
        line.addLine(to: CGPoint(x: 100, y: y))
        return line
    }

    private func heights(_ drawing: FingerPaintDrawing) -> [CGFloat] {
        drawing.strokes.map { $0.points[0].y }
    }

    @Test func undoRemovesTheLatestStrokeAndRedoPutsItBack() throws {
        let drawing = FingerPaintDrawing()
        for y in [10, 20, 30] as [CGFloat] { drawing.add(stroke(y)) }
        let undone = try #require(drawing.undo())
        #expect(undone.kind == .strokes(count: 1))
        #expect(undone.area == stroke(30).coverage, "only the stroke's own area changes")
        #expect(heights(drawing) == [10, 20])
        drawing.undo()
        #expect(heights(drawing) == [10])
        let redone = try #require(drawing.redo())
        #expect(redone.kind == .strokes(count: 1) && redone.area == stroke(20).coverage)
        #expect(heights(drawing) == [10, 20])
        drawing.redo()
        #expect(heights(drawing) == [10, 20, 30])
        #expect(drawing.redo() == nil, "nothing left to redo")
    }

    @Test func aNewStrokeForgetsWhatCouldBeRedone() {
        let drawing = FingerPaintDrawing()
        drawing.add(stroke(10))
        drawing.add(stroke(20))
        drawing.undo()
        #expect(drawing.canRedo)
        drawing.add(stroke(40))
        #expect(!drawing.canRedo)
        #expect(drawing.redo() == nil)
        #expect(heights(drawing) == [10, 40])
        drawing.undo()
        drawing.undo()
        #expect(heights(drawing) == [])
        #expect(drawing.undo() == nil, "the forgotten stroke does not come back")
    }

    @Test func clearIsOneEditThatUndoBringsBack() throws {
        let drawing = FingerPaintDrawing()
        drawing.add(stroke(10))
        drawing.add(stroke(50))
        let cleared = try #require(drawing.clear())
        #expect(cleared == stroke(10).coverage.union(stroke(50).coverage))
        #expect(drawing.strokes.isEmpty)
        #expect(drawing.undo()?.kind == .clear)
        #expect(heights(drawing) == [10, 50])
        // Undo goes on from before the Clear: the latest stroke first.
        #expect(drawing.undo()?.kind == .strokes(count: 1))
        #expect(heights(drawing) == [10])
        drawing.redo()
        #expect(drawing.redo()?.kind == .clear)
        #expect(drawing.strokes.isEmpty)
    }

    @Test func clearingAnEmptyDrawingIsNoEdit() {
        let drawing = FingerPaintDrawing()
        #expect(drawing.clear() == nil)
        #expect(!drawing.canUndo)
        drawing.add(stroke(10))
        drawing.clear()
        #expect(drawing.clear() == nil, "a second Clear changes nothing")
        drawing.undo()
        #expect(heights(drawing) == [10], "one undo reverts the one real Clear")
    }

    @Test func undoAndRedoWithNoHistoryDoNothing() {
        let drawing = FingerPaintDrawing()
        #expect(drawing.undo() == nil)
        #expect(drawing.redo() == nil)
        #expect(drawing.strokes.isEmpty)
    }

    @Test func theHistoryKeepsOnlyTheLatestEditsSoRepeatedClearsDoNotPileUp() {
        let drawing = FingerPaintDrawing()
        let limit = FingerPaintDrawing.maximumUndoCount
        // Draw and clear, again and again: every Clear holds the strokes it erased.
        for round in 0..<limit {
            drawing.add(stroke(CGFloat(round)))
            drawing.clear()
        }
        #expect(drawing.undoCount == limit)
        // The kept edits are the last 50 rounds, a stroke and a Clear each: undoing all but one
        // brings back the oldest kept round's stroke, the last undo removes it, and then
        // nothing older is left to undo.
        for _ in 0..<(limit - 1) { #expect(drawing.undo() != nil) }
        #expect(heights(drawing) == [CGFloat(limit / 2)])
        #expect(drawing.undo()?.kind == .strokes(count: 1))
        #expect(drawing.strokes.isEmpty)
        #expect(drawing.undo() == nil)
    }

    // MARK: Strokes drawn together

    @Test func strokesOfOneGroupAreOneEditForUndoAndRedo() throws {
        let drawing = FingerPaintDrawing()
        drawing.add(stroke(10))
        let together = drawing.takeStrokeGroup()
        drawing.add(stroke(20), group: together)
        drawing.add(stroke(30), group: together)
        #expect(drawing.undoCount == 2)
        let undone = try #require(drawing.undo())
        #expect(undone.kind == .strokes(count: 2))
        #expect(undone.area == stroke(20).coverage.union(stroke(30).coverage), "both strokes' area, and only theirs")
        #expect(heights(drawing) == [10])
        let redone = try #require(drawing.redo())
        #expect(redone.kind == .strokes(count: 2) && redone.area == undone.area)
        #expect(heights(drawing) == [10, 20, 30])
    }

    @Test func strokeGroupsAreNeverReusedSoAStrokeAloneIsItsOwnEdit() {
        let drawing = FingerPaintDrawing()
        let first = drawing.takeStrokeGroup()
        #expect(drawing.takeStrokeGroup() != first)
        drawing.add(stroke(10), group: first)
        drawing.add(stroke(20))
        drawing.add(stroke(30))
        #expect(drawing.undoCount == 3)
    }

    @Test func aGroupsStrokeAfterAnUndoIsANewEditAndForgetsTheRedo() {
        let drawing = FingerPaintDrawing()
        let group = drawing.takeStrokeGroup()
        drawing.add(stroke(10), group: group)
        // One finger of the group lifted; Ctrl+Z while the other is still down.
        drawing.undo()
        drawing.add(stroke(20), group: group)
        #expect(!drawing.canRedo, "the undone stroke can no longer come back")
        #expect(heights(drawing) == [20])
        #expect(drawing.undo()?.kind == .strokes(count: 1))
        #expect(drawing.strokes.isEmpty && !drawing.canUndo)
    }

    @Test func aGroupsStrokeAfterAClearIsANewEditAfterIt() {
        let drawing = FingerPaintDrawing()
        let group = drawing.takeStrokeGroup()
        drawing.add(stroke(10), group: group)
        drawing.clear()
        drawing.add(stroke(20), group: group)
        #expect(heights(drawing) == [20])
        #expect(drawing.undo()?.kind == .strokes(count: 1))
        #expect(drawing.undo()?.kind == .clear)
        #expect(heights(drawing) == [10])
    }
}
