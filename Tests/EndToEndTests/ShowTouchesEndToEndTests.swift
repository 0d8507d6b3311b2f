import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// `--show-touches` on the real server, checked by screenshots: a circle under a finger that
/// fades once it lifts, and the mouse's emulated pair.
@Suite("End to end: show touches", .serialized)
struct ShowTouchesEndToEndTests {
    static let white = RGBPixel(red: 255, green: 255, blue: 255)
    /// X keycode 28 is T (evdev KEY_T 20, + 8): the show-touches key.
    static let tKey = 28

    @Test func aCircleIsDrawnUnderAFingerAndFadesAfterItLifts() throws {
        let session = try DemoSession(["--screen", "touch", "--show-touches"])
        let spot = CGPoint(x: 60, y: 600)
        let blank = try session.pollPixel(at: spot) { $0 == Self.white }
        #expect(blank == Self.white, "blank before the touch, got \(blank)")
        let touch = try session.touchscreen
        try touch.begin(1, x: spot.x, y: spot.y)
        try touch.sync()
        try session.waitForStatus("Number of fingers 1")
        let circle = try session.pollPixel(at: spot) { $0.distance(to: Self.white) > 30 }
        #expect(circle.distance(to: Self.white) > 30, "a gray circle under the finger, got \(circle)")
        // 20 pt from the finger is still inside the 44 pt circle.
        let edge = try session.pollPixel(at: spot.applying(dx: 20, dy: 0)) { $0 != Self.white }
        #expect(edge != Self.white, "circle about 44 pt wide, got \(edge)")
        try touch.end(1)
        try touch.sync()
        let faded = try session.pollPixel(at: spot) { $0 == Self.white }
        #expect(faded == Self.white, "gone after the fade, got \(faded)")
        // No fading timer is left: the run loop sleeps in poll() until input comes.
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s after the fade: \(idle)")
    }

    @Test func theTKeyTurnsShowTouchesOn() throws {
        let session = try DemoSession(["--screen", "touch"])
        let spot = CGPoint(x: 60, y: 600)
        // With no window manager the focus follows the pointer: put it over the window. The key
        // reaches the app before the touch: the server delivers events in the order it processed
        // them.
        try session.pointer.move(to: CGPoint(x: 240, y: 300))
        try session.pointer.sync()
        try session.server.keyboard.type(keyCode: Self.tKey)
        let touch = try session.touchscreen
        try touch.begin(1, x: spot.x, y: spot.y)
        try touch.sync()
        try session.waitForStatus("Number of fingers 1")
        let circle = try session.pollPixel(at: spot) { $0.distance(to: Self.white) > 30 }
        #expect(circle.distance(to: Self.white) > 30, "a circle under the finger, got \(circle)")
        try touch.end(1)
        try touch.sync()
    }

    /// The ghost circle is drawn at the mirrored finger with or without show touches, and the
    /// pinch rescales the card under it: so the pair is held still while T turns show touches
    /// off, and only the overlay's dark circle fill may leave the pixel at the mirrored finger.
    @Test func theMousesEmulatedPairIsShownMidPinch() throws {
        let session = try DemoSession(["--screen", "playground", "--show-touches"])
        let c = try session.center(of: "Canvas")
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        let first = c.applying(dx: 90, dy: 30), mirror = c.applying(dx: -90, dy: -30)
        try session.hold([KeyCode.controlL], withPointerAt: c)
        try mouse.move(to: c.applying(dx: 60, dy: 0))
        try mouse.press()
        try mouse.sync()
        try mouse.move(to: first)
        try mouse.sync()
        try session.waitForGesture("pinch", .changed, on: "Canvas")
        // The pair stays down without Ctrl (its mode was fixed at the press), and a plain T is
        // the show-touches key.
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        // Two screenshots in a row that agree: the pinch's frame is on screen.
        var previous: RGBPixel?
        let shown = try session.pollPixel(at: mirror) { pixel in
            defer { previous = pixel }
            return pixel == previous
        }
        try keyboard.type(keyCode: Self.tKey)
        // The overlay's fill is a translucent dark grey under the ghost's translucent white: on the
        // blue card it takes about a third off green and blue (red, near zero on the card, barely
        // moves). With show touches off only the ghost is left, so the pixel brightens.
        let hidden = try session.pollPixel(at: mirror) { Int($0.blue) - Int(shown.blue) > 30 }
        #expect(Int(hidden.blue) - Int(shown.blue) > 30 && Int(hidden.green) - Int(shown.green) > 10,
                "the overlay's dark circle at the mirrored finger, gone with show touches: \(shown) -> \(hidden)")
        try mouse.release()
        try mouse.sync()
        try session.waitForGesture("pinch", .ended, on: "Canvas")
    }
}
