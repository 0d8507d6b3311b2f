import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A pinch whose fingers lift one at a time and land again. Apple's header for
/// `UIPinchGestureRecognizer`: "Changes: when a finger moves while two fingers remain down.
/// Ends: when both fingers have lifted." So with one finger left the pinch stays active, holds
/// its scale and reports nothing; a finger that lands again continues the scale without a jump.
@Suite("Pinch with one finger lifted")
@MainActor
struct PinchOneFingerLiftedTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let logger: GestureStateLogger
    let pinch = UIPinchGestureRecognizer()
    let left = CGPoint(x: 100, y: 200), right = CGPoint(x: 200, y: 200)

    init() {
        script = TouchScript(window: window)
        logger = GestureStateLogger(log: log, window: window)
        window.addSubview(view)
        pinch.name = "pinch"
        view.addGestureRecognizer(pinch)
    }

    /// Two fingers 100 pt apart spread to 200 pt (scale 2), then finger 2 lifts.
    private func pinchToTwoAndLiftFinger2() {
        script.begin(1, at: left)
        script.begin(2, at: right)
        script.move(2, to: CGPoint(x: 250, y: 200))
        script.move(2, to: CGPoint(x: 300, y: 200))
        script.end(2, at: CGPoint(x: 300, y: 200))
    }

    @Test func withOneFingerLeftThePinchStaysActiveWithOneTouchAndItsLastScale() {
        pinchToTwoAndLiftFinger2()
        #expect(pinch.state == .changed)
        #expect(pinch.numberOfTouches == 1)
        #expect(abs(pinch.scale - 2) < 1e-9)
        // The lone finger moving changes nothing: no action, the same scale.
        script.move(1, to: CGPoint(x: 60, y: 180))
        script.move(1, to: CGPoint(x: 50, y: 200))
        #expect(log.entries == ["pinch began", "pinch changed"])
        #expect(pinch.numberOfTouches == 1)
        #expect(abs(pinch.scale - 2) < 1e-9)
    }

    @Test func aFingerThatLandsAgainContinuesTheScaleWithoutAJump() {
        pinchToTwoAndLiftFinger2()
        script.move(1, to: CGPoint(x: 50, y: 200))
        // Finger 3 lands 100 pt from finger 1: the landing itself reports nothing.
        script.begin(3, at: CGPoint(x: 150, y: 200))
        #expect(log.entries == ["pinch began", "pinch changed"])
        #expect(pinch.numberOfTouches == 2)
        #expect(abs(pinch.scale - 2) < 1e-9)
        // 110 / 100 of the new landing distance: 2 × 1.1, not 110 / 100 of the first pinch.
        script.move(3, to: CGPoint(x: 160, y: 200))
        #expect(abs(pinch.scale - 2.2) < 1e-9)
        script.move(3, to: CGPoint(x: 250, y: 200))
        #expect(abs(pinch.scale - 4) < 1e-9)
        #expect(log.entries == ["pinch began", "pinch changed", "pinch changed", "pinch changed"])
    }

    @Test func thePinchEndsOnlyWhenTheLastFingerLifts() {
        pinchToTwoAndLiftFinger2()
        script.begin(3, at: CGPoint(x: 200, y: 200))
        script.move(3, to: CGPoint(x: 250, y: 200))
        script.end(3, at: CGPoint(x: 250, y: 200))
        #expect(!log.entries.contains("pinch ended"))
        script.end(1, at: left)
        #expect(log.entries.last == "pinch ended")
        #expect(log.entries.filter { $0 == "pinch ended" }.count == 1)
    }

    @Test func aFingerAlreadyDownTakesTheLiftedOnesPlaceWithoutAJump() {
        script.begin(1, at: left)
        script.begin(2, at: right)
        script.begin(3, at: CGPoint(x: 100, y: 300))
        script.move(2, to: CGPoint(x: 300, y: 200))
        #expect(abs(pinch.scale - 2) < 1e-9)
        // Finger 2 lifts: fingers 1 and 3 (100 pt apart) are the pair now.
        script.end(2, at: CGPoint(x: 300, y: 200))
        #expect(pinch.numberOfTouches == 2)
        script.move(3, to: CGPoint(x: 100, y: 350))
        #expect(abs(pinch.scale - 3) < 1e-9, "2 × 150 / 100")
    }

    @Test func cancellingTheRemainingTouchCancelsThePinch() {
        pinchToTwoAndLiftFinger2()
        script.cancel(1, at: left)
        #expect(log.entries == ["pinch began", "pinch changed", "pinch cancelled"])
        #expect(pinch.state == .possible, "reset after the cancellation")
    }

    @Test func beforeBeginningTheLastFingerLiftingFailsThePinch() {
        script.begin(1, at: left)
        script.begin(2, at: right)
        script.end(2, at: right)
        #expect(log.entries.isEmpty)
        script.end(1, at: left)
        #expect(log.entries == ["pinch failed"])
    }
}
