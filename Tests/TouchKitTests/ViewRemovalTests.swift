import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A touch whose view leaves the window is cancelled. UIKit's `touchesCancelled(_:with:)`
/// reference: an interruption "causes the view handling the touch events to be removed from its
/// window". The view gets `touchesCancelled` once and nothing after; the recognizers that left
/// with it are cancelled or failed; new touches hit-test the hierarchy that is left.
@Suite("A touched view leaves the window")
@MainActor
struct ViewRemovalTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let stateLogger: GestureStateLogger
    /// Fills the window's top-left 300 × 300.
    let parent: LoggingView
    /// In `parent`, at (50, 50), 100 × 100.
    let child: LoggingView
    /// In `child`.
    let a = CGPoint(x: 100, y: 100)

    init() {
        script = TouchScript(window: window)
        parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        child = LoggingView("child", log: log, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        stateLogger = GestureStateLogger(log: log, window: window)
    }

    /// A scripted recognizer on `view` that logs its actions with the state it reads then.
    @discardableResult
    private func planned(_ name: String, _ plan: ScriptedRecognizer.Plan, on view: UIView,
                         cancelsTouchesInView: Bool = true) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer(name, plan)
        recognizer.cancelsTouchesInView = cancelsTouchesInView
        recognizer.addTarget(nil) { [log] in log.record("\(name) action \($0.state)") }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test func removedViewGetsTouchesCancelledOnceAndNoLaterMoveOrEnd() {
        script.begin(1, at: a)
        script.move(1, to: a.offsetBy(dx: 5, dy: 0))
        child.removeFromSuperview()
        #expect(log.entries == ["child touchesBegan 1", "child touchesMoved 1", "child touchesCancelled 1"],
                "cancelled at the removal, before the finger moves again")
        script.move(1, to: a.offsetBy(dx: 10, dy: 0))
        script.end(1, at: a.offsetBy(dx: 10, dy: 0))
        #expect(log.entries == ["child touchesBegan 1", "child touchesMoved 1", "child touchesCancelled 1"])
    }

    @Test func activeRecognizerOfTheRemovedViewIsCancelledAndReset() {
        let pan = planned("pan", .beginOnMove, on: child, cancelsTouchesInView: false)
        script.begin(1, at: a)
        script.move(1, to: a.offsetBy(dx: 5, dy: 0))
        log.clear()
        child.removeFromSuperview()
        #expect(log.entries == ["child touchesCancelled 1", "pan cancelled", "pan action cancelled"])
        #expect(pan.state == .possible)
        #expect(pan.resetCount == 1)
        script.move(1, to: a.offsetBy(dx: 10, dy: 0))
        script.end(1, at: a.offsetBy(dx: 10, dy: 0))
        #expect(log.entries == ["child touchesCancelled 1", "pan cancelled", "pan action cancelled"],
                "the rest of the touch reaches neither the view nor the recognizer")
    }

    @Test func undecidedRecognizerOfTheRemovedViewFailsButAnAncestorsRecognizerKeepsTheTouch() {
        planned("childTap", .recognizeOnEnd, on: child)
        planned("parentTap", .recognizeOnEnd, on: parent)
        script.begin(1, at: a)
        child.removeFromSuperview()
        script.end(1, at: a)
        // `parent` is still in the window: its recognizer sees the lift and recognizes.
        #expect(log.entries == ["child touchesBegan 1", "child touchesCancelled 1", "childTap failed",
                                "parentTap ended", "parentTap action ended"])
    }

    @Test func longPressOfTheRemovedViewFailsAndItsTimerNeverFires() {
        let press = UILongPressGestureRecognizer()
        press.name = "press"
        child.addGestureRecognizer(press)
        script.begin(1, at: a)
        child.removeFromSuperview()
        script.wait(1)
        script.end(1, at: a)
        #expect(log.entries == ["child touchesBegan 1", "child touchesCancelled 1", "press failed"])
        #expect(window.timers.nextDeadline == nil, "no timer left behind")
    }

    @Test func nextTouchHitTestsTheNewHierarchy() {
        script.begin(1, at: a)
        child.removeFromSuperview()
        script.begin(2, at: a)
        script.end(2, at: a)
        #expect(log.entries == ["child touchesBegan 1", "child touchesCancelled 1",
                                "parent touchesBegan 1", "parent touchesEnded 1"])
    }

    @Test func removedAncestorCancelsTheTouchesOfItsSubtree() {
        let grandchild = LoggingView("grandchild", log: log, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.addSubview(grandchild)
        let inGrandchild = CGPoint(x: 70, y: 70)
        planned("pan", .beginOnMove, on: child, cancelsTouchesInView: false)
        script.begin(1, at: inGrandchild)
        script.move(1, to: inGrandchild.offsetBy(dx: 5, dy: 0))
        log.clear()
        parent.removeFromSuperview()
        script.move(1, to: inGrandchild.offsetBy(dx: 10, dy: 0))
        script.end(1, at: inGrandchild.offsetBy(dx: 10, dy: 0))
        #expect(log.entries == ["grandchild touchesCancelled 1", "pan cancelled", "pan action cancelled"])
    }

    @Test func viewMovedToAnotherSuperviewInTheSameWindowKeepsItsTouch() {
        // UIKit cancels when the view is "removed from its window"; a view re-parented inside
        // the window never leaves it.
        let other = UIView(frame: CGRect(x: 300, y: 0, width: 100, height: 400))
        window.addSubview(other)
        script.begin(1, at: a)
        other.addSubview(child)
        script.move(1, to: a.offsetBy(dx: 5, dy: 0))
        script.end(1, at: a.offsetBy(dx: 5, dy: 0))
        #expect(log.entries == ["child touchesBegan 1", "child touchesMoved 1", "child touchesEnded 1"])
    }

    @Test func viewMovedToAnotherWindowLosesItsTouch() {
        let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        script.begin(1, at: a)
        otherWindow.addSubview(child)
        script.end(1, at: a)
        #expect(log.entries == ["child touchesBegan 1", "child touchesCancelled 1"])
    }

    @Test func touchWhoseBeganIsStillHeldIsDroppedSilently() {
        // The view never heard of the touch (a recognizer delays touches began): it gets no
        // `touchesCancelled` for it either.
        let held = planned("held", .recognizeOnEnd, on: child)
        held.delaysTouchesBegan = true
        script.begin(1, at: a)
        child.removeFromSuperview()
        script.end(1, at: a)
        #expect(log.entries == ["held failed"])
    }

    @Test func removalInsideAnotherRecognizersActionCancelsOnceAndResets() {
        // The Farm's clear: an action, run inside the dispatch, removes a view whose pan is
        // active. The pan's action reads `cancelled`, and it is reset when the dispatch ends.
        let pan = planned("pan", .beginOnMove, on: child, cancelsTouchesInView: false)
        let clear = UIView(frame: CGRect(x: 300, y: 300, width: 100, height: 100))
        window.addSubview(clear)
        let clearTap = ScriptedRecognizer("clear", .recognizeOnEnd)
        clearTap.addTarget(nil) { [log, child] in
            log.record("clear action \($0.state)")
            child.removeFromSuperview()
            log.record("clear action still reads \($0.state)")
        }
        clear.addGestureRecognizer(clearTap)
        script.begin(1, at: a)
        script.move(1, to: a.offsetBy(dx: 5, dy: 0))
        log.clear()
        script.tap(at: CGPoint(x: 350, y: 350), finger: 2)
        script.move(1, to: a.offsetBy(dx: 10, dy: 0))
        script.end(1, at: a.offsetBy(dx: 10, dy: 0))
        #expect(log.entries == ["clear ended", "clear action ended", "child touchesCancelled 1", "pan cancelled",
                                "clear action still reads ended", "pan action cancelled"])
        #expect(pan.state == .possible)
        #expect(pan.resetCount == 1)
        #expect(clearTap.state == .possible)
    }
}
