import Foundation

extension CGPoint {
    /// The straight-line distance to `other`, in the points' shared coordinate space.
    public func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// This point moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
        CGPoint(x: x + dx, y: y + dy)
    }
}

extension CGRect {
    /// The rectangle's centre point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The smallest rectangle with whole-number edges that contains this one, grown by `margin`
    /// on each side: the area a painter must refresh so antialiased edges are included.
    public func paintBounds(margin: CGFloat = 1) -> CGRect {
        insetBy(dx: -margin, dy: -margin).integral
    }
}
