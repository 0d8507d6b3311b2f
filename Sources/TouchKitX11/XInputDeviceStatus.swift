internal import CX11
import Foundation

/// Whether an XI2 device is still present and enabled, asked of the server: how TouchKitX11
/// tells a lift from a device being disabled or unplugged under a finger.
///
/// What Xorg 21.1 really sends when a device with a finger (or the left button) down is
/// disabled (`xinput disable`), verified with the probe in `docs/probes/xi2-interruptions`
/// (an unplugged device goes through the same disable first: Xorg's `RemoveDevice` calls
/// `DisableDevice`; not probed, inputtest devices cannot be unplugged): for each live touch
/// exactly what a lift sends
/// (the slave's and the master's `XI_RawTouchEnd`, then an ordinary `XI_TouchEnd`), for a held
/// button an ordinary `XI_ButtonRelease`, and only after them `XI_HierarchyChanged` with
/// `XIDeviceDisabled` (and `XISlaveRemoved` on unplug), often in a later read. Nothing in the
/// end itself tells it from a lift. But the server finished the disable before it answers a
/// request sent after that end, so on each end of a live touch or mouse finger the backend asks
/// here whether the source device is still enabled, and cancels rather than ends when it is not.
///
/// One round trip: 44–60 µs per end on a local server (`XIQueryDevice` over all 9 devices of
/// the test server, measured on a loaded 2-core machine).
enum XInputDeviceStatus {
    /// Whether `device` (an XI2 device id) exists and is enabled on `display`.
    static func isEnabled(_ device: Int32, on display: OpaquePointer) -> Bool {
        var count: Int32 = 0
        // All devices, not just the one: asking for a removed device is a BadDevice X error.
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return false }
        defer { XIFreeDeviceInfo(devices) }
        for index in 0..<Int(count) where devices[index].deviceid == device {
            return devices[index].enabled != 0
        }
        return false
    }
}
