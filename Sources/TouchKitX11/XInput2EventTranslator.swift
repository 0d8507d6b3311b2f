internal import CX11
import Foundation
import TouchKit

/// Translates XInput2 device events into platform-neutral ``InputEvent``s: a pure function of the
/// event, unit-tested with hand-built structs.
///
/// - Touch events (`XI_TouchBegin/Update/End`) become `.touch(device: sourceid, id: detail)`;
///   touch ids are unique per physical device, so `sourceid` is part of the identity.
/// - The left mouse button becomes `.mouse(device: sourceid)`: press is began, motion with the
///   button held is moved, release is ended. Other buttons and hover motion are dropped.
/// - Pointer events the server emulates from a touch (`XIPointerEmulated`) are dropped, or one
///   finger would be delivered twice.
/// Coordinates are the event window's (`event_x/event_y`) divided by the window's pixel scale.
enum XInput2EventTranslator {
    /// The XI2 button number of the left mouse button.
    static let leftButton: Int32 = 1

    static func translate(_ event: XIDeviceEvent, scale: CGFloat = 1) -> InputEvent? {
        let phase: InputEvent.Phase
        let pointer: PointerID
        let device = Int(event.sourceid)
        switch event.evtype {
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            pointer = .touch(device: device, id: UInt32(truncatingIfNeeded: event.detail))
            phase = event.evtype == XI_TouchBegin ? .began : event.evtype == XI_TouchUpdate ? .moved : .ended
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            guard event.flags & Int32(XIPointerEmulated) == 0 else { return nil }
            pointer = .mouse(device: device)
            switch event.evtype {
            case XI_ButtonPress:
                guard event.detail == leftButton else { return nil }
                phase = .began
            case XI_ButtonRelease:
                guard event.detail == leftButton else { return nil }
                phase = .ended
            default:
                guard isLeftButtonDown(event.buttons) else { return nil }
                phase = .moved
            }
        default:
            return nil
        }
        return InputEvent(pointer: pointer, phase: phase,
                          location: CGPoint(x: event.event_x / scale, y: event.event_y / scale),
                          timestamp: TimeInterval(event.time) / 1000)
    }

    private static func isLeftButtonDown(_ state: XIButtonState) -> Bool {
        guard let mask = state.mask else { return false }
        return cx11_mask_is_set(mask, state.mask_len, leftButton) != 0
    }
}
