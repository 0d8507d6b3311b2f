import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A rotation whose fingers lift one at a time and land again. Apple's reference for
/// `UIRotationGestureRecognizer`: "The gesture changes when a finger moves while both fingers
/// remain touching. It ends when the user lifts both fingers." So with one finger left the
/// rotation stays active, holds its value and reports nothing; a finger that lands again
/// continues the rotation without a jump.
@Suite("Rotation with one finger lifted")
@MainActor
struct RotationOneFingerLiftedTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let logger: GestureStateLogger
    let rotation = UIRotationGestureRecognizer()
    let center = CGPoint(x: 200, y: 200)

    init() {
        script = TouchScript(window: window)
        logger = GestureStateLogger(log: log, window: window)
        window.addSubview(view)
        rotation.name = "rotation"
        view.addGestureRecognizer(rotation)
    }

    /// The point at `angle` radians (clockwise on screen) and `radius` points from the centre.
    private func around(_ angle: CGFloat, radius: CGFloat = 100) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// Finger 1 rests at the centre, finger 2 turns from angle 0 to 0.6 and lifts.
    private func turnToPointSixAndLiftFinger2() {
        script.begin(1, at: center)
        script.begin(2, at: around(0))
        script.move(2, to: around(0.3))
        script.move(2, to: around(0.6))
        script.end(2, at: around(0.6))
    }

    @Test func withOneFingerLeftTheRotationStaysActiveWithOneTouchAndItsLastValue() {
        turnToPointSixAndLiftFinger2()
        #expect(rotation.state == .changed)
        #expect(rotation.numberOfTouches == 1)
        #expect(abs(rotation.rotation - 0.6) < 1e-9)
        script.move(1, to: center.offsetBy(dx: 30, dy: -20))
        script.move(1, to: center)
        #expect(log.entries == ["rotation began", "rotation changed"])
        #expect(abs(rotation.rotation - 0.6) < 1e-9)
    }

    @Test func aFingerThatLandsAgainContinuesTheRotationWithoutAJump() {
        turnToPointSixAndLiftFinger2()
        // Finger 3 lands at angle π from finger 1, far from where finger 2 was.
        script.begin(3, at: around(.pi))
        #expect(log.entries == ["rotation began", "rotation changed"])
        #expect(abs(rotation.rotation - 0.6) < 1e-9)
        script.move(3, to: around(.pi + 0.1))
        #expect(abs(rotation.rotation - 0.7) < 1e-9)
        script.move(3, to: around(.pi + 0.4))
        #expect(abs(rotation.rotation - 1.0) < 1e-9)
    }

    @Test func theRotationEndsOnlyWhenTheLastFingerLifts() {
        turnToPointSixAndLiftFinger2()
        script.begin(3, at: around(.pi))
        script.move(3, to: around(.pi + 0.2))
        script.end(1, at: center)
        #expect(!log.entries.contains("rotation ended"))
        #expect(rotation.numberOfTouches == 1)
        script.end(3, at: around(.pi + 0.2))
        #expect(log.entries.last == "rotation ended")
        #expect(log.entries.filter { $0 == "rotation ended" }.count == 1)
    }

    @Test func cancellingTheRemainingTouchCancelsTheRotation() {
        turnToPointSixAndLiftFinger2()
        script.cancel(1, at: center)
        #expect(log.entries == ["rotation began", "rotation changed", "rotation cancelled"])
    }
}
