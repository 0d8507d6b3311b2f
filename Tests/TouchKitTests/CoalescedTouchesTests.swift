import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A view that records, for each touch call, the coalesced and predicted touches of its touch.
@MainActor
private final class CoalescingView: UIView {
    let log: EventLog
    /// The coalesced snapshots of the last touch call's touch, in window coordinates.
    private(set) var coalesced: [UITouch.Snapshot] = []
    private(set) var predicted: [UITouch.Snapshot]?
    private(set) var lastTouch: UITouch?

    init(log: EventLog, frame: CGRect) {
        self.log = log
        super.init(frame: frame)
    }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = touches.first, let event else { return }
        lastTouch = touch
        coalesced = event.coalescedTouches(for: touch) ?? []
        predicted = event.predictedTouches(for: touch)
        let xs = coalesced.map { "\(Int($0.location(in: nil).x))" }.joined(separator: ",")
        log.record("\(touch.pointer) \(phase) [\(xs)]")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
}

/// A window that shows each event it dispatches to ``inspect`` while the dispatch lasts: as in
/// UIKit, an event is refilled for the next dispatch, so it is read while it is delivered, not
/// kept.
@MainActor
final class EventRecordingWindow: UIWindow {
    var inspect: ((UIEvent) -> Void)?

    override func sendEvent(_ event: UIEvent) {
        inspect?(event)
        super.sendEvent(event)
    }
}

/// `UIEvent.coalescedTouches(for:)`: "all of the touches that were reported for the specified
/// touch since the last time the event was delivered", in the order reported, "with the last
/// touch being a copy of the same touch" (Apple). TouchKit's delivery unit is one drain of the
/// backend's queue.
@Suite("Coalesced touches")
@MainActor
struct CoalescedTouchesTests {
    let log = EventLog()
    let window = EventRecordingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private let view: CoalescingView
    let script: TouchScript

    init() {
        view = CoalescingView(log: log, frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        script = TouchScript(window: window)
    }

    private func at(_ x: CGFloat, _ y: CGFloat = 100) -> CGPoint { CGPoint(x: x, y: y) }

    @Test func movesReadInOneDrainAreDeliveredOnceWithEveryPositionOldestFirst() {
        script.begin(1, at: at(10))
        script.drain([(.touch(1), .moved, at(20)), (.touch(1), .moved, at(30)), (.touch(1), .moved, at(40))])
        #expect(log.entries == ["touch-10-1 began [10]", "touch-10-1 moved [20,30,40]"])
        #expect(view.coalesced.map { $0.previousLocation(in: nil) } == [at(10), at(20), at(30)])
        #expect(view.coalesced.allSatisfy { $0.phase == .moved && $0.type == .direct })
        let times = view.coalesced.map(\.timestamp)
        #expect(times == times.sorted() && Set(times).count == 3, "each report keeps its own time")
    }

    @Test func theLastCoalescedTouchIsTheDeliveredTouchAndItsPreviousLocationIsTheLastDelivery() throws {
        script.begin(1, at: at(10))
        script.drain([(.touch(1), .moved, at(20)), (.touch(1), .moved, at(35))])
        let touch = try #require(view.lastTouch)
        let last = try #require(view.coalesced.last)
        #expect(last.location(in: view) == touch.location(in: view))
        #expect(last.timestamp == touch.timestamp)
        // The delivered touch covers the whole way since the last delivery.
        #expect(touch.previousLocation(in: nil) == at(10))
        #expect(touch.location(in: nil) == at(35))
    }

    @Test func eachTouchMovedInTheDrainIsDeliveredOnceWithItsOwnPositions() {
        script.begin(1, at: at(10, 50))
        script.begin(2, at: at(10, 200))
        log.clear()
        script.drain([(.touch(1), .moved, at(20, 50)), (.touch(2), .moved, at(50, 200)),
                      (.touch(1), .moved, at(30, 50)), (.touch(2), .moved, at(60, 200))])
        #expect(log.entries == ["touch-10-1 moved [20,30]", "touch-10-2 moved [50,60]"])
    }

    @Test func aTouchThatBeginsInTheDrainComesAfterTheMovesReadBeforeIt() {
        script.begin(1, at: at(10))
        log.clear()
        script.drain([(.touch(1), .moved, at(20)), (.touch(2), .began, at(200)), (.touch(1), .moved, at(30)),
                      (.touch(1), .ended, at(30))])
        #expect(log.entries == ["touch-10-1 moved [20]", "touch-10-2 began [200]", "touch-10-1 moved [30]",
                                "touch-10-1 ended [30]"])
    }

    @Test func movesAreHeldUntilTheBackendFlushes() {
        script.begin(1, at: at(10))
        log.clear()
        window.handle(InputEvent(pointer: .touch(device: TouchScript.touchDevice, id: 1), phase: .moved,
                                 location: at(20), timestamp: script.clock.now))
        #expect(log.entries.isEmpty)
        window.flushInput()
        #expect(log.entries == ["touch-10-1 moved [20]"])
        window.flushInput()
        #expect(log.entries == ["touch-10-1 moved [20]"], "a flush delivers each move once")
    }

    @Test func heldMovesAreDeliveredBeforeTimersFire() {
        // The run loop flushes after draining and before it fires timers: a finger that moved
        // too far before the long press's deadline fails the press, even when the move was still
        // held (fed by the mouse emulator, say) when the script's clock reached the deadline.
        let press = UILongPressGestureRecognizer { [log] in log.record("press \($0.state)") }
        view.addGestureRecognizer(press)
        script.begin(1, at: at(10))
        log.clear()
        window.handle(InputEvent(pointer: .touch(device: TouchScript.touchDevice, id: 1), phase: .moved,
                                 location: at(10 + 2 * press.allowableMovement), timestamp: script.clock.now))
        script.wait(press.minimumPressDuration + 0.1)
        #expect(log.entries == ["touch-10-1 moved [30]"])
        #expect(press.state == .possible, "failed and reset, never began")
    }

    @Test func aRepeatedPositionIsNotACoalescedTouch() {
        script.begin(1, at: at(10))
        log.clear()
        script.drain([(.touch(1), .moved, at(20)), (.touch(1), .moved, at(20)), (.touch(1), .moved, at(10))])
        #expect(log.entries == ["touch-10-1 moved [20,10]"])
        log.clear()
        script.drain([(.touch(1), .moved, at(10))])
        #expect(log.entries.isEmpty, "a move to where the touch already is changes nothing")
    }

    @Test func aTouchThatBeganOrEndedHasItselfAsItsOnlyCoalescedTouch() {
        script.begin(1, at: at(10))
        #expect(view.coalesced.map(\.phase) == [.began])
        script.end(1, at: at(10))
        #expect(view.coalesced.map(\.phase) == [.ended])
    }

    @Test func aStationaryTouchOfTheEventHasItselfAsItsOnlyCoalescedTouch() throws {
        script.begin(1, at: at(10))
        let first = try #require(view.lastTouch)
        script.begin(2, at: at(350))
        let second = try #require(window.touchDispatcher.liveTouches.first { $0 !== first })
        var coalesced: [UITouch.Snapshot]?
        window.inspect = { coalesced = $0.coalescedTouches(for: second) }
        script.drain([(.touch(1), .moved, at(20)), (.touch(1), .moved, at(30))])
        // Touch 2 did not move: in the event that moved touch 1, it is stationary.
        let stationary = try #require(coalesced)
        #expect(stationary.map(\.phase) == [.stationary])
        #expect(stationary.first?.location(in: nil) == at(350))
    }

    @Test func predictedTouchesAreEmptyForATouchOfTheEvent() {
        script.begin(1, at: at(10))
        script.move(1, to: at(20))
        #expect(view.predicted == [])
    }

    @Test func touchesNotInTheEventHaveNoCoalescedOrPredictedTouches() throws {
        script.begin(1, at: at(10))
        let touch = try #require(view.lastTouch)
        script.end(1, at: at(10))
        var answers: [[UITouch.Snapshot]?] = []
        window.inspect = { answers = [$0.coalescedTouches(for: touch), $0.predictedTouches(for: touch)] }
        script.begin(2, at: at(50))
        #expect(answers.count == 2)
        #expect(answers.allSatisfy { $0 == nil })
    }

    @Test func mouseDragMovesReadInOneDrainAreCoalescedToo() {
        let emulator = MouseTouchEmulator(window: window)
        func mouse(_ kind: MouseEvent.Kind, _ x: CGFloat) {
            emulator.handle(MouseEvent(kind, device: TouchScript.mouseDevice, location: at(x),
                                       timestamp: script.clock.now))
        }
        mouse(.buttonPressed(1), 10)
        mouse(.moved, 20)
        mouse(.moved, 30)
        #expect(log.entries == ["mouse-11 began [10]"])
        window.flushInput()
        mouse(.buttonReleased(1), 30)
        #expect(log.entries == ["mouse-11 began [10]", "mouse-11 moved [20,30]", "mouse-11 ended [30]"])
        #expect(view.coalesced.first?.type == .indirectPointer)
    }
}
