import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `MouseTouchEmulator` alone: which touches a mouse and the Ctrl/Shift keys make, read as
/// "POINTER PHASE X,Y" strings, in an 800x600 window whose edges no test comes near (see
/// `MouseTouchEmulatorLandingTests` for the edges). Time is a manual clock; nothing sleeps.
@Suite("Mouse touch emulator")
@MainActor
struct MouseTouchEmulatorTests {
    let clock = ManualClock()
    let timers: TimerQueue
    let log = EventLog()
    let emulator: MouseTouchEmulator
    let mouse = 11

    init() {
        timers = TimerQueue(clock: clock)
        let log = log
        emulator = MouseTouchEmulator(
            send: { log.record("\($0.pointer) \($0.phase) \(Int($0.location.x)),\(Int($0.location.y))") },
            showGhosts: { _ in }, timers: timers, windowBounds: { CGRect(x: 0, y: 0, width: 800, height: 600) })
    }

    private func send(_ kind: MouseEvent.Kind, at x: CGFloat, _ y: CGFloat, _ modifiers: UIKeyModifierFlags = []) {
        clock.advance(by: 0.01)
        emulator.handle(MouseEvent(kind, device: mouse, location: CGPoint(x: x, y: y), modifiers: modifiers,
                                   timestamp: clock.now))
        timers.fireDueTimers()
    }

    /// Lets `seconds` pass with no input, firing due timers.
    private func wait(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
        timers.fireDueTimers()
    }

    // MARK: One finger

    @Test func leftButtonAloneIsOneMouseFinger() {
        send(.moved, at: 10, 10)
        send(.buttonPressed(1), at: 10, 10)
        send(.moved, at: 15, 12)
        send(.buttonReleased(1), at: 16, 12)
        #expect(log.entries == ["mouse-11 began 10,10", "mouse-11 moved 15,12", "mouse-11 ended 16,12"])
    }

    @Test func onlyTheLeftButtonIsAFinger() {
        for button in [2, 3, 8] {
            send(.buttonPressed(button), at: 10, 10)
            send(.moved, at: 30, 30)
            send(.buttonReleased(button), at: 30, 30)
        }
        send(.moved, at: 40, 40)
        #expect(log.entries.isEmpty)
    }

    // MARK: Ctrl + drag

    @Test func controlPressFixesTheAnchorAndAPressStartsTheMirroredPair() {
        send(.modifiersChanged, at: 100, 100, .control)
        #expect(emulator.anchor == CGPoint(x: 100, y: 100))
        send(.moved, at: 140, 90, .control)
        #expect(emulator.anchor == CGPoint(x: 100, y: 100), "moving does not move the anchor")
        send(.buttonPressed(1), at: 140, 90, .control)
        #expect(log.entries == ["mouse-11-finger-1 began 140,90", "mouse-11-finger-2 began 60,110"])
    }

    @Test func draggingMovesTheSecondFingerMirroredAboutTheAnchor() {
        send(.modifiersChanged, at: 100, 100, .control)
        send(.buttonPressed(1), at: 150, 100, .control)
        log.clear()
        send(.moved, at: 100, 150, .control)
        #expect(log.entries == ["mouse-11-finger-1 moved 100,150", "mouse-11-finger-2 moved 100,50"])
    }

    @Test func aPressCloserThanTheMinimumSpreadStartsEitherSideOfTheAnchor() {
        #expect(EmulatedTouchPair.minimumSpread == 20)
        send(.modifiersChanged, at: 100, 100, .control)
        send(.buttonPressed(1), at: 105, 103, .control)
        send(.moved, at: 95, 103, .control)
        #expect(log.entries == ["mouse-11-finger-1 began 80,100", "mouse-11-finger-2 began 120,100",
                                "mouse-11-finger-1 moved 70,100", "mouse-11-finger-2 moved 130,100"])
    }

    @Test func controlShiftDragMovesBothFingersInParallel() {
        send(.modifiersChanged, at: 100, 100, .control)
        send(.modifiersChanged, at: 100, 100, [.control, .shift])
        send(.buttonPressed(1), at: 130, 100, [.control, .shift])
        send(.moved, at: 130, 160, [.control, .shift])
        #expect(log.entries == ["mouse-11-finger-1 began 130,100", "mouse-11-finger-2 began 70,100",
                                "mouse-11-finger-1 moved 130,160", "mouse-11-finger-2 moved 70,160"])
    }

    @Test func releasingControlMidDragKeepsThePairUntilTheButtonIsReleased() {
        send(.modifiersChanged, at: 100, 100, .control)
        send(.buttonPressed(1), at: 150, 100, .control)
        send(.modifiersChanged, at: 150, 100)
        send(.moved, at: 160, 100)
        send(.buttonReleased(1), at: 170, 100)
        #expect(log.entries == ["mouse-11-finger-1 began 150,100", "mouse-11-finger-2 began 50,100",
                                "mouse-11-finger-1 moved 160,100", "mouse-11-finger-2 moved 40,100",
                                "mouse-11-finger-1 ended 170,100", "mouse-11-finger-2 ended 30,100"])
    }

    @Test func releasingTheButtonEndsBothAndTheNextPlainPressIsOneFinger() {
        send(.modifiersChanged, at: 100, 100, .control)
        send(.buttonPressed(1), at: 150, 100, .control)
        send(.buttonReleased(1), at: 150, 100, .control)
        send(.modifiersChanged, at: 150, 100)
        log.clear()
        send(.buttonPressed(1), at: 150, 100)
        send(.buttonReleased(1), at: 150, 100)
        #expect(log.entries == ["mouse-11 began 150,100", "mouse-11 ended 150,100"])
    }

    @Test func otherButtonsDuringAPairChangeNothing() {
        send(.modifiersChanged, at: 100, 100, .control)
        send(.buttonPressed(1), at: 150, 100, .control)
        log.clear()
        send(.buttonPressed(3), at: 150, 100, .control)
        send(.buttonReleased(3), at: 150, 100, .control)
        #expect(log.entries.isEmpty)
    }

    @Test func theAnchorIsFixedAgainOnEachControlPress() {
        send(.modifiersChanged, at: 100, 100, .control)
        send(.modifiersChanged, at: 100, 100)
        #expect(emulator.anchor == nil)
        send(.modifiersChanged, at: 200, 50, .control)
        #expect(emulator.anchor == CGPoint(x: 200, y: 50))
    }

    // MARK: Ghosts

    @Test func ghostsShowWhereTheFingersWillLandWhileControlIsHeld() {
        #expect(emulator.ghosts.isEmpty)
        send(.modifiersChanged, at: 100, 100, .control)
        #expect(emulator.ghosts == [CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100)], "minimum spread at the anchor")
        send(.moved, at: 130, 140, .control)
        #expect(emulator.ghosts == [CGPoint(x: 130, y: 140), CGPoint(x: 70, y: 60)])
        send(.buttonPressed(1), at: 130, 140, .control)
        send(.modifiersChanged, at: 130, 140)
        send(.moved, at: 140, 140)
        #expect(emulator.ghosts == [CGPoint(x: 140, y: 140), CGPoint(x: 60, y: 60)], "the live pair, Ctrl released")
        send(.buttonReleased(1), at: 140, 140)
        #expect(emulator.ghosts.isEmpty)
    }

    // MARK: Ctrl + wheel

    @Test func wheelAloneDoesNothing() {
        send(.wheel(steps: 1), at: 100, 100)
        send(.wheel(steps: -1), at: 100, 100)
        wait(1)
        #expect(log.entries.isEmpty)
        #expect(timers.count == 0)
    }

    @Test func controlWheelPinchesAboutThePointerInStepsAndEndsWhenIdle() {
        #expect(MouseTouchEmulator.wheelStartHalfSpread == 50 && MouseTouchEmulator.wheelStepScale == 1.1)
        send(.modifiersChanged, at: 200, 100, .control)
        send(.wheel(steps: 1), at: 200, 100, .control)
        send(.wheel(steps: 1), at: 200, 100, .control)
        #expect(log.entries == ["mouse-11-finger-1 began 150,100", "mouse-11-finger-2 began 250,100",
                                "mouse-11-finger-1 moved 145,100", "mouse-11-finger-2 moved 255,100",
                                "mouse-11-finger-1 moved 139,100", "mouse-11-finger-2 moved 260,100"])
        log.clear()
        wait(MouseTouchEmulator.wheelPinchIdleTimeout - 0.05)
        #expect(log.entries.isEmpty)
        wait(0.05)
        #expect(log.entries == ["mouse-11-finger-1 ended 139,100", "mouse-11-finger-2 ended 260,100"])
        #expect(timers.count == 0, "no timer left once the pinch has ended")
    }

    @Test func wheelDownBringsTheFingersTogether() {
        send(.modifiersChanged, at: 200, 100, .control)
        send(.wheel(steps: -1), at: 200, 100, .control)
        #expect(log.entries.suffix(2) == ["mouse-11-finger-1 moved 154,100", "mouse-11-finger-2 moved 245,100"])
    }

    @Test func controlWheelPinchEndsWhenControlIsReleased() {
        send(.modifiersChanged, at: 200, 100, .control)
        send(.wheel(steps: 1), at: 200, 100, .control)
        log.clear()
        send(.modifiersChanged, at: 200, 100)
        #expect(log.entries == ["mouse-11-finger-1 ended 145,100", "mouse-11-finger-2 ended 255,100"])
        #expect(timers.count == 0)
    }

    @Test func controlWheelPinchEndsWhenAButtonIsPressedOrThePointerMovesAway() {
        send(.modifiersChanged, at: 200, 100, .control)
        send(.wheel(steps: 1), at: 200, 100, .control)
        log.clear()
        send(.buttonPressed(3), at: 200, 100, .control)
        #expect(log.entries == ["mouse-11-finger-1 ended 145,100", "mouse-11-finger-2 ended 255,100"])
        send(.wheel(steps: 1), at: 200, 100, .control)
        send(.moved, at: 205, 100, .control)
        log.clear()
        send(.moved, at: 220, 100, .control)
        #expect(log.entries == ["mouse-11-finger-1 ended 145,100", "mouse-11-finger-2 ended 255,100"])
    }

    @Test func aLeftPressDuringAWheelPinchEndsItAndStartsTheDragPair() {
        send(.modifiersChanged, at: 200, 100, .control)
        send(.wheel(steps: 1), at: 200, 100, .control)
        log.clear()
        send(.buttonPressed(1), at: 240, 100, .control)
        #expect(log.entries == ["mouse-11-finger-1 ended 145,100", "mouse-11-finger-2 ended 255,100",
                                "mouse-11-finger-1 began 240,100", "mouse-11-finger-2 began 160,100"])
    }

    // MARK: Lost releases, lost devices, lost focus

    @Test func aPressWhileAFingerIsStillDownCancelsTheStaleFingerAndBeginsANewOne() {
        send(.buttonPressed(1), at: 10, 10)
        send(.moved, at: 20, 10)
        // The release went to another client's grab.
        send(.buttonPressed(1), at: 100, 100)
        send(.buttonReleased(1), at: 100, 100)
        #expect(log.entries == ["mouse-11 began 10,10", "mouse-11 moved 20,10", "mouse-11 cancelled 20,10",
                                "mouse-11 began 100,100", "mouse-11 ended 100,100"])
    }

    @Test func cancellingTheDeviceOfAPairCancelsBothFingersAndTheGhosts() {
        let device = 12
        send(.modifiersChanged, at: 100, 100, .control)
        emulator.handle(MouseEvent(.buttonPressed(1), device: device, location: CGPoint(x: 150, y: 100),
                                   modifiers: .control, timestamp: 1))
        emulator.cancel(device: mouse, at: 2)
        #expect(emulator.ghosts.count == 2, "another device's fingers stay")
        log.clear()
        emulator.cancel(device: device, at: 2)
        #expect(log.entries == ["mouse-12-finger-1 cancelled 150,100", "mouse-12-finger-2 cancelled 50,100"])
        send(.modifiersChanged, at: 100, 100)
        #expect(emulator.ghosts.isEmpty)
        log.clear()
        send(.buttonPressed(1), at: 30, 30)
        #expect(log.entries == ["mouse-11 began 30,30"], "the next press with another mouse is a finger")
    }

    @Test func aCancelledWheelPinchDoesNotResumeAndLeavesNoTimer() {
        send(.modifiersChanged, at: 200, 100, .control)
        send(.wheel(steps: 1), at: 200, 100, .control)
        log.clear()
        emulator.cancel(device: mouse, at: clock.now)
        #expect(log.entries == ["mouse-11-finger-1 cancelled 145,100", "mouse-11-finger-2 cancelled 255,100"])
        #expect(timers.count == 0)
        log.clear()
        send(.wheel(steps: 1), at: 200, 100, .control)
        #expect(log.entries.prefix(2) == ["mouse-11-finger-1 began 150,100", "mouse-11-finger-2 began 250,100"],
                "a new pinch begins")
    }

    @Test func anotherDevicesMotionAndReleaseDoNotActOnTheDrag() {
        send(.buttonPressed(1), at: 10, 10)
        log.clear()
        let other = 12
        emulator.handle(MouseEvent(.moved, device: other, location: CGPoint(x: 50, y: 50), timestamp: 1))
        emulator.handle(MouseEvent(.buttonReleased(1), device: other, location: CGPoint(x: 50, y: 50), timestamp: 1))
        #expect(log.entries.isEmpty)
        send(.buttonReleased(1), at: 12, 10)
        #expect(log.entries == ["mouse-11 ended 12,10"])
    }

    @Test func losingTheFocusMidPairKeepsThePairUntilTheRelease() {
        send(.modifiersChanged, at: 100, 100, .control)
        send(.buttonPressed(1), at: 150, 100, .control)
        send(.modifiersChanged, at: 150, 100)   // focus out: no modifiers reach the window
        send(.moved, at: 160, 100)
        #expect(emulator.ghosts == [CGPoint(x: 160, y: 100), CGPoint(x: 40, y: 100)], "the pair is still down")
        send(.buttonReleased(1), at: 160, 100)
        #expect(log.entries.suffix(2) == ["mouse-11-finger-1 ended 160,100", "mouse-11-finger-2 ended 40,100"])
        #expect(emulator.ghosts.isEmpty)
    }

    @Test func ghostsHideWhenThePointerLeavesAndShowAgainWhenItComesBack() {
        send(.modifiersChanged, at: 100, 100, .control)
        send(.exited, at: 100, 0, .control)
        #expect(emulator.ghosts.isEmpty)
        send(.entered, at: 130, 140, .control)
        #expect(emulator.ghosts == [CGPoint(x: 130, y: 140), CGPoint(x: 70, y: 60)])
    }

    @Test func ghostsAreHandedOverOnlyWhenTheyChange() {
        var handed: [[CGPoint]] = []
        let emulator = MouseTouchEmulator(send: { _ in }, showGhosts: { handed.append($0) }, timers: timers,
                                          windowBounds: { nil })
        for x in [10, 20, 30] as [CGFloat] {
            emulator.handle(MouseEvent(.moved, device: mouse, location: CGPoint(x: x, y: 10), timestamp: 1))
        }
        emulator.handle(MouseEvent(.modifiersChanged, device: 0, location: CGPoint(x: 30, y: 10),
                                   modifiers: .control, timestamp: 1))
        emulator.handle(MouseEvent(.modifiersChanged, device: 0, location: CGPoint(x: 30, y: 10),
                                   modifiers: .control, timestamp: 1))
        #expect(handed == [[CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)]])
    }
}
