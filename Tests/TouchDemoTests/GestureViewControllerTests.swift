import Foundation
import Testing
import TouchDemo
import TouchDemoTrace
import TouchKit
import TouchKitTesting

/// The Gesture Recognizer Samples screen driven by scripted touches through the window's
/// dispatch path, checked through its trace.
@Suite("Gesture Recognizer Samples screen") @MainActor
struct GestureViewControllerTests {
    /// The `recognizer state` pairs of every `gesture` event for `view`, in order.
    private func gestures(_ demo: DemoHarness, on view: String) -> [String] {
        demo.events.gestureSteps(on: view)
    }

    @Test func panMovesDragImageByTheFingersDelta() throws {
        let demo = try DemoHarness(screen: .gestures)
        let start = try #require(demo.frame(of: "DragImage"))
        demo.script.drag(1, from: start.center, to: start.center.offsetBy(dx: -57, dy: 83), steps: 6)
        let end = try #require(demo.frame(of: "DragImage"))
        #expect(end.origin == start.origin.offsetBy(dx: -57, dy: 83))
        #expect(end.size == start.size)
        #expect(gestures(demo, on: "DragImage") == ["pan began"] + Array(repeating: "pan changed", count: 5) + ["pan ended"])
    }

    @Test func shortWiggleDoesNotMoveDragImage() throws {
        let demo = try DemoHarness(screen: .gestures)
        let start = try #require(demo.frame(of: "DragImage"))
        demo.script.drag(1, from: start.center, to: start.center.offsetBy(dx: 6, dy: -5), steps: 3)
        #expect(demo.frame(of: "DragImage") == start)
        #expect(gestures(demo, on: "DragImage") == ["pan failed"])
    }

    @Test func secondPanStartsFromWhereTheFirstLeftTheImage() throws {
        let demo = try DemoHarness(screen: .gestures)
        let start = try #require(demo.frame(of: "DragImage"))
        demo.script.drag(1, from: start.center, to: start.center.offsetBy(dx: 40, dy: 0), steps: 4)
        let middle = try #require(demo.frame(of: "DragImage"))
        demo.script.drag(1, from: middle.center, to: middle.center.offsetBy(dx: 0, dy: 50), steps: 4)
        #expect(demo.frame(of: "DragImage")?.origin == start.origin.offsetBy(dx: 40, dy: 50))
    }

    @Test func doubleTapTogglesTheImageAndReportsTheLocationInTheImage() throws {
        let demo = try DemoHarness(screen: .gestures)
        let frame = try #require(demo.frame(of: "DoubleTouchImage"))
        let point = CGPoint(x: frame.minX + 12, y: frame.minY + 30)
        demo.script.tap(at: point)
        #expect(demo.images(of: "DoubleTouchImage").isEmpty)
        demo.script.tap(at: point)
        #expect(demo.images(of: "DoubleTouchImage") == ["DoubleTapMe_Highlighted"])
        #expect(demo.statuses == ["Image touched at: {12, 30}"])
        demo.script.wait(1)
        demo.script.tap(at: point)
        demo.script.tap(at: point.offsetBy(dx: 3.5, dy: 0))
        #expect(demo.images(of: "DoubleTouchImage") == ["DoubleTapMe_Highlighted", "DoubleTapMe"])
        #expect(demo.statuses.last == "Image touched at: {15.5, 30}")
        #expect(gestures(demo, on: "DoubleTouchImage") == ["tap ended", "tap ended"])
    }

    @Test func singleTapDoesNotToggleAndTheTapFailsOnceItsWindowCloses() throws {
        let demo = try DemoHarness(screen: .gestures)
        let center = demo.center(of: "DoubleTouchImage")
        demo.script.tap(at: center)
        #expect(gestures(demo, on: "DoubleTouchImage").isEmpty)
        demo.script.wait(UITapGestureRecognizer.maximumTapInterval)
        #expect(gestures(demo, on: "DoubleTouchImage") == ["tap failed"])
        #expect(demo.images(of: "DoubleTouchImage").isEmpty)
        #expect(demo.statuses.isEmpty)
    }

    @Test func theMouseDragsAndDoubleClicksToo() throws {
        let demo = try DemoHarness(screen: .gestures)
        let start = try #require(demo.frame(of: "DragImage"))
        demo.script.mouseDown(at: start.center)
        demo.script.mouseDrag(to: start.center.offsetBy(dx: 30, dy: 30))
        demo.script.mouseUp(at: start.center.offsetBy(dx: 30, dy: 30))
        #expect(demo.frame(of: "DragImage")?.origin == start.origin.offsetBy(dx: 30, dy: 30))
        let center = demo.center(of: "DoubleTouchImage")
        for _ in 0..<2 {
            demo.script.mouseDown(at: center)
            demo.script.mouseUp(at: center)
        }
        #expect(demo.images(of: "DoubleTouchImage") == ["DoubleTapMe_Highlighted"])
    }

    @Test func traceNamesRecognizersByKind() {
        #expect(TraceRecorder.traceName(of: UIPanGestureRecognizer()) == "pan")
        #expect(TraceRecorder.traceName(of: UILongPressGestureRecognizer()) == "longPress")
        #expect(TraceRecorder.traceName(of: UIScreenEdgePanGestureRecognizer()) == "screenEdgePan")
        let named = UITapGestureRecognizer()
        named.name = "doubleTap"
        #expect(TraceRecorder.traceName(of: named) == "doubleTap")
    }
}
