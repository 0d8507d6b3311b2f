import CX11
import Foundation
import TouchDemoTrace
import XServerFixture

/// Another X client's active grab of one input device (`XIGrabDevice`), as a screenshot tool,
/// a screen locker or an on-screen keyboard takes one: while it lasts, the device's events go
/// to this client instead of the demo.
///
/// The grab is made on the root window with its own connection and held until ``release()``
/// (or deinit). Grabbing a *slave* device floats it off its master for the grab's duration,
/// so the demo (which selects events on the master devices) hears nothing of it: no end of a
/// touch or button that was down, and no hierarchy event either (see `X11Application+Events`).
final class XInputDeviceGrab {
    private let display: OpaquePointer
    /// The XI2 id of the grabbed device.
    let deviceID: Int32
    private var isHeld = true

    /// Grabs the device named `deviceName` (as `xinput list` shows it) on `server`; throws if
    /// it cannot be found or the server refuses the grab (e.g. `AlreadyGrabbed`).
    init(deviceNamed deviceName: String, on server: PrivateXServer) throws {
        let listing = try ShellCommand.runChecked("xinput", ["list", "--id-only", deviceName],
                                                  environment: server.environment)
        guard let id = Int32(listing.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw XServerFixtureError("no XI2 id for \(deviceName): \(listing.stdout)")
        }
        guard let display = XOpenDisplay(server.display) else {
            throw XServerFixtureError("cannot open \(server.display)")
        }
        var major: Int32 = 2, minor: Int32 = 2
        _ = XIQueryVersion(display, &major, &minor)
        var mask = [UInt8](repeating: 0, count: Int(cx11_mask_len()))
        for event in [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] {
            cx11_set_mask(&mask, event)
        }
        let status = mask.withUnsafeMutableBufferPointer { buffer in
            var eventMask = XIEventMask(deviceid: id, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XIGrabDevice(display, id, XDefaultRootWindow(display), UInt(CurrentTime), UInt(None),
                                XIGrabModeAsync, XIGrabModeAsync, 0, &eventMask)
        }
        XSync(display, 0)
        guard status == GrabSuccess else {
            XCloseDisplay(display)
            throw XServerFixtureError("XIGrabDevice(\(deviceName), id \(id)) failed with status \(status)")
        }
        self.display = display
        self.deviceID = id
    }

    deinit {
        release()
        XCloseDisplay(display)
    }

    /// Ends the grab (`XIUngrabDevice`) and waits until the server has done it.
    func release() {
        guard isHeld else { return }
        isHeld = false
        XIUngrabDevice(display, deviceID, UInt(CurrentTime))
        XSync(display, 0)
    }
}
