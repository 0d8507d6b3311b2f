import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `MouseTouchEmulator.activeDevice`: which pointing device has fingers down, the question a
/// backend asks before it waits for that device's release.
@Suite("Mouse touch emulator: active device")
@MainActor
struct MouseTouchEmulatorActiveDeviceTests {
    let clock = ManualClock()
    let timers: TimerQueue
    let emulator: MouseTouchEmulator

    init() {
        timers = TimerQueue(clock: clock)
        emulator = MouseTouchEmulator(send: { _ in }, showGhosts: { _ in }, timers: timers, windowBounds: { nil })
    }

    private func send(_ kind: MouseEvent.Kind, device: Int = 11, _ modifiers: UIKeyModifierFlags = []) {
        clock.advance(by: 0.01)
        emulator.handle(MouseEvent(kind, device: device, location: CGPoint(x: 100, y: 100), modifiers: modifiers,
                                   timestamp: clock.now))
    }

    @Test func theLeftButtonsDeviceIsActiveUntilItsRelease() {
        #expect(emulator.activeDevice == nil)
        send(.buttonPressed(1))
        #expect(emulator.activeDevice == 11)
        send(.buttonReleased(1), device: 12)
        #expect(emulator.activeDevice == 11, "another device's release ends nothing")
        send(.buttonReleased(1))
        #expect(emulator.activeDevice == nil)
    }

    @Test func otherButtonsMakeNoDeviceActive() {
        send(.buttonPressed(3))
        #expect(emulator.activeDevice == nil)
    }

    @Test func aPairOrAWheelPinchKeepsItsDeviceActiveUntilCancelled() {
        send(.modifiersChanged, .control)
        send(.buttonPressed(1), .control)
        #expect(emulator.activeDevice == 11)
        emulator.cancel(device: 11, at: clock.now)
        #expect(emulator.activeDevice == nil)
        send(.wheel(steps: 1), device: 13, .control)
        #expect(emulator.activeDevice == 13)
        emulator.cancel(device: 13, at: clock.now)
        #expect(emulator.activeDevice == nil)
    }
}
