internal import CX11
import Foundation

/// Facts about the default screen that decide where and how large the window opens, and the
/// desktop's settings (XSETTINGS) that the app follows.
enum X11Screen {
    /// The size, in pixels, of the area a window manager leaves to windows (the screen minus
    /// panels and docks): EWMH's `_NET_WORKAREA` for the current desktop, else the whole screen.
    static func workArea(of display: OpaquePointer) -> CGSize {
        let screen = XDefaultScreen(display)
        let whole = CGSize(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
        let root = XRootWindow(display, screen)
        return NetWorkArea.size(currentDesktop: cardinals(of: "_NET_CURRENT_DESKTOP", on: root, display: display),
                                workAreas: cardinals(of: "_NET_WORKAREA", on: root, display: display),
                                screen: whole)
    }

    /// The `X` resource `Xft.dpi` as the desktop set it (`xrdb`), or nil.
    static func xftDPI(of display: OpaquePointer) -> String? {
        XGetDefault(display, "Xft", "dpi").map { String(cString: $0) }
    }

    /// The most of the XSETTINGS property read, in 32-bit units (1 MiB; a desktop's settings
    /// take a few KiB). Anything beyond is left out, and the parser reports the cut.
    static let maximumXSettingsLength = 262_144

    /// The default screen's XSETTINGS manager, the owner of the selection `_XSETTINGS_S<screen>`:
    /// its window and the raw `_XSETTINGS_SETTINGS` property (format 8) on it, nil when it
    /// published nothing; nil altogether when no manager runs. Parsed by ``XSettings``.
    ///
    /// With `watch`, the app also hears of every later change of that property (a
    /// `PropertyNotify` on the manager's window): the selection is asked for before the property
    /// is read, so no change slips in between.
    static func xSettings(of display: OpaquePointer, watch: Bool) -> (manager: Window, property: [UInt8]?)? {
        // Atoms nobody interned yet mean no manager ever ran: do not create them.
        let selection = XInternAtom(display, "_XSETTINGS_S\(XDefaultScreen(display))", 1)
        let property = XInternAtom(display, "_XSETTINGS_SETTINGS", 1)
        guard selection != 0, property != 0 else { return nil }
        // The manager may exit between the requests; with the server grabbed its window cannot
        // vanish in between (a BadWindow would print an error line), as GTK does.
        XGrabServer(display)
        defer {
            XUngrabServer(display)
            XFlush(display)
        }
        let owner = XGetSelectionOwner(display, selection)
        guard owner != 0 else { return nil }
        // Property changes only: the manager's other events (its ConfigureNotify) are not ours.
        if watch { XSelectInput(display, owner, PropertyChangeMask) }
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, owner, property, 0, maximumXSettingsLength, 0, Atom(AnyPropertyType),
                                        &type, &format, &count, &remaining, &data)
        guard status == Success, let data else { return (owner, nil) }
        defer { XFree(data) }
        guard format == 8 else { return (owner, nil) }
        return (owner, Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    /// A format-32 CARDINAL property of `window` (at most 1024 items), or [] when it is unset.
    private static func cardinals(of name: String, on window: Window, display: OpaquePointer) -> [UInt] {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // An atom nobody interned yet cannot name a set property (and asking with None is an error).
        let property = XInternAtom(display, name, 1)
        guard property != 0 else { return [] }
        let status = XGetWindowProperty(display, window, property, 0, 1024, 0, XA_CARDINAL,
                                        &type, &format, &count, &remaining, &data)
        guard status == Success, let data else { return [] }
        defer { XFree(data) }
        guard type == XA_CARDINAL, format == 32 else { return [] }
        // Format-32 items arrive as C longs, sign-extended: NetWorkArea masks them to 32 bits.
        return UnsafeRawPointer(data).withMemoryRebound(to: UInt.self, capacity: Int(count)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(count)))
        }
    }
}
