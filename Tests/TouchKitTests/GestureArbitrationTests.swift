import Foundation
import Testing
import TouchKit
import TouchKitTesting

@Suite("Gesture arbitration")
@MainActor
struct GestureArbitrationTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let view: LoggingView
    let stateLogger: GestureStateLogger
    let a = CGPoint(x: 100, y: 100)

    init() {
        script = TouchScript(window: window)
        view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        stateLogger = GestureStateLogger(log: log, window: window)
    }

    private func recognizer(_ name: String, _ plan: ScriptedRecognizer.Plan, on target: UIView? = nil) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer(name, plan, log: log)
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }

    private func actionCounter(_ recognizer: UIGestureRecognizer, _ name: String) {
        recognizer.addTarget(nil) { [log] in log.record("\(name) action \($0.state)") }
    }

    // MARK: Who sees touches

    @Test func recognizersSeeATouchBeforeTheViewDoes() {
        let r = recognizer("r", .failOnEnd)
        r.logsTouches = true
        script.tap(at: a)
        #expect(log.entries == ["r sees began 1", "view touchesBegan 1", "r failed", "view touchesEnded 1"])
    }

    @Test func recognizersOfAncestorsSeeTouchesOfSubviewsDeepestFirst() {
        let child = LoggingView("child", log: log, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.addSubview(child)
        let outer = recognizer("outer", .failOnEnd)
        let inner = recognizer("inner", .failOnEnd, on: child)
        outer.logsTouches = true
        inner.logsTouches = true
        script.begin(1, at: a)
        let touch = window.touchDispatcher.liveTouches.first
        #expect(touch?.gestureRecognizers?.map { $0.name } == ["inner", "outer"])
        #expect(log.entries == ["inner sees began 1", "outer sees began 1", "child touchesBegan 1"])
    }

    @Test func shouldReceiveFalseHidesTheTouchFromTheRecognizer() {
        let r = recognizer("r", .beginOnMove)
        r.logsTouches = true
        r.shouldReceive = { _, _ in false }
        script.drag(1, from: a, to: CGPoint(x: 150, y: 100), steps: 2)
        #expect(log.entries == ["view touchesBegan 1", "view touchesMoved 1", "view touchesMoved 1", "view touchesEnded 1"])
    }

    @Test func disabledRecognizerSeesNothing() {
        let r = recognizer("r", .beginOnMove)
        r.logsTouches = true
        r.isEnabled = false
        script.drag(1, from: a, to: CGPoint(x: 150, y: 100), steps: 1)
        #expect(log.entries == ["view touchesBegan 1", "view touchesMoved 1", "view touchesEnded 1"])
    }

    @Test func disablingAnActiveRecognizerCancelsItAndItsTargetHears() {
        let r = recognizer("r", .beginOnMove)
        actionCounter(r, "r")
        script.begin(1, at: a)
        script.move(1, to: CGPoint(x: 120, y: 100))
        r.isEnabled = false
        script.move(1, to: CGPoint(x: 140, y: 100))
        script.end(1, at: CGPoint(x: 140, y: 100))
        #expect(log.entries == ["view touchesBegan 1", "r began", "view touchesCancelled 1", "r action began",
                                "r cancelled", "r action cancelled"])
        #expect(r.state == .possible)
    }

    @Test func removingAnActiveRecognizerCancelsIt() {
        let r = recognizer("r", .beginOnMove)
        script.begin(1, at: a)
        script.move(1, to: CGPoint(x: 120, y: 100))
        view.removeGestureRecognizer(r)
        #expect(r.view == nil)
        #expect(view.gestureRecognizers == nil)
        #expect(log.entries.suffix(1) == ["r cancelled"])
    }

    // MARK: Exclusion and simultaneity

    @Test func whenOneRecognizesTheOthersSharingTheTouchFail() {
        let first = recognizer("first", .beginOnMove)
        let second = recognizer("second", .beginOnMove)
        script.begin(1, at: a)
        script.move(1, to: CGPoint(x: 120, y: 100))
        #expect(first.state == .began)
        #expect(second.state == .possible) // failed, then reset at the end of the dispatch
        #expect(log.entries == ["view touchesBegan 1", "first began", "second failed", "view touchesCancelled 1"])
    }

    @Test func simultaneousRecognitionWhenEitherSideAllows() {
        for allowFromFirst in [true, false] {
            log.clear()
            let first = recognizer("first", .beginOnMove)
            let second = recognizer("second", .beginOnMove)
            (allowFromFirst ? first : second).shouldRecognizeSimultaneously = { _, _ in true }
            script.begin(1, at: a)
            script.move(1, to: CGPoint(x: 120, y: 100))
            script.end(1, at: CGPoint(x: 120, y: 100))
            #expect(log.entries == ["view touchesBegan 1", "first began", "view touchesCancelled 1", "second began",
                                    "first ended", "second ended"])
            view.removeGestureRecognizer(first)
            view.removeGestureRecognizer(second)
        }
    }

    @Test func anActiveRecognizerPreventsALaterOne() {
        _ = recognizer("pan", .beginOnMove)
        let tap = recognizer("tap", .recognizeOnEnd)
        script.begin(1, at: a)
        script.move(1, to: CGPoint(x: 120, y: 100))
        script.end(1, at: CGPoint(x: 120, y: 100))
        #expect(log.entries == ["view touchesBegan 1", "pan began", "tap failed", "view touchesCancelled 1", "pan ended"])
        #expect(tap.state == .possible)
    }

    @Test func recognizersWithoutCommonTouchesRecognizeTogether() {
        let left = LoggingView("left", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let right = LoggingView("right", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 300))
        view.addSubview(left)
        view.addSubview(right)
        _ = recognizer("leftPan", .beginOnMove, on: left)
        _ = recognizer("rightPan", .beginOnMove, on: right)
        script.begin(1, at: CGPoint(x: 50, y: 50))
        script.begin(2, at: CGPoint(x: 250, y: 50))
        script.move(1, to: CGPoint(x: 60, y: 50))
        script.move(2, to: CGPoint(x: 260, y: 50))
        #expect(log.entries == ["left touchesBegan 1", "right touchesBegan 1", "leftPan began", "left touchesCancelled 1",
                                "rightPan began", "right touchesCancelled 1"])
    }

    @Test func canPreventHooksLetASubclassStayOutOfExclusion() {
        final class Unpreventable: UIPanGestureRecognizer {
            override func canBePrevented(by other: UIGestureRecognizer) -> Bool { false }
        }
        let first = recognizer("first", .beginOnMove)
        let pan = Unpreventable()
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        script.begin(1, at: a)
        script.move(1, to: CGPoint(x: 105, y: 100))
        script.move(1, to: CGPoint(x: 130, y: 100))
        #expect(first.state == .changed)
        #expect(pan.state == .began)
    }

    // MARK: require(toFail:)

    @Test func waitingRecognizerFiresAtOnceWhenTheOtherFails() {
        let waiter = recognizer("waiter", .recognizeOnEnd)
        let other = recognizer("other", .failOnEnd)
        actionCounter(waiter, "waiter")
        waiter.require(toFail: other)
        script.tap(at: a)
        #expect(log.entries == ["view touchesBegan 1", "other failed", "waiter ended", "view touchesCancelled 1",
                                "waiter action ended"])
    }

    @Test func waitingRecognizerFailsWhenTheOtherRecognizes() {
        let waiter = recognizer("waiter", .recognizeOnEnd)
        let other = recognizer("other", .recognizeOnEnd)
        actionCounter(waiter, "waiter")
        waiter.require(toFail: other)
        script.tap(at: a)
        #expect(log.entries == ["view touchesBegan 1", "other ended", "waiter failed", "view touchesCancelled 1"])
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let single = UITapGestureRecognizer()
        single.name = "single"
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        actionCounter(single, "single")
        actionCounter(double, "double")

        script.tap(at: a)
        #expect(log.entries == ["view touchesBegan 1"])
        script.wait(UITapGestureRecognizer.maximumTapInterval)
        #expect(log.entries == ["view touchesBegan 1", "double failed", "single ended", "view touchesCancelled 1",
                                "single action ended"])

        log.clear()
        script.tap(at: a)
        script.tap(at: a)
        #expect(log.entries == ["view touchesBegan 1", "single failed", "view touchesBegan 1", "double ended",
                                "view touchesCancelled 2", "double action ended"])
        script.wait(1)
        #expect(log.entries.count == 6)
    }

    @Test func requirementOnAnUninvolvedRecognizerDoesNotHoldBack() {
        let elsewhere = LoggingView("elsewhere", log: log, frame: CGRect(x: 350, y: 350, width: 40, height: 40))
        window.addSubview(elsewhere)
        let waiter = recognizer("waiter", .recognizeOnEnd)
        let other = recognizer("other", .recognizeOnEnd, on: elsewhere)
        waiter.require(toFail: other)
        script.tap(at: a)
        #expect(log.entries == ["view touchesBegan 1", "waiter ended", "view touchesCancelled 1"])
    }

    // MARK: shouldBegin

    @Test func shouldBeginFalseFailsTheRecognizerAndLeavesTheTouchToTheView() {
        let r = recognizer("r", .beginOnMove)
        var asked = 0
        r.shouldBegin = { _ in asked += 1; return false }
        script.drag(1, from: a, to: CGPoint(x: 140, y: 100), steps: 2)
        #expect(asked == 1)
        #expect(log.entries == ["view touchesBegan 1", "r failed", "view touchesMoved 1", "view touchesMoved 1",
                                "view touchesEnded 1"])
    }

    // MARK: Touch delivery to the view

    @Test func recognitionCancelsTheTouchesInTheView() {
        _ = recognizer("pan", .beginOnMove)
        script.drag(1, from: a, to: CGPoint(x: 160, y: 100), steps: 3)
        #expect(log.entries == ["view touchesBegan 1", "pan began", "view touchesCancelled 1", "pan changed",
                                "pan changed", "pan ended"])
    }

    @Test func withoutCancelsTouchesInViewTheViewKeepsGettingTouches() {
        let pan = recognizer("pan", .beginOnMove)
        pan.cancelsTouchesInView = false
        script.drag(1, from: a, to: CGPoint(x: 160, y: 100), steps: 2)
        #expect(log.entries == ["view touchesBegan 1", "pan began", "view touchesMoved 1", "pan changed",
                                "view touchesMoved 1", "pan ended", "view touchesEnded 1"])
    }

    @Test func delaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
        let r = recognizer("r", .failOnEnd)
        r.delaysTouchesBegan = true
        script.begin(1, at: a)
        script.move(1, to: CGPoint(x: 110, y: 100))
        #expect(log.entries.isEmpty)
        script.end(1, at: CGPoint(x: 110, y: 100))
        #expect(log.entries == ["r failed", "view touchesBegan 1", "view touchesMoved 1", "view touchesEnded 1"])
    }

    @Test func delaysTouchesBeganHidesTheTouchEntirelyWhenTheRecognizerRecognizes() {
        let r = recognizer("r", .beginOnMove)
        r.delaysTouchesBegan = true
        script.drag(1, from: a, to: CGPoint(x: 140, y: 100), steps: 2)
        #expect(log.entries == ["r began", "r changed", "r ended"])
    }

    @Test func delaysTouchesEndedHoldsTheEndUntilTheRecognizerDecides() {
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        script.tap(at: a)
        #expect(log.entries == ["view touchesBegan 1"])
        script.wait(UITapGestureRecognizer.maximumTapInterval)
        #expect(log.entries == ["view touchesBegan 1", "double failed", "view touchesEnded 1"])
    }

    @Test func withoutDelaysTouchesEndedTheViewHearsTheEndAtOnce() {
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        script.tap(at: a)
        #expect(log.entries == ["view touchesBegan 1", "view touchesEnded 1"])
        script.tap(at: a)
        // The view already finished both touches: nothing left to cancel.
        #expect(log.entries == ["view touchesBegan 1", "view touchesEnded 1", "view touchesBegan 1", "double ended",
                                "view touchesCancelled 1"])
    }

    // MARK: reset

    @Test func resetRunsAfterEveryFinalState() {
        let pan = recognizer("pan", .beginOnMove)
        let tap = recognizer("tap", .recognizeOnEnd)
        let fails = recognizer("fails", .failOnEnd)
        pan.shouldRecognizeSimultaneously = { _, _ in true }
        tap.shouldRecognizeSimultaneously = { _, _ in true }
        fails.shouldRecognizeSimultaneously = { _, _ in true }
        script.drag(1, from: a, to: CGPoint(x: 130, y: 100), steps: 1)
        script.begin(2, at: a)
        script.cancel(2, at: a)
        #expect(pan.resetCount == 2)   // ended, then failed on the cancelled touch
        #expect(tap.resetCount == 2)   // recognized, then failed on cancel
        #expect(fails.resetCount == 2)
        for r in [pan, tap, fails] { #expect(r.state == .possible) }
    }

    @Test func afterResetTheRecognizerIgnoresTheRestOfTheSequence() {
        let r = recognizer("r", .beginOnMove)
        r.logsTouches = true
        script.begin(1, at: a)
        script.move(1, to: CGPoint(x: 110, y: 100))
        r.state = .ended   // ends while the finger is still down
        script.begin(2, at: CGPoint(x: 200, y: 200))
        script.move(1, to: CGPoint(x: 120, y: 100))
        script.end(1, at: CGPoint(x: 120, y: 100))
        script.end(2, at: CGPoint(x: 200, y: 200))
        log.clear()
        script.begin(3, at: a)
        #expect(log.entries == ["r sees began 1", "view touchesBegan 1"])
    }

    // MARK: State machine and target-action

    @Test func illegalTransitionsAreIgnored() {
        let r = ScriptedRecognizer("r", .failOnEnd, log: log)
        r.state = .changed
        #expect(r.state == .possible)
        r.state = .began
        r.state = .failed
        #expect(r.state == .began)
        r.state = .changed
        r.state = .changed
        r.state = .ended
        r.state = .began
        #expect(r.state == .ended)
    }

    @Test func recognizedIsEnded() {
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.possible.canTransition(to: .recognized))
        #expect(!UIGestureRecognizer.State.possible.canTransition(to: .cancelled))
    }

    @Test func targetsAreHeldWeaklyAndCanBeRemoved() {
        final class Target {}
        var target: Target? = Target()
        let kept = Target()
        var calls: [String] = []
        let r = ScriptedRecognizer("r", .beginOnMove, log: log)
        r.addTarget(target) { _ in calls.append("weak") }
        r.addTarget(kept) { _ in calls.append("kept") }
        view.addGestureRecognizer(r)
        script.drag(1, from: a, to: CGPoint(x: 130, y: 100), steps: 1)
        #expect(calls == ["weak", "kept", "weak", "kept"])
        calls.removeAll()
        target = nil
        script.drag(1, from: a, to: CGPoint(x: 130, y: 100), steps: 1)
        #expect(calls == ["kept", "kept"])
        calls.removeAll()
        r.removeTarget(kept)
        script.drag(1, from: a, to: CGPoint(x: 130, y: 100), steps: 1)
        #expect(calls.isEmpty)
    }

    @Test func initializerActionRunsOncePerChangeAndNotOnFailure() {
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(tap)
        script.tap(at: a)
        script.wait(1)
        script.drag(1, from: a, to: CGPoint(x: 200, y: 100), steps: 2)
        #expect(states == [.ended])
    }

    @Test func removeTargetNilRemovesEveryAction() {
        var calls = 0
        let tap = UITapGestureRecognizer { _ in calls += 1 }
        tap.addTarget(nil) { _ in calls += 1 }
        tap.removeTarget(nil)
        view.addGestureRecognizer(tap)
        script.tap(at: a)
        #expect(calls == 0)
        #expect(tap.view === view)
    }
}
