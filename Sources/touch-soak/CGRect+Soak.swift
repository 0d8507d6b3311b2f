import Foundation
import ToolSupport

/// Random points and clamping inside an area, for the soak's gestures.
extension CGRect {
    /// A uniformly random point inside the rect.
    func randomPoint(using random: inout SplitMix64) -> CGPoint {
        CGPoint(x: minX + Double.random(in: 0...1, using: &random) * width,
                y: minY + Double.random(in: 0...1, using: &random) * height)
    }

    /// `point` moved to the nearest point inside the rect.
    func clamp(_ point: CGPoint) -> CGPoint {
        CGPoint(x: Swift.min(Swift.max(point.x, minX), maxX), y: Swift.min(Swift.max(point.y, minY), maxY))
    }

    /// The centre.
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
