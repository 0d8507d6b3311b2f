import Foundation
import Testing
import TouchDemo
import TouchDemoTrace
import TouchKit
import TouchKitTesting

/// The app's navigation slides: menu buttons push animated, Back pops animated, `--screen` opens
/// at once, the slides show in the trace as `animation` events of the two screens, and the
/// interactive pop from the left edge (which the playground's own edge pan and Finger Paint's
/// strokes do not trigger).
@Suite("Animated navigation in the app") @MainActor
struct AnimatedNavigationTests {
    /// "view state" of every `animation` event.
    private func animations(in demo: DemoHarness) -> [String] {
        demo.events.compactMap { if case let .animation(view, state) = $0 { "\(view) \(state)" } else { nil } }
    }

    /// The event names in order, from `ready` on, without layout and hint noise.
    private func sequence(in demo: DemoHarness) -> [String] {
        demo.events.compactMap { event -> String? in
            switch event {
            case let .animation(view, state): "\(view) \(state)"
            case let .screen(name): "screen \(name)"
            default: nil
            }
        }
    }

    @Test func theBackendHearsOfEachScreenOnceItHasShownBeforeTheTraceDoes() throws {
        let demo = try DemoHarness()
        var heard: [Int] = []
        demo.app.onScreenDidShow = { heard.append(demo.screens.count) }
        demo.script.tap(at: demo.center(of: "TouchSamplesButton"))
        #expect(heard.isEmpty, "not while the screen slides in")
        demo.finishNavigation()
        #expect(heard == [1], "once the slide ended, before the trace's screen event")
        demo.script.tap(at: demo.center(of: "BackButton"))
        demo.finishNavigation()
        #expect(heard == [1, 2])
        #expect(demo.screens == ["menu", "touch", "menu"])
    }

    @Test func aMenuButtonSlidesTheScreenInAndTracesBothScreensAnimating() throws {
        let demo = try DemoHarness()
        demo.script.tap(at: demo.center(of: "TouchSamplesButton"))
        #expect(sequence(in: demo) == ["screen menu", "menu began", "touch began"])
        demo.finishNavigation()
        #expect(sequence(in: demo) == ["screen menu", "menu began", "touch began", "menu ended", "touch ended", "screen touch"])
        #expect(demo.app.window.timers.count == 0, "no timer left after the slide")
        demo.script.tap(at: demo.center(of: "BackButton"))
        demo.finishNavigation()
        #expect(sequence(in: demo).suffix(5) == ["touch began", "menu began", "touch ended", "menu ended", "screen menu"])
    }

    @Test func theScreenOptionOpensWithoutASlide() throws {
        let demo = try DemoHarness(screen: .gestures)
        #expect(animations(in: demo).isEmpty)
        #expect(demo.screens == ["gestures"])
        #expect(demo.app.window.timers.count == 0)
    }

    @Test func openingTheMenuPopsToTheRootWithASlide() throws {
        let demo = try DemoHarness(screen: .touch)
        demo.app.open(.menu)
        #expect(demo.app.currentScreen == .menu)
        #expect(demo.screens == ["touch"])
        demo.finishNavigation()
        #expect(demo.screens == ["touch", "menu"])
        #expect(animations(in: demo) == ["touch began", "menu began", "touch ended", "menu ended"])
    }

    /// A finger from the left edge to `x`, 5 pt every 0.04 s (slow), at height `y`; lifted.
    private func edgeDrag(_ demo: DemoHarness, to x: CGFloat, y: CGFloat = 400) {
        demo.script.begin(1, at: CGPoint(x: 3, y: y))
        var current: CGFloat = 3
        while current < x {
            current = min(x, current + 5)
            demo.script.wait(0.03)
            demo.script.move(1, to: CGPoint(x: current, y: y))
        }
        demo.script.wait(0.15)
        demo.script.end(1, at: CGPoint(x: x, y: y))
    }

    @Test func anEdgePanPastHalfPopsAndTheScreenEventComesAtTheEnd() throws {
        let demo = try DemoHarness(screen: .touch)
        edgeDrag(demo, to: 300)
        #expect(demo.screens == ["touch"], "not before the slide ends")
        demo.finishNavigation()
        #expect(demo.screens == ["touch", "menu"])
        #expect(demo.app.currentScreen == .menu)
        #expect(animations(in: demo) == ["touch began", "menu began", "touch ended", "menu ended"])
    }

    @Test func aShortEdgePanSlidesBackWithoutAScreenEvent() throws {
        let demo = try DemoHarness(screen: .touch)
        edgeDrag(demo, to: 120)
        demo.finishNavigation()
        #expect(demo.screens == ["touch"])
        #expect(demo.app.currentScreen == .touch)
        #expect(animations(in: demo) == ["touch began", "menu began", "touch ended", "menu ended"])
        #expect(demo.frame(of: "TouchImage") != nil, "the screen is back in place and laid out")
    }

    @Test func thePlaygroundsOwnEdgePanWinsOverThePop() throws {
        let demo = try DemoHarness(screen: .playground)
        let canvas = try #require(demo.frame(of: "Canvas"))
        edgeDrag(demo, to: 300, y: canvas.maxY - 20)
        demo.finishNavigation()
        #expect(demo.statuses.last?.hasPrefix("Edge pan ended") == true, "\(demo.statuses.last ?? "")")
        #expect(demo.app.currentScreen == .playground)
        #expect(animations(in: demo).isEmpty)
    }

    @Test func aFingerPaintStrokeFromTheLeftEdgePaintsAndDoesNotPop() throws {
        let demo = try DemoHarness(screen: .paint)
        edgeDrag(demo, to: 300)
        demo.finishNavigation()
        #expect(demo.app.currentScreen == .paint)
        #expect(animations(in: demo).isEmpty)
        let strokes = demo.events.compactMap { if case let .stroke(_, phase, _) = $0 { "\(phase)" } else { nil } }
        #expect(strokes == ["began", "ended"], "one whole stroke, not cancelled by a pop")
    }
}
