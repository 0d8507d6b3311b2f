import Foundation
import Testing
import TouchDemo
import TouchKit
import TouchKitTesting

/// The Touch Samples screen driven by scripted touches through the window's dispatch path.
@Suite("Touch Samples screen") @MainActor
struct TouchViewControllerTests {
    @Test func touchImageShowsBeganMovedEndedAndItsTouchedImage() throws {
        let demo = try DemoHarness(screen: .touch)
        let center = demo.center(of: "TouchImage")
        demo.script.begin(1, at: center)
        #expect(demo.statuses == ["Number of fingers 1", "Touches Began"])
        #expect(demo.images(of: "TouchImage") == ["TouchMe_Touched"])
        demo.script.move(1, to: center.offsetBy(dx: 5, dy: 2))
        demo.script.end(1, at: center.offsetBy(dx: 5, dy: 2))
        #expect(demo.statuses == ["Number of fingers 1", "Touches Began", "Touches Moved", "Touches Ended"])
        #expect(demo.images(of: "TouchImage") == ["TouchMe_Touched", "TouchMe"])
    }

    @Test func doubleTapTogglesTheHighlightOnAndOff() throws {
        let demo = try DemoHarness(screen: .touch)
        let center = demo.center(of: "DoubleTouchImage")
        demo.script.tap(at: center)
        #expect(demo.images(of: "DoubleTouchImage").isEmpty)
        demo.script.tap(at: center)
        #expect(demo.images(of: "DoubleTouchImage") == ["DoubleTapMe_Highlighted"])
        #expect(demo.statuses.last == "Double-Tapped On")
        demo.script.clock.advance(by: 1)
        demo.script.tap(at: center)
        demo.script.tap(at: center)
        #expect(demo.images(of: "DoubleTouchImage") == ["DoubleTapMe_Highlighted", "DoubleTapMe"])
        #expect(demo.statuses.last == "Double-Tapped Off")
    }

    @Test func slowSecondTapDoesNotToggle() throws {
        let demo = try DemoHarness(screen: .touch)
        let center = demo.center(of: "DoubleTouchImage")
        demo.script.tap(at: center)
        demo.script.clock.advance(by: TouchTracker.doubleTapInterval + 0.05)
        demo.script.tap(at: center)
        #expect(demo.images(of: "DoubleTouchImage").isEmpty)
    }

    @Test func dragImageMovesByTheFingersDelta() throws {
        let demo = try DemoHarness(screen: .touch)
        let start = try #require(demo.frame(of: "DragImage"))
        demo.script.drag(1, from: start.center, to: start.center.offsetBy(dx: 63, dy: -41), steps: 7)
        let end = try #require(demo.frame(of: "DragImage"))
        #expect(end.origin == start.origin.offsetBy(dx: 63, dy: -41))
        #expect(end.size == start.size)
    }

    @Test func touchThatBeganElsewhereDoesNotDragTheImage() throws {
        let demo = try DemoHarness(screen: .touch)
        let start = try #require(demo.frame(of: "DragImage"))
        let outside = CGPoint(x: start.midX, y: start.maxY + 80)
        demo.script.drag(1, from: outside, to: start.center, steps: 4)
        #expect(demo.frame(of: "DragImage") == start)
    }

    @Test func secondFingerDoesNotDragTheImageTheFirstOneHolds() throws {
        let demo = try DemoHarness(screen: .touch)
        let start = try #require(demo.frame(of: "DragImage"))
        demo.script.begin(1, at: start.center)
        demo.script.begin(2, at: CGPoint(x: 40, y: 600))
        demo.script.move(2, to: CGPoint(x: 90, y: 640))
        #expect(demo.frame(of: "DragImage") == start)
        demo.script.move(1, to: start.center.offsetBy(dx: 10, dy: 10))
        #expect(demo.frame(of: "DragImage")?.origin == start.origin.offsetBy(dx: 10, dy: 10))
    }

    @Test func twoFingersShowTwo() throws {
        let demo = try DemoHarness(screen: .touch)
        demo.script.begin(1, at: CGPoint(x: 40, y: 600))
        demo.script.begin(2, at: CGPoint(x: 300, y: 620))
        #expect(demo.statuses == ["Number of fingers 1", "Number of fingers 2"])
    }

    @Test func cancelStopsDraggingResetsTouchImageAndClearsStatus() throws {
        let demo = try DemoHarness(screen: .touch)
        let touchCenter = demo.center(of: "TouchImage")
        let drag = try #require(demo.frame(of: "DragImage"))
        demo.script.begin(1, at: touchCenter)
        demo.script.begin(2, at: drag.center)
        demo.script.cancel(2, at: drag.center)
        #expect(demo.statuses.last == "")
        #expect(demo.images(of: "TouchImage") == ["TouchMe_Touched", "TouchMe"])
        demo.script.move(1, to: touchCenter.offsetBy(dx: 30, dy: 0))
        #expect(demo.frame(of: "DragImage") == drag)
    }

    @Test func theMouseWorksLikeOneFinger() throws {
        let demo = try DemoHarness(screen: .touch)
        let center = demo.center(of: "TouchImage")
        demo.script.mouseDown(at: center)
        demo.script.mouseDrag(to: center.offsetBy(dx: 4, dy: 0))
        demo.script.mouseUp(at: center.offsetBy(dx: 4, dy: 0))
        #expect(demo.statuses == ["Number of fingers 1", "Touches Began", "Touches Moved", "Touches Ended"])

        let double = demo.center(of: "DoubleTouchImage")
        for _ in 0..<2 {
            demo.script.mouseDown(at: double)
            demo.script.mouseUp(at: double)
        }
        #expect(demo.images(of: "DoubleTouchImage") == ["DoubleTapMe_Highlighted"])

        let drag = try #require(demo.frame(of: "DragImage"))
        demo.script.mouseDown(at: drag.center)
        demo.script.mouseDrag(to: drag.center.offsetBy(dx: -25, dy: 33))
        demo.script.mouseUp(at: drag.center.offsetBy(dx: -25, dy: 33))
        #expect(demo.frame(of: "DragImage")?.origin == drag.origin.offsetBy(dx: -25, dy: 33))
    }

    @Test func imageViewsLeaveTouchesToTheController() throws {
        let demo = try DemoHarness(screen: .touch)
        let hit = demo.app.window.hitTest(demo.center(of: "TouchImage"), with: nil)
        #expect(hit?.accessibilityIdentifier == nil)
        #expect(hit?.next is UIViewController)
    }
}
