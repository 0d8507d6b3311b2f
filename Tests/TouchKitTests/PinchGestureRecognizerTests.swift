import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// What a pinch's action read at each state change.
@MainActor
private final class PinchReadings {
    var states: [UIGestureRecognizer.State] = []
    var scales: [CGFloat] = []
    var velocities: [CGFloat] = []

    func record(_ recognizer: UIGestureRecognizer) {
        guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
        states.append(pinch.state)
        scales.append(pinch.scale)
        velocities.append(pinch.velocity)
    }
}

/// `UIPinchGestureRecognizer`: two fingers, scale = distance / landing distance, hysteresis,
/// rebasing, velocity, end rules, reset, and how it shares the fingers with a rotation.
@Suite("Pinch gesture recognizer")
@MainActor
struct PinchGestureRecognizerTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let logger: GestureStateLogger
    let pinch = UIPinchGestureRecognizer()
    private let readings = PinchReadings()
    /// Two fingers 100 pt apart on a horizontal line.
    let left = CGPoint(x: 100, y: 200), right = CGPoint(x: 200, y: 200)

    init() {
        script = TouchScript(window: window)
        logger = GestureStateLogger(log: log, window: window)
        window.addSubview(view)
        pinch.name = "pinch"
        pinch.addTarget(nil, action: readings.record)
        view.addGestureRecognizer(pinch)
    }

    /// Fingers 1 and 2 land on `left` and `right`.
    func landTwoFingers() {
        script.begin(1, at: left)
        script.begin(2, at: right)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    // MARK: Beginning

    @Test func pinchBeginsOnlyAfterTheDistanceChangesByMoreThanTheHysteresis() {
        #expect(UIPinchGestureRecognizer.pinchHysteresis == 8)
        landTwoFingers()
        script.move(2, to: right.offsetBy(dx: 7, dy: 0))
        script.move(2, to: right.offsetBy(dx: -7, dy: 0))
        #expect(log.entries.isEmpty)
        script.move(2, to: right.offsetBy(dx: 9, dy: 0))
        #expect(log.entries == ["pinch began"])
        #expect(abs(readings.scales[0] - 1.09) < 1e-6)
    }

    @Test func closingFingersBeginAPinchToo() {
        landTwoFingers()
        script.move(1, to: left.offsetBy(dx: 9, dy: 0))
        #expect(log.entries == ["pinch began"])
        #expect(abs(readings.scales[0] - 0.91) < 1e-6)
    }

    @Test func oneFingerNeverBeginsAndFailsWhenItLifts() {
        script.drag(1, from: left, to: left.offsetBy(dx: 150, dy: 80), steps: 5)
        #expect(log.entries == ["pinch failed"])
        #expect(readings.states.isEmpty)
    }

    @Test func liftingOneOfTwoFingersBeforeBeginningWaitsForANewSecondFinger() {
        landTwoFingers()
        script.end(2, at: right)
        #expect(log.entries.isEmpty)
        // Finger 3 lands 50 pt from finger 1: the new landing distance.
        let third = left.offsetBy(dx: 0, dy: 50)
        script.begin(3, at: third)
        script.move(3, to: left.offsetBy(dx: 0, dy: 75))
        #expect(log.entries == ["pinch began"])
        #expect(abs(readings.scales[0] - 1.5) < 1e-6)
    }

    // MARK: Measuring

    @Test func scaleIsTheDistanceOverTheLandingDistance() {
        landTwoFingers()
        var first = left, second = right
        let moves: [(finger: Int, to: CGPoint)] = [
            (2, CGPoint(x: 250, y: 280)), (1, CGPoint(x: 130, y: 240)),
            (1, CGPoint(x: 60, y: 150)), (2, CGPoint(x: 110, y: 190)),
        ]
        var expected: [CGFloat] = []
        for move in moves {
            if move.finger == 1 { first = move.to } else { second = move.to }
            script.move(move.finger, to: move.to)
            expected.append(distance(first, second) / 100)
        }
        #expect(readings.states == [.began, .changed, .changed, .changed])
        #expect(readings.scales.count == expected.count)
        for (scale, truth) in zip(readings.scales, expected) {
            #expect(abs(scale - truth) < 1e-6)
        }
    }

    @Test func settingScaleRebasesLaterReadings() {
        landTwoFingers()
        script.move(2, to: CGPoint(x: 300, y: 200))
        #expect(abs(pinch.scale - 2) < 1e-6)
        pinch.scale = 1
        #expect(pinch.scale == 1)
        script.move(2, to: CGPoint(x: 400, y: 200))
        #expect(abs(pinch.scale - 1.5) < 1e-6)
        pinch.scale = 3
        script.move(1, to: CGPoint(x: 250, y: 200))
        #expect(abs(pinch.scale - 1.5) < 1e-6, "3 × 150 / 300")
        #expect(readings.states == [.began, .changed, .changed])
    }

    @Test func velocityIsScaleChangePerSecondWithTheSignOfTheChange() {
        landTwoFingers()
        #expect(pinch.velocity == 0)
        // 10 pt per 0.01 s step at a 100 pt landing distance: 0.1 per step, 10 per second.
        for step in 1...4 { script.move(2, to: right.offsetBy(dx: CGFloat(step) * 10, dy: 0)) }
        #expect(readings.velocities.allSatisfy { $0 > 9 && $0 < 11 })
        for step in 1...4 { script.move(2, to: right.offsetBy(dx: 40 - CGFloat(step) * 20, dy: 0)) }
        #expect(readings.velocities.suffix(4).allSatisfy { $0 < -19 && $0 > -21 })
    }

    @Test func aThirdFingerDoesNotChangeTheMeasurement() {
        landTwoFingers()
        script.move(2, to: CGPoint(x: 250, y: 200))
        script.begin(3, at: CGPoint(x: 300, y: 300))
        script.move(3, to: CGPoint(x: 380, y: 380))
        script.end(3, at: CGPoint(x: 380, y: 380))
        #expect(log.entries == ["pinch began"])
        #expect(abs(pinch.scale - 1.5) < 1e-6)
        #expect(pinch.numberOfTouches == 2)
    }

    // MARK: Ending

    @Test func pinchEndsOnlyWhenBothFingersHaveLifted() {
        // Apple's header: "Ends: when both fingers have lifted".
        landTwoFingers()
        script.move(2, to: CGPoint(x: 250, y: 200))
        script.move(2, to: CGPoint(x: 300, y: 200))
        script.end(2, at: CGPoint(x: 300, y: 200))
        #expect(log.entries == ["pinch began", "pinch changed"])
        #expect(pinch.state == .changed)
        script.end(1, at: left)
        #expect(log.entries == ["pinch began", "pinch changed", "pinch ended"])
        #expect(abs((readings.scales.last ?? 0) - 2) < 1e-6)
    }

    @Test func theLiftLocationIsTheFinalReading() {
        landTwoFingers()
        script.move(2, to: CGPoint(x: 250, y: 200))
        script.end(2, at: CGPoint(x: 260, y: 200))
        #expect(readings.states == [.began, .changed])
        #expect(abs((readings.scales.last ?? 0) - 1.6) < 1e-6)
        script.end(1, at: left)
        #expect(readings.states == [.began, .changed, .ended])
        #expect(abs((readings.scales.last ?? 0) - 1.6) < 1e-6)
    }

    @Test func cancelledTouchCancelsAnActivePinch() {
        landTwoFingers()
        script.move(2, to: CGPoint(x: 250, y: 200))
        script.cancel(1, at: left)
        #expect(log.entries == ["pinch began", "pinch cancelled"])
        script.end(2, at: CGPoint(x: 250, y: 200))
        #expect(log.entries == ["pinch began", "pinch cancelled"])
    }

    @Test func cancelledTouchBeforeBeginningFailsThePinch() {
        landTwoFingers()
        script.cancel(2, at: right)
        #expect(log.entries == ["pinch failed"])
    }

    // MARK: Reset

    @Test func eachGestureStartsFromFreshValues() {
        landTwoFingers()
        script.move(2, to: CGPoint(x: 300, y: 200))
        pinch.scale = 5
        script.end(2, at: CGPoint(x: 300, y: 200))
        script.end(1, at: left)
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)

        readings.scales.removeAll()
        landTwoFingers()
        script.move(2, to: right.offsetBy(dx: 10, dy: 0))
        script.end(2, at: right.offsetBy(dx: 10, dy: 0))
        script.end(1, at: left)
        #expect(abs(readings.scales[0] - 1.1) < 1e-6)
        #expect(log.entries == ["pinch began", "pinch ended", "pinch began", "pinch ended"])
    }

    @Test func aPinchWorksAfterAFailureAndAfterACancellation() {
        script.tap(at: left)
        landTwoFingers()
        script.move(2, to: CGPoint(x: 250, y: 200))
        script.cancel(2, at: CGPoint(x: 250, y: 200))
        script.end(1, at: left)
        landTwoFingers()
        script.move(1, to: CGPoint(x: 150, y: 200))
        #expect(log.entries == ["pinch failed", "pinch began", "pinch cancelled", "pinch began"])
        #expect(abs(pinch.scale - 0.5) < 1e-6)
    }
}
