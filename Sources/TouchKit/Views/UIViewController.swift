import Foundation

/// Owns one screen's root view and handles the touches its views pass up the chain.
///
/// The view is created on first access by ``loadView()``, then ``viewDidLoad()`` runs once.
/// In the responder chain the controller comes right after its root view; its own next
/// responder is the root view's superview.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The title shown in a navigation bar.
    public var title: String? { didSet { navigationController?.viewControllerDidChangeTitle(self) } }

    /// The navigation controller this controller is in, if any.
    public internal(set) weak var navigationController: UINavigationController?

    public override init() { super.init() }

    /// The root view, loaded on first access.
    public var view: UIView {
        if let loadedView { return loadedView }
        loadView()
        let view = loadedView ?? UIView()
        loadedView = view
        view.owningViewController = self
        viewDidLoad()
        return view
    }

    /// Whether ``view`` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Replaces the root view; only meaningful inside ``loadView()``.
    public func setView(_ view: UIView) {
        loadedView?.owningViewController = nil
        loadedView = view
        view.owningViewController = self
    }

    /// Creates the root view. The default makes a plain white `UIView`.
    open func loadView() {
        let view = UIView()
        view.backgroundColor = .white
        setView(view)
    }

    /// Called once, after the view is loaded: build the screen here.
    open func viewDidLoad() {}

    /// Called after the root view laid out its subviews (for example, after a resize).
    open func viewDidLayoutSubviews() {}

    /// The root view's superview: touches the controller does not handle go on from there.
    open override var next: UIResponder? { loadedView?.superview }
}
