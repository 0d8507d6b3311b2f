import Foundation

/// A stack of view controllers under a navigation bar: the top one fills the area below the
/// bar; "Back" pops it.
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [UIViewController] = []
    /// The bar above the content.
    public let navigationBar = UINavigationBar()
    /// Called after a controller became the visible one (pushed, or uncovered by a pop).
    public var didShow: ((UIViewController) -> Void)?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    /// The visible controller.
    public var topViewController: UIViewController? { viewControllers.last }

    open override func viewDidLoad() {
        view.addSubview(navigationBar)
        navigationBar.backButton.addAction(UIAction { [weak self] _ in
            self?.popViewController(animated: false)
        }, for: .touchUpInside)
        showTop()
    }

    open override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: UINavigationBar.height)
        topViewController?.view.frame = CGRect(x: 0, y: UINavigationBar.height, width: bounds.width,
                                               height: max(0, bounds.height - UINavigationBar.height))
    }

    /// Shows `viewController` on top of the stack. (No animation: `animated` is accepted for
    /// UIKit source compatibility.)
    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        topViewController?.view.removeFromSuperview()
        viewController.navigationController = self
        viewControllers.append(viewController)
        if isViewLoaded { showTop() }
    }

    /// Removes the top controller and shows the one below; does nothing on the root.
    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.view.removeFromSuperview()
        popped.navigationController = nil
        showTop()
        return popped
    }

    func viewControllerDidChangeTitle(_ viewController: UIViewController) {
        if viewController === topViewController { navigationBar.titleLabel.text = viewController.title }
    }

    private func showTop() {
        guard let top = topViewController else { return }
        view.insertSubview(top.view, at: 0)
        navigationBar.titleLabel.text = top.title
        navigationBar.backButton.isHidden = viewControllers.count < 2
        view.setNeedsLayout()
        didShow?(top)
    }
}
