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

/// `UIPinchGestureRecognizer`: scale = distance / landing distance, and how it shares the fingers
/// with a rotation and a pan. The rules it shares with the rotation (hysteresis, rebasing,
/// velocity, end rules, reset, views) are in ``TwoFingerGestureTests``.
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

    // MARK: Other recognizers

    @Test func pinchAndRotationRecognizeTogetherWhenAllowed() {
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        view.addGestureRecognizer(rotation)
        pinch.shouldRecognizeSimultaneously = { _, other in other is UIRotationGestureRecognizer }
        landTwoFingers()
        // Finger 2 swings a quarter turn clockwise around finger 1 while the span doubles.
        let steps = 6
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            let angle = t * .pi / 2, radius = 100 + 100 * t
            script.move(2, to: CGPoint(x: left.x + radius * cos(angle), y: left.y + radius * sin(angle)))
        }
        #expect(log.entries.prefix(2).sorted() == ["pinch began", "rotation began"])
        #expect(!log.entries.contains { $0.hasSuffix("failed") })
        #expect(abs(pinch.scale - 2) < 1e-6)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-6)
        script.end(2, at: CGPoint(x: left.x, y: left.y + 200))
        #expect(!log.entries.contains { $0.hasSuffix("ended") })
        script.end(1, at: left)
        #expect(log.entries.suffix(2).sorted() == ["pinch ended", "rotation ended"])
    }

    @Test func panPinchAndRotationRecognizeTogetherWhenAllowed() {
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(rotation)
        // Either side allowing it is enough: these two cover every pair of the three.
        pinch.shouldRecognizeSimultaneously = { _, _ in true }
        rotation.shouldRecognizeSimultaneously = { _, _ in true }
        landTwoFingers()
        // Each step: the centre moves (10, 10), the span grows 20 pt and the line turns 0.1 rad.
        var first = left, second = right
        for step in 1...5 {
            let k = CGFloat(step)
            let center = CGPoint(x: 150 + 10 * k, y: 200 + 10 * k)
            let half = (100 + 20 * k) / 2, angle = 0.1 * k
            first = CGPoint(x: center.x - half * cos(angle), y: center.y - half * sin(angle))
            second = CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
            script.move(1, to: first)
            script.move(2, to: second)
        }
        #expect(Set(log.entries) == ["pan began", "pan changed", "pinch began", "pinch changed",
                                     "rotation began", "rotation changed"])
        let translation = pan.translation(in: nil)
        #expect(abs(translation.x - 50) < 1e-6 && abs(translation.y - 50) < 1e-6)
        #expect(abs(pinch.scale - 2) < 1e-6)
        #expect(abs(rotation.rotation - 0.5) < 1e-6)
        log.clear()
        script.end(2, at: second)
        #expect(log.entries.isEmpty)
        script.end(1, at: first)
        #expect(log.entries.sorted() == ["pan ended", "pinch ended", "rotation ended"])
    }

    @Test func aPanThatBeginsFirstShutsOutPinchAndRotation() {
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(rotation)
        landTwoFingers()
        // Both fingers slide right 4 pt at a time: the span never changes by more than 4 pt.
        for step in 1...5 {
            script.move(1, to: left.offsetBy(dx: 4 * CGFloat(step), dy: 0))
            script.move(2, to: right.offsetBy(dx: 4 * CGFloat(step), dy: 0))
        }
        script.end(1, at: left.offsetBy(dx: 20, dy: 0))
        script.end(2, at: right.offsetBy(dx: 20, dy: 0))
        #expect(log.entries.prefix(3) == ["pan began", "pinch failed", "rotation failed"])
        #expect(log.entries.last == "pan ended")
        #expect(!log.entries.contains { $0.hasPrefix("pinch") && !$0.hasSuffix("failed") })
    }
}
