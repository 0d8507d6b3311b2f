import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Edge cases of touch dispatch: views and recognizers that go away mid-gesture,
/// failure-requirement chains, system cancellation while a delivery is held back.
@Suite("Gesture edge cases")
@MainActor
struct GestureEdgeCaseTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let view: LoggingView
    let child: LoggingView
    let stateLogger: GestureStateLogger
    /// In `child`.
    let a = CGPoint(x: 100, y: 100)
    /// In `view`, outside `child`.
    let b = CGPoint(x: 250, y: 250)

    init() {
        script = TouchScript(window: window)
        view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        child = LoggingView("child", log: log, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        view.addSubview(child)
        stateLogger = GestureStateLogger(log: log, window: window)
    }

    private func tap(_ name: String, taps: Int = 1) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.name = name
        tap.numberOfTapsRequired = taps
        tap.addTarget(nil) { [log] in log.record("\(name) action \($0.state)") }
        return tap
    }

    private func planned(_ name: String, _ plan: ScriptedRecognizer.Plan, on target: UIView) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer(name, plan)
        recognizer.addTarget(nil) { [log] in log.record("\(name) action \($0.state)") }
        target.addGestureRecognizer(recognizer)
        return recognizer
    }

    // MARK: A view that leaves the window mid-gesture

    @Test func recognizerWhoseViewLeftTheWindowFailsAtOnceAndTheViewHearsNoEnd() {
        let double = tap("double", taps: 2)
        child.addGestureRecognizer(double)
        script.begin(1, at: a)
        // Issue 10: a view that leaves the window has its touches cancelled (UIKit's
        // `touchesCancelled` reference), and its undecided recognizer fails then and there.
        child.removeFromSuperview()
        script.end(1, at: a)
        script.wait(1)
        #expect(log.entries == ["child touchesBegan 1", "child touchesCancelled 1", "double failed"])
        #expect(double.state == .possible)
    }

    @Test func removingARecognizerWhoseViewLeftTheWindowReleasesWhatWaitsForIt() {
        let single = tap("single")
        let double = tap("double", taps: 2)
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        child.addGestureRecognizer(double)
        script.tap(at: a)
        child.removeFromSuperview()
        // Removed while undecided, from a view no longer in the window: it must still fail here.
        child.removeGestureRecognizer(double)
        // The child's end was held for the double tap: leaving the window cancels it instead,
        // and the double tap, whose view left, fails; the single tap on `view` then recognizes.
        #expect(log.entries == ["child touchesBegan 1", "child touchesCancelled 1", "double failed", "single ended",
                                "single action ended"])
        log.clear()
        // The next single tap no longer waits for a double tap that left.
        script.tap(at: b)
        #expect(log.entries == ["view touchesBegan 1", "single ended", "view touchesCancelled 1", "single action ended"])
    }

    @Test func continuousGestureWhoseViewLeavesTheWindowReportsItsEnd() {
        let pan = planned("pan", .beginOnMove, on: child)
        script.begin(1, at: a)
        script.move(1, to: CGPoint(x: 110, y: 100))
        child.removeFromSuperview()
        script.move(1, to: CGPoint(x: 120, y: 100))
        script.end(1, at: CGPoint(x: 120, y: 100))
        // Cancelled when its view leaves (issue 10), not ended by a touch its view no longer has.
        #expect(log.entries == ["child touchesBegan 1", "pan began", "child touchesCancelled 1", "pan action began",
                                "pan cancelled", "pan action cancelled"])
        #expect(pan.state == .possible)
    }

    // MARK: require(toFail:) chains

    @Test func chainedRequirementsSettleInOrderWhenTheLastFails() {
        let first = planned("first", .recognizeOnEnd, on: view)
        let second = planned("second", .recognizeOnEnd, on: view)
        let third = planned("third", .failOnEnd, on: view)
        first.require(toFail: second)
        second.require(toFail: third)
        script.tap(at: b)
        #expect(log.entries == ["view touchesBegan 1", "third failed", "second ended", "first failed",
                                "view touchesCancelled 1", "second action ended"])
    }

    @Test func chainedRequirementsLetTheFirstRecognizeWhenTheLastRecognizes() {
        let first = planned("first", .recognizeOnEnd, on: view)
        let second = planned("second", .recognizeOnEnd, on: view)
        let third = planned("third", .recognizeOnEnd, on: view)
        for r in [first, second, third] { r.shouldRecognizeSimultaneously = { _, _ in true } }
        first.require(toFail: second)
        second.require(toFail: third)
        script.tap(at: b)
        #expect(log.entries == ["view touchesBegan 1", "third ended", "second failed", "view touchesCancelled 1",
                                "third action ended", "first ended", "first action ended"])
    }

    // MARK: System cancellation

    @Test func deviceRemovalWhileAnEndIsHeldDeliversTheEndThenTheCancel() {
        let double = tap("double", taps: 2)
        view.addGestureRecognizer(double)
        script.tap(at: b)
        script.begin(2, at: b)
        window.cancelTouches(ofDevice: TouchScript.touchDevice, at: script.clock.now)
        #expect(log.entries == ["view touchesBegan 1", "view touchesBegan 1", "double failed", "view touchesEnded 1",
                                "view touchesCancelled 1"])
        #expect(window.touchDispatcher.liveTouches.isEmpty)
    }

    @Test func deviceRemovalWhileTheBeginIsHeldGivesTheViewAWholeSequence() {
        let press = UILongPressGestureRecognizer()
        press.name = "press"
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        script.begin(1, at: b)
        window.cancelTouches(ofDevice: TouchScript.touchDevice, at: script.clock.now)
        #expect(log.entries == ["press failed", "view touchesBegan 1", "view touchesCancelled 1"])
        script.wait(1)
        #expect(log.entries.count == 3)
    }

    // MARK: Recognizers removed mid-gesture

    @Test func recognizerRemovedByItsOwnActionIsCancelledOnce() {
        let pan = planned("pan", .beginOnMove, on: view)
        pan.addTarget(nil) { [view] in if $0.state == .began { view.removeGestureRecognizer($0) } }
        script.drag(1, from: b, to: CGPoint(x: 290, y: 250), steps: 3)
        #expect(log.entries == ["view touchesBegan 1", "pan began", "view touchesCancelled 1", "pan action began",
                                "pan cancelled", "pan action cancelled"])
    }

    // MARK: ignore(_:for:)

    @Test func anIgnoredExtraFingerDoesNotKeepNewFingersFromAnActivePan() {
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.maximumNumberOfTouches = 2
        view.addGestureRecognizer(pan)
        script.begin(1, at: CGPoint(x: 200, y: 200))
        script.begin(2, at: CGPoint(x: 220, y: 200))
        script.move(1, to: CGPoint(x: 200, y: 240))
        script.move(2, to: CGPoint(x: 220, y: 240))
        #expect(pan.state == .changed)
        script.begin(3, at: CGPoint(x: 240, y: 200))   // a third finger: ignored for its whole life
        #expect(pan.numberOfTouches == 2)
        script.end(2, at: CGPoint(x: 220, y: 240))
        #expect(pan.numberOfTouches == 1)
        script.begin(4, at: CGPoint(x: 260, y: 200))   // a new second finger joins the pan
        #expect(pan.numberOfTouches == 2)
    }

    @Test func disablingARecognizerThatAlreadyFinishedReportsNoSecondFinalState() {
        let r = planned("r", .recognizeOnEnd, on: view)
        script.begin(1, at: b)
        script.begin(2, at: CGPoint(x: 260, y: 250))
        script.end(1, at: b)   // recognized; finger 2 is still down and now ignored
        log.clear()
        r.isEnabled = false
        view.removeGestureRecognizer(r)
        #expect(log.entries.isEmpty)
    }

    // MARK: isMultipleTouchEnabled

    @Test func singleTouchViewGetsOneTouchWhileItsPinchSeesBoth() {
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "pinch"
        view.addGestureRecognizer(pinch)
        script.begin(1, at: CGPoint(x: 200, y: 250))
        script.begin(2, at: CGPoint(x: 260, y: 250))
        #expect(pinch.numberOfTouches == 2)
        script.move(1, to: CGPoint(x: 170, y: 250))
        script.move(2, to: CGPoint(x: 290, y: 250))
        script.end(1, at: CGPoint(x: 170, y: 250))
        script.end(2, at: CGPoint(x: 290, y: 250))
        #expect(log.entries == ["view touchesBegan 1", "pinch began", "view touchesCancelled 1", "pinch changed",
                                "pinch ended"])
    }
}
