import Foundation
import TouchKit

/// The course's "Círculo" view: a circle filled with the palette's red of ``radius`` around (``x``, ``y``), in this
/// view's coordinates.
///
/// As in the course each property redraws when set, but only where something changed: the old
/// circle's bounding box (to erase it) and the new one's (to paint it), not the whole view. The
/// radius is kept between ``minimumRadius`` and the view's diagonal, so a pinch can neither make
/// the circle vanish nor grow it without end.
@MainActor
final class CircleView: UIView {
    /// The radius a new circle has, in points (the course's default).
    static let defaultRadius: CGFloat = 100
    /// The smallest radius, in points: still big enough to see and to pinch open again.
    static let minimumRadius: CGFloat = 10
    /// The palette's red (`systemRed`, Finger Paint's red swatch), where the course fills with
    /// `UIColor.red` (#FF0000), which clashes with the rest of the app.
    static let fillColor = UIColor.systemRed

    /// The circle's radius in points, kept within ``minimumRadius`` … ``maximumRadius``.
    var radius: CGFloat = CircleView.defaultRadius {
        didSet {
            radius = Self.clamp(radius, maximum: maximumRadius)
            if radius != oldValue { redraw(replacing: circleRect(center: circleCenter, radius: oldValue)) }
        }
    }
    /// The circle's centre (this view's coordinates): set it to move the circle with one
    /// repaint, where setting ``x`` and then ``y`` repaints the circle half-way too.
    var circleCenter = CGPoint.zero {
        didSet { if circleCenter != oldValue { redraw(replacing: circleRect(center: oldValue, radius: radius)) } }
    }
    /// The x coordinate of the circle's centre (this view's coordinates), as in the course.
    var x: CGFloat {
        get { circleCenter.x }
        set { circleCenter.x = newValue }
    }
    /// The y coordinate of the circle's centre (this view's coordinates), as in the course.
    var y: CGFloat {
        get { circleCenter.y }
        set { circleCenter.y = newValue }
    }

    /// The largest radius: the view's diagonal (a circle that big covers the view from
    /// anywhere inside it). Never below ``minimumRadius``.
    var maximumRadius: CGFloat {
        max(Self.minimumRadius, hypot(bounds.width, bounds.height))
    }

    /// The circle's bounding box in this view's coordinates.
    var circleFrame: CGRect { circleRect(center: circleCenter, radius: radius) }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        clipsToBounds = true
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        context.beginPath()
        context.addEllipse(center: circleCenter, radius: radius)
        context.fillPath(Self.fillColor)
    }

    // MARK: Private

    private static func clamp(_ radius: CGFloat, maximum: CGFloat) -> CGFloat {
        guard radius.isFinite else { return defaultRadius }
        return min(max(radius, minimumRadius), maximum)
    }

    private func circleRect(center: CGPoint, radius: CGFloat) -> CGRect {
        CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// Repaints the area the circle left (`old`) and the area it now covers, inside the view.
    private func redraw(replacing old: CGRect) {
        for area in [old, circleFrame] {
            let visible = area.intersection(bounds)
            if !visible.isNull && !visible.isEmpty { setNeedsDisplay(visible) }
        }
    }
}
