import Foundation

/// One line of text, vertically centred in its bounds, drawn with Pango.
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

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard let text else { return }
        context.drawText(text, in: bounds, font: font, color: textColor, alignment: textAlignment)
    }
}
