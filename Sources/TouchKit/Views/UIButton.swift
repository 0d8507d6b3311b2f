import Foundation

/// A push button: a title on a rounded background, darkened while pressed, dimmed while disabled.
/// Its action runs on touch-up inside (see ``UIControl``): a tap sends `touchUpInside` and, with it,
/// `primaryActionTriggered`, "a semantic action triggered by buttons" (Apple), the event UIKit's
/// `UIButton(primaryAction:)` registers its action for.
@MainActor
open class UIButton: UIControl {
    /// How the button is drawn.
    public enum Style: Sendable {
        /// A filled, rounded button (the menu's big buttons).
        case filled
        /// Tinted text only (the navigation bar's Back).
        case plain
    }

    public var title: String { didSet { setNeedsDisplay() } }
    /// A line of smaller text under the title (UIKit's `configuration.subtitle`), drawn by the
    /// filled style; the whole button stays the touch target.
    public var subtitle: String? { didSet { setNeedsDisplay() } }
    public var style: Style { didSet { setNeedsDisplay() } }
    public var tintColor = UIColor.systemBlue { didSet { setNeedsDisplay() } }
    public var titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold) { didSet { setNeedsDisplay() } }
    public var subtitleFont = UIFont.systemFont(ofSize: 13) { didSet { setNeedsDisplay() } }
    /// Space between the title and the subtitle, in points.
    public static let subtitleSpacing: CGFloat = 4
    /// Corner radius of the filled style, in points.
    public var cornerRadius: CGFloat = 12 { didSet { setNeedsDisplay() } }

    /// A button titled `title`.
    public init(title: String, style: Style = .filled, frame: CGRect = .zero) {
        self.title = title
        self.style = style
        super.init(frame: frame)
    }

    // Both events in one sendActions: an action attached to both runs once, as in UIKit.
    override var eventsSentWithTouchUpInside: Event { .primaryActionTriggered }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let dim = isEnabled ? 1.0 : 0.4
        switch style {
        case .filled:
            let fill = isHighlighted ? darker(tintColor) : tintColor
            context.beginPath()
            context.addRoundedRect(bounds, cornerRadius: cornerRadius)
            context.fillPath(fill.withAlphaComponent(dim))
            let text = bounds.insetBy(dx: 12, dy: 0)
            let titleColor = UIColor.white.withAlphaComponent(dim)
            guard let subtitle, !subtitle.isEmpty else {
                context.drawText(title, in: text, font: titleFont, color: titleColor, alignment: .center)
                return
            }
            // The title over the subtitle, the pair centred vertically.
            let titleHeight = context.size(of: title, font: titleFont).height
            let subtitleHeight = context.size(of: subtitle, font: subtitleFont).height
            let top = text.minY + ((text.height - titleHeight - Self.subtitleSpacing - subtitleHeight) / 2).rounded()
            context.drawText(title, in: CGRect(x: text.minX, y: top, width: text.width, height: titleHeight),
                             font: titleFont, color: titleColor, alignment: .center)
            context.drawText(subtitle, in: CGRect(x: text.minX, y: top + titleHeight + Self.subtitleSpacing,
                                                  width: text.width, height: subtitleHeight),
                             font: subtitleFont, color: UIColor.white.withAlphaComponent(0.85 * dim), alignment: .center)
        case .plain:
            let color = isHighlighted ? tintColor.withAlphaComponent(0.35) : tintColor.withAlphaComponent(dim)
            context.drawText(title, in: bounds, font: titleFont, color: color, alignment: .left)
        }
    }

    private func darker(_ color: UIColor) -> UIColor {
        UIColor(red: color.red * 0.7, green: color.green * 0.7, blue: color.blue * 0.7, alpha: color.alpha)
    }
}
