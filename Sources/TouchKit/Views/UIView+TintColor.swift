import Foundation

/// UIKit's inherited tint: a view without a tint of its own shows its superview's, and the root
/// of the tree `UIColor.systemBlue`. Setting the window's tint recolours every button in it that
/// has none of its own, which is how an app keeps its accent colour in one place.
extension UIView {
    /// The colour controls draw their accent in: this view's own tint when set, else the nearest
    /// ancestor's, else ``UIColor/systemBlue``. Setting nil goes back to inheriting.
    public var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            guard newValue != ownTintColor else { return }
            ownTintColor = newValue
            propagateTintColorChange()
        }
    }

    /// Tells this view (``tintColorDidChange()``) and every descendant that inherits from it.
    private func propagateTintColorChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil {
            subview.propagateTintColorChange()
        }
    }
}
