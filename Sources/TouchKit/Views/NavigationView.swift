import Foundation

/// The navigation controller's root view: takes no touches while a slide runs (UIKit turns
/// user interaction off during navigation transitions).
@MainActor
final class NavigationView: UIView {
    /// The controller whose view this is: its running slide turns hit-testing off.
    weak var navigationController: UINavigationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard navigationController?.slide == nil else { return nil }
        return super.hitTest(point, with: event)
    }
}
