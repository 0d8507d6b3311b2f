import Foundation
import Testing
import TouchDemo
import TouchKit
import TouchKitTesting

/// The Gesture Playground's recognizers go away with the screen.
@Suite("Gesture Playground lifetime") @MainActor
struct GesturePlaygroundLifetimeTests {
    @Test func leavingThePlaygroundReleasesItsRecognizers() throws {
        let demo = try DemoHarness()
        demo.script.tap(at: demo.center(of: "GesturePlaygroundButton"))
        demo.finishNavigation()
        let recognizers = try #require(demo.app.window.view(withAccessibilityIdentifier: "Canvas")?
            .gestureRecognizers?.map(WeakRecognizer.init))
        #expect(recognizers.count == 8)
        demo.script.tap(at: demo.center(of: "BackButton"))
        demo.finishNavigation()
        #expect(demo.screens == ["menu", "playground", "menu"])
        let alive = recognizers.compactMap { $0.value.map { String(describing: type(of: $0)) } }
        #expect(alive.isEmpty)
    }

    @Test func leavingThePlaygroundMidPanEndsTheGestureQuietly() throws {
        let demo = try DemoHarness()
        demo.script.tap(at: demo.center(of: "GesturePlaygroundButton"))
        demo.finishNavigation()
        let card = try #require(demo.frame(of: "Canvas")).center
        let pan = try #require(demo.app.window.view(withAccessibilityIdentifier: "Canvas")?
            .gestureRecognizers?.first { $0 is UIPanGestureRecognizer }.map(WeakRecognizer.init))
        demo.script.begin(1, at: card)
        demo.script.move(1, to: CGPoint(x: card.x + 40, y: card.y))
        #expect(pan.value?.state == .began)
        let statuses = demo.statuses.count
        demo.script.tap(at: demo.center(of: "BackButton"), finger: 2)
        demo.finishNavigation()
        #expect(demo.screens == ["menu", "playground", "menu"])
        // The card left with its screen at the end of the slide: its pan was cancelled then
        // (issue 10), once, and the finger's later move and lift reach no one.
        #expect(demo.statuses.dropFirst(statuses).map { $0.hasPrefix("Pan cancelled") } == [true])
        demo.script.move(1, to: CGPoint(x: card.x + 80, y: card.y))
        demo.script.end(1, at: CGPoint(x: card.x + 80, y: card.y))
        #expect(demo.statuses.count == statuses + 1)
        #expect(pan.value == nil)
    }
}

@MainActor
private struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
