import Foundation

/// Text, vertically centred in its bounds, drawn with Pango: one line by default, or wrapped at
/// word boundaries onto up to ``numberOfLines`` lines.
///
/// As in UIKit, `isUserInteractionEnabled` is false.
@MainActor
open class UILabel: UIView {
    /// The text shown. Changing it repaints the label.
    public var text: String? {
        didSet {
            guard text != oldValue else { return }
            setNeedsDisplay()
            window?.changeObserver?.labelDidChangeText(self)
        }
    }
    public var font = UIFont.systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    public var textColor = UIColor.label { didSet { setNeedsDisplay() } }
    public var textAlignment = NSTextAlignment.left { didSet { setNeedsDisplay() } }
    /// The most lines the text may take, as in UIKit: 1 by default, 0 for no limit. Text that
    /// does not fit is ellipsized at the end of the last line.
    public var numberOfLines = 1 { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The size the text needs when wrapped to `size.width` points, within ``numberOfLines``
    /// (UIKit's `sizeThatFits(_:)`); zero without text.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        // Measuring needs a Cairo context, not a display: a 1×1 scratch surface will do.
        var result = CGSize.zero
        ImageBuffer(width: 1, height: 1).draw { context in
            result = context.size(of: text, font: font, width: size.width, numberOfLines: numberOfLines)
        }
        return result
    }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard let text else { return }
        context.drawText(text, in: bounds, font: font, color: textColor, alignment: textAlignment,
                         numberOfLines: numberOfLines)
    }
}
