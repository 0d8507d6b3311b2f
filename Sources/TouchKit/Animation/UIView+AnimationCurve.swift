import Foundation

extension UIView {
    /// How an animation's progress follows time, with UIKit's names. Each curve is the cubic
    /// Bézier timing function Core Animation uses for it.
    public enum AnimationCurve: Int, Sendable, CaseIterable {
        /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
        case easeInOut
        /// Slow at the start: (0.42, 0) and (1, 1).
        case easeIn
        /// Slow at the end: (0, 0) and (0.58, 1).
        case easeOut
        /// Constant speed.
        case linear

        /// The curve an options set asks for (bits 16–19, as in UIKit); ease-in-out by default.
        public init(_ options: AnimationOptions) {
            self = AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The progress (0…1) at `time`, the fraction (0…1) of the duration elapsed; clamped.
        public func progress(at time: Double) -> Double {
            let t = min(max(time, 0), 1)
            switch self {
            case .linear: return t
            case .easeInOut: return Self.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: t)
            case .easeIn: return Self.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: t)
            case .easeOut: return Self.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: t)
            }
        }

        /// The y of the cubic Bézier from (0, 0) to (1, 1) with the given control points at the
        /// parameter whose x is `x`: found by bisection, which cannot diverge (x grows
        /// monotonically with the parameter for control points within 0…1).
        private static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
            func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
                let inverse = 1 - s
                return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
            }
            var low = 0.0, high = 1.0, s = x
            for _ in 0..<40 {
                s = (low + high) / 2
                if coordinate(x1, x2, s) < x { low = s } else { high = s }
            }
            return coordinate(y1, y2, s)
        }
    }
}
