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

    public override func layoutSubviews() {
        let side: CGFloat = 96
        backButton.frame = CGRect(x: 8, y: 0, width: side - 8, height: bounds.height)
        titleLabel.frame = CGRect(x: side, y: 0, width: max(0, bounds.width - 2 * side), height: bounds.height)
    }

    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        // A hairline under the bar, as iOS draws it.
        context.fill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), with: .separator)
    }
}
