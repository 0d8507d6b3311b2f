import Foundation
import ToolSupport
import TouchDemoTrace
import XServerFixture

/// Finger gestures: taps, double taps, long presses, drags, swipes, two-finger pinches and
/// rotations, edge pans and random multi-finger scribbles. Each one syncs after every step and
/// ends with every finger lifted.
extension SoakInput {
    /// How long a long press holds still: beyond UIKit's 0.5 s `minimumPressDuration`.
    static let longPressSeconds = 0.7
    /// The most fingers one scribble puts down (the touchscreen has ten).
    static let maximumScribbleFingers = 5

    /// One finger down and up at `point`.
    func tap(at point: CGPoint) throws {
        try touchscreen.tap(at: point, id: 0)
    }

    /// Two taps at `point` in quick succession (well within the 0.35 s double-tap interval).
    func doubleTap(at point: CGPoint) throws {
        try touchscreen.tap(at: point, id: 0)
        try touchscreen.tap(at: point, id: 0)
    }

    /// One finger held still at `point` for ``longPressSeconds``, then lifted.
    func longPress(at point: CGPoint) throws {
        try touchscreen.begin(0, x: point.x, y: point.y)
        try touchscreen.sync()
        holdStill(seconds: Self.longPressSeconds)
        try touchscreen.end(0)
        try touchscreen.sync()
    }

    /// One finger along `path` (down at the first point, up at the last).
    func drag(along path: [CGPoint]) throws {
        guard let first = path.first else { return }
        try touchscreen.begin(0, x: first.x, y: first.y)
        try touchscreen.sync()
        for point in path.dropFirst() {
            try touchscreen.move(0, x: point.x, y: point.y)
            try touchscreen.sync()
        }
        try touchscreen.end(0)
        try touchscreen.sync()
    }

    /// A quick straight flick of one finger from `start` by `vector` in `steps` steps.
    func swipe(from start: CGPoint, by vector: SoakOffset, steps: Int = 5) throws {
        try touchscreen.drag(from: start, to: CGPoint(x: start.x + vector.dx, y: start.y + vector.dy), steps: steps)
    }

    /// Two fingers about `center`: their distance goes from 2·`startRadius` to 2·`endRadius`
    /// (a pinch), their angle turns by `turn` radians (a rotation), and their middle moves by
    /// `shift` (a two-finger pan); all three at once, in `steps` steps.
    func twoFingers(center: CGPoint, startRadius: Double, endRadius: Double, startAngle: Double = 0,
                    turn: Double = 0, shift: SoakOffset = .zero, steps: Int = 12) throws {
        func point(_ finger: Int, _ fraction: Double) -> CGPoint {
            let radius = startRadius + (endRadius - startRadius) * fraction
            let angle = startAngle + turn * fraction + (finger == 0 ? 0 : .pi)
            return CGPoint(x: center.x + shift.dx * fraction + radius * cos(angle),
                           y: center.y + shift.dy * fraction + radius * sin(angle))
        }
        for finger in 0..<2 { try touchscreen.begin(finger, x: point(finger, 0).x, y: point(finger, 0).y) }
        try touchscreen.sync()
        for step in 1...max(steps, 1) {
            let fraction = Double(step) / Double(max(steps, 1))
            for finger in 0..<2 { try touchscreen.move(finger, x: point(finger, fraction).x, y: point(finger, fraction).y) }
            try touchscreen.sync()
        }
        for finger in 0..<2 { try touchscreen.end(finger) }
        try touchscreen.sync()
    }

    /// A pan in from the window's left edge at height `y`, `length` points long.
    func edgePan(y: Double, length: Double, steps: Int = 10) throws {
        try touchscreen.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 1 + length, y: y), steps: steps)
    }

    /// `fingers` fingers wander at random inside `area` for `steps` steps; each lifts at its own
    /// random step (the last step at the latest), so fingers come and go mid-gesture.
    func scribble(fingers: Int, in area: CGRect, steps: Int, random: inout SplitMix64) throws {
        let count = min(max(fingers, 1), Self.maximumScribbleFingers)
        var positions = (0..<count).map { _ in area.randomPoint(using: &random) }
        let lifts = (0..<count).map { _ in Int.random(in: steps / 2...steps, using: &random) }
        for (finger, point) in positions.enumerated() { try touchscreen.begin(finger, x: point.x, y: point.y) }
        try touchscreen.sync()
        for step in 1...steps {
            for finger in 0..<count where touchscreen.activeTouches[finger] != nil {
                let next = area.clamp(CGPoint(x: positions[finger].x + Double.random(in: -24...24, using: &random),
                                              y: positions[finger].y + Double.random(in: -24...24, using: &random)))
                positions[finger] = next
                if lifts[finger] == step {
                    try touchscreen.end(finger, x: next.x, y: next.y)
                } else {
                    try touchscreen.move(finger, x: next.x, y: next.y)
                }
            }
            try touchscreen.sync()
        }
    }
}
