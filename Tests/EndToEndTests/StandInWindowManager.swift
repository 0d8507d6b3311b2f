import CX11
import Foundation
import TouchDemoTrace
import XServerFixture

/// The part of a window manager a test needs on a server that has none: it holds
/// SubstructureRedirect on the root window, so the requests that clients address to "the window
/// manager" (EWMH ClientMessages sent to the root) come to it, and it maps windows that ask to
/// be mapped, as a real one would. Start it before the app, and close it before the server stops.
final class StandInWindowManager {
    /// A `_NET_WM_STATE` request as received: atoms already turned into names.
    struct StateRequest: Equatable {
        let window: String
        let action: Int
        let firstProperty: String
        let secondProperty: String?
        let source: Int
    }

    private var display: OpaquePointer?
    private let root: Window

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw XServerFixtureError("cannot open \(name)") }
        self.display = display
        root = XDefaultRootWindow(display)
        XSelectInput(display, root, SubstructureRedirectMask | SubstructureNotifyMask)
        XSync(display, 0)
    }

    deinit { close() }

    /// Disconnects (the redirect ends with the connection).
    func close() {
        if let display { XCloseDisplay(display) }
        display = nil
    }

    /// Waits up to `timeout` seconds for a `_NET_WM_STATE` ClientMessage, mapping windows that
    /// ask to be mapped meanwhile.
    func waitForStateRequest(timeout: TimeInterval = 10) throws -> StateRequest {
        guard let display else { throw XServerFixtureError("the stand-in window manager is closed") }
        let end = DispatchTime.now() + timeout
        let stateAtom = XInternAtom(display, "_NET_WM_STATE", 0)
        while true {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                switch event.type {
                case MapRequest:
                    XMapWindow(display, event.xmaprequest.window)
                case ClientMessage where event.xclient.message_type == stateAtom:
                    let data = event.xclient.data.l
                    return StateRequest(window: "0x" + String(event.xclient.window, radix: 16), action: data.0,
                                        firstProperty: name(of: Atom(data.1), display) ?? "?",
                                        secondProperty: data.2 == 0 ? nil : name(of: Atom(data.2), display),
                                        source: data.3)
                default:
                    break
                }
            }
            let now = DispatchTime.now()
            guard now < end else { throw XServerFixtureError("no _NET_WM_STATE request within \(timeout) s") }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((end.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000) + 1)
        }
    }

    private func name(of atom: Atom, _ display: OpaquePointer) -> String? {
        guard let name = XGetAtomName(display, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }
}
