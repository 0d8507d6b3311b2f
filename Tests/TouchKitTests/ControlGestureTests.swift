import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A control's own action wins over an ancestor's single tap (Apple, "Attaching gesture
/// recognizers to UIKit controls": "A single finger single tap occurs on a UIButton …" runs the
/// control's action; "To handle any of the preceding gestures before the control calls its action
/// method, install your gesture recognizer on the control itself"). Other gestures on the
/// ancestor (a double tap, a pan) are not among those the article lists, so they still recognize
/// over the button and, with `cancelsTouchesInView`, cancel its touches.
@Suite("Controls and their ancestors' gestures")
@MainActor
struct ControlGestureTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let background = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let button = UIButton(title: "Press", frame: CGRect(x: 100, y: 100, width: 120, height: 44))
    let script: TouchScript
    let stateLogger: GestureStateLogger
    /// The button's centre, and a point of the background away from it (window coordinates).
    let onButton = CGPoint(x: 160, y: 122)
    let beside = CGPoint(x: 300, y: 300)

    init() {
        window.addSubview(background)
        background.addSubview(button)
        script = TouchScript(window: window)
        stateLogger = GestureStateLogger(log: log, window: window)
        let log = self.log
        button.addAction(UIAction { _ in log.record("touchDown") }, for: .touchDown)
        button.addAction(UIAction { _ in log.record("touchUpInside") }, for: .touchUpInside)
    }

    /// A tap recognizer named `name` on `view` whose action logs "NAME action".
    private func tap(_ name: String, taps: Int = 1, touches: Int = 1, on view: UIView) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer { [log] _ in log.record("\(name) action") }
        recognizer.name = name
        recognizer.numberOfTapsRequired = taps
        recognizer.numberOfTouchesRequired = touches
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test func aSingleTapOnAButtonRunsItsActionNotTheAncestorsTap() {
        _ = tap("backgroundTap", on: background)
        script.tap(at: onButton)
        #expect(log.entries == ["touchDown", "backgroundTap failed", "touchUpInside"])
    }

    @Test func theAncestorsTapStillRecognizesBesideTheButton() {
        _ = tap("backgroundTap", on: background)
        script.tap(at: beside)
        #expect(log.entries == ["backgroundTap ended", "backgroundTap action"])
    }

    @Test func aTapOnTheWindowAboveTheAncestorAlsoLosesToTheButton() {
        // Any ancestor, not only the direct superview.
        let windowTap = UITapGestureRecognizer()
        windowTap.name = "windowTap"
        window.addGestureRecognizer(windowTap)
        script.tap(at: onButton)
        #expect(log.entries == ["touchDown", "windowTap failed", "touchUpInside"])
    }

    @Test func aDoubleTapOnTheAncestorRecognizesOverTheButton() {
        _ = tap("doubleTap", taps: 2, on: background)
        script.tap(at: onButton)
        script.tap(at: onButton)
        // The double tap holds the first lift back (`delaysTouchesEnded`) and, recognizing,
        // cancels the button's touches (`cancelsTouchesInView`): the button never fires.
        #expect(log.entries == ["touchDown", "doubleTap ended", "doubleTap action"])
        #expect(!button.isHighlighted)
    }

    @Test func aPanOnTheAncestorRecognizesOverTheButton() {
        let pan = UIPanGestureRecognizer { [log] in log.record("pan action \($0.state)") }
        pan.name = "pan"
        background.addGestureRecognizer(pan)
        script.drag(1, from: onButton, to: CGPoint(x: 160, y: 300), steps: 4)
        #expect(log.entries.prefix(3) == ["touchDown", "pan began", "pan action began"])
        #expect(log.entries.last == "pan action ended")
        #expect(!log.entries.contains("touchUpInside"))
        #expect(!button.isHighlighted, "the pan cancelled the button's touch")
    }

    @Test func aPanRecognizingOverTheButtonEndsItsTrackingWithTouchCancel() {
        // Apple (touchCancel): "A system event canceling the current touches for the control."
        // The pan cancels the button's touch (`cancelsTouchesInView`), so the button stops
        // tracking and says so, before the pan's action runs.
        let log = self.log
        button.addAction(UIAction { _ in log.record("touchCancel") }, for: .touchCancel)
        let pan = UIPanGestureRecognizer { [log] in log.record("pan action \($0.state)") }
        background.addGestureRecognizer(pan)
        script.begin(1, at: onButton)
        script.move(1, to: CGPoint(x: 160, y: 200))
        #expect(log.entries == ["touchDown", "UIPanGestureRecognizer began", "touchCancel", "pan action began"])
        #expect(!button.isTracking && !button.isHighlighted && !button.isTouchInside)
        script.end(1, at: CGPoint(x: 160, y: 200))
        #expect(!log.entries.contains("touchUpInside") && !log.entries.contains("touchUpOutside"))
    }

    @Test func aTwoFingerTapOnTheAncestorRecognizesOverTheButton() {
        _ = tap("twoFingerTap", touches: 2, on: background)
        script.begin(1, at: onButton)
        script.begin(2, at: CGPoint(x: 180, y: 122))
        script.end(1, at: onButton)
        script.end(2, at: CGPoint(x: 180, y: 122))
        #expect(log.entries == ["touchDown", "twoFingerTap ended", "twoFingerTap action"])
    }

    @Test func aSingleTapRecognizerOnTheControlItselfWins() {
        _ = tap("buttonTap", on: button)
        script.tap(at: onButton)
        #expect(log.entries == ["touchDown", "buttonTap ended", "buttonTap action"])
    }

    @Test func anAncestorsTapThatCancelsNoTouchesIsNotVetoed() {
        // UIView.h asks the view only "if a touch hit-tested to this view will be cancelled".
        let backgroundTap = tap("backgroundTap", on: background)
        backgroundTap.cancelsTouchesInView = false
        script.tap(at: onButton)
        #expect(log.entries == ["touchDown", "backgroundTap ended", "backgroundTap action", "touchUpInside"])
    }

    @Test func aDisabledControlLetsTheAncestorsTapRecognize() {
        _ = tap("backgroundTap", on: background)
        button.isEnabled = false
        script.tap(at: onButton)
        #expect(log.entries == ["backgroundTap ended", "backgroundTap action"])
    }

    @Test func theControlDeclinesOnlyAnAncestorsSingleFingerSingleTap() {
        let single = tap("single", on: background)
        let double = tap("double", taps: 2, on: background)
        let twoFinger = tap("twoFinger", touches: 2, on: background)
        let own = tap("own", on: button)
        #expect(!button.gestureRecognizerShouldBegin(single))
        #expect(button.gestureRecognizerShouldBegin(double))
        #expect(button.gestureRecognizerShouldBegin(twoFinger))
        #expect(button.gestureRecognizerShouldBegin(own))
        #expect(button.gestureRecognizerShouldBegin(UIPanGestureRecognizer()))
        #expect(background.gestureRecognizerShouldBegin(single), "a plain view allows everything")
    }
}
