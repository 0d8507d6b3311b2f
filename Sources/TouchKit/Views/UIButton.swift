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

    /// The colour behind the text: the tint for the filled style (darker while pressed), none
    /// for the plain one. Disabled buttons draw it at 40 % opacity.
    public var fillColor: UIColor? {
        guard style == .filled else { return nil }
        return isHighlighted ? darker(tintColor) : tintColor
    }

    /// The title's colour as enabled: white on the filled style, the tint on the plain one
    /// (faded while pressed). UIKit's `titleColor(for:)`, for the current state.
    public var titleColor: UIColor {
        switch style {
        case .filled: .white
        case .plain: isHighlighted ? tintColor.withAlphaComponent(0.35) : tintColor
        }
    }

    /// The subtitle's colour as enabled: slightly softer than the title.
    public var subtitleColor: UIColor { titleColor.withAlphaComponent(0.85 * titleColor.alpha) }

    /// The tint (the fill, or the plain title) changed: repaint.
    open override func tintColorDidChange() { setNeedsDisplay() }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let dim = isEnabled ? 1.0 : 0.4
        let titleColor = self.titleColor.withAlphaComponent(self.titleColor.alpha * dim)
        switch style {
        case .filled:
            context.beginPath()
            context.addRoundedRect(bounds, cornerRadius: cornerRadius)
            context.fillPath((fillColor ?? tintColor).withAlphaComponent(dim))
            let text = bounds.insetBy(dx: 12, dy: 0)
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
                             font: subtitleFont, color: subtitleColor.withAlphaComponent(subtitleColor.alpha * dim),
                             alignment: .center)
        case .plain:
            context.drawText(title, in: bounds, font: titleFont, color: titleColor, alignment: .left)
        }
    }

    private func darker(_ color: UIColor) -> UIColor {
        UIColor(red: color.red * 0.7, green: color.green * 0.7, blue: color.blue * 0.7, alpha: color.alpha)
    }
}
