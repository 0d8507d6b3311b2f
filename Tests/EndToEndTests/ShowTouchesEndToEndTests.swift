import Foundation
import Testing
import TouchKitTesting

/// `--show-touches` on the real server, checked by screenshots: a circle under a finger that
/// fades once it lifts, and the mouse's emulated pair.
@Suite("End to end: show touches", .serialized)
struct ShowTouchesEndToEndTests {
    static let white = RGBPixel(red: 255, green: 255, blue: 255)

    /// Takes screenshots until `accept` holds for the pixel at `point`, or `timeout` passes;
    /// returns the last pixel read.
    ///
    /// The overlay is not in the trace: its pixels reach the screen when the app paints after
    /// handling the input, so the first screenshot may be a frame early.
    @discardableResult
    private func pollPixel(_ session: DemoSession, at point: CGPoint, timeout: TimeInterval = 5,
                           until accept: (RGBPixel) -> Bool) throws -> RGBPixel {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-show-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let start = Date()
        while true {
            try session.server.screenshot(to: shot)
            let pixel = try ImagePixels.pixel(ofImageAt: shot, x: Int(point.x), y: Int(point.y))
            // Each screenshot takes a fork and a round trip to the server: no sleep needed.
            if accept(pixel) || Date().timeIntervalSince(start) > timeout { return pixel }
        }
    }

    @Test func aCircleIsDrawnUnderAFingerAndFadesAfterItLifts() throws {
        let session = try DemoSession(["--screen", "touch", "--show-touches"])
        let spot = CGPoint(x: 60, y: 600)
        let blank = try pollPixel(session, at: spot) { $0 == Self.white }
        #expect(blank == Self.white, "blank before the touch, got \(blank)")
        let touch = try session.touchscreen
        try touch.begin(1, x: spot.x, y: spot.y)
        try touch.sync()
        try session.waitForStatus("Number of fingers 1")
        let circle = try pollPixel(session, at: spot) { $0.distance(to: Self.white) > 30 }
        #expect(circle.distance(to: Self.white) > 30, "a gray circle under the finger, got \(circle)")
        // 20 pt from the finger is still inside the 44 pt circle.
        let edge = try pollPixel(session, at: spot.applying(dx: 20, dy: 0)) { $0 != Self.white }
        #expect(edge != Self.white, "circle about 44 pt wide, got \(edge)")
        try touch.end(1)
        try touch.sync()
        let faded = try pollPixel(session, at: spot) { $0 == Self.white }
        #expect(faded == Self.white, "gone after the fade, got \(faded)")
        // No fading timer is left: the run loop sleeps in poll() until input comes. A timer would
        // wake it 60 times a second, each wake a voluntary context switch of the main thread.
        // This sleep is the measuring window, not a wait for the app.
        let before = try wakeups(of: session.app.process.pid)
        Thread.sleep(forTimeInterval: 1)
        let woken = try wakeups(of: session.app.process.pid) - before
        #expect(woken <= 5, "the idle app woke \(woken) times in a second")
    }

    /// How many times the main thread of process `pid` has blocked and woken again
    /// (`voluntary_ctxt_switches` in `/proc/PID/status`).
    private func wakeups(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
        guard let value = line?.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw XServerFixtureError("no voluntary_ctxt_switches in /proc/\(pid)/status")
        }
        return value
    }

    @Test func theTKeyTurnsShowTouchesOn() throws {
        let session = try DemoSession(["--screen", "touch"])
        let spot = CGPoint(x: 60, y: 600)
        // With no window manager the focus follows the pointer: put it over the window. X keycode
        // 28 is T (evdev KEY_T 20, + 8). The key reaches the app before the touch: the server
        // delivers events in the order it processed them.
        try session.pointer.move(to: CGPoint(x: 240, y: 300))
        try session.pointer.sync()
        try session.server.keyboard.type(keyCode: 28)
        let touch = try session.touchscreen
        try touch.begin(1, x: spot.x, y: spot.y)
        try touch.sync()
        try session.waitForStatus("Number of fingers 1")
        let circle = try pollPixel(session, at: spot) { $0.distance(to: Self.white) > 30 }
        #expect(circle.distance(to: Self.white) > 30, "a circle under the finger, got \(circle)")
        try touch.end(1)
        try touch.sync()
    }

    @Test func theMousesEmulatedPairIsShownMidPinch() throws {
        let session = try DemoSession(["--screen", "playground", "--show-touches"])
        let c = try session.center(of: "Canvas")
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        let first = c.applying(dx: 90, dy: 30), mirror = c.applying(dx: -90, dy: -30)
        let before = try pollPixel(session, at: mirror) { _ in true }
        try mouse.move(to: c)
        try mouse.sync()
        try keyboard.press(keyCode: MouseEmulationEndToEndTests.controlKey)
        try keyboard.sync()
        try mouse.move(to: c.applying(dx: 60, dy: 0))
        try mouse.press()
        try mouse.sync()
        try mouse.move(to: first)
        try mouse.sync()
        try session.waitForGesture("pinch", "changed", on: "Canvas")
        // The second finger, at the mirror image, has a circle although no device is there.
        let shown = try pollPixel(session, at: mirror) { $0.distance(to: before) > 40 }
        #expect(shown.distance(to: before) > 40, "a circle at the mirrored finger: \(before) -> \(shown)")
        try mouse.release()
        try mouse.sync()
        try keyboard.release(keyCode: MouseEmulationEndToEndTests.controlKey)
        try keyboard.sync()
        try session.waitForGesture("pinch", "ended", on: "Canvas")
    }
}
