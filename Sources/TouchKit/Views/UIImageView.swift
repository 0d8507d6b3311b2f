import Foundation

/// Shows a ``UIImage`` scaled to fill its bounds.
///
/// As in UIKit, `isUserInteractionEnabled` is false: touches pass through to the view behind,
/// and so up to the view controller.
@MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing. Changing it repaints the view; the window's change
    /// observer hears of it when another image shows (another name), not when the same image
    /// comes from another scale's file (a view drawn larger).
    public var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            guard image?.name != oldValue?.name || (image == nil) != (oldValue == nil) else { return }
            window?.changeObserver?.imageViewDidChangeImage(self)
        }
    }

    /// An image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard let image else { return }
        context.draw(image, in: bounds)
    }
}
