import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The navigation's interactive pop from the left edge with real XI2 touches and the mouse, on
/// Touch Samples (a screen without its own edge gesture), and the app idle after each slide.
@Suite("End to end: interactive pop from the left edge", .serialized)
struct InteractivePopEndToEndTests {
    /// Height of the drags: on Touch Samples' empty area below the images.
    static let y: CGFloat = 420

    /// Finger 1 from the left edge to `x` in 10-pt steps `pause` seconds apart (the finger's
    /// speed is part of the gesture), then still for `hold` seconds, then lifted.
    private func edgeDrag(_ session: DemoSession, to x: CGFloat, pause: TimeInterval, hold: TimeInterval) throws {
        let touch = try session.touchscreen
        try touch.begin(1, x: 2, y: Self.y)
        try touch.sync()
        var current: CGFloat = 2
        while current < x {
            current = min(x, current + 10)
            if pause > 0 { Thread.sleep(forTimeInterval: pause) }
            try touch.move(1, x: current, y: Self.y)
            try touch.sync()
        }
        if hold > 0 { Thread.sleep(forTimeInterval: hold) }
        try touch.end(1)
        try touch.sync()
    }

    /// The menu's layout, from a demo opened on it and closed again: where its buttons would be
    /// drawn under a screen that slid back.
    private func menuLayout() throws -> TraceEvent {
        try DemoSession().layout
    }

    @Test func aFingerFromTheLeftEdgePastHalfPopsToTheMenuAndTheAppIsThenIdle() throws {
        let session = try DemoSession(["--screen", "touch"])
        try edgeDrag(session, to: 330, pause: 0, hold: 0)
        try session.waitForGesture("interactivePop", .ended)
        try session.waitForScreen("menu")
        try session.expectScreenShown("menu")
        let animations = session.app.events.compactMap {
            if case let .animation(view, state) = $0 { "\(view) \(state)" } else { nil }
        }
        #expect(animations == ["touch began", "menu began", "touch ended", "menu ended"])
        #expect(session.layout.frame(ofView: "BackButton") == nil, "the menu has no Back")
        #expect(session.layout.frame(ofView: "TouchSamplesButton") != nil)
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s after the slide: \(idle)")
    }

    @Test func aShortSlowDragSlidesBackAndStaysOnTheScreen() throws {
        let menuLayout = try menuLayout()
        let session = try DemoSession(["--screen", "touch"])
        // 10 pt every 50 ms is 200 pt/s, under the flick velocity; held still before lifting.
        try edgeDrag(session, to: 120, pause: 0.05, hold: 0.2)
        try session.waitForGesture("interactivePop", .ended)
        try session.app.waitFor("the menu's slide to end") {
            $0 == .animation(view: "menu", state: .ended)
        }
        #expect(!session.app.events.contains { $0 == .screen(name: "menu") })
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s after sliding back: \(idle)")
        #expect(!session.app.events.contains { $0 == .screen(name: "menu") })
        // Still Touch Samples, in place: its pictures are drawn where its layout says (not even
        // a few points to the right), and the menu's buttons are not.
        try session.expectScreenShown("touch")
        let menu = try session.signature(of: "menu", in: menuLayout)
        let menuShown = try session.mismatches(of: menu.samples, timeout: 0)
        #expect(menuShown.count == menu.samples.count, "the menu's buttons are drawn: \(menu.samples.count - menuShown.count)")
        // And its image takes a touch.
        try session.touchscreen.tap(at: session.center(of: "TouchImage"))
        try session.waitForStatus("Touches Ended")
    }

    @Test func theMouseFromTheLeftEdgePopsToo() throws {
        let session = try DemoSession(["--screen", "touch"])
        try session.pointer.drag(from: CGPoint(x: 2, y: Self.y), to: CGPoint(x: 330, y: Self.y), steps: 12)
        try session.waitForScreen("menu")
        try session.expectScreenShown("menu")
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s after the slide: \(idle)")
    }

    @Test func afterAMenuButtonsSlideTheAppIsIdle() throws {
        let session = try DemoSession()
        try session.touchscreen.tap(at: session.center(of: "GestureSamplesButton"))
        try session.app.waitFor("the slide to end") {
            $0 == .animation(view: "gestures", state: .ended)
        }
        try session.waitForScreen("gestures")
        try session.expectScreenShown("gestures")
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s after the push: \(idle)")
    }
}
