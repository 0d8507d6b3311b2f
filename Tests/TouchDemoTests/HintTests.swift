import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Every screen says what to try in its own line, and the trace reports it.
@Suite("Screen hints") @MainActor
struct HintTests {
    static let hints: [Screen: String] = [
        .menu: MenuViewController.hint,
        .touch: TouchViewController.hint,
        .gestures: GestureViewController.hint,
        .checkmark: CustomGestureViewController.hint,
        .paint: FingerPaintViewController.hint,
        .playground: GesturePlaygroundViewController.hint,
        .farm: FarmViewController.hint,
        .circle: CircleViewController.hint,
        .swipe: SwipeViewController.hint,
    ]

    /// The `text` of every `hint` event, in order.
    private func hints(in demo: DemoHarness) -> [String] {
        demo.events.compactMap { if case let .hint(text) = $0 { text } else { nil } }
    }

    @Test(arguments: Screen.allCases)
    func eachScreenShowsItsHintAndTracesItAfterItsLayout(screen: Screen) throws {
        let demo = try DemoHarness(screen: screen)
        let expected = try #require(Self.hints[screen])
        let label = demo.app.window.view(withAccessibilityIdentifier: "HintLabel") as? UILabel
        #expect(label?.text == expected)
        #expect(hints(in: demo) == [expected])
        let kinds = demo.events.map(\.kind.rawValue)
        // A screen's own events (Finger Paint's `strokes`) may follow, but the hint comes right
        // after the screen's layout.
        let shown = try #require(kinds.lastIndex(of: "screen"))
        #expect(Array(kinds[shown...].prefix(3)) == ["screen", "layout", "hint"])
        #expect(demo.statuses.isEmpty, "the hint is not a status")
    }

    @Test func hintsNameTheMouseWayOfEachTwoFingerGesture() {
        #expect(CustomGestureViewController.hint == "Draw a V anywhere, left to right: finger or mouse")
        #expect(GesturePlaygroundViewController.hint.contains("Ctrl+drag"))
        #expect(GesturePlaygroundViewController.hint.contains("Ctrl+wheel"))
        #expect(FarmViewController.hint.contains("Ctrl+drag") && FarmViewController.hint.contains("Ctrl+wheel"))
        #expect(TouchViewController.hint.contains("Ctrl+Shift+drag"))
        #expect(TouchViewController.hint.contains("double-click"))
        #expect(GestureViewController.hint.contains("double-click"))
        for pinch in ["Ctrl+drag", "Ctrl+wheel", "click", "Drag"] { #expect(CircleViewController.hint.contains(pinch)) }
        #expect(SwipeViewController.hint.contains("mouse-drag"))
    }

    @Test func screensWhoseLeftEdgeIsNotBackSaySoPlainly() {
        // The Farm's edge pan clears, the playground's is a demo of the recognizer: both win
        // over the navigation's interactive pop. Finger Paint vetoes the pop: a stroke from the
        // edge paints.
        #expect(FarmViewController.hint.contains("Left edge clears (not Back)"))
        #expect(GesturePlaygroundViewController.hint.contains("Left edge: edge pan, not Back"))
        #expect(Screen.paint.drawsFromTheEdges && FingerPaintViewController.hint.contains("left edge too (not Back)"))
        #expect(Screen.allCases.filter(\.drawsFromTheEdges) == [.paint], "a new drawing screen needs its hint to say so")
    }

    @Test func navigatingReportsTheHintOfEveryScreenShown() throws {
        let demo = try DemoHarness()
        demo.script.tap(at: demo.center(of: "CustomGestureButton"))
        demo.finishNavigation()
        demo.script.tap(at: demo.center(of: "BackButton"))
        demo.finishNavigation()
        #expect(hints(in: demo) == [MenuViewController.hint, CustomGestureViewController.hint, MenuViewController.hint])
    }

    @Test func aChangedHintIsTraced() throws {
        let demo = try DemoHarness(screen: .checkmark)
        let label = try #require(demo.app.window.view(withAccessibilityIdentifier: "HintLabel") as? UILabel)
        label.text = "Something else"
        #expect(hints(in: demo) == [CustomGestureViewController.hint, "Something else"])
        #expect(demo.traceLines.last == #"{"event":"hint","text":"Something else"}"#)
    }
}
