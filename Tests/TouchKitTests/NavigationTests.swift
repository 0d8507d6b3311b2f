import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UINavigationController`: the bar's title and Back button, push and pop, and the child's frame.
@Suite("Navigation")
@MainActor
struct NavigationTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let root = UIViewController()
    let second = UIViewController()
    let navigation: UINavigationController
    let shown = EventLog()

    init() {
        root.title = "Root"
        second.title = "Second"
        navigation = UINavigationController(rootViewController: root)
        let shown = self.shown
        navigation.didShow = { shown.record($0.title ?? "?") }
        window.rootViewController = navigation
        window.layoutIfNeeded()
    }

    private var bar: UINavigationBar { navigation.navigationBar }

    /// Taps the Back button where it is on screen, and lets its slide run to the end.
    private func tapBack() {
        let back = bar.backButton
        let script = TouchScript(window: window)
        script.tap(at: back.convert(back.bounds.center, to: nil))
        script.wait(UINavigationController.slideDuration + 0.05)
    }

    @Test func rootIsShownWithItsTitleAndWithoutBack() {
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.viewControllers[0] === root)
        #expect(navigation.topViewController === root)
        #expect(root.navigationController === navigation)
        #expect(bar.titleLabel.text == "Root")
        #expect(bar.backButton.isHidden)
        #expect(root.view.superview === navigation.view)
        #expect(shown.entries == ["Root"])
    }

    @Test func pushShowsTheNewTitleAndBack() {
        navigation.pushViewController(second, animated: false)
        #expect(navigation.topViewController === second)
        #expect(second.navigationController === navigation)
        #expect(bar.titleLabel.text == "Second")
        #expect(!bar.backButton.isHidden)
        #expect(second.view.superview === navigation.view)
        #expect(root.view.superview == nil, "the covered screen leaves the hierarchy")
        #expect(shown.entries == ["Root", "Second"])
    }

    @Test func tappingBackPopsToTheScreenBelow() {
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        tapBack()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        #expect(second.navigationController == nil)
        #expect(second.view.superview == nil)
        #expect(root.view.superview === navigation.view)
        #expect(bar.titleLabel.text == "Root")
        #expect(bar.backButton.isHidden)
        #expect(shown.entries == ["Root", "Second", "Root"])
    }

    @Test func backButtonIsWhereTouchesHitIt() {
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        let back = bar.backButton
        #expect(back.frame.width > 0 && back.frame.height > 0)
        #expect(window.hitTest(back.convert(back.bounds.center, to: nil), with: nil) === back)
    }

    @Test func hiddenBackOnTheRootDoesNothing() {
        tapBack()
        #expect(navigation.viewControllers.count == 1)
        #expect(shown.entries == ["Root"])
    }

    @Test func popOnTheRootReturnsNil() {
        #expect(navigation.popViewController(animated: false) == nil)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.popViewController(animated: false) === second)
    }

    @Test func childViewFillsTheAreaBelowTheBar() {
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 400, height: UINavigationBar.height))
        #expect(root.view.frame == CGRect(x: 0, y: UINavigationBar.height, width: 400,
                                          height: 300 - UINavigationBar.height))

        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(second.view.frame == CGRect(x: 0, y: UINavigationBar.height, width: 400,
                                            height: 300 - UINavigationBar.height))
        #expect(second.view.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: UINavigationBar.height))
    }

    @Test func resizingTheWindowLaysOutTheChildAgain() {
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.layoutIfNeeded()
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(bar.frame.width == 320)
        #expect(root.view.frame == CGRect(x: 0, y: UINavigationBar.height, width: 320,
                                          height: 480 - UINavigationBar.height))
    }

    @Test func barStaysInFrontOfTheContent() {
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.view.subviews.last === bar)
        #expect(window.hitTest(CGPoint(x: 200, y: 10), with: nil)?.isDescendant(of: bar) == true)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === second.view)
    }

    @Test func changingTheTopTitleUpdatesTheBar() {
        root.title = "Renamed"
        #expect(bar.titleLabel.text == "Renamed")
        navigation.pushViewController(second, animated: false)
        root.title = "Hidden screen"
        #expect(bar.titleLabel.text == "Second")
    }

    @Test func titleLabelAndBackButtonAreFoundByIdentifier() {
        #expect(window.view(withAccessibilityIdentifier: "BackButton") === bar.backButton)
        #expect(window.view(withAccessibilityIdentifier: "NavigationTitle") === bar.titleLabel)
    }
}
