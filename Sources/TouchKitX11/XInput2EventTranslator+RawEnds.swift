internal import CX11
import Foundation
import TouchKit

/// Raw end events (`XI_RawTouchEnd`, `XI_RawButtonRelease`): the physical lift or release as
/// the slave device reported it, whoever got the event.
///
/// XI 2.1 delivers raw events to every client that selected them on the root window, grabs or
/// not, once for the slave device (`deviceid == sourceid`) and, while the slave is attached,
/// once more for its master. Only the slave's copy counts here: a grabbed slave is floating,
/// so its master copy never comes. The result is the pointer whose ordinary end
/// (`XI_TouchEnd`, `XI_ButtonRelease`) the window should see next (see
/// ``XInputUnconfirmedEnds``): `.touch(device:id:)` for a touch, `.mouse(device:)` for the
/// button that acts as a finger. Other buttons and the master copies give nil.
extension XInput2EventTranslator {
    static func rawEnd(_ event: XIRawEvent) -> PointerID? {
        guard event.deviceid == event.sourceid else { return nil }
        switch event.evtype {
        case XI_RawTouchEnd:
            return .touch(device: Int(event.sourceid), id: UInt32(truncatingIfNeeded: event.detail))
        case XI_RawButtonRelease where event.detail == Int32(MouseTouchEmulator.fingerButton):
            // Unlike an XI_ButtonRelease, a raw release is never flagged as emulated from a
            // touch: the touchscreen's emulated button has no raw event of its own.
            return .mouse(device: Int(event.sourceid))
        default:
            return nil
        }
    }
}
