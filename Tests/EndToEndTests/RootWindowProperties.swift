import CX11
import Foundation
import XServerFixture

/// What a desktop session puts on the root window before apps start: the work area a window
/// manager leaves free (`_NET_WORKAREA`) and the X resources (`xrdb`, e.g. `Xft.dpi`).
enum RootWindowProperties {
    /// Sets `_NET_WORKAREA` to one desktop's area (pixels), as an EWMH window manager does.
    static func setWorkArea(display name: String, x: Int, y: Int, width: Int, height: Int) throws {
        try setCardinals(display: name, property: "_NET_WORKAREA", [x, y, width, height])
    }

    /// Sets a format-32 CARDINAL property of the root window to `values`, as any client may:
    /// each is sent as its low 32 bits, so -1 and 4294967295 are the same item.
    static func setCardinals(display name: String, property: String, _ values: [Int]) throws {
        try withRoot(display: name) { display, root in
            var values = values  // format-32 items are C longs for Xlib
            let count = Int32(values.count)
            values.withUnsafeMutableBytes { bytes in
                _ = XChangeProperty(display, root, XInternAtom(display, property, 0), XA_CARDINAL, 32, PropModeReplace,
                                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
            }
        }
    }

    /// Replaces the resource database (`RESOURCE_MANAGER`), as `xrdb -load` does.
    static func setResources(display name: String, _ text: String) throws {
        try withRoot(display: name) { display, root in
            let bytes = Array(text.utf8)
            _ = XChangeProperty(display, root, XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
        }
    }

    private static func withRoot(display name: String, _ body: (OpaquePointer, Window) -> Void) throws {
        guard let display = XOpenDisplay(name) else { throw XServerFixtureError("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        body(display, XDefaultRootWindow(display))
        XSync(display, 0)
    }
}
