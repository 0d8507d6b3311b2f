import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UISwipeGestureRecognizer`: a quick straight stroke in an allowed direction is recognized
/// once, as soon as it covers the distance; slow, crooked, wrong-way, short or crowded strokes fail.
@Suite("Swipe gesture recognizer")
@MainActor
struct SwipeGestureRecognizerTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let view: LoggingView
    let stateLogger: GestureStateLogger
    let swipe = UISwipeGestureRecognizer()
    let center = CGPoint(x: 200, y: 200)

    init() {
        script = TouchScript(window: window)
        view = LoggingView("v", log: log, frame: window.bounds)
        window.addSubview(view)
        stateLogger = GestureStateLogger(log: log, window: window)
        swipe.name = "swipe"
        view.addGestureRecognizer(swipe)
    }

    /// One finger goes down at `start` and moves by `(dx, dy)` in `steps` equal moves, without lifting.
    private func stroke(_ finger: Int = 1, from start: CGPoint, dx: CGFloat, dy: CGFloat, steps: Int = 5) {
        script.begin(finger, at: start)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            script.move(finger, to: start.offsetBy(dx: dx * t, dy: dy * t))
        }
    }

    // MARK: Recognizing

    @Test func rightSwipeIsRecognizedAsSoonAsItCoversTheDistance() {
        // 20 pt steps: 40 pt is not enough, 60 pt is.
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 0), steps: 5)
        #expect(log.entries == [
            "v touchesBegan 1", "v touchesMoved 1", "v touchesMoved 1",
            "swipe ended", "v touchesCancelled 1",
        ])
        #expect(swipe.state == .possible)
    }

    @Test func leftSwipeIsRecognizedWhenAllowed() {
        swipe.direction = .left
        script.drag(from: center, to: center.offsetBy(dx: -100, dy: 0))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe ended"])
    }

    @Test func upSwipeIsRecognizedWhenAllowed() {
        swipe.direction = .up
        script.drag(from: center, to: center.offsetBy(dx: 0, dy: -100))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe ended"])
    }

    @Test func downSwipeIsRecognizedWhenAllowed() {
        swipe.direction = .down
        script.drag(from: center, to: center.offsetBy(dx: 0, dy: 100))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe ended"])
    }

    @Test func everyDirectionOfACombinedSetIsRecognized() {
        swipe.direction = [.left, .right, .up, .down]
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 0))
        script.drag(from: center, to: center.offsetBy(dx: -100, dy: 0))
        script.drag(from: center, to: center.offsetBy(dx: 0, dy: -100))
        script.drag(from: center, to: center.offsetBy(dx: 0, dy: 100))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == Array(repeating: "swipe ended", count: 4))
    }

    @Test func defaultsAreUIKits() {
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test func swipeIsDiscreteAndCallsItsActionOnce() {
        var states: [UIGestureRecognizer.State] = []
        swipe.addTarget(nil) { states.append($0.state) }
        stroke(from: center, dx: 150, dy: 0, steps: 10)
        script.end(1, at: center.offsetBy(dx: 150, dy: 0))
        #expect(states == [.recognized])
    }

    @Test func locationIsWhereTheSwipeBeganInTheGivenView() {
        let inner = UIView(frame: CGRect(x: 50, y: 30, width: 300, height: 300))
        view.addSubview(inner)
        var began: CGPoint?
        swipe.addTarget(nil) { began = $0.location(in: inner) }
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 0))
        #expect(began == CGPoint(x: 150, y: 170))
    }

    @Test func recognizesAgainAfterAFailedSwipe() {
        script.drag(from: center, to: center.offsetBy(dx: -100, dy: 0))
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 0))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed", "swipe ended"])
    }

    // MARK: Failing

    @Test func fingerThatStopsShortFailsAtTheDeadline() {
        stroke(from: center, dx: 30, dy: 0)
        // The first touch was 0.05 s ago. Nothing moves from now on, so only the timer can fail it.
        script.wait(UISwipeGestureRecognizer.maximumSwipeDuration - 0.06)
        #expect(!log.entries.contains("swipe failed"))
        script.wait(0.02)
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
        // Finishing the stroke now is too late.
        script.move(1, to: center.offsetBy(dx: 120, dy: 0))
        script.end(1, at: center.offsetBy(dx: 120, dy: 0))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    @Test func slowDragFails() {
        // 20 pt every 0.2 s: 40 pt after 0.4 s, 60 pt only after 0.6 s.
        script.stepInterval = 0.2
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 0), steps: 5)
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    @Test func moveTimestampedPastTheDeadlineFailsBeforeTheTimerRuns() {
        // A busy run loop may read queued input before it fires due timers: the touch's own
        // timestamp must fail the swipe.
        let finger = PointerID.touch(device: TouchScript.touchDevice, id: 1)
        let t0 = script.clock.now
        window.handle(InputEvent(pointer: finger, phase: .began, location: center, timestamp: t0))
        // Each move is read in a drain of its own, as 0.3 s apart they would be.
        window.handle(InputEvent(pointer: finger, phase: .moved, location: center.offsetBy(dx: 30, dy: 0),
                                 timestamp: t0 + 0.3))
        window.flushInput()
        window.handle(InputEvent(pointer: finger, phase: .moved, location: center.offsetBy(dx: 80, dy: 0),
                                 timestamp: t0 + 0.6))
        window.flushInput()
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    @Test func strokeMoreThanTheMaximumAngleOffAxisFails() {
        // 35° below the horizontal.
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 70))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    @Test func strokeWithinTheMaximumAngleIsRecognized() {
        // 25° below the horizontal.
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 46))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe ended"])
    }

    @Test func strokeThatCurvesOffAxisAfterAGoodStartFails() {
        script.begin(1, at: center)
        script.move(1, to: center.offsetBy(dx: 20, dy: 0))
        script.move(1, to: center.offsetBy(dx: 30, dy: 30))
        script.move(1, to: center.offsetBy(dx: 40, dy: 80))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    @Test func swipeInADirectionNotAllowedFails() {
        script.drag(from: center, to: center.offsetBy(dx: -100, dy: 0))
        #expect(log.entries == [
            "v touchesBegan 1", "swipe failed", "v touchesMoved 1", "v touchesMoved 1",
            "v touchesMoved 1", "v touchesMoved 1", "v touchesMoved 1", "v touchesEnded 1",
        ])
    }

    @Test func diagonalStrokeBelongsToItsDominantAxis() {
        // Mostly right and a little down: a right swipe, so a recognizer for down fails it.
        swipe.direction = .down
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 40))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    @Test func fingerThatLiftsBeforeTheDistanceFails() {
        script.drag(from: center, to: center.offsetBy(dx: 40, dy: 0), steps: 2)
        #expect(log.entries == [
            "v touchesBegan 1", "v touchesMoved 1", "v touchesMoved 1", "swipe failed", "v touchesEnded 1",
        ])
    }

    @Test func secondFingerFailsAOneFingerSwipe() {
        view.isMultipleTouchEnabled = true
        script.begin(1, at: center)
        script.begin(2, at: center.offsetBy(dx: 0, dy: 40))
        script.move(1, to: center.offsetBy(dx: 100, dy: 0))
        script.move(2, to: center.offsetBy(dx: 100, dy: 40))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    @Test func cancelledTouchFailsTheSwipe() {
        stroke(from: center, dx: 30, dy: 0, steps: 2)
        script.cancel(1, at: center.offsetBy(dx: 30, dy: 0))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    // MARK: Several fingers

    @Test func twoFingerSwipeIsRecognizedWhenTwoAreRequired() {
        swipe.numberOfTouchesRequired = 2
        view.isMultipleTouchEnabled = true
        var states: [UIGestureRecognizer.State] = []
        var began: CGPoint?
        swipe.addTarget(nil) {
            states.append($0.state)
            began = $0.location(in: nil)
        }
        let a = CGPoint(x: 100, y: 180), b = CGPoint(x: 100, y: 220)
        script.begin(1, at: a)
        script.begin(2, at: b)
        for step in 1...5 {
            script.move(1, to: a.offsetBy(dx: CGFloat(step) * 20, dy: 0))
            script.move(2, to: b.offsetBy(dx: CGFloat(step) * 20, dy: 0))
        }
        #expect(states == [.recognized])
        #expect(began == CGPoint(x: 100, y: 200))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe ended"])
    }

    @Test func oneFingerDoesNotMakeATwoFingerSwipe() {
        swipe.numberOfTouchesRequired = 2
        script.drag(from: center, to: center.offsetBy(dx: 100, dy: 0))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    @Test func liftingOneOfTwoFingersFailsATwoFingerSwipe() {
        swipe.numberOfTouchesRequired = 2
        view.isMultipleTouchEnabled = true
        script.begin(1, at: center)
        script.begin(2, at: center.offsetBy(dx: 0, dy: 40))
        script.move(1, to: center.offsetBy(dx: 20, dy: 0))
        script.end(2, at: center.offsetBy(dx: 0, dy: 40))
        #expect(log.entries.filter { $0.hasPrefix("swipe") } == ["swipe failed"])
    }

    // MARK: With other recognizers

    @Test func swipeHeldBackByRequireToFailIsRecognizedWhenTheOtherFails() {
        // A long press that tolerates the stroke stays undecided until the finger lifts: the
        // swipe covers its distance meanwhile and must neither fail on the lift nor at its deadline.
        let press = UILongPressGestureRecognizer()
        press.name = "press"
        press.allowableMovement = 1000
        press.minimumPressDuration = 2
        view.addGestureRecognizer(press)
        swipe.require(toFail: press)
        stroke(from: center, dx: 100, dy: 0)
        #expect(swipe.state == .possible)
        script.wait(UISwipeGestureRecognizer.maximumSwipeDuration)
        script.end(1, at: center.offsetBy(dx: 100, dy: 0))
        #expect(log.entries.filter { !$0.hasPrefix("v ") } == ["press failed", "swipe ended"])
    }
}
