import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Animated pushes and pops: where the two screens are mid-way, `didShow` only at the end, no
/// touches during a slide, a new request finishing the running slide, and no timer left.
@Suite("Navigation slides")
@MainActor
struct NavigationSlideTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let root = UIViewController()
    let second = UIViewController()
    let third = UIViewController()
    let navigation: UINavigationController
    let script: TouchScript
    let shown = EventLog()

    init() {
        root.title = "Root"
        second.title = "Second"
        third.title = "Third"
        navigation = UINavigationController(rootViewController: root)
        let shown = self.shown
        navigation.didShow = { shown.record("show \($0.title ?? "?")") }
        navigation.slideDidBegin = { shown.record("slide \($0.title ?? "?")→\($1.title ?? "?")") }
        navigation.slideDidEnd = { shown.record("end \($0.title ?? "?")→\($1.title ?? "?") \($2)") }
        window.rootViewController = navigation
        window.layoutIfNeeded()
        script = TouchScript(window: window)
        shown.clear()
    }

    /// Ten display frames (60 Hz): just before half-way in time.
    private let tenFrames = 10.0 / 60
    /// The ease-in-out progress after ten frames (the latest frame drawn).
    private var progressAfterTenFrames: CGFloat {
        CGFloat(UIView.AnimationCurve.easeInOut.progress(at: tenFrames / UINavigationController.slideDuration))
    }

    @Test func pushSlidesTheNewScreenInOverTheOldOne() {
        navigation.pushViewController(second, animated: true)
        #expect(navigation.topViewController === second, "the stack changes at once")
        #expect(navigation.navigationBar.titleLabel.text == "Second")
        #expect(second.view.frame.minX == 400, "it starts off to the right")
        #expect(shown.entries == ["slide Root→Second"])
        script.wait(tenFrames + 0.001)
        let p = progressAfterTenFrames
        #expect(p > 0.4 && p < 0.5)
        #expect(abs(second.view.frame.minX - 400 * (1 - p)) <= 1, "p of the way across: \(second.view.frame)")
        #expect(abs(root.view.frame.minX + 120 * p) <= 1, "the old screen moved left by 30 % × p: \(root.view.frame)")
        #expect(window.hitTest(CGPoint(x: 300, y: 150), with: nil) === window, "nothing in the navigation is hit")
        #expect(window.hitTest(CGPoint(x: 50, y: 150), with: nil) === window)
        #expect(shown.entries == ["slide Root→Second"], "no didShow before the end")
        script.wait(UINavigationController.slideDuration - tenFrames + 0.02)
        #expect(second.view.frame == CGRect(x: 0, y: UINavigationBar.height, width: 400, height: 300 - UINavigationBar.height))
        #expect(root.view.superview == nil)
        #expect(navigation.view.subviews.count == 2, "the top screen and the bar: no dimming left")
        #expect(shown.entries == ["slide Root→Second", "end Root→Second true", "show Second"])
        #expect(window.hitTest(CGPoint(x: 300, y: 150), with: nil) === second.view)
        #expect(window.timers.count == 0 && !window.displayLink.isRunning, "no timer left")
    }

    @Test func popSlidesTheTopScreenOffToTheRight() {
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        shown.clear()
        #expect(navigation.popViewController(animated: true) === second)
        #expect(navigation.topViewController === root)
        #expect(root.view.frame.minX == -120, "the screen below starts 30 % to the left")
        script.wait(tenFrames + 0.001)
        let p = progressAfterTenFrames
        #expect(abs(second.view.frame.minX - 400 * p) <= 1, "\(second.view.frame)")
        #expect(abs(root.view.frame.minX + 120 * (1 - p)) <= 1, "\(root.view.frame)")
        #expect(shown.entries == ["slide Second→Root"])
        script.wait(UINavigationController.slideDuration - tenFrames + 0.02)
        #expect(root.view.frame.minX == 0 && second.view.superview == nil)
        #expect(shown.entries == ["slide Second→Root", "end Second→Root true", "show Root"])
        #expect(window.timers.count == 0)
    }

    @Test func aPushDuringASlideFinishesTheRunningOneFirst() {
        navigation.pushViewController(second, animated: true)
        script.wait(0.1)
        navigation.pushViewController(third, animated: true)
        #expect(shown.entries == ["slide Root→Second", "end Root→Second true", "show Second", "slide Second→Third"])
        #expect(root.view.superview == nil && second.view.frame.minX == 0)
        script.wait(UINavigationController.slideDuration + 0.05)
        #expect(navigation.viewControllers.count == 3 && second.view.superview == nil)
        #expect(shown.entries.last == "show Third")
    }

    @Test func popToRootSlidesFromTheTopStraightToTheRoot() {
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        window.layoutIfNeeded()
        shown.clear()
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.map(\.title) == ["Third", "Second"])
        #expect(navigation.viewControllers.count == 1 && third.navigationController == nil)
        #expect(second.view.superview == nil, "the middle screen does not show")
        script.wait(UINavigationController.slideDuration + 0.05)
        #expect(shown.entries == ["slide Third→Root", "end Third→Root true", "show Root"])
        #expect(third.view.superview == nil && root.view.frame.minX == 0)
        #expect(navigation.popToRootViewController(animated: true) == nil)
    }

    @Test func theCoveredScreenDimsSlightlyDuringTheSlide() {
        root.view.backgroundColor = .white
        second.view.backgroundColor = .white
        navigation.pushViewController(second, animated: true)
        script.wait(tenFrames + 0.001)
        let image = window.snapshot()
        let dimmed = image.pixel(x: 50, y: 150)
        let expected = Int((255 * (1 - 0.1 * progressAfterTenFrames)).rounded())
        #expect(abs(Int(dimmed.red) - expected) <= 2, "10 % black × p: \(dimmed), want \(expected)")
        #expect(image.pixel(x: 300, y: 150).red == 255, "the arriving screen is not dimmed")
    }
}
