import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UIControl`'s event set, target-action and tracking hooks, driven through the window's dispatch,
/// each test written from Apple's `UIControl` and `UIControl.Event` reference.
@Suite("Control events")
@MainActor
struct ControlEventTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let button = UIButton(title: "Press", frame: CGRect(x: 100, y: 100, width: 120, height: 44))
    let script: TouchScript
    /// The button's centre, and points inside and far outside its slop area (window coordinates).
    let inside = CGPoint(x: 160, y: 122)
    let insideToo = CGPoint(x: 170, y: 130)
    let outside = CGPoint(x: 160, y: 144 + UIControl.touchDragSlop + 40)
    let outsideToo = CGPoint(x: 170, y: 144 + UIControl.touchDragSlop + 50)

    /// Every touch event with its log name, in the order the actions are added.
    static let events: [(String, UIControl.Event)] = [
        ("down", .touchDown), ("downRepeat", .touchDownRepeat),
        ("exit", .touchDragExit), ("enter", .touchDragEnter),
        ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ("primary", .primaryActionTriggered), ("valueChanged", .valueChanged),
    ]

    init() {
        window.addSubview(button)
        script = TouchScript(window: window)
        log(button)
    }

    /// Logs every event `control` sends.
    func log(_ control: UIControl) {
        let log = self.log
        for (name, event) in Self.events {
            control.addTarget(nil, action: { _ in log.record(name) }, for: event)
        }
    }

    @Test func dragThatLeavesAndReentersSendsEveryEventInOrder() {
        script.begin(1, at: inside)
        script.move(1, to: insideToo)
        script.move(1, to: outside)
        script.move(1, to: outsideToo)
        script.move(1, to: insideToo)
        script.move(1, to: inside)
        script.end(1, at: inside)
        #expect(log.entries == ["down", "dragInside", "exit", "dragOutside", "dragOutside",
                                "enter", "dragInside", "dragInside", "upInside", "primary"])
    }

    @Test func liftOutsideSendsTouchUpOutside() {
        script.begin(1, at: inside)
        script.move(1, to: insideToo)
        script.move(1, to: outside)
        script.end(1, at: outside)
        #expect(log.entries == ["down", "dragInside", "exit", "dragOutside", "upOutside"])
    }

    @Test func liftWithinTheSlopCountsAsInside() {
        let justBelow = CGPoint(x: 160, y: 144 + UIControl.touchDragSlop - 5)
        script.drag(1, from: inside, to: justBelow, steps: 1)
        #expect(log.entries == ["down", "dragInside", "upInside", "primary"])
        #expect(UIControl.touchDragSlop == 70)
    }

    @Test func secondTapOfADoubleTapSendsTouchDownRepeat() {
        script.tap(at: inside)
        script.tap(at: inside)
        #expect(log.entries == ["down", "upInside", "primary", "down", "downRepeat", "upInside", "primary"])
    }

    @Test func cancelledTouchSendsTouchCancel() {
        script.begin(1, at: inside)
        script.cancel(1, at: inside)
        #expect(log.entries == ["down", "cancel"])
        #expect(!button.isTracking && !button.isHighlighted && !button.isTouchInside)
    }

    @Test func disabledControlGetsNoEvents() {
        button.isEnabled = false
        script.begin(1, at: inside)
        #expect(!button.isTracking && !button.isHighlighted)
        script.move(1, to: outside)
        script.end(1, at: outside)
        script.tap(at: inside)
        #expect(log.entries.isEmpty)
    }

    @Test func disablingMidTouchEndsTrackingWithoutEvents() {
        script.begin(1, at: inside)
        button.isEnabled = false
        #expect(!button.isTracking && !button.isHighlighted)
        script.end(1, at: inside)
        #expect(log.entries == ["down"])
    }

    @Test func trackingStateFollowsTheFinger() {
        func state() -> String {
            "\(button.isTracking ? "T" : "-")\(button.isTouchInside ? "I" : "-")\(button.isHighlighted ? "H" : "-")"
        }
        var states = [state()]
        script.begin(1, at: inside); states.append(state())
        script.move(1, to: outside); states.append(state())
        script.move(1, to: inside); states.append(state())
        script.end(1, at: inside); states.append(state())
        #expect(states == ["---", "TIH", "T--", "TIH", "---"])
    }

    @Test func buttonSendsPrimaryActionTriggeredWithTouchUpInsideOnce() {
        var runs = 0
        button.addAction(UIAction { _ in runs += 1 }, for: [.touchUpInside, .primaryActionTriggered])
        script.tap(at: inside)
        #expect(runs == 1, "one sendActions for both events: an action on both runs once")
    }

    @Test func plainControlSendsNoPrimaryAction() {
        let control = UIControl(frame: CGRect(x: 0, y: 200, width: 80, height: 80))
        window.addSubview(control)
        log(control)
        script.tap(at: CGPoint(x: 40, y: 240))
        #expect(log.entries == ["down", "upInside"])
    }

    @Test func removeTargetStopsOnlyThoseEventsOfThatTarget() {
        final class Owner {}
        let owner = Owner(), other = Owner()
        let log = self.log
        button.addTarget(owner, action: { _ in log.record("owner") }, for: [.touchDown, .touchUpInside])
        button.addTarget(other, action: { _ in log.record("other") }, for: .touchUpInside)
        button.removeTarget(owner, for: .touchUpInside)
        log.clear()
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["down", "owner", "upInside", "other"])
        #expect(button.allTargets.count == 2)
    }

    @Test func removeTargetNilRemovesTheEventsForEveryTargetButNotUIActions() {
        let log = self.log
        let action = UIAction { _ in log.record("action") }
        button.addAction(action, for: .touchUpInside)
        button.removeTarget(nil, for: .allEvents)
        #expect(button.allControlEvents == .touchUpInside)
        script.tap(at: inside)
        #expect(log.entries == ["action"])
        button.removeAction(action, for: .touchUpInside)
        script.tap(at: inside)
        #expect(log.entries == ["action"])
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func sendActionsRunsTheMatchingActionsWithNoEvent() {
        var events: [UIEvent?] = []
        var senders: [UIControl] = []
        button.addTarget(nil, action: { sender, event in senders.append(sender); events.append(event) },
                         for: .valueChanged)
        log.clear()
        button.sendActions(for: .valueChanged)
        #expect(log.entries == ["valueChanged"])
        #expect(senders.count == 1 && senders.first === button)
        #expect(events.count == 1 && events.first! == nil)
    }

    @Test func touchActionsGetTheTouchEvent() {
        var touchCounts: [Int] = []
        button.addTarget(nil, action: { _, event in touchCounts.append(event?.allTouches?.count ?? -1) },
                         for: .touchDown)
        script.tap(at: inside)
        #expect(touchCounts == [1])
    }

    @Test func targetIsHeldWeakly() {
        final class Owner {}
        var owner: Owner? = Owner()
        weak let gone = owner
        let log = self.log
        button.addTarget(owner, action: { _ in log.record("owner") }, for: .touchUpInside)
        owner = nil
        #expect(gone == nil, "the control does not keep its target alive")
        script.tap(at: inside)
        #expect(!log.entries.contains("owner"))
    }

    // MARK: Tracking hooks

    func hooked() -> HookedControl {
        let control = HookedControl(frame: CGRect(x: 0, y: 200, width: 80, height: 80))
        control.log = log
        window.addSubview(control)
        log(control)
        return control
    }

    @Test func hooksRunBeforeTheirEvents() {
        _ = hooked()
        script.drag(1, from: CGPoint(x: 40, y: 240), to: CGPoint(x: 50, y: 240), steps: 1)
        #expect(log.entries == ["beginTracking", "down", "continueTracking", "dragInside",
                                "endTracking", "upInside"])
    }

    @Test func beginTrackingFalseDeclinesTheTouch() {
        let control = hooked()
        control.beginAnswer = false
        script.begin(1, at: CGPoint(x: 40, y: 240))
        #expect(!control.isTracking && !control.isHighlighted)
        script.end(1, at: CGPoint(x: 40, y: 240))
        #expect(log.entries == ["beginTracking"])
    }

    @Test func continueTrackingFalseStopsTracking() {
        let control = hooked()
        control.continueAnswers = [false]
        script.begin(1, at: CGPoint(x: 40, y: 240))
        script.move(1, to: CGPoint(x: 45, y: 240))
        #expect(!control.isTracking && !control.isHighlighted)
        script.move(1, to: CGPoint(x: 50, y: 240))
        script.end(1, at: CGPoint(x: 50, y: 240))
        #expect(log.entries == ["beginTracking", "down", "continueTracking"])
    }

    @Test func cancelTrackingRunsBeforeTouchCancel() {
        _ = hooked()
        script.begin(1, at: CGPoint(x: 40, y: 240))
        script.cancel(1, at: CGPoint(x: 40, y: 240))
        #expect(log.entries == ["beginTracking", "down", "cancelTracking event", "cancel"])
    }
}

/// A control whose tracking hooks log their calls and answer as told.
@MainActor
final class HookedControl: UIControl {
    var log: EventLog?
    var beginAnswer = true
    /// Answers for the next continueTracking calls; true once they run out.
    var continueAnswers: [Bool] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log?.record("beginTracking")
        return beginAnswer
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log?.record("continueTracking")
        return continueAnswers.isEmpty ? true : continueAnswers.removeFirst()
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log?.record("endTracking")
    }

    override func cancelTracking(with event: UIEvent?) {
        log?.record("cancelTracking \(event == nil ? "nil" : "event")")
        super.cancelTracking(with: event)
    }
}
