import CX11
import Foundation
import XServerFixture

/// What a window manager does when the user clicks a window's close button: send
/// WM_DELETE_WINDOW. There is no window manager on the private server, so the test does it.
enum WindowManagerMessages {
    static func sendDeleteWindow(display name: String, window hexID: String) throws {
        guard let display = XOpenDisplay(name) else { throw XServerFixtureError("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        guard let window = Window(hexID.dropFirst(2), radix: 16) else {
            throw XServerFixtureError("bad window id \(hexID)")
        }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XFlush(display)
    }
}

extension WindowManagerMessages {
    /// Resizes the window as a user dragging its border through a window manager would.
    static func resize(display name: String, window hexID: String, width: UInt32, height: UInt32) throws {
        guard let display = XOpenDisplay(name) else { throw XServerFixtureError("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        guard let window = Window(hexID.dropFirst(2), radix: 16) else {
            throw XServerFixtureError("bad window id \(hexID)")
        }
        XResizeWindow(display, window, width, height)
        XFlush(display)
    }
}
