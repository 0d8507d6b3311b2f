import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A navigation pop with a finger still down on the popped screen: the screen leaves the window
/// when its slide ends, and UIKit cancels a touch whose view is "removed from its window"
/// (`touchesCancelled(_:with:)` reference).
@Suite("Navigation pop cancels the leaving screen's touches")
@MainActor
struct NavigationPopTouchTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let root = UIViewController()
    let second = UIViewController()
    let navigation: UINavigationController
    let script: TouchScript
    /// Fills `second`'s view.
    let pad: LoggingView
    let point = CGPoint(x: 200, y: 150)

    init() {
        navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        pad = LoggingView("pad", log: log, frame: second.view.bounds)
        second.view.addSubview(pad)
        script = TouchScript(window: window)
    }

    @Test func fingerOnThePoppedScreenIsCancelledWhenTheSlideEnds() {
        script.begin(1, at: point)
        navigation.popViewController(animated: true)
        // Mid-slide the screen is still in the window: the touch goes on.
        script.move(1, to: point.offsetBy(dx: 5, dy: 0))
        #expect(log.entries == ["pad touchesBegan 1", "pad touchesMoved 1"])
        script.wait(UINavigationController.slideDuration + 0.05)
        #expect(second.view.window == nil)
        #expect(log.entries == ["pad touchesBegan 1", "pad touchesMoved 1", "pad touchesCancelled 1"])
        script.move(1, to: point.offsetBy(dx: 10, dy: 0))
        script.end(1, at: point.offsetBy(dx: 10, dy: 0))
        #expect(log.entries.count == 3, "nothing after the cancel: \(log.entries)")
        #expect(window.timers.nextDeadline == nil)
    }

    @Test func fingerOnThePoppedScreenIsCancelledAtOnceWithoutAnimation() {
        script.begin(1, at: point)
        navigation.popViewController(animated: false)
        #expect(log.entries == ["pad touchesBegan 1", "pad touchesCancelled 1"])
        script.end(1, at: point)
        #expect(log.entries == ["pad touchesBegan 1", "pad touchesCancelled 1"])
    }
}
