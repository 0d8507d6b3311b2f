internal import CX11
import Foundation
import TouchKit

/// Translates XInput2 device events into platform-neutral events: a pure function of the event,
/// unit-tested with hand-built structs.
///
/// - Touch events (`XI_TouchBegin/Update/End`) become ``XInput2Event/touch(_:)`` with pointer
///   `.touch(device: sourceid, id: detail)`; touch ids are unique per physical device, so
///   `sourceid` is part of the identity.
/// - Pointer events become ``XInput2Event/mouse(_:)`` for ``MouseTouchEmulator``: every button
///   press and release, every motion (hover included), and wheel notches (buttons 4 and 5, up
///   and down), with the modifiers held (`mods.effective`). Horizontal wheel buttons 6 and 7
///   are dropped.
/// - Pointer events the server emulates from a touch (`XIPointerEmulated`) are dropped, or one
///   finger would be delivered twice. Wheel buttons are the exception: a smooth-scrolling mouse
///   sends them only flagged as emulated (from its scroll valuators), and a touch never emulates
///   a wheel.
/// Coordinates are the event window's (`event_x/event_y`) divided by the window's pixel scale,
/// never rounded (``UITouch/preciseLocation(in:)`` is the same point). The server sends them as
/// 16.16 fixed point, always finite: an event with a NaN or infinite one is corrupt and dropped
/// (the translator fuzz, `XInput2TranslatorFuzzTests`, feeds such events).
enum XInput2EventTranslator {
    /// XI2 button numbers: the wheel's vertical notches, its horizontal ones, and the "back"
    /// side button.
    static let wheelUpButton: Int32 = 4, wheelDownButton: Int32 = 5
    static let wheelLeftButton: Int32 = 6, wheelRightButton: Int32 = 7
    static let backButton: Int32 = 8

    /// `valuators` is the source device's map (see ``XInputValuatorMap``): with it, a touch
    /// event carries the contact size and force its valuators report.
    static func translate(_ event: XIDeviceEvent, scale: CGFloat = 1,
                          valuators: XInputValuatorMap? = nil) -> XInput2Event? {
        let location = CGPoint(x: event.event_x / scale, y: event.event_y / scale)
        guard location.x.isFinite, location.y.isFinite else { return nil }
        let timestamp = TimeInterval(event.time) / 1000
        switch event.evtype {
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let phase: InputEvent.Phase = event.evtype == XI_TouchBegin ? .began
                : event.evtype == XI_TouchUpdate ? .moved : .ended
            let measurements = valuators?.measurements(from: event.valuators, scale: scale) ?? TouchMeasurements()
            return .touch(InputEvent(pointer: .touch(device: Int(event.sourceid), id: UInt32(truncatingIfNeeded: event.detail)),
                                     phase: phase, location: location, timestamp: timestamp,
                                     measurements: measurements))
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            guard let kind = mouseKind(of: event) else { return nil }
            let modifiers = UIKeyModifierFlags(x11State: UInt32(bitPattern: event.mods.effective))
            return .mouse(MouseEvent(kind, device: Int(event.sourceid), location: location,
                                     modifiers: modifiers, timestamp: timestamp))
        default:
            return nil
        }
    }

    private static func mouseKind(of event: XIDeviceEvent) -> MouseEvent.Kind? {
        let isWheel = (wheelUpButton...wheelRightButton).contains(event.detail) && event.evtype != XI_Motion
        guard event.flags & Int32(XIPointerEmulated) == 0 || isWheel else { return nil }
        switch event.evtype {
        case XI_ButtonPress:
            switch event.detail {
            case wheelUpButton: return .wheel(steps: 1)
            case wheelDownButton: return .wheel(steps: -1)
            case wheelLeftButton, wheelRightButton: return nil
            default: return .buttonPressed(Int(event.detail))
            }
        case XI_ButtonRelease:
            // A wheel notch is its press; the release that follows carries nothing.
            return isWheel ? nil : .buttonReleased(Int(event.detail))
        default:
            return .moved
        }
    }
}

/// What ``XInput2EventTranslator`` makes of an XI2 device event.
enum XInput2Event: Equatable {
    /// A touchscreen finger, for ``UIWindow/handle(_:)``.
    case touch(InputEvent)
    /// A mouse event, for ``MouseTouchEmulator/handle(_:)``.
    case mouse(MouseEvent)
}
