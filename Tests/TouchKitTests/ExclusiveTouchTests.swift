import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UIView.isExclusiveTouch`. Apple's reference: it "causes the receiver to block the delivery of
/// touch events to other views in the same window"; the Event Handling Guide: a touch on an
/// exclusive-touch view is delivered only if that view is the only view tracking a finger in the
/// window, and a touch on a nonexclusive view only if no exclusive-touch view tracks a finger.
@Suite("Exclusive touch")
@MainActor
struct ExclusiveTouchTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let script: TouchScript
    /// Left half.
    let left: LoggingView
    /// Right half.
    let right: LoggingView
    let inLeft = CGPoint(x: 50, y: 100), inRight = CGPoint(x: 300, y: 100)

    init() {
        script = TouchScript(window: window)
        left = LoggingView("left", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        right = LoggingView("right", log: log, frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        window.addSubview(left)
        window.addSubview(right)
    }

    @Test func defaultIsFalseAndTwoViewsEachGetTheirTouch() {
        #expect(!left.isExclusiveTouch)
        script.begin(1, at: inLeft)
        script.begin(2, at: inRight)
        script.end(2, at: inRight)
        script.end(1, at: inLeft)
        #expect(log.entries == ["left touchesBegan 1", "right touchesBegan 1", "right touchesEnded 1", "left touchesEnded 1"])
    }

    @Test func whileTheExclusiveViewHasATouchNoOtherViewGetsOne() {
        left.isExclusiveTouch = true
        script.begin(1, at: inLeft)
        script.begin(2, at: inRight)
        script.move(2, to: inRight.offsetBy(dx: 5, dy: 0))
        script.end(1, at: inLeft)
        // The blocked touch stays blocked to its end, even after the exclusive view let go.
        script.move(2, to: inRight.offsetBy(dx: 10, dy: 0))
        script.end(2, at: inRight.offsetBy(dx: 10, dy: 0))
        #expect(log.entries == ["left touchesBegan 1", "left touchesEnded 1"])
        log.clear()
        script.tap(at: inRight, finger: 3)
        #expect(log.entries == ["right touchesBegan 1", "right touchesEnded 1"], "free again once it has no touch")
    }

    @Test func exclusiveViewGetsNoTouchWhileAnotherViewHasOne() {
        left.isExclusiveTouch = true
        script.begin(1, at: inRight)
        script.begin(2, at: inLeft)
        script.end(2, at: inLeft)
        script.move(1, to: inRight.offsetBy(dx: 5, dy: 0))
        script.end(1, at: inRight.offsetBy(dx: 5, dy: 0))
        #expect(log.entries == ["right touchesBegan 1", "right touchesMoved 1", "right touchesEnded 1"])
        log.clear()
        script.tap(at: inLeft, finger: 3)
        #expect(log.entries == ["left touchesBegan 1", "left touchesEnded 1"])
    }

    @Test func exclusiveMultipleTouchViewTakesItsOwnFingersButNoOtherViewDoes() {
        // The `isMultipleTouchEnabled` reference: "If you want this view to handle multi-touch
        // events exclusively, set the values of both this property and the isExclusiveTouch
        // property to true."
        left.isExclusiveTouch = true
        left.isMultipleTouchEnabled = true
        script.begin(1, at: inLeft)
        script.begin(2, at: inLeft.offsetBy(dx: 20, dy: 0))
        script.begin(3, at: inRight)
        script.end(3, at: inRight)
        script.end(2, at: inLeft.offsetBy(dx: 20, dy: 0))
        script.end(1, at: inLeft)
        #expect(log.entries == ["left touchesBegan 1", "left touchesBegan 1", "left touchesEnded 1", "left touchesEnded 1"])
    }

    @Test func exclusiveViewDoesNotGetASecondTouchOnAnotherViewWithSeveralFingersDown() {
        // Two fingers on the nonexclusive view: the exclusive one still waits for both to lift.
        left.isExclusiveTouch = true
        right.isMultipleTouchEnabled = true
        script.begin(1, at: inRight)
        script.begin(2, at: inRight.offsetBy(dx: 20, dy: 0))
        script.end(1, at: inRight)
        script.tap(at: inLeft, finger: 3)
        script.end(2, at: inRight.offsetBy(dx: 20, dy: 0))
        script.tap(at: inLeft, finger: 4)
        #expect(log.entries == ["right touchesBegan 1", "right touchesBegan 1", "right touchesEnded 1",
                                "right touchesEnded 1", "left touchesBegan 1", "left touchesEnded 1"])
    }

    @Test func recognizersStillSeeATouchTheExclusiveRuleKeepsFromTheView() {
        // Exclusive touch governs delivery to views, as `isMultipleTouchEnabled` does ("This
        // property does not affect the gesture recognizers attached to the view").
        left.isExclusiveTouch = true
        let tap = ScriptedRecognizer("rightTap", .recognizeOnEnd)
        tap.addTarget(nil) { [log] in log.record("rightTap action \($0.state)") }
        right.addGestureRecognizer(tap)
        script.begin(1, at: inLeft)
        script.tap(at: inRight, finger: 2)
        script.end(1, at: inLeft)
        #expect(log.entries == ["left touchesBegan 1", "rightTap action ended", "left touchesEnded 1"])
    }

    @Test func touchCancelledByARecognizerNoLongerHoldsTheExclusiveView() {
        // A view whose touch a recognizer took got `touchesCancelled`: it tracks no finger, so a
        // new touch may reach another view.
        left.isExclusiveTouch = true
        let pan = ScriptedRecognizer("pan", .beginOnMove)
        left.addGestureRecognizer(pan)
        script.begin(1, at: inLeft)
        script.move(1, to: inLeft.offsetBy(dx: 10, dy: 0))
        script.tap(at: inRight, finger: 2)
        #expect(log.entries == ["left touchesBegan 1", "left touchesCancelled 1", "right touchesBegan 1", "right touchesEnded 1"])
    }
}
