import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The interactive pop: a pan from the left edge drags the top screen; it completes past half the
/// width or on a flick, else slides back; a screen's own left-edge gesture wins when the pop
/// requires it to fail.
@Suite("Interactive pop")
@MainActor
struct InteractivePopTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let root = UIViewController()
    let second = UIViewController()
    let navigation: UINavigationController
    let script: TouchScript
    let shown = EventLog()

    init() {
        root.title = "Root"
        second.title = "Second"
        navigation = UINavigationController(rootViewController: root)
        let shown = self.shown
        navigation.didShow = { shown.record("show \($0.title ?? "?")") }
        navigation.slideDidEnd = { shown.record("end \($0.title ?? "?")→\($1.title ?? "?") \($2)") }
        window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        script = TouchScript(window: window)
        shown.clear()
    }

    private let y: CGFloat = 150

    /// Moves finger 1 from its current x to `x` in 5-pt steps, 0.05 s apart: 100 pt/s, slow.
    private func dragSlowly(from start: CGFloat, to x: CGFloat) {
        var current = start
        while current < x {
            current = min(x, current + 5)
            script.wait(0.04)
            script.move(1, to: CGPoint(x: current, y: y))
        }
    }

    private var popRecognizer: UIGestureRecognizer? { navigation.interactivePopGestureRecognizer }

    @Test func theRecognizerIsALeftEdgePanOnTheNavigationViewEnabledOnlyWithSomethingToPop() throws {
        let edgePan = try #require(popRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(edgePan.edges == .left)
        #expect(edgePan.view === navigation.view)
        #expect(edgePan.isEnabled)
        navigation.popViewController(animated: false)
        #expect(!edgePan.isEnabled, "nothing to pop on the root")
    }

    @Test func theTopScreenFollowsTheFingerAndThePopCompletesPastHalf() {
        script.begin(1, at: CGPoint(x: 4, y: y))
        dragSlowly(from: 4, to: 104)
        #expect(popRecognizer?.state == .changed)
        #expect(second.view.frame.minX == 100, "the screen follows the finger: \(second.view.frame)")
        #expect(root.view.superview === navigation.view, "the screen below shows under it")
        #expect(root.view.frame.minX == -90, "offset by 30 % × ¾ of the width: \(root.view.frame)")
        #expect(navigation.topViewController === second, "the stack is unchanged while dragging")
        dragSlowly(from: 104, to: 254)
        script.end(1, at: CGPoint(x: 254, y: y))
        #expect(shown.entries.isEmpty, "the screen finishes its slide first")
        // The rest of the way (150 of 400 pt) takes 150/400 of the slide duration.
        script.wait(UINavigationController.slideDuration * 150 / 400 - 0.03)
        #expect(shown.entries.isEmpty)
        script.wait(0.05)
        #expect(shown.entries == ["end Second→Root true", "show Root"])
        #expect(navigation.viewControllers.count == 1 && second.view.superview == nil)
        #expect(root.view.frame.minX == 0)
        #expect(navigation.navigationBar.titleLabel.text == "Root")
        #expect(window.timers.count == 0 && !window.displayLink.isRunning, "no timer left")
    }

    /// A quick drag that the app reads in one drain: the pan begins at once far past its
    /// hysteresis (its moves arrive coalesced, so it measures no speed). The screen must start
    /// where the finger already is, so a release past half still pops.
    @Test func aDragReadInOneDrainStartsWhereTheFingerIsAndPopsPastHalf() {
        script.begin(1, at: CGPoint(x: 4, y: y))
        script.drain(stride(from: 24, through: 304, by: 20).map { (.touch(1), .moved, CGPoint(x: CGFloat($0), y: y)) }
                     + [(.touch(1), .ended, CGPoint(x: 304, y: y))])
        script.wait(UINavigationController.slideDuration)
        #expect(shown.entries == ["end Second→Root true", "show Root"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aFastFlickCompletesThePopBeforeHalf() {
        script.begin(1, at: CGPoint(x: 4, y: y))
        for x in stride(from: 24, through: 104, by: 20) { script.move(1, to: CGPoint(x: CGFloat(x), y: y)) }
        script.end(1, at: CGPoint(x: 104, y: y))
        // 20 pt per 0.01 s step: 2000 pt/s, far above the flick velocity.
        #expect(UINavigationController.interactivePopFlickVelocity < 2000)
        script.wait(UINavigationController.slideDuration)
        #expect(shown.entries == ["end Second→Root true", "show Root"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func backDuringTheFinishingSlideOfAnInteractivePopKeepsTheRoot() {
        script.begin(1, at: CGPoint(x: 4, y: y))
        dragSlowly(from: 4, to: 254)
        script.end(1, at: CGPoint(x: 254, y: y))
        script.wait(0.05)
        // Back (a key) while the released screen slides off: the pop it finishes is the only one.
        let popped = navigation.popViewController(animated: true)
        #expect(popped == nil, "nothing left to pop once the interactive pop has completed")
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(shown.entries == ["end Second→Root true", "show Root"])
        #expect(navigation.popToRootViewController(animated: true) == nil)
        #expect(window.timers.count == 0)
    }

    @Test func aShortSlowDragSlidesBack() {
        script.begin(1, at: CGPoint(x: 4, y: y))
        dragSlowly(from: 4, to: 104)
        script.wait(0.15)  // hold still: no flick
        script.end(1, at: CGPoint(x: 104, y: y))
        script.wait(0.05)
        #expect(second.view.frame.minX > 0 && second.view.frame.minX < 100, "sliding back: \(second.view.frame)")
        script.wait(UINavigationController.slideDuration)
        #expect(shown.entries == ["end Second→Root false"], "no didShow: the screen did not change")
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === second)
        #expect(second.view.frame.minX == 0 && root.view.superview == nil)
        #expect(window.timers.count == 0)
        #expect(window.hitTest(CGPoint(x: 200, y: 150), with: nil) === second.view)
    }

    @Test func aCancelledGestureSlidesBack() {
        script.begin(1, at: CGPoint(x: 4, y: y))
        dragSlowly(from: 4, to: 304)
        script.cancel(1, at: CGPoint(x: 304, y: y))
        script.wait(UINavigationController.slideDuration + 0.05)
        #expect(shown.entries == ["end Second→Root false"])
        #expect(navigation.topViewController === second && second.view.frame.minX == 0)
    }

    @Test func aTouchAwayFromTheEdgeIsNotSeenByThePop() {
        let states = EventLog()
        popRecognizer?.addTarget(nil) { states.record("\($0.state)") }
        script.drag(1, from: CGPoint(x: 60, y: y), to: CGPoint(x: 300, y: y), steps: 10)
        script.wait(UINavigationController.slideDuration)
        #expect(states.entries.isEmpty)
        #expect(popRecognizer?.state == .possible)
        #expect(navigation.topViewController === second && shown.entries.isEmpty)
    }

    @Test func aScreensOwnLeftEdgeGestureWinsWhenThePopRequiresItToFail() {
        let own = UIScreenEdgePanGestureRecognizer()
        own.edges = .left
        let log = EventLog()
        own.addTarget(nil) { log.record("own \($0.state)") }
        second.view.addGestureRecognizer(own)
        popRecognizer?.require(toFail: own)
        script.begin(1, at: CGPoint(x: 4, y: y))
        dragSlowly(from: 4, to: 304)
        script.end(1, at: CGPoint(x: 304, y: y))
        script.wait(UINavigationController.slideDuration)
        #expect(log.entries.first == "own began" && log.entries.last == "own ended")
        #expect(popRecognizer?.state == .possible, "the pop failed and was reset")
        #expect(navigation.topViewController === second && second.view.frame.minX == 0)
        #expect(shown.entries.isEmpty)
    }

    @Test func withoutTheRequirementThePopAndTheScreensGestureCompete() {
        // The control case: the pop, on an ancestor, does not yield by itself.
        let own = UIScreenEdgePanGestureRecognizer()
        own.edges = .left
        second.view.addGestureRecognizer(own)
        script.begin(1, at: CGPoint(x: 4, y: y))
        dragSlowly(from: 4, to: 304)
        #expect(own.state == .began || own.state == .changed)
        script.end(1, at: CGPoint(x: 304, y: y))
        script.wait(UINavigationController.slideDuration)
        #expect(navigation.topViewController === second, "the deeper recognizer won; the pop was prevented")
    }
}
