import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The rules `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` share, each test run
/// for both: hysteresis, rebasing, velocity, end rules and reset. What each measures is checked
/// in ``PinchGestureRecognizerTests`` and ``RotationGestureRecognizerTests``.
@Suite("Two-finger gesture recognizers")
@MainActor
struct TwoFingerGestureTests {
    // MARK: Beginning

    @Test(arguments: TwoFingerKind.allCases)
    func beginsOnlyAfterMovingPastTheHysteresis(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        #expect(abs(kind.recognizerHysteresis - kind.hysteresis) < 1e-12)
        scene.landTwoFingers()
        let under = kind.hysteresis - 0.01, past = kind.hysteresis + 0.01
        scene.move2(to: kind.offset(under))
        scene.move2(to: kind.offset(-under))
        #expect(scene.log.entries.isEmpty)
        scene.move2(to: kind.offset(past))
        #expect(scene.log.entries == [scene.entry("began")])
        #expect(abs(scene.readings.values[0] - kind.offset(past)) < 1e-6)
    }

    @Test(arguments: TwoFingerKind.allCases)
    func closingOrTurningBackBeginsToo(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.move2(to: kind.offset(-0.1))
        #expect(scene.log.entries == [scene.entry("began")])
        #expect(abs(scene.readings.values[0] - kind.offset(-0.1)) < 1e-6)
    }

    @Test(arguments: TwoFingerKind.allCases)
    func oneFingerNeverBeginsAndFailsWhenItLifts(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        // It swings around the centre and drifts far: neither a turn nor a span without a pair.
        scene.script.begin(1, at: scene.point(kind.identity))
        for angle in stride(from: 0.5, through: 3.0, by: 0.5) {
            scene.script.move(1, to: scene.point(kind.identity, heading: angle, span: 150))
        }
        scene.script.end(1, at: scene.point(kind.identity, heading: 3.0, span: 150))
        #expect(scene.log.entries == [scene.entry("failed")])
        #expect(scene.readings.states.isEmpty)
    }

    @Test(arguments: TwoFingerKind.allCases)
    func liftingOneOfTwoFingersBeforeBeginningWaitsForANewSecondFinger(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.script.end(2, at: scene.point(kind.identity))
        #expect(scene.log.entries.isEmpty)
        // Finger 3 lands 50 pt below finger 1: the new landing line.
        scene.script.begin(3, at: scene.point(kind.identity, heading: .pi / 2, span: 50))
        scene.script.move(3, to: scene.point(kind.offset(0.5), heading: .pi / 2, span: 50))
        #expect(scene.log.entries == [scene.entry("began")])
        #expect(abs(scene.readings.values[0] - kind.offset(0.5)) < 1e-6)
    }

    // MARK: Measuring

    @Test(arguments: TwoFingerKind.allCases)
    func settingTheValueRebasesLaterReadings(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.move2(to: kind.offset(1))
        #expect(abs(scene.value - kind.offset(1)) < 1e-6)
        kind.setValue(kind.identity, of: scene.recognizer)
        #expect(scene.value == kind.identity)
        scene.move2(to: kind.offset(2))
        let sinceSet = kind.change(from: kind.offset(1), to: kind.offset(2))
        #expect(abs(scene.value - sinceSet) < 1e-6, "the change since the value was set")
        kind.setValue(kind.offset(2), of: scene.recognizer)
        scene.move2(to: kind.offset(0.5))
        let expected = kind.combine(kind.offset(2), kind.change(from: kind.offset(2), to: kind.offset(0.5)))
        #expect(abs(scene.value - expected) < 1e-6, "the set value, then the change since")
        #expect(scene.readings.states == [.began, .changed, .changed])
    }

    @Test(arguments: TwoFingerKind.allCases)
    func settingTheValueResetsTheVelocity(kind: TwoFingerKind) {
        // Apple: setting `scale` "resets the velocity"; setting `rotation` "resets the velocity".
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        // 0.1 per 0.01 s step: 10 per second.
        for step in 1...3 { scene.move2(to: kind.offset(0.1 * CGFloat(step))) }
        #expect(abs(kind.velocity(of: scene.recognizer) - 10) < 1e-6)
        kind.setValue(kind.identity, of: scene.recognizer)
        #expect(kind.velocity(of: scene.recognizer) == 0)
        #expect(scene.value == kind.identity)
        // The next reading measures from the set value: a change of 0.05 in 0.01 s.
        scene.move2(to: kind.combine(kind.offset(0.3), kind.offset(0.05)))
        #expect(abs(scene.value - kind.offset(0.05)) < 1e-9)
        #expect(abs(kind.velocity(of: scene.recognizer) - 5) < 1e-6)
    }

    @Test(arguments: TwoFingerKind.allCases)
    func velocityIsTheValueChangePerSecondWithItsSign(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        #expect(kind.velocity(of: scene.recognizer) == 0)
        // 0.05 per 0.01 s step: 5 per second, then 0.1 back per step: -10 per second.
        for step in 1...4 { scene.move2(to: kind.offset(0.05 * CGFloat(step))) }
        #expect(scene.readings.velocities.allSatisfy { $0 > 4.5 && $0 < 5.5 })
        for step in 1...4 { scene.move2(to: kind.offset(0.2 - 0.1 * CGFloat(step))) }
        #expect(scene.readings.velocities.suffix(4).allSatisfy { $0 < -9.5 && $0 > -10.5 })
    }

    @Test(arguments: TwoFingerKind.allCases)
    func aThirdFingerDoesNotChangeTheMeasurement(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.move2(to: kind.offset(0.5))
        scene.script.begin(3, at: CGPoint(x: 50, y: 50))
        scene.script.move(3, to: CGPoint(x: 350, y: 60))
        scene.script.end(3, at: CGPoint(x: 350, y: 60))
        #expect(scene.log.entries == [scene.entry("began")])
        #expect(abs(scene.value - kind.offset(0.5)) < 1e-6)
        #expect(scene.recognizer.numberOfTouches == 2)
    }

    // MARK: Ending

    @Test(arguments: TwoFingerKind.allCases, [1, 2])
    func endsOnlyWhenBothFingersHaveLifted(kind: TwoFingerKind, firstToLift: Int) {
        // Apple: "Ends: when both fingers have lifted" (pinch); "It ends when the user lifts both
        // fingers" (rotation).
        let scene = TwoFingerScene(kind)
        let positions = [1: scene.center, 2: scene.point(kind.offset(0.6))]
        scene.landTwoFingers()
        scene.move2(to: kind.offset(0.3))
        scene.move2(to: kind.offset(0.6))
        scene.script.end(firstToLift, at: positions[firstToLift]!)
        #expect(scene.log.entries == [scene.entry("began"), scene.entry("changed")])
        #expect(scene.recognizer.state == .changed)
        let last = 3 - firstToLift
        scene.script.end(last, at: positions[last]!)
        #expect(scene.log.entries == [scene.entry("began"), scene.entry("changed"), scene.entry("ended")])
        #expect(abs((scene.readings.values.last ?? 0) - kind.offset(0.6)) < 1e-6)
    }

    @Test(arguments: TwoFingerKind.allCases)
    func theLiftLocationIsTheFinalReading(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.move2(to: kind.offset(0.5))
        scene.script.end(2, at: scene.point(kind.offset(0.6)))
        #expect(scene.readings.states == [.began, .changed])
        #expect(abs((scene.readings.values.last ?? 0) - kind.offset(0.6)) < 1e-6)
        scene.script.end(1, at: scene.center)
        #expect(scene.readings.states == [.began, .changed, .ended])
        #expect(abs((scene.readings.values.last ?? 0) - kind.offset(0.6)) < 1e-6)
    }

    @Test(arguments: TwoFingerKind.allCases, [1, 2])
    func aCancelledTouchCancelsAnActiveGesture(kind: TwoFingerKind, cancelled: Int) {
        let scene = TwoFingerScene(kind)
        let positions = [1: scene.center, 2: scene.point(kind.offset(0.3))]
        scene.landTwoFingers()
        scene.move2(to: kind.offset(0.3))
        scene.script.cancel(cancelled, at: positions[cancelled]!)
        #expect(scene.log.entries == [scene.entry("began"), scene.entry("cancelled")])
        scene.script.end(3 - cancelled, at: positions[3 - cancelled]!)
        #expect(scene.log.entries == [scene.entry("began"), scene.entry("cancelled")])
    }

    @Test(arguments: TwoFingerKind.allCases, [1, 2])
    func aCancelledTouchBeforeBeginningFailsTheGesture(kind: TwoFingerKind, cancelled: Int) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.script.cancel(cancelled, at: cancelled == 1 ? scene.center : scene.point(kind.identity))
        #expect(scene.log.entries == [scene.entry("failed")])
    }

    // MARK: Reset

    @Test(arguments: TwoFingerKind.allCases)
    func eachGestureStartsFromFreshValues(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.move2(to: kind.offset(1))
        kind.setValue(kind.offset(4), of: scene.recognizer)
        scene.script.end(2, at: scene.point(kind.offset(1)))
        scene.script.end(1, at: scene.center)
        #expect(scene.value == kind.identity)
        #expect(kind.velocity(of: scene.recognizer) == 0)

        scene.readings.values.removeAll()
        scene.landTwoFingers()
        scene.move2(to: kind.offset(-0.2))
        scene.script.end(1, at: scene.center)
        scene.script.end(2, at: scene.point(kind.offset(-0.2)))
        #expect(abs(scene.readings.values[0] - kind.offset(-0.2)) < 1e-6)
        #expect(scene.log.entries == ["began", "ended", "began", "ended"].map { scene.entry($0) })
    }

    @Test(arguments: TwoFingerKind.allCases)
    func aGestureWorksAfterAFailureAndAfterACancellation(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.script.tap(at: scene.center)
        scene.landTwoFingers()
        scene.move2(to: kind.offset(0.4))
        scene.script.cancel(2, at: scene.point(kind.offset(0.4)))
        scene.script.end(1, at: scene.center)
        scene.landTwoFingers()
        scene.move2(to: kind.offset(-0.4))
        #expect(scene.log.entries == ["failed", "began", "cancelled", "began"].map { scene.entry($0) })
        #expect(abs(scene.value - kind.offset(-0.4)) < 1e-6)
    }
}
