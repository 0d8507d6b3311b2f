import Foundation

/// Shows a ``UIImage`` scaled to fill its bounds.
///
/// As in UIKit, `isUserInteractionEnabled` is false: touches pass through to the view behind,
/// and so up to the view controller.
@MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing. Changing it repaints the view.
    public var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
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
