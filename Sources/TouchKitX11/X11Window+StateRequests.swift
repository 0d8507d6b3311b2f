internal import CX11

/// Requests to the window manager about the window's state (EWMH, "_NET_WM_STATE").
///
/// A client does not set `_NET_WM_STATE` on a mapped window itself: it sends a ClientMessage to
/// the root window, which the window manager (the client with SubstructureRedirect on the root)
/// receives and answers by changing the window. Without a window manager nothing happens.
extension X11Window {
    /// `_NET_WM_STATE` actions (data.l[0] of the message).
    enum StateAction: Int {
        case remove = 0, add = 1, toggle = 2
    }

    /// Source indication 1: the request comes from a normal application (not a pager).
    private static let sourceIsApplication = 1

    /// Asks the window manager to add, remove or toggle `_NET_WM_STATE_FULLSCREEN`.
    func requestFullscreen(_ action: StateAction) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.message_type = atom("_NET_WM_STATE")
        event.xclient.format = 32
        event.xclient.data.l.0 = action.rawValue
        event.xclient.data.l.1 = Int(atom("_NET_WM_STATE_FULLSCREEN"))
        event.xclient.data.l.2 = 0
        event.xclient.data.l.3 = Self.sourceIsApplication
        let root = XDefaultRootWindow(display)
        XSendEvent(display, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
        XFlush(display)
    }
}
