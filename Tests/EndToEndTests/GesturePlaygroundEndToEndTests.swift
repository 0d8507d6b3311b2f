import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The Gesture Playground with real XI2 touches: multi-finger recognizers (pinch, rotation),
/// a long press timed by the app's run loop, and a swipe.
@Suite("End to end: Gesture Playground", .serialized)
struct GesturePlaygroundEndToEndTests {
    /// The card's centre (the canvas centre until it is moved) and the states of `recognizer`.
    private func states(_ session: DemoSession, _ recognizer: String) -> [String] {
        session.gestures().filter { $0.hasPrefix(recognizer + " ") }.map { String($0.dropFirst(recognizer.count + 1)) }
    }

    @Test func twoFingersSpreadingPinchTheCard() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        try session.expectCard(center: c)
        try session.touchscreen.drag([
            TouchStroke(id: 1, from: c.applying(dx: -50, dy: 0), to: c.applying(dx: -90, dy: 0)),
            TouchStroke(id: 2, from: c.applying(dx: 50, dy: 0), to: c.applying(dx: 90, dy: 0)),
        ], steps: 10)
        try session.waitForGesture("pinch", .ended, on: "Canvas")
        // The action that sets the status runs after the state change is traced: wait for it too.
        try session.waitForStatus("Pinch ended · scale 1.80 · 0°")
        // On screen: the card is drawn 1.8 times as large about the same centre (blue out to
        // 200 pt right and 100 pt down, where the canvas showed before) and no larger.
        try session.expectCard(center: c, scale: 1.8, notAt: CardPlacement(center: c))
        let pinch = states(session, "pinch")
        // How many "changed" come between depends on how the moves were coalesced (one delivery
        // per drain of the X queue): one gesture, began first, ended last, only changes between.
        #expect(pinch.first == "began" && pinch.last == "ended" && pinch.dropFirst().dropLast().allSatisfy { $0 == "changed" },
                "\(pinch)")
    }

    @Test func twoFingersTurningRotateTheCard() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        try session.expectCard(center: c)
        try session.touchscreen.drag([
            TouchStroke(id: 1, from: c.applying(dx: -50, dy: 0), to: c.applying(dx: -50, dy: -40)),
            TouchStroke(id: 2, from: c.applying(dx: 50, dy: 0), to: c.applying(dx: 50, dy: 40)),
        ], steps: 10)
        try session.waitForGesture("rotation", .ended, on: "Canvas")
        // atan2(80, 100) = 38.7° clockwise; the fingers also spread to 1.28 times their distance.
        // The status comes after the traced state change; pinch and rotation end in either order.
        try session.waitForStatus("rotation's final") { $0.hasSuffix("ended · scale 1.28 · 39°") }
        // On screen: the card is drawn turned and grown, and the corners the turn swept away
        // show the canvas again.
        try session.expectCard(center: c, scale: hypot(100, 80) / 100, rotation: atan2(80, 100),
                               notAt: CardPlacement(center: c))
        let rotation = states(session, "rotation")
        #expect(rotation.first == "began" && rotation.last == "ended"
                && rotation.dropFirst().dropLast().allSatisfy { $0 == "changed" }, "\(rotation)")
    }

    @Test func holdingAFingerOnTheCardIsALongPress() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        let touch = try session.touchscreen
        try session.expectCard(center: c, color: CardPixels.primary)
        try touch.begin(1, x: c.x, y: c.y)
        try touch.sync()
        // Nothing more is sent until the app's own 0.5 s timer has begun the press.
        try session.waitForGesture("longPress", .began, on: "Canvas")
        try session.waitForStatus("Long press: colour · scale 1.00 · 0°")
        // On screen: the whole card turns orange, in place.
        try session.expectCard(center: c, color: CardPixels.alternate)
        try touch.end(1)
        try touch.sync()
        try session.waitForGesture("longPress", .ended, on: "Canvas")
    }

    @Test func aQuickFlickOffTheCardIsASwipe() throws {
        let session = try DemoSession(["--screen", "playground"])
        let canvas = try session.frame(of: "Canvas")
        let y = canvas.maxY - 30
        try session.touchscreen.drag(id: 1, from: CGPoint(x: canvas.maxX - 60, y: y),
                                     to: CGPoint(x: canvas.maxX - 220, y: y), steps: 5)
        try session.waitForStatus("Swipe left · scale 1.00 · 0°")
        // A swipe off the card leaves the card where it was, as it was.
        try session.expectCard(center: session.center(of: "Canvas"))
    }
}
