import Foundation

/// How far apart two coordinates may be and still count as equal: transforms with sines and
/// cosines leave rounding errors far below a pixel.
let geometryTolerance: CGFloat = 1e-9

/// Whether `a` and `b` are the same point up to rounding.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = geometryTolerance) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether `a` and `b` are the same rectangle up to rounding.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = geometryTolerance) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
