import CX11
import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

/// The translator, fed hand-built XI2 device events: no X server needed.
@Suite("XInput2 event translator")
struct XInput2EventTranslatorTests {
    /// A device event as the server would send it; `buttonsDown` fills the button-state mask.
    private func withEvent<R>(_ type: Int32, detail: Int32 = 0, source: Int32 = 12, x: Double = 10.5,
                              y: Double = 20.25, time: UInt = 5000, flags: Int32 = 0,
                              buttonsDown: [Int32] = [], _ body: (XIDeviceEvent) -> R) -> R {
        var mask = [UInt8](repeating: 0, count: 4)
        for button in buttonsDown { mask[Int(button) >> 3] |= UInt8(1 << (button & 7)) }
        return mask.withUnsafeMutableBufferPointer { buffer in
            var event = XIDeviceEvent()
            event.type = GenericEvent
            event.evtype = type
            event.detail = detail
            event.deviceid = 2
            event.sourceid = source
            event.event_x = x
            event.event_y = y
            event.time = time
            event.flags = flags
            event.buttons = XIButtonState(mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return body(event)
        }
    }

    private func translate(_ type: Int32, detail: Int32 = 0, source: Int32 = 12, x: Double = 10.5,
                           y: Double = 20.25, flags: Int32 = 0, buttonsDown: [Int32] = [],
                           modifiers: Int32 = 0, scale: CGFloat = 1) -> XInput2Event? {
        withEvent(type, detail: detail, source: source, x: x, y: y, flags: flags, buttonsDown: buttonsDown) {
            var event = $0
            event.mods.effective = modifiers
            return XInput2EventTranslator.translate(event, scale: scale)
        }
    }

    /// The touch event, or nil for anything else.
    private func touch(_ type: Int32, detail: Int32 = 0, source: Int32 = 12, flags: Int32 = 0) -> InputEvent? {
        guard case .touch(let event) = translate(type, detail: detail, source: source, flags: flags) else { return nil }
        return event
    }

    /// The mouse event's kind, or nil for anything else.
    private func mouseKind(_ type: Int32, detail: Int32 = 0, flags: Int32 = 0, buttonsDown: [Int32] = []) -> MouseEvent.Kind? {
        guard case .mouse(let event) = translate(type, detail: detail, flags: flags, buttonsDown: buttonsDown) else { return nil }
        return event.kind
    }

    @Test func touchEventsBecomeTouchPhasesKeyedBySourceDeviceAndTouchID() {
        #expect(touch(XI_TouchBegin, detail: 7) == InputEvent(pointer: .touch(device: 12, id: 7), phase: .began,
                                                              location: CGPoint(x: 10.5, y: 20.25), timestamp: 5))
        #expect(touch(XI_TouchUpdate, detail: 7)?.phase == .moved)
        #expect(touch(XI_TouchEnd, detail: 7)?.phase == .ended)
    }

    @Test func touchIDsFromDifferentDevicesAreDifferentPointers() {
        let first = touch(XI_TouchBegin, detail: 1, source: 12)?.pointer
        let second = touch(XI_TouchBegin, detail: 1, source: 13)?.pointer
        #expect(first != nil && second != nil && first != second)
    }

    @Test func emulatingTouchIsStillDelivered() {
        // The touch that drives pointer emulation carries XITouchEmulatingPointer: it is the real
        // finger and must not be dropped; only the emulated pointer events are.
        #expect(touch(XI_TouchBegin, detail: 3, flags: Int32(XITouchEmulatingPointer))?.phase == .began)
    }

    @Test func buttonsAndMotionBecomeMouseEventsOfTheSourceDevice() {
        #expect(translate(XI_ButtonPress, detail: 1) == .mouse(MouseEvent(
            .buttonPressed(1), device: 12, location: CGPoint(x: 10.5, y: 20.25), timestamp: 5)))
        #expect(mouseKind(XI_Motion, buttonsDown: [1]) == .moved)
        #expect(mouseKind(XI_ButtonRelease, detail: 1) == .buttonReleased(1))
        #expect(mouseKind(XI_ButtonPress, detail: 3) == .buttonPressed(3))
        #expect(mouseKind(XI_ButtonPress, detail: 8) == .buttonPressed(8), "the back button, which the app reports as UIKeyCommand.inputBack")
    }

    @Test func hoverMotionIsDeliveredForTheGhostCircles() {
        #expect(mouseKind(XI_Motion) == .moved)
    }

    @Test func verticalWheelButtonsAreNotchesAndTheirReleasesAndHorizontalOnesAreDropped() {
        #expect(mouseKind(XI_ButtonPress, detail: 4) == .wheel(steps: 1))
        #expect(mouseKind(XI_ButtonPress, detail: 5) == .wheel(steps: -1))
        #expect(translate(XI_ButtonRelease, detail: 4) == nil)
        #expect(translate(XI_ButtonPress, detail: 6) == nil)
        #expect(translate(XI_ButtonPress, detail: 7) == nil)
    }

    @Test func wheelNotchesEmulatedFromSmoothScrollingAreKept() {
        #expect(mouseKind(XI_ButtonPress, detail: 4, flags: Int32(XIPointerEmulated)) == .wheel(steps: 1))
    }

    @Test func pointerEventsCarryTheEffectiveModifiers() {
        guard case .mouse(let event) = translate(XI_ButtonPress, detail: 1, modifiers: Int32(ControlMask | ShiftMask))
        else { Issue.record("no mouse event"); return }
        #expect(event.modifiers == [.control, .shift])
    }

    @Test func mouseAndTouchFromTheSameDeviceNeverShareAPointer() {
        #expect(touch(XI_TouchBegin, detail: 1, source: 12)?.pointer == .touch(device: 12, id: 1))
        guard case .mouse(let mouse) = translate(XI_ButtonPress, detail: 1, source: 12) else {
            Issue.record("no mouse event"); return
        }
        #expect(mouse.device == 12)
    }

    @Test func pointerEventsEmulatedFromATouchAreDropped() {
        let emulated = Int32(XIPointerEmulated)
        #expect(translate(XI_ButtonPress, detail: 1, flags: emulated) == nil)
        #expect(translate(XI_Motion, flags: emulated, buttonsDown: [1]) == nil)
        #expect(translate(XI_ButtonRelease, detail: 1, flags: emulated) == nil)
    }

    @Test func otherEventTypesAreIgnored() {
        #expect(translate(XI_KeyPress, detail: 38) == nil)
        #expect(translate(XI_Enter) == nil)
        #expect(translate(XI_HierarchyChanged) == nil)
    }

    @Test func coordinatesAreDividedByTheWindowScale() {
        guard case .touch(let event) = translate(XI_TouchBegin, detail: 1, x: 300, y: 150, scale: 2) else {
            Issue.record("no touch"); return
        }
        #expect(event.location == CGPoint(x: 150, y: 75))
        // At a fractional scale too: slop, tap distances and hit-testing then work in points.
        guard case .touch(let fractional) = translate(XI_TouchUpdate, detail: 1, x: 45, y: 301.5, scale: 1.5) else {
            Issue.record("no touch"); return
        }
        #expect(fractional.location == CGPoint(x: 30, y: 201))
    }

    @Test func serverTimeInMillisecondsBecomesSeconds() {
        let event = withEvent(XI_TouchBegin, detail: 1, time: 123_456) { XInput2EventTranslator.translate($0) }
        guard case .touch(let touch) = event else { Issue.record("no touch"); return }
        #expect(touch.timestamp == 123.456)
    }
}
