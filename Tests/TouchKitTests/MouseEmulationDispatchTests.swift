import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The emulated fingers through a real window: the same tracker, hit-testing and recognizers as
/// a touchscreen's, with `UITouch.type` telling where each touch comes from.
@Suite("Mouse emulation through the window")
@MainActor
struct MouseEmulationDispatchTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    /// Left half: a card with pinch and rotation. Right half: a plain view that logs touches.
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let pad: LoggingView
    let script: TouchScript
    let logger: GestureStateLogger
    let emulator: MouseTouchEmulator
    let mouse = TouchScript.mouseDevice

    init() {
        pad = LoggingView("pad", log: log, frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        script = TouchScript(window: window)
        logger = GestureStateLogger(log: log, window: window)
        emulator = MouseTouchEmulator(window: window)
        window.addSubview(card)
        window.addSubview(pad)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        pinch.name = "pinch"
        rotation.name = "rotation"
        card.addGestureRecognizer(pinch)
        card.addGestureRecognizer(rotation)
    }

    private func send(_ kind: MouseEvent.Kind, at x: CGFloat, _ y: CGFloat, _ modifiers: UIKeyModifierFlags = []) {
        script.wait(script.stepInterval)
        emulator.handle(MouseEvent(kind, device: mouse, location: CGPoint(x: x, y: y), modifiers: modifiers,
                                   timestamp: script.clock.now))
        // Each mouse event is a drain of its own, as the run loop would read them far apart.
        window.flushInput()
    }

    @Test func controlDragAwayFromTheAnchorPinches() {
        send(.modifiersChanged, at: 100, 200, .control)
        send(.buttonPressed(1), at: 150, 200, .control)
        for step in 1...5 { send(.moved, at: 150 + CGFloat(step) * 6, 200, .control) }
        send(.buttonReleased(1), at: 180, 200, .control)
        #expect(log.entries.first == "pinch began" && log.entries.last == "pinch ended", "\(log.entries)")
        #expect(!log.entries.contains("rotation began"))
        #expect(window.touchDispatcher.liveTouches.isEmpty)
    }

    @Test func controlDragAroundTheAnchorRotates() {
        send(.modifiersChanged, at: 100, 200, .control)
        send(.buttonPressed(1), at: 150, 200, .control)
        // A circle about the anchor: the fingers' distance stays 100 pt while they turn.
        for step in 1...6 {
            let angle = CGFloat(step) * 0.1
            send(.moved, at: 100 + 50 * cos(angle), 200 + 50 * sin(angle), .control)
        }
        send(.buttonReleased(1), at: 100 + 50 * cos(0.6), 200 + 50 * sin(0.6), .control)
        #expect(log.entries.first == "rotation began" && log.entries.last == "rotation ended", "\(log.entries)")
        #expect(!log.entries.contains("pinch began"))
    }

    @Test func theEmulatedPairAreTwoIndirectPointerTouchesWithTheirOwnIdentities() {
        send(.modifiersChanged, at: 100, 200, .control)
        send(.buttonPressed(1), at: 150, 200, .control)
        let touches = window.touchDispatcher.liveTouches
        #expect(touches.count == 2)
        #expect(touches.map(\.pointer) == [.emulatedTouch(device: mouse, finger: 1), .emulatedTouch(device: mouse, finger: 2)])
        #expect(touches.allSatisfy { $0.type == .indirectPointer && $0.view === card })
        #expect(touches[0] !== touches[1])
    }

    @Test func touchTypeIsDirectForAFingerAndIndirectPointerForTheMouse() {
        script.begin(1, at: CGPoint(x: 300, y: 100))
        script.mouseDown(at: CGPoint(x: 300, y: 300))
        let types = window.touchDispatcher.liveTouches.map(\.type)
        #expect(types == [.direct, .indirectPointer])
        #expect(PointerID.emulatedTouch(device: 11, finger: 2).description == "mouse-11-finger-2")
        #expect(PointerID.mouse(device: 11).description == "mouse-11")
    }

    @Test func aFingerKeepsTouchingWhileTheMousePinches() {
        script.begin(1, at: CGPoint(x: 300, y: 100))
        send(.modifiersChanged, at: 100, 200, .control)
        send(.buttonPressed(1), at: 150, 200, .control)
        script.move(1, to: CGPoint(x: 310, y: 120))
        for step in 1...4 { send(.moved, at: 150 + CGFloat(step) * 10, 200, .control) }
        script.move(1, to: CGPoint(x: 320, y: 140))
        send(.buttonReleased(1), at: 190, 200, .control)
        script.end(1, at: CGPoint(x: 320, y: 140))
        let padEntries = log.entries.filter { $0.hasPrefix("pad") }
        #expect(padEntries == ["pad touchesBegan 1", "pad touchesMoved 1", "pad touchesMoved 1", "pad touchesEnded 1"])
        #expect(log.entries.contains("pinch began") && log.entries.contains("pinch ended"), "\(log.entries)")
    }

    @Test func controlWheelPinchesTheViewUnderThePointer() {
        send(.modifiersChanged, at: 100, 200, .control)
        send(.wheel(steps: 1), at: 100, 200, .control)
        send(.wheel(steps: 1), at: 100, 200, .control)
        script.wait(MouseTouchEmulator.wheelPinchIdleTimeout)
        let pinch = log.entries.filter { $0.hasPrefix("pinch") }
        #expect(pinch.first == "pinch began" && pinch.last == "pinch ended", "\(log.entries)")
        #expect(window.touchDispatcher.liveTouches.isEmpty)
        #expect(window.timers.count == 0)
    }

    @Test func ghostsAreDrawnWhileControlIsHeldEvenWithoutShowTouches() {
        #expect(!window.showsTouches)
        send(.modifiersChanged, at: 100, 200, .control)
        #expect(window.touchOverlay.ghostLocations == [CGPoint(x: 80, y: 200), CGPoint(x: 120, y: 200)])
        send(.modifiersChanged, at: 100, 200)
        #expect(window.touchOverlay.ghostLocations.isEmpty)
    }

    @Test func aPressAfterALostReleaseCancelsTheStaleTouchAndBeginsTheNewOne() {
        send(.buttonPressed(1), at: 300, 100)
        send(.moved, at: 310, 100)
        // The release went to another client's grab; the next click is elsewhere on the pad.
        send(.buttonPressed(1), at: 300, 300)
        send(.buttonReleased(1), at: 300, 300)
        #expect(log.entries == ["pad touchesBegan 1", "pad touchesMoved 1", "pad touchesCancelled 1",
                                "pad touchesBegan 1", "pad touchesEnded 1"])
        #expect(window.touchDispatcher.liveTouches.isEmpty)
    }

    @Test func aMouseRemovedMidPinchLeavesNoTouchOrGhostAndTheNextMouseClicks() {
        send(.modifiersChanged, at: 100, 200, .control)
        send(.buttonPressed(1), at: 150, 200, .control)
        send(.moved, at: 160, 200, .control)
        window.cancelTouches(ofDevice: mouse, at: script.clock.now)
        emulator.cancel(device: mouse, at: script.clock.now)
        send(.modifiersChanged, at: 160, 200)
        #expect(window.touchOverlay.ghostLocations.isEmpty)
        #expect(window.touchDispatcher.liveTouches.isEmpty)
        log.clear()
        emulator.handle(MouseEvent(.buttonPressed(1), device: mouse + 1, location: CGPoint(x: 300, y: 100),
                                   timestamp: script.clock.now))
        #expect(log.entries == ["pad touchesBegan 1"])
    }
}
