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

/// `UIRotationGestureRecognizer`: two fingers, rotation = unwrapped turn of the line between them
/// since the second landed (clockwise positive, y down), hysteresis, rebasing, velocity, end
/// rules, reset, and how it shares the fingers with a pinch.
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

    // MARK: Beginning

    @Test func rotationBeginsOnlyAfterTurningMoreThanTheHysteresis() {
        #expect(abs(UIRotationGestureRecognizer.rotationHysteresis - 0.09) < 1e-12)
        landTwoFingers()
        turn(through: [0.08, -0.08, 0.0])
        #expect(log.entries.isEmpty)
        turn(through: [0.1])
        #expect(log.entries == ["rotation began"])
        #expect(abs(readings.rotations[0] - 0.1) < 1e-6)
    }

    @Test func spreadingWithoutTurningNeverBegins() {
        landTwoFingers()
        script.move(2, to: around(0, radius: 180))
        script.move(1, to: CGPoint(x: 150, y: 200))
        #expect(log.entries.isEmpty)
        script.end(2, at: around(0, radius: 180))
        script.end(1, at: CGPoint(x: 150, y: 200))
        #expect(log.entries == ["rotation failed"])
    }

    @Test func oneFingerNeverBeginsAndFailsWhenItLifts() {
        script.begin(1, at: around(0))
        for angle in stride(from: 0.5, through: 3.0, by: 0.5) { script.move(1, to: around(angle)) }
        script.end(1, at: around(3.0))
        #expect(log.entries == ["rotation failed"])
        #expect(readings.states.isEmpty)
    }

    // MARK: Measuring

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

    @Test func settingRotationRebasesLaterReadings() {
        landTwoFingers()
        turn(through: [.pi / 3])
        rotation.rotation = 0
        #expect(rotation.rotation == 0)
        turn(through: [.pi / 2])
        #expect(abs(rotation.rotation - .pi / 6) < 1e-6)
        rotation.rotation = 1
        turn(through: [.pi / 4])
        #expect(abs(rotation.rotation - (1 - .pi / 4)) < 1e-6)
        #expect(readings.states == [.began, .changed, .changed])
    }

    @Test func velocityIsRadiansPerSecondWithTheSignOfTheTurn() {
        landTwoFingers()
        #expect(rotation.velocity == 0)
        // 0.05 rad per 0.01 s step: 5 rad/s clockwise, then 10 rad/s counterclockwise.
        turn(through: (1...4).map { CGFloat($0) * 0.05 })
        #expect(readings.velocities.allSatisfy { $0 > 4.5 && $0 < 5.5 })
        turn(through: (1...4).map { 0.2 - CGFloat($0) * 0.1 })
        #expect(readings.velocities.suffix(4).allSatisfy { $0 < -9.5 && $0 > -10.5 })
    }

    @Test func aThirdFingerDoesNotChangeTheMeasurement() {
        landTwoFingers()
        turn(through: [0.5])
        script.begin(3, at: CGPoint(x: 50, y: 50))
        script.move(3, to: CGPoint(x: 350, y: 60))
        script.end(3, at: CGPoint(x: 350, y: 60))
        #expect(log.entries == ["rotation began"])
        #expect(abs(rotation.rotation - 0.5) < 1e-6)
    }

    @Test func liftingOneOfTwoFingersBeforeBeginningWaitsForANewSecondFinger() {
        landTwoFingers()
        script.end(2, at: around(0))
        script.begin(3, at: around(.pi / 2))
        script.move(3, to: around(.pi / 2 + 0.3))
        #expect(log.entries == ["rotation began"])
        #expect(abs(readings.rotations[0] - 0.3) < 1e-6)
    }

    // MARK: Ending

    @Test func rotationEndsOnlyWhenBothFingersHaveLifted() {
        // Apple: "It ends when the user lifts both fingers."
        landTwoFingers()
        turn(through: [0.3, 0.6])
        script.end(1, at: center)
        #expect(log.entries == ["rotation began", "rotation changed"])
        #expect(rotation.state == .changed)
        script.end(2, at: around(0.6))
        #expect(log.entries == ["rotation began", "rotation changed", "rotation ended"])
        #expect(abs((readings.rotations.last ?? 0) - 0.6) < 1e-6)
    }

    @Test func cancelledTouchCancelsAnActiveRotation() {
        landTwoFingers()
        turn(through: [0.3])
        script.cancel(2, at: around(0.3))
        #expect(log.entries == ["rotation began", "rotation cancelled"])
        script.end(1, at: center)
        #expect(log.entries == ["rotation began", "rotation cancelled"])
    }

    @Test func cancelledTouchBeforeBeginningFailsTheRotation() {
        landTwoFingers()
        script.cancel(1, at: center)
        #expect(log.entries == ["rotation failed"])
    }

    // MARK: Reset

    @Test func eachGestureStartsFromFreshValues() {
        landTwoFingers()
        turn(through: [1.0])
        rotation.rotation = 7
        script.end(2, at: around(1.0))
        script.end(1, at: center)
        #expect(rotation.rotation == 0)
        #expect(rotation.velocity == 0)

        readings.rotations.removeAll()
        landTwoFingers()
        turn(through: [-0.2])
        script.end(1, at: center)
        script.end(2, at: around(-0.2))
        #expect(abs(readings.rotations[0] - -0.2) < 1e-6)
        #expect(log.entries == ["rotation began", "rotation ended", "rotation began", "rotation ended"])
    }

    @Test func aRotationWorksAfterAFailureAndAfterACancellation() {
        script.tap(at: center)
        landTwoFingers()
        turn(through: [0.4])
        script.cancel(1, at: center)
        script.end(2, at: around(0.4))
        landTwoFingers()
        turn(through: [-0.4])
        #expect(log.entries == ["rotation failed", "rotation began", "rotation cancelled", "rotation began"])
        #expect(abs(rotation.rotation - -0.4) < 1e-6)
    }

    // MARK: Views and other recognizers

    @Test func disabledRecognizerGetsNothing() {
        rotation.isEnabled = false
        landTwoFingers()
        turn(through: [0.5, 1.0])
        script.end(2, at: around(1.0))
        script.end(1, at: center)
        #expect(log.entries.isEmpty)
        #expect(readings.states.isEmpty)
        #expect(rotation.numberOfTouches == 0)
    }

    @Test func viewGetsTouchesCancelledWhenTheRotationBegins() {
        let loggingView = LoggingView("w", log: log, frame: view.frame)
        loggingView.isMultipleTouchEnabled = true
        window.addSubview(loggingView)
        loggingView.addGestureRecognizer(rotation)
        landTwoFingers()
        turn(through: [0.05, 0.2, 0.4])
        script.end(2, at: around(0.4))
        script.end(1, at: center)
        #expect(log.entries == ["w touchesBegan 1", "w touchesBegan 1", "w touchesMoved 1",
                                "rotation began", "w touchesCancelled 2", "rotation changed", "rotation ended"])
    }

    @Test func viewKeepsItsTouchesWhenCancelsTouchesInViewIsFalse() {
        let loggingView = LoggingView("w", log: log, frame: view.frame)
        loggingView.isMultipleTouchEnabled = true
        window.addSubview(loggingView)
        loggingView.addGestureRecognizer(rotation)
        rotation.cancelsTouchesInView = false
        landTwoFingers()
        turn(through: [0.2])
        script.end(2, at: around(0.2))
        script.end(1, at: center)
        #expect(log.entries == ["w touchesBegan 1", "w touchesBegan 1", "rotation began", "w touchesMoved 1",
                                "w touchesEnded 1", "rotation ended", "w touchesEnded 1"])
    }

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

    @Test func onlyTheFirstToBeginWinsWhenNotSimultaneous() {
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "pinch"
        view.addGestureRecognizer(pinch)
        landTwoFingers()
        // Turning without spreading: the rotation begins first and the pinch is out.
        turn(through: [0.2])
        #expect(log.entries == ["rotation began", "pinch failed"])
        // Spreading now changes only the rotation.
        script.move(2, to: around(0.2, radius: 200))
        script.end(2, at: around(0.2, radius: 200))
        script.end(1, at: center)
        #expect(log.entries == ["rotation began", "pinch failed", "rotation changed", "rotation ended"])
        #expect(pinch.scale == 1)
    }
}
