import Foundation

/// The bar at the top of a ``UINavigationController``: the top controller's title in the middle
/// and a "Back" button on the left whenever there is a screen to go back to.
@MainActor
public final class UINavigationBar: UIView {
    /// The bar's height in points.
    public static let height: CGFloat = 48

    /// Shows the title of the top view controller.
    public let titleLabel = UILabel()
    /// Pops the top view controller; hidden on the root screen.
    public let backButton = UIButton(title: "‹ Back", style: .plain)

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0xF9F9F9)
        titleLabel.font = .systemFont(ofSize: 18, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "NavigationTitle"
        backButton.accessibilityIdentifier = "BackButton"
        addSubview(titleLabel)
        addSubview(backButton)
    }

    /// The width kept for Back on the left, and, so that the title is centred, on the right too,
    /// in points.
    public static let sideWidth: CGFloat = 96
    /// The space between a title moved off centre and the bar's right edge, in points.
    public static let titleMargin: CGFloat = 8
    /// A width no title reaches, for measuring one in a single line, in points.
    private static let unlimitedWidth: CGFloat = 100_000

    /// Shows `title` (the top view controller's) and lays the bar out for it.
    public func setTitle(_ title: String?) {
        guard titleLabel.text != title else { return }
        titleLabel.text = title
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        let side = Self.sideWidth
        backButton.frame = CGRect(x: 8, y: 0, width: side - 8, height: bounds.height)
        // As UIKit does: the title is centred in the bar when it fits between the two sides, and
        // moves right, next to Back, when it is too long for the middle (then it is truncated
        // only if even that space is too small).
        let centred = CGRect(x: side, y: 0, width: max(0, bounds.width - 2 * side), height: bounds.height)
        // Measured in one line wider than any window (Pango's widths are 32-bit).
        let needed = titleLabel.sizeThatFits(CGSize(width: Self.unlimitedWidth, height: bounds.height)).width
        titleLabel.frame = needed <= centred.width ? centred
            : CGRect(x: side, y: 0, width: max(0, bounds.width - side - Self.titleMargin), height: bounds.height)
    }

    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        // A hairline under the bar, as iOS draws it.
        context.fill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), with: .separator)
    }
}
