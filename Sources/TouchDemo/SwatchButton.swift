import Foundation
import TouchKit

/// A round swatch in the Finger Paint bar: a filled circle of ``color`` and ``dotDiameter``,
/// ringed in the same colour while it is the selected choice (``UIControl/isSelected``). Its action runs on touch-up
/// inside (``UIControl``).
///
/// The colour picker shows one swatch per colour at a common size; the width picker shows the
/// current colour in a dot that grows with each stroke width.
@MainActor
final class SwatchButton: UIControl {
    /// The selection ring's line width, in points.
    static let ringWidth: CGFloat = 2.5
    /// The least space between the dot and the selection ring, in points (for dots too big to
    /// leave room inside the bounds).
    static let ringGap: CGFloat = 3

    /// The dot's colour.
    var color: UIColor { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// The dot's diameter in points.
    var dotDiameter: CGFloat { didSet { if dotDiameter != oldValue { setNeedsDisplay() } } }

    /// A swatch of `color` whose dot is `dotDiameter` points across.
    init(color: UIColor, dotDiameter: CGFloat) {
        self.color = color
        self.dotDiameter = dotDiameter
        super.init()
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let fill = isHighlighted ? color.withAlphaComponent(color.alpha * 0.5) : color
        context.beginPath()
        context.addEllipse(center: center, radius: dotDiameter / 2)
        context.fillPath(fill)
        guard isSelected else { return }
        // A ring in the swatch's own colour, as iOS's colour pickers mark the current choice.
        let ringRadius = min(bounds.width, bounds.height) / 2 - Self.ringWidth / 2 - 1
        context.beginPath()
        context.addEllipse(center: center, radius: max(ringRadius, dotDiameter / 2 + Self.ringGap))
        context.strokePath(fill, lineWidth: Self.ringWidth)
    }
}
