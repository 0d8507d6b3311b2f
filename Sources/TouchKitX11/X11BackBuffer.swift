internal import CCairo
internal import CX11

/// Where ``X11Window`` paints, and how the painted rectangles reach the window.
///
/// ``X11ImageBackBuffer`` paints on the client (Cairo's image surface) and uploads with
/// `XShmPutImage` or `XPutImage`; ``X11PixmapBackBuffer`` has the server paint into a pixmap.
/// The buffer keeps the last frame, so that an Expose is answered by copying again.
@MainActor
protocol X11BackBuffer: AnyObject {
    /// The Cairo surface to paint into, in pixels.
    var surface: OpaquePointer { get }
    /// Whether the server no longer reads the pixels (no shared-memory put is outstanding), so
    /// that painting into them now cannot tear the frame the server is copying.
    var isReusable: Bool { get }
    /// Waits until the server no longer reads the pixels: call before painting into them.
    func waitUntilReusable()
    /// Copies a rectangle (pixels) of the buffer to the same place in the window.
    func copyToWindow(x: Int32, y: Int32, width: Int32, height: Int32)
    /// Takes `event` when it is this buffer's (a shared-memory put's completion); returns whether it was.
    func consume(_ event: inout XEvent) -> Bool
    /// Frees the buffer and everything it shares with the server. Call once.
    func destroy()
}

/// A server-side pixmap painted through Cairo's Xlib surface: the server rasterises (XRender).
/// Only for visuals that no image of Cairo's matches (see ``X11PixelFormat``).
@MainActor
final class X11PixmapBackBuffer: X11BackBuffer {
    private let display: OpaquePointer
    private let window: Window
    private let gc: GC
    private let pixmap: Pixmap
    let surface: OpaquePointer

    init(display: OpaquePointer, window: Window, gc: GC, width: Int32, height: Int32) {
        self.display = display
        self.window = window
        self.gc = gc
        let screen = XDefaultScreen(display)
        pixmap = XCreatePixmap(display, window, UInt32(width), UInt32(height), UInt32(XDefaultDepth(display, screen)))
        surface = cairo_xlib_surface_create(display, pixmap, XDefaultVisual(display, screen), width, height)
    }

    var isReusable: Bool { true }

    func waitUntilReusable() {}

    func copyToWindow(x: Int32, y: Int32, width: Int32, height: Int32) {
        XCopyArea(display, pixmap, window, gc, x, y, UInt32(width), UInt32(height), x, y)
    }

    func consume(_ event: inout XEvent) -> Bool { false }

    func destroy() {
        cairo_surface_destroy(surface)
        XFreePixmap(display, pixmap)
    }
}
