internal import CX11
import Foundation

/// The properties a window manager, a task bar and a session manager read from a top-level
/// window (ICCCM and EWMH): title, class, protocols, size limits, owning process, icon.
extension X11Window {
    /// Sets `WM_NAME` and `WM_ICON_NAME` (as STRING, or COMPOUND_TEXT when the title is not
    /// Latin-1) and `_NET_WM_NAME` / `_NET_WM_ICON_NAME` (UTF-8, what EWMH window managers show).
    func setTitle(_ title: String) {
        var property = XTextProperty()
        let converted = title.withCString { text -> Bool in
            var list: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: text)]
            return Xutf8TextListToTextProperty(display, &list, 1, XStdICCTextStyle, &property) >= Success
        }
        if converted {
            XSetWMName(display, id, &property)
            XSetWMIconName(display, id, &property)
            XFree(property.value)
        }
        let bytes = Array(title.utf8)
        for name in ["_NET_WM_NAME", "_NET_WM_ICON_NAME"] {
            XChangeProperty(display, id, atom(name), atom("UTF8_STRING"), 8, PropModeReplace, bytes, Int32(bytes.count))
        }
    }

    /// Sets `WM_CLASS` ("touch-demo", `className`) and `WM_PROTOCOLS` (`WM_DELETE_WINDOW`).
    func setClassAndProtocols(className: String) {
        let hint = XAllocClassHint()!
        defer { XFree(hint) }
        let instance = strdup("touch-demo"), klass = strdup(className)
        defer { free(instance); free(klass) }
        hint.pointee.res_name = instance
        hint.pointee.res_class = klass
        XSetClassHint(display, id, hint)
        var protocols = [deleteWindowAtom]
        XSetWMProtocols(display, id, &protocols, 1)
    }

    /// Sets `WM_NORMAL_HINTS` with a minimum size, in pixels, that the window manager keeps, and
    /// the largest size the app draws (``X11WindowSizeLimit/maximumPixelSide`` per side), so that a
    /// window manager does not resize the window past what the app refuses to open.
    func setSizeLimits(minimumPixelWidth width: Int32, minimumPixelHeight height: Int32) {
        let hints = XAllocSizeHints()!
        defer { XFree(hints) }
        hints.pointee.flags = PMinSize | PMaxSize
        hints.pointee.min_width = width
        hints.pointee.min_height = height
        hints.pointee.max_width = Int32(X11WindowSizeLimit.maximumPixelSide)
        hints.pointee.max_height = Int32(X11WindowSizeLimit.maximumPixelSide)
        XSetWMNormalHints(display, id, hints)
    }

    /// Sets `_NET_WM_PID` and `WM_CLIENT_MACHINE`, which EWMH requires together: a window
    /// manager uses them to kill a hung client and to match windows to launched apps.
    func setOwningProcess() {
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            host.withUnsafeMutableBufferPointer { name in
                var property = XTextProperty()
                var list: [UnsafeMutablePointer<CChar>?] = [name.baseAddress]
                if XStringListToTextProperty(&list, 1, &property) != 0 {
                    XSetWMClientMachine(display, id, &property)
                    XFree(property.value)
                }
            }
        }
        setCardinals([UInt(getpid())], of: "_NET_WM_PID")
    }

    /// Sets `_NET_WM_ICON`.
    func setIcon(_ icon: NetWMIcon) {
        setCardinals(icon.cardinals, of: "_NET_WM_ICON")
    }

    /// The atom called `name`, created if the server does not know it yet.
    func atom(_ name: String) -> Atom {
        XInternAtom(display, name, 0)
    }

    /// Replaces the format-32 CARDINAL property `name`; Xlib takes its items as C longs.
    private func setCardinals(_ values: [UInt], of name: String) {
        values.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, id, atom(name), XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }
}
