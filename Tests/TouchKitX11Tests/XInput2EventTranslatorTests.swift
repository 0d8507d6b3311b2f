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
                           scale: CGFloat = 1) -> InputEvent? {
        withEvent(type, detail: detail, source: source, x: x, y: y, flags: flags, buttonsDown: buttonsDown) {
            XInput2EventTranslator.translate($0, scale: scale)
        }
    }

    @Test func touchEventsBecomeTouchPhasesKeyedBySourceDeviceAndTouchID() {
        let began = translate(XI_TouchBegin, detail: 7)
        #expect(began == InputEvent(pointer: .touch(device: 12, id: 7), phase: .began,
                                    location: CGPoint(x: 10.5, y: 20.25), timestamp: 5))
        #expect(translate(XI_TouchUpdate, detail: 7)?.phase == .moved)
        #expect(translate(XI_TouchEnd, detail: 7)?.phase == .ended)
    }

    @Test func touchIDsFromDifferentDevicesAreDifferentPointers() {
        let first = translate(XI_TouchBegin, detail: 1, source: 12)?.pointer
        let second = translate(XI_TouchBegin, detail: 1, source: 13)?.pointer
        #expect(first != nil && second != nil && first != second)
    }

    @Test func emulatingTouchIsStillDelivered() {
        // The touch that drives pointer emulation carries XITouchEmulatingPointer: it is the real
        // finger and must not be dropped; only the emulated pointer events are.
        #expect(translate(XI_TouchBegin, detail: 3, flags: Int32(XITouchEmulatingPointer))?.phase == .began)
    }

    @Test func leftButtonIsTheMousePointer() {
        #expect(translate(XI_ButtonPress, detail: 1) == InputEvent(
            pointer: .mouse(device: 12), phase: .began, location: CGPoint(x: 10.5, y: 20.25), timestamp: 5))
        #expect(translate(XI_Motion, buttonsDown: [1])?.phase == .moved)
        #expect(translate(XI_ButtonRelease, detail: 1)?.phase == .ended)
    }

    @Test func mouseAndTouchFromTheSameDeviceNeverShareAPointer() {
        let mouse = translate(XI_ButtonPress, detail: 1, source: 12)?.pointer
        let touch = translate(XI_TouchBegin, detail: 1, source: 12)?.pointer
        #expect(mouse == .mouse(device: 12))
        #expect(touch == .touch(device: 12, id: 1))
    }

    @Test func hoverMotionAndOtherButtonsAreDropped() {
        #expect(translate(XI_Motion) == nil)
        #expect(translate(XI_Motion, buttonsDown: [3]) == nil)
        #expect(translate(XI_ButtonPress, detail: 3) == nil)
        #expect(translate(XI_ButtonRelease, detail: 2) == nil)
        // Wheel "buttons" 4 and 5 are not touches either.
        #expect(translate(XI_ButtonPress, detail: 4) == nil)
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
        let event = translate(XI_TouchBegin, detail: 1, x: 300, y: 150, scale: 2)
        #expect(event?.location == CGPoint(x: 150, y: 75))
        // At a fractional scale too: slop, tap distances and hit-testing then work in points.
        let fractional = translate(XI_TouchUpdate, detail: 1, x: 45, y: 301.5, scale: 1.5)
        #expect(fractional?.location == CGPoint(x: 30, y: 201))
    }

    @Test func serverTimeInMillisecondsBecomesSeconds() {
        let event = withEvent(XI_TouchBegin, detail: 1, time: 123_456) { XInput2EventTranslator.translate($0) }
        #expect(event?.timestamp == 123.456)
    }
}
