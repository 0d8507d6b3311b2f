import Foundation

/// A stack of view controllers under a navigation bar: the top one fills the area below the
/// bar; "Back" pops it.
///
/// Animated pushes and pops slide (``NavigationSlide``) for ``slideDuration`` with UIKit's
/// ease-in-out curve. The stack and the bar change at once, as in UIKit; ``didShow`` comes when
/// the slide has finished. While a slide runs nothing in the navigation view takes touches, and
/// a push or pop asked for meanwhile first finishes the running slide. A pan from the left edge
/// pops interactively (``interactivePopGestureRecognizer``, `UINavigationController+InteractivePop.swift`).
@MainActor
open class UINavigationController: UIViewController {
    /// How long an animated push or pop slides, in seconds (UIKit's duration).
    public static let slideDuration: TimeInterval = 0.35

    /// The stack, root first.
    public internal(set) var viewControllers: [UIViewController] = []
    /// The bar above the content.
    public let navigationBar = UINavigationBar()
    /// Called after a controller became the visible one (pushed, or uncovered by a pop): at the
    /// end of the slide when animated.
    public var didShow: ((UIViewController) -> Void)?
    /// Called when a slide starts: `from` leaves, `to` arrives (for the interactive pop, when the
    /// finger starts moving the screen).
    public var slideDidBegin: ((_ from: UIViewController, _ to: UIViewController) -> Void)?
    /// Called when a slide ends; `completed` is false when an interactive pop slid back, and
    /// `from` stays on top.
    public var slideDidEnd: ((_ from: UIViewController, _ to: UIViewController, _ completed: Bool) -> Void)?
    /// The slide in progress, if any.
    var slide: NavigationSlide?
    /// Storage behind ``interactivePopGestureRecognizer``.
    let popRecognizer = UIScreenEdgePanGestureRecognizer()

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    /// The visible controller.
    public var topViewController: UIViewController? { viewControllers.last }

    open override func loadView() {
        let view = NavigationView()
        view.backgroundColor = .white
        view.navigationController = self
        setView(view)
    }

    open override func viewDidLoad() {
        view.addSubview(navigationBar)
        navigationBar.backButton.addAction(UIAction { [weak self] _ in
            self?.popViewController(animated: true)
        }, for: .touchUpInside)
        installInteractivePop()
        showTop()
    }

    /// The area below the bar, in the navigation view's coordinates.
    var contentFrame: CGRect {
        let bounds = view.bounds
        return CGRect(x: 0, y: UINavigationBar.height, width: bounds.width,
                      height: max(0, bounds.height - UINavigationBar.height))
    }

    open override func viewDidLayoutSubviews() {
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: UINavigationBar.height)
        if let slide { slide.layout(in: contentFrame) } else { topViewController?.view.frame = contentFrame }
    }

    /// Shows `viewController` on top of the stack, sliding in from the right when `animated`.
    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        finishSlide()
        let covered = topViewController
        viewController.navigationController = self
        viewControllers.append(viewController)
        guard isViewLoaded else { return }
        guard animated, let covered, view.window != nil else {
            covered?.view.removeFromSuperview()
            showTop()
            return
        }
        view.insertSubview(viewController.view, at: view.subviews.firstIndex { $0 === navigationBar } ?? 0)
        slideAnimated(from: covered, to: viewController, top: viewController, coverage: 0, to: 1)
    }

    /// Removes the top controller and shows the one below, sliding it off to the right when
    /// `animated`; does nothing on the root.
    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        // First: a released interactive pop changes the stack when its slide finishes.
        finishSlide()
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers.count - 2, animated: animated).first
    }

    /// Pops every controller above the root, sliding from the top one straight to the root when
    /// `animated`; returns the popped controllers (nil on the root).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [UIViewController]? {
        finishSlide()
        guard viewControllers.count > 1 else { return nil }
        return pop(to: 0, animated: animated)
    }

    /// Pops down to the controller at `index`; returns the popped ones, top first.
    private func pop(to index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(viewControllers[(index + 1)...].reversed())
        viewControllers.removeLast(popped.count)
        for controller in popped { controller.navigationController = nil }
        guard let leaving = popped.first, let arriving = topViewController else { return popped }
        guard animated, isViewLoaded, view.window != nil else {
            leaving.view.removeFromSuperview()
            showTop()
            return popped
        }
        view.insertSubview(arriving.view, at: 0)
        slideAnimated(from: leaving, to: arriving, top: leaving, coverage: 1, to: 0)
        return popped
    }

    /// Slides from `from` to `to` (both already in the view): `top` is the screen that moves over
    /// the other, from `coverage` to `target` (1 = in place, 0 = off to the right), in
    /// ``slideDuration`` with ease-in-out; `from`'s view leaves when the slide ends.
    private func slideAnimated(from: UIViewController, to: UIViewController, top: UIViewController,
                               coverage: CGFloat, to target: CGFloat) {
        updateBar()
        let covered = top === to ? from : to
        startSlide(NavigationSlide(topView: top.view, coveredView: covered.view, coverage: coverage), from: from, to: to)
        slide?.animate(to: target, duration: Self.slideDuration, curve: .easeInOut, on: view.window?.displayLink,
                       clock: clock) { [weak self] in
            self?.endSlide(from: from, to: to, completed: true, leaving: from.view)
        }
    }

    func viewControllerDidChangeTitle(_ viewController: UIViewController) {
        if viewController === topViewController { navigationBar.setTitle(viewController.title) }
    }

    // MARK: Slides

    /// The clock of the window's timers (frames are timed on it).
    var clock: any TimeSource { view.window?.timers.clock ?? MonotonicTimeSource() }

    /// Puts the dimming between the two screens, lays them out and reports the start.
    func startSlide(_ newSlide: NavigationSlide, from: UIViewController, to: UIViewController) {
        slide = newSlide
        let below = view.subviews.firstIndex { $0 === newSlide.topView } ?? 0
        view.insertSubview(newSlide.dimmingView, at: below)
        newSlide.onChange = { [weak self, unowned newSlide] in
            guard let self, slide === newSlide else { return }
            newSlide.layout(in: contentFrame)
        }
        newSlide.layout(in: contentFrame)
        slideDidBegin?(from, to)
    }

    /// Removes `leaving` and the dimming, and reports the end (and the new screen when the slide
    /// completed).
    func endSlide(from: UIViewController, to: UIViewController, completed: Bool, leaving: UIView) {
        guard let ending = slide else { return }
        slide = nil
        ending.dimmingView.removeFromSuperview()
        leaving.removeFromSuperview()
        view.setNeedsLayout()
        updateInteractivePop()
        slideDidEnd?(from, to, completed)
        if completed { didShow?(to) }
    }

    /// Finishes a running slide at once (its end as if the time had passed), so that a new push
    /// or pop starts from a settled stack. An interactive pop the finger still holds slides back.
    private func finishSlide() {
        guard let slide else { return }
        if slide.isAnimating {
            slide.finishNow()
        } else {
            slide.setCoverage(1)
            cancelInteractivePop()
        }
    }

    private func updateBar() {
        navigationBar.setTitle(topViewController?.title)
        navigationBar.backButton.isHidden = viewControllers.count < 2
    }

    private func showTop() {
        guard let top = topViewController else { return }
        view.insertSubview(top.view, at: 0)
        updateBar()
        updateInteractivePop()
        view.setNeedsLayout()
        didShow?(top)
    }
}
