import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Undo and redo of strokes drawn together on the running screen: strokes whose touches
/// overlapped in time, directly or in a chain, go and come back with one key press, with the
/// pixels, the repainted area and the `strokes` count to match; the mouse's two fingers too.
@Suite("Finger Paint: strokes drawn together are one edit") @MainActor
struct FingerPaintGroupedUndoTests: PaintScreenSuite {
    let demo: DemoHarness
    let canvasFrame: CGRect

    init() throws {
        demo = try DemoHarness(screen: .paint)
        canvasFrame = try #require(demo.frame(of: "FingerPaintCanvas"))
    }

    /// Finger `finger` goes down at the left end of canvas row `y`.
    private func begin(_ finger: Int, row y: CGFloat) {
        demo.script.begin(finger, at: canvasPoint(60, y))
        demo.script.move(finger, to: canvasPoint(180, y))
    }

    /// Finger `finger` reaches the right end of canvas row `y` and lifts.
    private func end(_ finger: Int, row y: CGFloat) {
        demo.script.move(finger, to: canvasPoint(300, y))
        demo.script.end(finger, at: canvasPoint(300, y))
    }

    /// Whether the window shows paint at the middle of canvas row `y`.
    private func isPainted(row y: CGFloat) -> Bool {
        let point = canvasPoint(180, y)
        return demo.app.window.snapshot().pixel(x: Int(point.x), y: Int(point.y)).red < 128
    }

    private func painted(rows: [CGFloat]) -> [Bool] { rows.map(isPainted(row:)) }

    /// The `completed` of every `strokes` event after the one the screen reports when it shows.
    private var completedCounts: [Int] {
        Array(demo.completedStrokes.dropFirst())
    }

    @Test func twoFingersDrawnTogetherGoWithOneUndoAndComeBackWithOneRedo() {
        begin(1, row: 100)
        begin(2, row: 200)
        end(1, row: 100)
        end(2, row: 200)
        #expect(painted(rows: [100, 200]) == [true, true])
        demo.press("z", .control)
        #expect(painted(rows: [100, 200]) == [false, false], "one Ctrl+Z takes both strokes")
        #expect(canvas?.completedPolylines.isEmpty == true)
        #expect(demo.statuses.last == "Undid the last 2 strokes, drawn together")
        demo.press("z", [.control, .shift])
        #expect(painted(rows: [100, 200]) == [true, true], "one Ctrl+Shift+Z brings both back")
        #expect(demo.statuses.last == "Redid 2 strokes, drawn together")
        #expect(completedCounts == [1, 2, 0, 2])
    }

    @Test func aChainOfOverlappingStrokesIsOneEditAndALaterStrokeIsItsOwn() {
        // 1 overlaps 2, 2 overlaps 3; 1 and 3 never touch the screen at the same time.
        begin(1, row: 60)
        begin(2, row: 140)
        end(1, row: 60)
        begin(3, row: 220)
        end(2, row: 140)
        end(3, row: 220)
        // Once every finger has lifted, the next stroke starts a new edit.
        begin(4, row: 300)
        end(4, row: 300)
        let rows: [CGFloat] = [60, 140, 220, 300]
        #expect(painted(rows: rows) == [true, true, true, true])
        demo.press("z", .control)
        #expect(painted(rows: rows) == [true, true, true, false], "the last stroke alone")
        demo.press("z", .control)
        #expect(painted(rows: rows) == [false, false, false, false], "the chain at once")
        demo.press("z", [.control, .shift])
        #expect(painted(rows: rows) == [true, true, true, false])
        #expect(completedCounts == [1, 2, 3, 4, 3, 0, 3])
    }

    @Test func undoRepaintsTheAreaOfEveryStrokeOfTheEditAndNoOther() throws {
        begin(9, row: 40)
        end(9, row: 40)
        begin(1, row: 120)
        begin(2, row: 300)
        end(2, row: 300)
        end(1, row: 120)
        let strokes = try #require(canvas?.completedPolylines.suffix(2))
        _ = demo.app.window.takeDirtyRects()
        demo.press("z", .control)
        let dirty = demo.app.window.takeDirtyRects()
        let areas = strokes.map { $0.coverage.offsetBy(dx: canvasFrame.minX, dy: canvasFrame.minY - canvasOriginY) }
        for area in areas {
            #expect(dirty.contains { $0.contains(area.insetBy(dx: 1, dy: 1)) }, "\(area) is repainted: \(dirty)")
        }
        // Whole pixels round each side by at most 1 point; the status line and the buttons whose
        // state changed repaint too, but not the stroke left on the canvas.
        let allowed = try ["TouchStatus", "UndoButton", "RedoButton", "SaveButton"].map { try #require(demo.frame(of: $0)) }
            + [areas[0].union(areas[1])]
        for rect in dirty {
            #expect(allowed.contains { $0.insetBy(dx: -1, dy: -1).contains(rect) }, "\(rect) was repainted")
        }
        #expect(!dirty.contains { $0.intersects(CGRect(x: canvasPoint(180, 40).x - 2, y: canvasPoint(180, 40).y - 2, width: 4, height: 4)) })
    }

    /// The canvas's bounds start above its frame when the bar wraps (strokes stay put on screen).
    private var canvasOriginY: CGFloat { canvas?.bounds.minY ?? 0 }

    @Test func theMousesTwoStrokesAreOneEdit() throws {
        let emulator = MouseTouchEmulator(window: demo.app.window)
        let toolbar = try #require(demo.frame(of: "ColorButton-purple"))
        func send(_ kind: MouseEvent.Kind, _ point: CGPoint, _ modifiers: UIKeyModifierFlags) {
            demo.script.wait(demo.script.stepInterval)
            emulator.handle(MouseEvent(kind, device: TouchScript.mouseDevice, location: point, modifiers: modifiers,
                                       timestamp: demo.script.clock.now))
            demo.app.window.flushInput()
        }
        // Ctrl+Shift pressed with the pointer on the bar, then a drag on the canvas.
        let keys: UIKeyModifierFlags = [.control, .shift]
        send(.modifiersChanged, toolbar.center.offsetBy(dx: 30, dy: 0), keys)
        send(.buttonPressed(1), canvasPoint(300, 260), keys)
        for step in 1...4 { send(.moved, canvasPoint(300 + CGFloat(step) * 10, 260 + CGFloat(step) * 20), keys) }
        send(.buttonReleased(1), canvasPoint(340, 340), keys)
        #expect(canvas?.completedPolylines.count == 2, "both fingers painted on the canvas")
        demo.press("z", .control)
        #expect(canvas?.completedPolylines.isEmpty == true)
        #expect(completedCounts == [1, 2, 0])
    }
}
