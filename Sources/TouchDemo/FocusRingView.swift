import Foundation
import TouchKit

/// The ring around the menu button that has the keyboard focus, as iPadOS draws its focus halo:
/// a rounded outline just outside the button, with a hairline of background in between, so that
/// it shows against the button's fill and against the menu's background alike.
///
/// Its frame is the focused button's frame grown by ``outset`` on every side (``frame(around:)``);
/// it takes no touches, so a click on the ring's button still reaches the button.
@MainActor
final class FocusRingView: UIView {
    /// The gap between the button's edge and the ring, in points.
    static let gap: CGFloat = 1
    /// The ring's thickness, in points.
    static let lineWidth: CGFloat = 3
    /// How far the ring reaches beyond the button: the gap and the line. No more than the menu's
    /// tightest spacing between buttons (``MenuLayout/minimumCompactButtonSpacing``), so that the
    /// ring never covers a neighbour.
    static let outset: CGFloat = gap + lineWidth
    /// The ring's colour: the menu's tint, as iPadOS tints its focus halo.
    static let color = UIColor.systemBlue

    /// The corner radius of the button the ring surrounds, in points.
    var buttonCornerRadius: CGFloat = 12 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The ring's frame around a button at `buttonFrame` (same coordinates).
    static func frame(around buttonFrame: CGRect) -> CGRect {
        buttonFrame.insetBy(dx: -outset, dy: -outset)
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        // The stroke is centred on the path: half the line inside it, half outside.
        let inset = Self.lineWidth / 2
        context.beginPath()
        context.addRoundedRect(bounds.insetBy(dx: inset, dy: inset),
                               cornerRadius: buttonCornerRadius + Self.gap + inset)
        context.strokePath(Self.color, lineWidth: Self.lineWidth)
    }
}
