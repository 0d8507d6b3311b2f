import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A pinch or a rotation whose fingers lift one at a time and land again, each test run for both.
/// Apple's header for `UIPinchGestureRecognizer`: "Changes: when a finger moves while two fingers
/// remain down. Ends: when both fingers have lifted." Its reference for
/// `UIRotationGestureRecognizer`: "The gesture changes when a finger moves while both fingers
/// remain touching. It ends when the user lifts both fingers." So with one finger left the
/// gesture stays active, holds its value and reports nothing; a finger that lands again
/// continues the value without a jump.
@Suite("Two-finger gestures with one finger lifted")
@MainActor
struct TwoFingerOneFingerLiftedTests {
    /// Finger 2 moves from the landing to reading `offset(1)` (scale 2, rotation 1 rad), then lifts.
    private func moveAndLiftFinger2(_ scene: TwoFingerScene) {
        scene.landTwoFingers()
        scene.move2(to: scene.kind.offset(0.5))
        scene.move2(to: scene.kind.offset(1))
        scene.script.end(2, at: scene.point(scene.kind.offset(1)))
    }

    @Test(arguments: TwoFingerKind.allCases)
    func withOneFingerLeftTheGestureStaysActiveWithOneTouchAndItsLastValue(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        moveAndLiftFinger2(scene)
        #expect(scene.recognizer.state == .changed)
        #expect(scene.recognizer.numberOfTouches == 1)
        #expect(abs(scene.value - kind.offset(1)) < 1e-9)
        // The lone finger moving changes nothing: no action, the same value.
        scene.script.move(1, to: scene.center.offsetBy(dx: 30, dy: -20))
        scene.script.move(1, to: scene.center.offsetBy(dx: -50, dy: 0))
        #expect(scene.log.entries == [scene.entry("began"), scene.entry("changed")])
        #expect(scene.recognizer.numberOfTouches == 1)
        #expect(abs(scene.value - kind.offset(1)) < 1e-9)
    }

    @Test(arguments: TwoFingerKind.allCases)
    func aFingerThatLandsAgainContinuesTheValueWithoutAJump(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        moveAndLiftFinger2(scene)
        // Finger 3 lands on the far side of finger 1, away from where finger 2 was: the landing
        // itself reports nothing.
        scene.script.begin(3, at: scene.point(kind.identity, heading: .pi))
        #expect(scene.log.entries == [scene.entry("began"), scene.entry("changed")])
        #expect(scene.recognizer.numberOfTouches == 2)
        #expect(abs(scene.value - kind.offset(1)) < 1e-9)
        // Changes from the new landing continue the value (2 × 1.1, not 1.1 of the first pinch).
        scene.script.move(3, to: scene.point(kind.offset(0.1), heading: .pi))
        #expect(abs(scene.value - kind.combine(kind.offset(1), kind.offset(0.1))) < 1e-9)
        scene.script.move(3, to: scene.point(kind.offset(0.5), heading: .pi))
        #expect(abs(scene.value - kind.combine(kind.offset(1), kind.offset(0.5))) < 1e-9)
        #expect(scene.log.entries == ["began", "changed", "changed", "changed"].map { scene.entry($0) })
    }

    /// Finger 1 or the finger that landed again (3) lifts first.
    @Test(arguments: TwoFingerKind.allCases, [1, 3])
    func theGestureEndsOnlyWhenTheLastFingerLifts(kind: TwoFingerKind, firstToLift: Int) {
        let scene = TwoFingerScene(kind)
        moveAndLiftFinger2(scene)
        let positions = [1: scene.center, 3: scene.point(kind.offset(0.2), heading: .pi)]
        scene.script.begin(3, at: scene.point(kind.identity, heading: .pi))
        scene.script.move(3, to: positions[3]!)
        scene.script.end(firstToLift, at: positions[firstToLift]!)
        #expect(!scene.log.entries.contains(scene.entry("ended")))
        #expect(scene.recognizer.numberOfTouches == 1)
        let last = firstToLift == 1 ? 3 : 1
        scene.script.end(last, at: positions[last]!)
        #expect(scene.log.entries.last == scene.entry("ended"))
        #expect(scene.log.entries.filter { $0 == scene.entry("ended") }.count == 1)
    }

    @Test(arguments: TwoFingerKind.allCases)
    func aFingerAlreadyDownTakesTheLiftedOnesPlaceWithoutAJump(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.script.begin(3, at: scene.point(kind.identity, heading: .pi / 2))
        scene.move2(to: kind.offset(1))
        #expect(abs(scene.value - kind.offset(1)) < 1e-9)
        // Finger 2 lifts: fingers 1 and 3 are the pair now.
        scene.script.end(2, at: scene.point(kind.offset(1)))
        #expect(scene.recognizer.numberOfTouches == 2)
        scene.script.move(3, to: scene.point(kind.offset(0.5), heading: .pi / 2))
        #expect(abs(scene.value - kind.combine(kind.offset(1), kind.offset(0.5))) < 1e-9, "scale 2 × 150 / 100")
    }

    @Test(arguments: TwoFingerKind.allCases)
    func cancellingTheRemainingTouchCancelsTheGesture(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        moveAndLiftFinger2(scene)
        scene.script.cancel(1, at: scene.center)
        #expect(scene.log.entries == ["began", "changed", "cancelled"].map { scene.entry($0) })
        #expect(scene.recognizer.state == .possible, "reset after the cancellation")
    }

    @Test(arguments: TwoFingerKind.allCases)
    func beforeBeginningTheLastFingerLiftingFailsTheGesture(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        scene.landTwoFingers()
        scene.script.end(2, at: scene.point(kind.identity))
        #expect(scene.log.entries.isEmpty)
        scene.script.end(1, at: scene.center)
        #expect(scene.log.entries == [scene.entry("failed")])
    }
}
