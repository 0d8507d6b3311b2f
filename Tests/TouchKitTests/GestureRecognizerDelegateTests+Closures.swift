import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The delegate with the recognizer's own closures, the `delegate` property itself, and the
/// touched view's `gestureRecognizerShouldBegin(_:)` (``GestureRecognizerDelegateTests``'
/// fixture).
extension GestureRecognizerDelegateTests {
    @Test(arguments: [(true, false), (false, true), (false, false)])
    func falseFromTheClosureOrTheDelegateFailsTheBegin(_ fromClosure: Bool, _ fromDelegate: Bool) {
        let r = recognizer("r", .beginOnMove)
        var closureAsked = 0
        r.shouldBegin = { _ in closureAsked += 1; return fromClosure }
        let delegate = ScriptedDelegate("delegate", log: log)
        delegate.shouldBegin = fromDelegate
        r.delegate = delegate
        script.drag(1, from: a, to: b, steps: 1)
        #expect(log.entries.contains("r failed") && !log.entries.contains("r began"))
        // Both are asked, delegate first.
        #expect(log.entries.filter { $0.contains("asked shouldBegin") } == ["delegate asked shouldBegin r"])
        #expect(closureAsked == 1)
    }

    @Test func trueFromBothLetsItBegin() {
        let r = recognizer("r", .beginOnMove)
        r.shouldBegin = { _ in true }
        r.delegate = ScriptedDelegate("delegate", log: log)
        script.drag(1, from: a, to: b, steps: 1)
        #expect(log.entries.contains("r began"))
    }

    @Test(arguments: [(true, false), (false, true)])
    func falseFromTheClosureOrTheDelegateHidesATouch(_ fromClosure: Bool, _ fromDelegate: Bool) {
        let r = recognizer("r", .beginOnMove)
        r.logsTouches = true
        r.shouldReceive = { _, _ in fromClosure }
        let delegate = ScriptedDelegate("delegate", log: log)
        delegate.shouldReceive = fromDelegate
        r.delegate = delegate
        script.tap(at: a)
        #expect(!log.entries.contains("r sees began 1"))
        #expect(log.entries.contains("delegate asked shouldReceive r"))
    }

    @Test func aClosureOnOneSideAndADelegateOnTheOtherAllowSimultaneity() {
        let first = recognizer("first", .beginOnMove)
        let second = recognizer("second", .beginOnMove)
        // The first one's delegate says no; the second one's closure says yes: yes wins.
        let delegate = ScriptedDelegate("delegate", log: log)
        first.delegate = delegate
        second.shouldRecognizeSimultaneously = { _, other in other.name == "first" }
        script.drag(1, from: a, to: b, steps: 1)
        #expect(log.entries.filter { !$0.contains("asked") && !$0.hasPrefix("view") }
                == ["first began", "second began", "first ended", "second ended"])
    }

    // MARK: The delegate property

    @Test func theDelegateIsHeldWeakly() {
        let r = recognizer("r", .beginOnMove)
        var delegate: ScriptedDelegate? = ScriptedDelegate("delegate", log: log)
        r.delegate = delegate
        #expect(r.delegate != nil)
        delegate = nil
        #expect(r.delegate == nil)
    }

    @Test func aDelegateImplementingNothingGetsUIKitsDefaults() {
        let delegate = EmptyDelegate()
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        #expect(delegate.gestureRecognizerShouldBegin(tap))
        #expect(!delegate.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: pan))
        #expect(!delegate.gestureRecognizer(tap, shouldRequireFailureOf: pan))
        #expect(!delegate.gestureRecognizer(tap, shouldBeRequiredToFailBy: pan))
    }

    // MARK: UIView.gestureRecognizerShouldBegin(_:)

    @Test func theTouchedViewIsAskedNotTheRecognizersView() {
        let child = VetoingView(log: log, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.addSubview(child)
        _ = recognizer("r", .beginOnMove)
        script.drag(1, from: a, to: b, steps: 1)
        // The recognizer is on `view`; the touch hit-tested to `child` (which passes its touches
        // up to `view`), and it is `child` whose touch recognizing would cancel.
        #expect(log.entries == ["view touchesBegan 1", "child asked about r", "r failed", "view touchesMoved 1",
                                "view touchesEnded 1"])
    }
}

/// A view that declines every recognizer that would cancel its touches, and logs the question.
@MainActor
private final class VetoingView: UIView {
    let log: EventLog

    init(log: EventLog, frame: CGRect) {
        self.log = log
        super.init(frame: frame)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.record("child asked about \(gestureRecognizer.name ?? "")")
        return false
    }
}
