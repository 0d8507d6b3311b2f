import Foundation
import TouchKit

/// The band along the bottom of a screen, one style everywhere: the bars' background, a hairline
/// on top, and the hint (`HintLabel`: what to try, in up to two lines of secondary text, centred);
/// optionally a status line above the hint (`TouchStatus`) for a screen that reports there.
///
/// The band is what stays free of a screen's own views at the bottom: ``height(showsStatus:)``
/// tall, across the whole width (``frame(in:showsStatus:)``).
@MainActor
final class BottomBand: UIView {
    // MARK: The style, in points

    /// Space between the hairline and the first line, and below the hint.
    nonisolated static let verticalPadding: CGFloat = 8
    /// Space on the left and right of the texts.
    nonisolated static let sideMargin: CGFloat = 20
    /// Height of the hint: two lines of ``hintFont``.
    nonisolated static let hintHeight: CGFloat = 38
    /// Height of the status line: one line of ``statusFont``, with room for descenders.
    nonisolated static let statusHeight: CGFloat = 22
    /// Space between the status line and the hint.
    nonisolated static let lineSpacing: CGFloat = 2
    /// The hint's font: small, regular.
    nonisolated static let hintFont = UIFont.systemFont(ofSize: 14)
    /// The status line's font: a little larger, semibold, as it reports what just happened.
    nonisolated static let statusFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    /// The hint's colour: secondary text, 5.8:1 on the band.
    nonisolated static let hintColor = Palette.secondaryText
    /// The status line's colour: primary text.
    nonisolated static let statusColor = UIColor.label

    /// The band's height: padding, the status line when shown, the hint, padding.
    nonisolated static func height(showsStatus: Bool) -> CGFloat {
        height(statusLines: showsStatus ? 1 : 0)
    }

    /// The band's height with a status of `statusLines` lines (0: none), for a screen whose
    /// status can say more than one line holds (Finger Paint's "Cannot save in DIR: reason").
    nonisolated static func height(statusLines: Int) -> CGFloat {
        2 * verticalPadding + hintHeight + (statusLines > 0 ? statusHeight(lines: statusLines) + lineSpacing : 0)
    }

    /// The height of a status of `lines` lines of ``statusFont``.
    nonisolated static func statusHeight(lines: Int) -> CGFloat {
        statusHeight + CGFloat(max(0, lines - 1)) * (statusHeight - 2)
    }

    /// The band's frame along the bottom of `bounds`.
    nonisolated static func frame(in bounds: CGRect, showsStatus: Bool = false) -> CGRect {
        frame(in: bounds, statusLines: showsStatus ? 1 : 0)
    }

    /// The band's frame along the bottom of `bounds`, with a status of `statusLines` lines.
    nonisolated static func frame(in bounds: CGRect, statusLines: Int) -> CGRect {
        let height = min(bounds.height, height(statusLines: statusLines))
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// A hint label in the band's style.
    static func makeHintLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.accessibilityIdentifier = SampleLayout.hintLabelName
        label.text = text
        label.font = hintFont
        label.textColor = hintColor
        label.textAlignment = .center
        label.numberOfLines = 2
        return label
    }

    // MARK: The band

    /// What to try on the screen.
    let hintLabel: UILabel
    /// The screen's status line, when it shows one in the band.
    let statusLabel: UILabel?

    /// How many lines the status line may take.
    let statusLines: Int

    /// A band saying `hint`, with `status` (restyled, up to `statusLines` lines) above it when
    /// given.
    init(hint: String, status: UILabel? = nil, statusLines: Int = 1) {
        hintLabel = Self.makeHintLabel(hint)
        statusLabel = status
        self.statusLines = status == nil ? 0 : max(1, statusLines)
        super.init()
        backgroundColor = Palette.barBackground
        if let status {
            status.font = Self.statusFont
            status.textColor = Self.statusColor
            status.textAlignment = .center
            status.numberOfLines = self.statusLines
            addSubview(status)
        }
        addSubview(hintLabel)
    }

    override func layoutSubviews() {
        let width = max(0, bounds.width - 2 * Self.sideMargin)
        var y = Self.verticalPadding
        if let statusLabel {
            let height = Self.statusHeight(lines: statusLines)
            statusLabel.frame = CGRect(x: Self.sideMargin, y: y, width: width, height: height)
            y += height + Self.lineSpacing
        }
        hintLabel.frame = CGRect(x: Self.sideMargin, y: y, width: width, height: Self.hintHeight)
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        // A hairline on top, as the navigation bar has one at its bottom.
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1), with: Palette.separator)
    }
}
