import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The whole Touch Samples screen with real XI2 touches from the inputtest touchscreen.
@Suite("End to end: Touch Samples with a finger", .serialized)
struct TouchSamplesFingerTests {
    @Test func touchImageReportsBeganMovedEnded() throws {
        let session = try DemoSession(["--screen", "touch"])
        let center = try session.center(of: "TouchImage")
        let touch = try session.touchscreen
        try touch.begin(1, x: center.x, y: center.y)
        try touch.sync()
        try session.waitForImage("TouchImage", "TouchMe_Touched")
        try session.waitForStatus("Touches Began")
        try session.expectImageView("TouchImage", showing: "TouchMe_Touched", not: "TouchMe")
        try touch.move(1, x: center.x + 12, y: center.y + 3)
        try touch.sync()
        try session.waitForStatus("Touches Moved")
        try touch.end(1)
        try touch.sync()
        try session.waitForImage("TouchImage", "TouchMe")
        try session.waitForStatus("Touches Ended")
        try session.expectImageView("TouchImage", showing: "TouchMe", not: "TouchMe_Touched")
        // One finger is one touch: the pointer events the server emulates from it are dropped,
        // or the status would have counted two fingers.
        #expect(session.statuses == ["Number of fingers 1", "Touches Began", "Touches Moved", "Touches Ended"])
    }

    @Test func doubleTapTogglesOnAndOff() throws {
        let session = try DemoSession(["--screen", "touch"])
        let center = try session.center(of: "DoubleTouchImage")
        let touch = try session.touchscreen
        try touch.tap(at: center)
        try touch.tap(at: center)
        try session.waitForImage("DoubleTouchImage", "DoubleTapMe_Highlighted")
        try session.waitForStatus("Double-Tapped On")
        try session.expectImageView("DoubleTouchImage", showing: "DoubleTapMe_Highlighted", not: "DoubleTapMe")
        // The user pauses before the next double tap. This sleep is part of the input (a pause
        // longer than the double-tap interval), not a wait for the app: without it the next taps
        // would continue the same sequence (tapCount 3, 4).
        Thread.sleep(forTimeInterval: 0.6)
        try touch.tap(at: center)
        try touch.tap(at: center)
        try session.waitForImage("DoubleTouchImage", "DoubleTapMe")
        try session.waitForStatus("Double-Tapped Off")
        try session.expectImageView("DoubleTouchImage", showing: "DoubleTapMe", not: "DoubleTapMe_Highlighted")
    }

    @Test func dragMovesTheImageByTheFingersDelta() throws {
        let session = try DemoSession(["--screen", "touch"])
        let start = try session.frame(of: "DragImage")
        let delta = (x: 117.0, y: 163.0)
        try session.touchscreen.drag(id: 1, from: start.center, to: start.center.applying(dx: delta.x, dy: delta.y), steps: 12)
        try session.waitForFrame("DragImage", origin: CGPoint(x: start.minX + delta.x, y: start.minY + delta.y))

        // The pixels agree with the trace: DragMe is drawn where the image now is, and no
        // longer where it was.
        try session.expectMoved("DragMe", from: start, to: start.offsetBy(dx: delta.x, dy: delta.y))
    }

    @Test func twoFingersShowTwo() throws {
        let session = try DemoSession(["--screen", "touch"])
        let touch = try session.touchscreen
        try touch.begin(1, x: 60, y: 600)
        try touch.begin(2, x: 400, y: 640)
        try touch.sync()
        try session.waitForStatus("Number of fingers 2")
        try touch.end(1)
        try touch.end(2)
        try touch.sync()
    }
}

/// The same screen with the inputtest absolute pointer: the left button is one touch.
@Suite("End to end: Touch Samples with the mouse", .serialized)
struct TouchSamplesMouseTests {
    @Test func pressMoveReleaseAreBeganMovedEnded() throws {
        let session = try DemoSession(["--screen", "touch"])
        let center = try session.center(of: "TouchImage")
        let mouse = try session.pointer
        try mouse.move(to: center)
        try mouse.press()
        try mouse.sync()
        try session.waitForStatus("Touches Began")
        try session.expectImageView("TouchImage", showing: "TouchMe_Touched", not: "TouchMe")
        try mouse.move(to: center.applying(dx: 10, dy: 0))
        try mouse.sync()
        try session.waitForStatus("Touches Moved")
        try mouse.release()
        try mouse.sync()
        try session.waitForImage("TouchImage", "TouchMe")
        try session.waitForStatus("Touches Ended")
        try session.expectImageView("TouchImage", showing: "TouchMe", not: "TouchMe_Touched")
    }

    @Test func doubleClickTogglesTheHighlight() throws {
        let session = try DemoSession(["--screen", "touch"])
        let center = try session.center(of: "DoubleTouchImage")
        try session.pointer.click(at: center)
        try session.pointer.click(at: center)
        try session.waitForImage("DoubleTouchImage", "DoubleTapMe_Highlighted")
        try session.waitForStatus("Double-Tapped On")
        try session.expectImageView("DoubleTouchImage", showing: "DoubleTapMe_Highlighted", not: "DoubleTapMe")
    }

    @Test func dragMovesTheImageByTheMousesDelta() throws {
        let session = try DemoSession(["--screen", "touch"])
        let start = try session.frame(of: "DragImage")
        try session.pointer.drag(from: start.center, to: start.center.applying(dx: -90, dy: 140), steps: 9)
        try session.waitForFrame("DragImage", origin: CGPoint(x: start.minX - 90, y: start.minY + 140))
        try session.expectMoved("DragMe", from: start, to: start.offsetBy(dx: -90, dy: 140))
    }
}

extension CGPoint {
    func applying(dx: Double, dy: Double) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
