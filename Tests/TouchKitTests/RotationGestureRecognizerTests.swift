import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// What a rotation's action read at each state change.
@MainActor
private final class RotationReadings {
    var states: [UIGestureRecognizer.State] = []
    var rotations: [CGFloat] = []
    var velocities: [CGFloat] = []

    func record(_ recognizer: UIGestureRecognizer) {
        guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
        states.append(rotation.state)
        rotations.append(rotation.rotation)
        velocities.append(rotation.velocity)
    }
}

/// `UIRotationGestureRecognizer`: rotation = unwrapped turn of the line between the two fingers
/// since the second landed (clockwise positive, y down), and how it shares the fingers with a
/// pinch. The rules it shares with the pinch (hysteresis, rebasing, velocity, end rules, reset,
/// views) are in ``TwoFingerGestureTests``.
@Suite("Rotation gesture recognizer")
@MainActor
struct RotationGestureRecognizerTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let logger: GestureStateLogger
    let rotation = UIRotationGestureRecognizer()
    private let readings = RotationReadings()
    /// Finger 1 rests at the centre; finger 2 lands 100 pt to its right (angle 0).
    let center = CGPoint(x: 200, y: 200)

    init() {
        script = TouchScript(window: window)
        logger = GestureStateLogger(log: log, window: window)
        window.addSubview(view)
        rotation.name = "rotation"
        rotation.addTarget(nil, action: readings.record)
        view.addGestureRecognizer(rotation)
    }

    /// The point at `angle` radians (clockwise on screen from the +x axis) and `radius` points
    /// from the centre.
    private func around(_ angle: CGFloat, radius: CGFloat = 100) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// Fingers 1 and 2 land at the centre and at angle 0.
    private func landTwoFingers() {
        script.begin(1, at: center)
        script.begin(2, at: around(0))
    }

    /// Finger 2 swings around finger 1 through `angles`.
    private func turn(through angles: [CGFloat]) {
        for angle in angles { script.move(2, to: around(angle)) }
    }

    // MARK: Measuring

    @Test func spreadingWithoutTurningNeverBegins() {
        landTwoFingers()
        script.move(2, to: around(0, radius: 180))
        script.move(1, to: CGPoint(x: 150, y: 200))
        #expect(log.entries.isEmpty)
        script.end(2, at: around(0, radius: 180))
        script.end(1, at: CGPoint(x: 150, y: 200))
        #expect(log.entries == ["rotation failed"])
    }

    @Test func rotationIsTheClockwiseTurnSinceTheSecondFingerLanded() {
        landTwoFingers()
        // Down the screen from the right: clockwise, so positive.
        let angles: [CGFloat] = [0.2, 0.5, .pi / 2, 0.3, -0.4]
        turn(through: angles)
        #expect(readings.states == [.began, .changed, .changed, .changed, .changed])
        #expect(readings.rotations.count == angles.count)
        for (rotation, truth) in zip(readings.rotations, angles) {
            #expect(abs(rotation - truth) < 1e-6)
        }
    }

    @Test func rotationFollowsBothFingersTurning() {
        landTwoFingers()
        // Finger 1 leaves the centre too: the line from 1 to 2 is what turns.
        script.move(1, to: CGPoint(x: 200, y: 100))
        #expect(abs(rotation.rotation - .pi / 4) < 1e-6, "from (200,100) to (300,200)")
        script.move(2, to: CGPoint(x: 200, y: 300))
        #expect(abs(rotation.rotation - .pi / 2) < 1e-6, "from (200,100) straight down to (200,300)")
    }

    @Test func rotationKeepsCountingPastHalfATurn() {
        landTwoFingers()
        let steps = (1...13).map { CGFloat($0) * .pi / 6 }
        turn(through: steps)
        #expect(abs(rotation.rotation - 13 * .pi / 6) < 1e-6)
        // And back the other way past the start, counterclockwise (negative).
        turn(through: (-6...12).reversed().map { CGFloat($0) * .pi / 6 })
        #expect(abs(rotation.rotation - -.pi) < 1e-6)
        turn(through: [-.pi - .pi / 4])
        #expect(abs(rotation.rotation - (-.pi - .pi / 4)) < 1e-6)
    }

    // MARK: Other recognizers

    @Test func rotationAndPinchRecognizeTogetherWhenAllowed() {
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "pinch"
        view.addGestureRecognizer(pinch)
        rotation.shouldRecognizeSimultaneously = { _, other in other is UIPinchGestureRecognizer }
        landTwoFingers()
        // Turning first: the rotation begins, then the pinch as the span grows.
        turn(through: [0.2, 0.4])
        for (index, angle) in [0.6, 0.8, 1.0].enumerated() {
            script.move(2, to: around(angle, radius: 100 + 30 * CGFloat(index + 1)))
        }
        #expect(log.entries == ["rotation began", "rotation changed", "rotation changed", "pinch began",
                                "rotation changed", "pinch changed", "rotation changed", "pinch changed"])
        #expect(abs(rotation.rotation - 1.0) < 1e-6)
        #expect(abs(pinch.scale - 1.9) < 1e-6)
        script.end(2, at: around(1.0, radius: 190))
        #expect(!log.entries.contains { $0.hasSuffix("ended") })
        script.end(1, at: center)
        #expect(log.entries.suffix(2) == ["rotation ended", "pinch ended"])
    }
}
