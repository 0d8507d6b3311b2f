import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// Records what each touch call saw: the touch objects, their phases and locations, and the
/// phases of every touch in the event.
@MainActor
private final class RecordingView: UIView {
    struct Call {
        var method: String
        var touches: [UITouch]
        var location: CGPoint
        var previousLocation: CGPoint
        /// Phase of every touch in `event.allTouches`, by pointer.
        var eventPhases: [PointerID: UITouch.Phase]
    }

    var calls: [Call] = []

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let sorted = touches.sorted { $0.pointer.description < $1.pointer.description }
        var phases: [PointerID: UITouch.Phase] = [:]
        for touch in event?.allTouches ?? [] { phases[touch.pointer] = touch.phase }
        calls.append(Call(method: method, touches: sorted, location: sorted[0].location(in: self),
                          previousLocation: sorted[0].previousLocation(in: self), eventPhases: phases))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
}

/// `TouchTracker` and `UIWindow.handle(_:)`: touch identity, phases, locations, pointers and
/// cancellation.
@Suite("Touch tracker")
@MainActor
struct TouchTrackerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private let view = RecordingView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
    let script: TouchScript

    init() {
        window.addSubview(view)
        script = TouchScript(window: window)
    }

    private var finger1: PointerID { .touch(device: TouchScript.touchDevice, id: 1) }

    @Test func sameTouchObjectFromBeganToEnded() throws {
        script.drag(1, from: CGPoint(x: 150, y: 100), to: CGPoint(x: 200, y: 120), steps: 3)
        #expect(view.calls.map(\.method) == ["began", "moved", "moved", "moved", "ended"])
        let first = try #require(view.calls.first?.touches.first)
        #expect(view.calls.allSatisfy { $0.touches.count == 1 && $0.touches[0] === first })
        #expect(first.pointer == finger1)
        #expect(first.view === view)
        #expect(first.window === window)
    }

    @Test func phasesFollowTheContact() {
        var phases: [UITouch.Phase] = []
        script.begin(1, at: CGPoint(x: 150, y: 100))
        phases.append(view.calls.last!.touches[0].phase)
        script.move(1, to: CGPoint(x: 160, y: 100))
        phases.append(view.calls.last!.touches[0].phase)
        script.end(1, at: CGPoint(x: 160, y: 100))
        phases.append(view.calls.last!.touches[0].phase)
        script.begin(2, at: CGPoint(x: 150, y: 100))
        script.cancel(2, at: CGPoint(x: 150, y: 100))
        phases.append(view.calls.last!.touches[0].phase)
        #expect(phases == [.began, .moved, .ended, .cancelled])
        #expect(window.touchDispatcher.liveTouches.isEmpty)
    }

    @Test func locationIsInTheAskedViewsCoordinates() throws {
        script.begin(1, at: CGPoint(x: 130, y: 90))
        let touch = try #require(view.calls.first?.touches.first)
        #expect(touch.location(in: nil) == CGPoint(x: 130, y: 90))
        #expect(touch.location(in: window) == CGPoint(x: 130, y: 90))
        #expect(touch.location(in: view) == CGPoint(x: 30, y: 40))
        #expect(view.calls[0].location == CGPoint(x: 30, y: 40))
    }

    @Test func previousLocationIsWhereTheTouchWasBeforeTheLatestMove() {
        script.begin(1, at: CGPoint(x: 110, y: 60))
        script.move(1, to: CGPoint(x: 120, y: 65))
        script.move(1, to: CGPoint(x: 140, y: 80))
        let moves = view.calls.filter { $0.method == "moved" }
        #expect(moves.map(\.previousLocation) == [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 15)])
        #expect(moves.map(\.location) == [CGPoint(x: 20, y: 15), CGPoint(x: 40, y: 30)])
        #expect(view.calls[0].previousLocation == view.calls[0].location, "a new touch has no earlier place")
    }

    @Test func moveToTheSamePlaceIsDropped() {
        let log = EventLog()
        let logging = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 90, height: 90))
        window.addSubview(logging)
        script.begin(1, at: CGPoint(x: 10, y: 10))
        script.move(1, to: CGPoint(x: 10, y: 10))
        script.move(1, to: CGPoint(x: 20, y: 10))
        script.move(1, to: CGPoint(x: 20, y: 10))
        script.end(1, at: CGPoint(x: 20, y: 10))
        #expect(log.entries == ["v touchesBegan 1", "v touchesMoved 1", "v touchesEnded 1"])
    }

    @Test func touchKeepsItsViewAfterLeavingIt() {
        script.begin(1, at: CGPoint(x: 150, y: 100))
        script.move(1, to: CGPoint(x: 10, y: 10))
        script.end(1, at: CGPoint(x: 5, y: 5))
        #expect(view.calls.map(\.method) == ["began", "moved", "ended"])
        #expect(view.calls.last?.location == CGPoint(x: -95, y: -45))
    }

    @Test func otherTouchesAreStationaryDuringADispatch() {
        let other = RecordingView(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
        window.addSubview(other)
        script.begin(1, at: CGPoint(x: 150, y: 100))
        script.begin(2, at: CGPoint(x: 10, y: 10))
        script.move(2, to: CGPoint(x: 20, y: 20))
        let finger2 = PointerID.touch(device: TouchScript.touchDevice, id: 2)
        #expect(other.calls.map(\.method) == ["began", "moved"])
        #expect(other.calls[0].eventPhases == [finger1: .stationary, finger2: .began])
        #expect(other.calls[1].eventPhases == [finger1: .stationary, finger2: .moved])
        #expect(view.calls.map(\.method) == ["began"], "the stationary touch is not delivered")
    }

    @Test func mouseAndFingerAreDistinctTouches() {
        view.isMultipleTouchEnabled = true
        script.mouseDown(at: CGPoint(x: 150, y: 100))
        script.begin(1, at: CGPoint(x: 160, y: 100))
        #expect(view.calls.map(\.method) == ["began", "began"])
        let mouse = view.calls[0].touches[0], finger = view.calls[1].touches[0]
        #expect(mouse !== finger)
        #expect(mouse.pointer == .mouse(device: TouchScript.mouseDevice))
        #expect(finger.pointer == finger1)
        #expect(window.touchDispatcher.liveTouches.count == 2)
    }

    @Test func secondBeganForAPointerStillDownCancelsTheStaleTouchFirst() {
        let log = EventLog()
        let logging = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 90, height: 90))
        window.addSubview(logging)
        script.begin(1, at: CGPoint(x: 10, y: 10))
        let stale = window.touchTracker.touch(for: finger1)
        script.begin(1, at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["v touchesBegan 1", "v touchesCancelled 1", "v touchesBegan 1"])
        #expect(stale?.phase == .cancelled)
        #expect(window.touchTracker.touch(for: finger1) !== stale)
        #expect(window.touchDispatcher.liveTouches.count == 1)
    }

    @Test func staleTouchIsCancelledWhereItLastWas() {
        script.begin(1, at: CGPoint(x: 120, y: 70))
        script.begin(1, at: CGPoint(x: 250, y: 200))
        #expect(view.calls.map(\.method) == ["began", "cancelled", "began"])
        // The lost finger never was at the new finger's place.
        #expect(view.calls[1].location == CGPoint(x: 20, y: 20))
    }

    @Test func trackerIgnoresEventsForPointersThatAreNotDown() {
        let tracker = TouchTracker()
        #expect(tracker.process(InputEvent(pointer: finger1, phase: .moved, location: .zero, timestamp: 1)) == nil)
        #expect(tracker.process(InputEvent(pointer: finger1, phase: .ended, location: .zero, timestamp: 2)) == nil)
        #expect(tracker.process(InputEvent(pointer: finger1, phase: .cancelled, location: .zero, timestamp: 3)) == nil)
        let touch = tracker.process(InputEvent(pointer: finger1, phase: .began, location: .zero, timestamp: 4))
        #expect(touch != nil)
        #expect(tracker.process(InputEvent(pointer: finger1, phase: .began, location: .zero, timestamp: 5)) == nil,
                "a began for a pointer that is down changes nothing")
        #expect(tracker.liveTouches == [touch!])
    }

    @Test func cancellationsCoverOnlyTheGivenDevice() {
        let tracker = TouchTracker()
        let a = PointerID.touch(device: 1, id: 7), b = PointerID.touch(device: 2, id: 7)
        let mouse = PointerID.mouse(device: 1)
        _ = tracker.process(InputEvent(pointer: a, phase: .began, location: CGPoint(x: 1, y: 2), timestamp: 1))
        _ = tracker.process(InputEvent(pointer: b, phase: .began, location: CGPoint(x: 3, y: 4), timestamp: 2))
        _ = tracker.process(InputEvent(pointer: mouse, phase: .began, location: CGPoint(x: 5, y: 6), timestamp: 3))
        #expect(tracker.cancellations(forDevice: 1, at: 9) == [
            InputEvent(pointer: a, phase: .cancelled, location: CGPoint(x: 1, y: 2), timestamp: 9),
            InputEvent(pointer: mouse, phase: .cancelled, location: CGPoint(x: 5, y: 6), timestamp: 9),
        ])
        #expect(tracker.cancellations(forDevice: 3, at: 9).isEmpty)
    }

    @Test func cancellingADevicesTouchesLeavesOtherDevicesAlone() {
        let log = EventLog()
        let fingerView = LoggingView("finger", log: log, frame: CGRect(x: 0, y: 0, width: 90, height: 90))
        let mouseView = LoggingView("mouse", log: log, frame: CGRect(x: 0, y: 200, width: 90, height: 90))
        window.addSubview(fingerView)
        window.addSubview(mouseView)
        script.begin(1, at: CGPoint(x: 10, y: 10))
        script.mouseDown(at: CGPoint(x: 10, y: 210))

        window.cancelTouches(ofDevice: TouchScript.touchDevice, at: script.clock.now)
        #expect(window.touchDispatcher.liveTouches.map(\.pointer) == [.mouse(device: TouchScript.mouseDevice)])
        script.move(1, to: CGPoint(x: 20, y: 20))
        script.mouseUp(at: CGPoint(x: 10, y: 210))
        #expect(log.entries == ["finger touchesBegan 1", "mouse touchesBegan 1",
                                "finger touchesCancelled 1", "mouse touchesEnded 1"])
    }

    @Test func cancellingOneTouchLeavesTheDevicesOtherTouchesAlone() {
        let log = EventLog()
        let left = LoggingView("left", log: log, frame: CGRect(x: 0, y: 0, width: 90, height: 90))
        let right = LoggingView("right", log: log, frame: CGRect(x: 100, y: 0, width: 90, height: 90))
        window.addSubview(left)
        window.addSubview(right)
        script.begin(1, at: CGPoint(x: 10, y: 10))
        script.begin(2, at: CGPoint(x: 110, y: 10))

        window.cancelTouch(for: finger1, at: script.clock.now)
        window.cancelTouch(for: .touch(device: TouchScript.touchDevice, id: 99), at: script.clock.now)
        script.end(2, at: CGPoint(x: 110, y: 10))
        #expect(log.entries == ["left touchesBegan 1", "right touchesBegan 1",
                                "left touchesCancelled 1", "right touchesEnded 1"])
        #expect(window.touchDispatcher.liveTouches.isEmpty)
    }
}
