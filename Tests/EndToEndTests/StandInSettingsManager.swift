import CX11
import Foundation
import XServerFixture

/// The part of an XSETTINGS manager (gnome-settings-daemon, xsettingsd) a test needs: it owns
/// the selection `_XSETTINGS_S0` with a window whose `_XSETTINGS_SETTINGS` property holds the
/// given bytes, for as long as it is open. Start it before the app, close it before the server
/// stops.
final class StandInSettingsManager {
    private var display: OpaquePointer?
    private let window: Window

    /// Becomes the settings manager of screen 0 of `name`, publishing `settings` (raw property
    /// bytes, see ``settingsBytes(integers:)``).
    init(display name: String, settings: [UInt8]) throws {
        guard let display = XOpenDisplay(name) else { throw XServerFixtureError("cannot open \(name)") }
        self.display = display
        let root = XDefaultRootWindow(display)
        let window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        self.window = window
        publish(settings)
        let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
        XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
        XSync(display, 0)
        guard XGetSelectionOwner(display, selection) == window else {
            throw XServerFixtureError("could not become the XSETTINGS manager")
        }
    }

    deinit { close() }

    /// Replaces the published settings, as a manager does when the user changes one; returns
    /// once the server has them (and has told the clients watching).
    func publish(_ settings: [UInt8]) {
        guard let display else { return }
        let property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        settings.withUnsafeBufferPointer { bytes in
            _ = XChangeProperty(display, window, property, property, 8, PropModeReplace, bytes.baseAddress,
                                Int32(bytes.count))
        }
        XSync(display, 0)
    }

    /// Disconnects: the window and the selection go with the connection.
    func close() {
        if let display { XCloseDisplay(display) }
        display = nil
    }

    /// LSBFirst XSETTINGS data with one integer setting per entry of `integers`.
    static func settingsBytes(integers: [(name: String, value: Int32)]) -> [UInt8] {
        func card32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) } }
        var bytes: [UInt8] = [0, 0, 0, 0] + card32(1) + card32(UInt32(integers.count))
        for (name, value) in integers {
            let utf8 = Array(name.utf8)
            bytes += [0, 0, UInt8(utf8.count & 0xFF), UInt8(utf8.count >> 8)]
            bytes += utf8 + Array(repeating: 0, count: (4 - utf8.count % 4) % 4)
            bytes += card32(1) + card32(UInt32(bitPattern: value))
        }
        return bytes
    }
}
