import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The Gesture Recognizer Samples screen with real XI2 touches and the inputtest pointer: the
/// recognizers, their timers on the app's run loop, and the trace's `gesture` events.
@Suite("End to end: Gesture Recognizer Samples", .serialized)
struct GestureSamplesEndToEndTests {
    @Test func panMovesDragImageByTheFingersDelta() throws {
        let session = try DemoSession(["--screen", "gestures"])
        let start = try session.frame(of: "DragImage")
        let delta = (x: 96.0, y: 151.0)
        try session.touchscreen.drag(id: 1, from: start.center, to: start.center.applying(dx: delta.x, dy: delta.y), steps: 10)
        try session.waitForFrame("DragImage", origin: CGPoint(x: start.minX + delta.x, y: start.minY + delta.y))
        try session.waitForGesture("pan", .ended, on: "DragImage")
        let states = session.gestures(on: "DragImage")
        #expect(states.first == "pan began" && states.last == "pan ended", "\(states)")
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == "pan changed" }, "\(states)")

        // On screen: drawn at the new place, not at the old one.
        let moved = start.offsetBy(dx: delta.x, dy: delta.y)
        try session.expectMoved("DragMe", from: start, to: moved)
        // And hit there: a drag on its old place (now empty) moves nothing, the next one on its new
        // place moves it (the pan recognizer is on the image view, so hit-testing decides).
        try session.touchscreen.drag(id: 2, from: start.center, to: start.center.applying(dx: 0, dy: 40), steps: 6)
        let fence = moved.center.applying(dx: 40, dy: 0)
        try session.touchscreen.drag(id: 3, from: fence, to: fence.applying(dx: -30, dy: -30), steps: 6)
        try session.waitForFrame("DragImage", origin: CGPoint(x: moved.minX - 30, y: moved.minY - 30))
        let frames = session.app.events.compactMap { if case let .frame("DragImage", rect) = $0 { rect } else { nil } }
        #expect(!frames.contains { abs($0.minX - moved.minX) < 1 && $0.minY > moved.minY + 1 },
                "the drag on the old place moved the image: \(frames)")
    }

    @Test func doubleTapTogglesTheImageAndShowsWhereItWasTouched() throws {
        let session = try DemoSession(["--screen", "gestures"])
        let frame = try session.frame(of: "DoubleTouchImage")
        let point = CGPoint(x: frame.minX + 21, y: frame.minY + 17)
        let touch = try session.touchscreen
        try touch.tap(at: point)
        try touch.tap(at: point)
        // The action sets the status before it toggles the image; the trace has them in that order.
        let status = try session.waitForStatus("any") { _ in true }
        #expect(status == "Image touched at: {21, 17}")
        try session.waitForImage("DoubleTouchImage", "DoubleTapMe_Highlighted")
        #expect(session.gestures(on: "DoubleTouchImage") == ["tap ended"])
        try session.expectImageView("DoubleTouchImage", showing: "DoubleTapMe_Highlighted", not: "DoubleTapMe")
    }

    @Test func singleTapDoesNotToggle() throws {
        let session = try DemoSession(["--screen", "gestures"])
        let center = try session.center(of: "DoubleTouchImage")
        try session.touchscreen.tap(at: center)
        // The double tap fails when its interval runs out on the app's run-loop timer; until
        // then nothing may change.
        try session.waitForGesture("tap", .failed, on: "DoubleTouchImage")
        #expect(!session.app.events.contains { $0.kind == .image })
        #expect(session.statuses.isEmpty)
    }

    @Test func mouseDragsAndDoubleClicks() throws {
        let session = try DemoSession(["--screen", "gestures"])
        let start = try session.frame(of: "DragImage")
        try session.pointer.drag(from: start.center, to: start.center.applying(dx: 70, dy: -45), steps: 7)
        try session.waitForFrame("DragImage", origin: CGPoint(x: start.minX + 70, y: start.minY - 45))
        try session.expectMoved("DragMe", from: start, to: start.offsetBy(dx: 70, dy: -45))
        let center = try session.center(of: "DoubleTouchImage")
        try session.pointer.click(at: center)
        try session.pointer.click(at: center)
        try session.waitForImage("DoubleTouchImage", "DoubleTapMe_Highlighted")
        try session.expectImageView("DoubleTouchImage", showing: "DoubleTapMe_Highlighted", not: "DoubleTapMe")
    }
}
