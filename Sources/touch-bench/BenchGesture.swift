import Foundation

/// Where a program is touched: the paced path and the flood's finger counts and paths, so that
/// the fingers land on the view that program reacts to.
///
/// Paths are functions of a step, and the flood's step runs on across its phases: a finger
/// lifted at the end of one phase comes down where it left, so a dragged image or a card that
/// follows the fingers is still under them when the next phase begins.
struct BenchGesture: Sendable {
    /// Fingers in the paced run (each step moves every one of them).
    var pacedFingers: Int
    /// Finger `finger`'s position at `fraction` (0...1) of the paced run, in window pixels.
    var pacedPoint: @Sendable (_ finger: Int, _ fraction: Double) -> (x: Double, y: Double)
    /// The finger counts of the flood's phases, in order.
    var floodPhases: [Int]
    /// Finger `finger` of `fingers`' position at the flood's step `step` (counted over all phases).
    var floodPoint: @Sendable (_ finger: Int, _ fingers: Int, _ step: Int) -> (x: Double, y: Double)

    /// The painting programs: one finger along a two-period wave over 80 % of the canvas, and a
    /// flood of 2, 3, 4, then 5 fingers circling the canvas's middle at different radii.
    static let paint = BenchGesture(
        pacedFingers: 1,
        pacedPoint: { _, fraction in
            (BenchCanvas.minX + BenchCanvas.width * (0.1 + 0.8 * fraction),
             BenchCanvas.center.y + BenchCanvas.height * 0.4 * sin(fraction * 4 * .pi))
        },
        floodPhases: [2, 3, 4, 5],
        floodPoint: { finger, fingers, step in
            // 40 + 30 per finger on a 400-pixel-high canvas, scaled to the canvas: the largest
            // circle stays inside it.
            let radius = BenchCanvas.height * (0.1 + 0.075 * Double(finger))
            let angle = Double(step) * floodRadiansPerStep + 2 * .pi * Double(finger) / Double(fingers)
            return (BenchCanvas.center.x + radius * cos(angle), BenchCanvas.center.y + radius * sin(angle))
        })

    /// Touch Samples' `DragImage` (180x64 at x 160–340, y 367–431 in the 500x540 window, in
    /// the column centred between the navigation bar and the bottom band): one finger from its
    /// middle along a closed figure eight (so the image ends where it began), and a flood of one
    /// finger in four phases circling from its middle. Both reach only ``dragVerticalReach`` up
    /// and down, so the image never reaches the band, where it would stop while the finger goes
    /// on (and a step would draw nothing). The image keeps the finger's offset, so it stays under it.
    static let drag = BenchGesture(
        pacedFingers: 1,
        pacedPoint: { _, fraction in
            (dragImageCenter.x + 150 * sin(2 * .pi * fraction), dragImageCenter.y + dragVerticalReach * sin(4 * .pi * fraction))
        },
        floodPhases: [1, 1, 1, 1],
        floodPoint: { _, _, step in
            let angle = Double(step) * floodRadiansPerStep
            let radius = 80.0
            return (dragImageCenter.x + radius * (cos(angle) - 1), dragImageCenter.y + dragVerticalReach * sin(angle))
        })

    /// The Gesture Playground's card (240x150, centred in the canvas: its middle at 250, 301 in
    /// the 500x540 window): two fingers 100 px apart across its middle turn around each other
    /// (rotation), move apart and together by a quarter (pinch) while their centroid circles
    /// (pan), so all three recognizers run at once. The card follows the fingers exactly, so it
    /// is under them whenever a phase begins; the paced path is closed.
    static let playground = BenchGesture(
        pacedFingers: 2,
        pacedPoint: { finger, fraction in
            twoFingers(finger, turn: 2 * .pi * 2 * fraction, pinch: 2 * .pi * 3 * fraction, pan: 2 * .pi * fraction)
        },
        floodPhases: [2, 2, 2, 2],
        floodPoint: { finger, _, step in
            let angle = Double(step) * floodRadiansPerStep
            return twoFingers(finger, turn: angle, pinch: angle * 0.7, pan: angle * 0.3)
        })

    /// How far the flood's circles turn per step, in radians.
    static let floodRadiansPerStep = 0.05
    /// The middle of Touch Samples' `DragImage` in the window (`SampleLayoutBenchGeometryTests`
    /// in TouchDemoTests holds the app to it).
    static let dragImageCenter = (x: 250.0, y: 399.0)
    /// How far the drag goes up and down from the image's middle, in points: the band's top is at
    /// 470, so the image's middle may go down to 438.
    static let dragVerticalReach = 35.0
    /// The middle of the Gesture Playground's card in the window (held there by the same test).
    static let cardCenter = (x: 250.0, y: 301.0)

    /// One of two fingers on the playground's card: opposite each other at `turn` radians, half
    /// apart 50 px times 1 ± 0.25 (`pinch`), around a centroid on a 20 px circle (`pan`), all
    /// starting at the card's middle.
    private static func twoFingers(_ finger: Int, turn: Double, pinch: Double, pan: Double) -> (x: Double, y: Double) {
        let radius = 50.0 * (1 + 0.25 * sin(pinch))
        let angle = turn + .pi * Double(finger)
        let centroid = (x: cardCenter.x + 20 * (cos(pan) - 1), y: cardCenter.y + 20 * sin(pan))
        return (centroid.x + radius * cos(angle), centroid.y + radius * sin(angle))
    }
}
