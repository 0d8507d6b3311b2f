import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Finger Paint's keys on the running screen (undo, redo, Clear undone), partial repaints, and
/// the drawing kept across Back.
@Suite("Finger Paint keys and persistence") @MainActor
struct FingerPaintKeysTests: PaintScreenSuite {
    let demo: DemoHarness
    let canvasFrame: CGRect

    init() throws {
        demo = try DemoHarness(screen: .paint)
        canvasFrame = try #require(demo.frame(of: "FingerPaintCanvas"))
    }

    /// Draws a horizontal stroke across the canvas at canvas height `y`.
    private func paintStroke(atHeight y: CGFloat) {
        demo.script.drag(1, from: canvasPoint(60, y), to: canvasPoint(300, y), steps: 4)
    }

    /// Whether the window shows paint (not the white canvas) at canvas point (180, `y`).
    private func isPainted(atHeight y: CGFloat) -> Bool {
        let window = demo.app.window
        let point = canvasPoint(180, y)
        let pixel = window.snapshot().pixel(x: Int(point.x), y: Int(point.y))
        return pixel.red < 128
    }

    private var completedCounts: [Int] {
        demo.completedStrokes
    }

    @Test func ctrlZUndoesTheLastStrokeAndCtrlShiftZRedoesIt() {
        paintStroke(atHeight: 100)
        paintStroke(atHeight: 200)
        demo.press("z", .control)
        #expect(canvas?.completedPolylines.count == 1)
        #expect(isPainted(atHeight: 100) && !isPainted(atHeight: 200))
        #expect(demo.statuses.last == "Undid the last stroke")
        demo.press("z", [.control, .shift])
        #expect(isPainted(atHeight: 200))
        #expect(demo.statuses.last == "Redid a stroke")
        #expect(completedCounts == [0, 1, 2, 1, 2])
    }

    @Test func undoingWithNothingLeftSaysSo() {
        demo.press("z", .control)
        #expect(demo.statuses == ["Nothing to undo"])
        demo.press("z", [.control, .shift])
        #expect(demo.statuses == ["Nothing to undo", "Nothing to redo"])
        #expect(completedCounts == [0], "no change, no strokes event")
    }

    @Test func clearCanBeUndoneAndRedone() {
        paintStroke(atHeight: 100)
        paintStroke(atHeight: 200)
        demo.script.tap(at: demo.center(of: "ClearButton"))
        #expect(!isPainted(atHeight: 100))
        #expect(demo.statuses == ["Cleared: Ctrl+Z brings it back"])
        demo.press("z", .control)
        #expect(demo.statuses.last == "Undid Clear")
        #expect(isPainted(atHeight: 100) && isPainted(atHeight: 200))
        demo.press("z", [.control, .shift])
        #expect(demo.statuses.last == "Redid Clear")
        #expect(!isPainted(atHeight: 100) && !isPainted(atHeight: 200))
        #expect(completedCounts == [0, 1, 2, 0, 2, 0])
    }

    @Test func undoRepaintsOnlyTheUndoneStroke() throws {
        paintStroke(atHeight: 100)
        paintStroke(atHeight: 300)
        let stroke = try #require(canvas?.completedPolylines.last)
        _ = demo.app.window.takeDirtyRects()
        demo.press("z", .control)
        let rects = demo.app.window.takeDirtyRects()
        let dirty = rects.reduce(CGRect.null) { $0.union($1) }
        let canvasOrigin = try #require(canvas?.bounds.origin)
        let strokeArea = stroke.coverage.offsetBy(dx: canvasFrame.minX - canvasOrigin.x, dy: canvasFrame.minY - canvasOrigin.y)
        #expect(dirty.contains(strokeArea.insetBy(dx: 1, dy: 1)))
        // The window rounds to whole pixels (at most 1 point per side); the status line repaints
        // too, and so does Redo, which the undo enabled.
        let allowed = try [strokeArea, #require(demo.frame(of: "TouchStatus")), #require(demo.frame(of: "RedoButton"))]
        for rect in rects { #expect(allowed.contains { $0.insetBy(dx: -1, dy: -1).contains(rect) }, "\(rect)") }
        #expect(!rects.contains { $0.intersects(canvasPoint(180, 100).rectAround(radius: 2)) }, "the other stroke is not repainted")
    }

    @Test func theDrawingAndItsHistorySurviveBack() throws {
        paintStroke(atHeight: 100)
        paintStroke(atHeight: 200)
        let strokes = canvas?.completedPolylines
        demo.press(UIKeyCommand.inputEscape)
        #expect(demo.app.currentScreen == .menu)
        demo.finishNavigation()
        demo.press("4")
        demo.finishNavigation()
        #expect(demo.screens == ["paint", "menu", "paint"])
        #expect(canvas?.completedPolylines == strokes)
        #expect(isPainted(atHeight: 100) && isPainted(atHeight: 200))
        #expect(completedCounts == [0, 1, 2, 2], "showing the screen again reports its 2 strokes")
        demo.press("z", .control)
        #expect(!isPainted(atHeight: 200), "undo reaches strokes drawn before Back")
    }
}

private extension CGPoint {
    /// A square of side 2·`radius` centred here.
    func rectAround(radius: CGFloat) -> CGRect {
        CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)
    }
}
