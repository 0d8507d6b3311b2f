import Foundation

/// Paths for drags: straight lines and the checkmark's V.
enum SoakPath {
    /// `steps` + 1 evenly spaced points from `start` to `end`.
    static func line(from start: CGPoint, to end: CGPoint, steps: Int = 10) -> [CGPoint] {
        (0...max(steps, 1)).map { step in
            let fraction = Double(step) / Double(max(steps, 1))
            return CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
    }

    /// A "V" of two arms, `size` points tall, starting at `start`: down-right, then up-right
    /// (the checkmark), `steps` points per arm.
    static func checkmark(from start: CGPoint, size: Double, steps: Int = 8) -> [CGPoint] {
        let bottom = CGPoint(x: start.x + size * 0.5, y: start.y + size)
        let top = CGPoint(x: start.x + size * 1.5, y: start.y - size * 0.2)
        return line(from: start, to: bottom, steps: steps) + line(from: bottom, to: top, steps: steps).dropFirst()
    }
}
