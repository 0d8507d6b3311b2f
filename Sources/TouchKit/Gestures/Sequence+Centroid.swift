import Foundation

extension Sequence where Element == CGPoint {
    /// The average of the points; the origin for none. One pass, so a lazy sequence of touch
    /// locations is averaged without building an array.
    var centroid: CGPoint {
        var sum = CGPoint.zero
        var count = 0
        for point in self {
            sum.x += point.x
            sum.y += point.y
            count += 1
        }
        guard count > 0 else { return .zero }
        return CGPoint(x: sum.x / CGFloat(count), y: sum.y / CGFloat(count))
    }
}
