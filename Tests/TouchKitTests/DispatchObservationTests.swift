import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// What a window's ``TouchDispatcher`` publishes: every step of dispatch, in order, with the
/// reason for each failure or cancel. The inspector, the trace and the fuzzer read only this.
@Suite("Dispatch observation")
@MainActor
struct DispatchObservationTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let view: LoggingView
    let logger: DispatchEventLogger
    let a = CGPoint(x: 100, y: 100)
    let b = CGPoint(x: 180, y: 100)

    init() {
        script = TouchScript(window: window)
        view = LoggingView("view", log: EventLog(), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        logger = DispatchEventLogger(log: log, window: window)
    }

    private func recognizer(_ name: String, _ plan: ScriptedRecognizer.Plan, on target: UIView? = nil) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer(name, plan)
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }

    // MARK: Touches and views

    @Test func aTapIsSeenHitDeliveredAndDecidedInOrder() {
        _ = recognizer("r", .failOnEnd)
        script.tap(at: a)
        #expect(log.entries == [
            "touch 1 hit view [r]", "view began [1]",
            "r possible → failed: own rule", "r reset", "view ended [1]",
        ])
    }

    @Test func aRecognizerThatRecognizesCancelsItsTouchesInTheViewsBeforeItsActionsRun() {
        let pan = recognizer("pan", .beginOnMove)
        pan.addTarget(nil) { [log] in log.record("pan action \($0.state)") }
        script.begin(1, at: a)
        script.move(1, to: b)
        #expect(log.entries == [
            "touch 1 hit view [pan]", "view began [1]",
            "pan possible → began", "cancelled in views [1]: recognized pan", "view cancelled [1]",
            "pan action began",
        ])
    }

    @Test func phasesHeldByDelaysTouchesBeganAreReleasedInOrderWhenTheRecognizerFails() {
        let r = recognizer("r", .failOnEnd)
        r.delaysTouchesBegan = true
        script.begin(1, at: a)
        script.move(1, to: b)
        script.end(1, at: b)
        #expect(log.entries == [
            "touch 1 hit view [r]", "touch 1 held began", "touch 1 held moved",
            "r possible → failed: own rule", "r reset",
            "touch 1 released [began, moved]", "view began [1]", "view moved [1]", "view ended [1]",
        ])
    }

    @Test func theEndHeldByDelaysTouchesEndedIsReleasedWhenTheRecognizerGivesUp() {
        // A double tap is still undecided after the first lift (it waits for a second tap), and
        // delays touches ended by default: the lift waits until the wait times out.
        let doubleTap = UITapGestureRecognizer()
        doubleTap.name = "double"
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        script.tap(at: a)
        #expect(log.entries == ["touch 1 hit view [double]", "view began [1]", "touch 1 held ended"])
        script.wait(1)
        #expect(log.entries.suffix(4) == [
            "double possible → failed: own rule", "double reset", "touch 1 released [ended]", "view ended [1]",
        ])
    }

    @Test func aTouchOnAViewThatAcceptsOneTouchIsWithheld() {
        view.isMultipleTouchEnabled = false
        script.begin(1, at: a)
        script.begin(2, at: b)
        #expect(log.entries.contains("touch 2 withheld from view: multipleTouchDisabled"))
        #expect(!log.entries.contains("view began [2]"))
    }

    @Test func aTouchBesideAnExclusiveTouchViewIsWithheld() {
        let exclusive = LoggingView("exclusive", log: EventLog(), frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        exclusive.isExclusiveTouch = true
        view.addSubview(exclusive)
        script.begin(1, at: CGPoint(x: 10, y: 10))
        script.begin(2, at: b)
        #expect(log.entries.contains("touch 2 withheld from view: exclusiveTouch"))
    }

    // MARK: Why a recognizer failed or was cancelled

    @Test func waitingForARecognizerThatRecognizesFailsWithThatReason() {
        let double = recognizer("double", .recognizeOnEnd)
        let single = recognizer("single", .recognizeOnEnd)
        single.require(toFail: double)
        script.tap(at: a)
        #expect(log.entries.contains("double possible → ended"))
        #expect(log.entries.contains("single possible → failed: required double to fail"))
    }

    @Test func anotherRecognizerThatRecognizedFirstPreventsTheSecond() {
        _ = recognizer("first", .beginOnMove)
        _ = recognizer("second", .beginOnMove)
        script.begin(1, at: a)
        script.move(1, to: b)
        #expect(log.entries.contains("first possible → began"))
        #expect(log.entries.contains("second possible → failed: prevented by first"))
    }

    @Test func recognizersAllowedToRecognizeTogetherBothBegin() {
        let first = recognizer("first", .beginOnMove)
        _ = recognizer("second", .beginOnMove)
        first.shouldRecognizeSimultaneously = { _, _ in true }
        script.begin(1, at: a)
        script.move(1, to: b)
        #expect(log.entries.contains("second possible → began"))
        #expect(!log.entries.contains { $0.hasPrefix("second possible → failed") })
    }

    @Test func aDelegateThatRefusesFailsTheRecognizerWithThatReason() {
        let r = recognizer("r", .beginOnMove)
        r.shouldBegin = { _ in false }
        script.begin(1, at: a)
        script.move(1, to: b)
        #expect(log.entries.contains("r possible → failed: delegate refused"))
    }

    @Test func aTouchedViewThatRefusesFailsTheRecognizerWithThatReason() {
        let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        refusing.accessibilityIdentifier = "refusing"
        window.addSubview(refusing)
        _ = recognizer("r", .beginOnMove, on: refusing)
        script.begin(1, at: a)
        script.move(1, to: b)
        #expect(log.entries.contains("r possible → failed: refusing refused"))
    }

    @Test(arguments: [Cancellation.deviceLost, .grabbed, .platform])
    func aCancelledTouchEndsTheGestureWithWhereTheCancelCameFrom(_ cancellation: Cancellation) {
        _ = recognizer("r", .beginOnMove)
        script.begin(1, at: a)
        script.move(1, to: b)
        switch cancellation {
        case .deviceLost: window.cancelTouches(ofDevice: TouchScript.touchDevice, at: 5)
        case .grabbed: window.cancelTouch(for: .touch(device: TouchScript.touchDevice, id: 1), at: 5)
        case .platform: script.cancel(1, at: b)
        }
        #expect(log.entries.contains("r began → cancelled: touch cancelled (\(cancellation))"))
    }

    @Test func aBeganForAPointerStillDownCancelsTheStaleTouchAsALostEnd() {
        _ = recognizer("r", .beginOnMove)
        script.begin(1, at: a)
        script.move(1, to: b)
        script.begin(1, at: a)
        #expect(log.entries.contains("r began → cancelled: touch cancelled (lostEnd)"))
    }

    @Test func disablingARecognizerMidGestureCancelsItWithThatReason() {
        let r = recognizer("r", .beginOnMove)
        script.begin(1, at: a)
        script.move(1, to: b)
        r.isEnabled = false
        #expect(log.entries.suffix(2) == ["r began → cancelled: disabled", "r reset"])
    }

    @Test func aViewLeavingTheWindowCancelsItsTouchesAndItsRecognizersGestures() {
        let r = recognizer("r", .beginOnMove)
        r.cancelsTouchesInView = false
        script.begin(1, at: a)
        script.move(1, to: b)
        view.removeFromSuperview()
        #expect(log.entries.suffix(4) == [
            "cancelled in views [1]: view left window", "view cancelled [1]",
            "r began → cancelled: view left window", "r reset",
        ])
    }

    @Test func anIllegalStateChangeIsPublishedAsRefused() {
        let r = IllegalRecognizer()
        r.name = "illegal"
        view.addGestureRecognizer(r)
        script.begin(1, at: a)
        script.move(1, to: b)
        #expect(log.entries.contains("illegal refused changed"))
    }

    // MARK: Observers

    @Test func aRemovedObserverHearsNothingMore() {
        window.touchDispatcher.removeObserver(logger)
        script.tap(at: a)
        #expect(log.entries.isEmpty)
    }

    @Test func theDispatcherHoldsObserversWeakly() {
        let otherLog = EventLog()
        weak var released: DispatchEventLogger?
        do {
            let temporary = DispatchEventLogger(log: otherLog, window: window)
            released = temporary
        }
        script.tap(at: a)
        #expect(released == nil)
        #expect(otherLog.entries.isEmpty)
        #expect(!log.entries.isEmpty, "the kept observer still hears")
    }
}

/// How a test cancels a touch.
enum Cancellation: String, CustomStringConvertible, Sendable {
    case deviceLost, grabbed, platform
    var description: String { rawValue }
}

/// A view that refuses to let any recognizer cancel its touches.
private final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A recognizer whose subclass asks for `changed` straight from `possible`.
private final class IllegalRecognizer: UIGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .changed
    }
}
