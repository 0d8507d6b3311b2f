import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UIControl` tracking as `UIButton` uses it: highlight while pressed, `.touchUpInside` on a lift
/// within `touchDragSlop` of the bounds.
@Suite("Controls")
@MainActor
struct ControlTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let button = UIButton(title: "Press", frame: CGRect(x: 100, y: 100, width: 120, height: 44))
    let script: TouchScript
    /// The button's centre in window coordinates.
    let inside = CGPoint(x: 160, y: 122)

    init() {
        window.addSubview(button)
        script = TouchScript(window: window)
        let log = self.log
        button.addAction(UIAction { _ in log.record("touchDown") }, for: .touchDown)
        button.addAction(UIAction { _ in log.record("touchUpInside") }, for: .touchUpInside)
    }

    @Test func liftInsideSendsTouchUpInside() {
        script.tap(at: inside)
        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test func liftSlightlyOutsideWithinTheSlopStillCounts() {
        let nearBelow = CGPoint(x: 160, y: 144 + UIControl.touchDragSlop - 10)
        script.drag(1, from: inside, to: nearBelow, steps: 2)
        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test func liftFarOutsideSendsNothing() {
        let farRight = CGPoint(x: 220 + UIControl.touchDragSlop + 20, y: 122)
        script.drag(1, from: inside, to: farRight, steps: 2)
        #expect(log.entries == ["touchDown"])
        #expect(!button.isHighlighted)
    }

    @Test func draggingBackInsideBeforeLiftingStillCounts() {
        script.begin(1, at: inside)
        script.move(1, to: CGPoint(x: 380, y: 280))
        script.move(1, to: inside)
        script.end(1, at: inside)
        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test func cancelledTouchSendsNothing() {
        script.begin(1, at: inside)
        #expect(button.isHighlighted)
        script.cancel(1, at: inside)
        #expect(log.entries == ["touchDown"])
        #expect(!button.isHighlighted)
    }

    @Test func deviceRemovalCancelsThePress() {
        script.begin(1, at: inside)
        window.cancelTouches(ofDevice: TouchScript.touchDevice, at: script.clock.now)
        #expect(!button.isHighlighted)
        script.end(1, at: inside)
        #expect(log.entries == ["touchDown"])
    }

    @Test func isHighlightedOnlyWhilePressedInside() {
        var highlights: [Bool] = [button.isHighlighted]
        script.begin(1, at: inside)
        highlights.append(button.isHighlighted)
        script.move(1, to: CGPoint(x: 160, y: 290))  // 146 pt below: outside the slop
        highlights.append(button.isHighlighted)
        script.move(1, to: CGPoint(x: 165, y: 125))
        highlights.append(button.isHighlighted)
        script.end(1, at: CGPoint(x: 165, y: 125))
        highlights.append(button.isHighlighted)
        #expect(highlights == [false, true, false, true, false])
    }

    @Test func highlightRepaintsTheButton() {
        _ = window.takeDirtyRects()
        script.begin(1, at: inside)
        #expect(window.takeDirtyRects().contains { $0.contains(button.frame) })
    }

    @Test func disabledButtonSendsNothing() {
        button.isEnabled = false
        script.tap(at: inside)
        #expect(log.entries.isEmpty)
        #expect(!button.isHighlighted)
    }

    @Test func worksWithTheMouse() {
        script.mouseDown(at: inside)
        #expect(button.isHighlighted)
        script.mouseDrag(to: inside.offsetBy(dx: 20, dy: 0))
        script.mouseUp(at: inside.offsetBy(dx: 20, dy: 0))
        #expect(log.entries == ["touchDown", "touchUpInside"])
        #expect(!button.isHighlighted)
    }

    @Test func everyTapSendsOneAction() {
        script.tap(at: inside)
        script.tap(at: inside)
        script.mouseDown(at: inside)
        script.mouseUp(at: inside)
        #expect(log.entries.filter { $0 == "touchUpInside" }.count == 3)
    }

    @Test func sendActionsRunsOnlyTheMatchingActions() {
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["touchUpInside"])
    }

    @Test func touchBesideTheButtonDoesNotPressIt() {
        script.tap(at: CGPoint(x: 90, y: 122))
        #expect(log.entries.isEmpty, "the slop applies while tracking, not to hit-testing")
    }
}
