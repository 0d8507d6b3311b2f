internal import CX11
import Foundation

/// Choosing and making the back buffer (see ``X11PresentPath``).
extension X11Window {
    /// Makes a back buffer of the window's pixel size on ``presentPath``. If the server cannot
    /// attach the shared segment (a remote display that still lists MIT-SHM), it falls back to
    /// `XPutImage` for good.
    func createBackBuffer() {
        switch presentPath {
        case .sharedMemory:
            if let buffer = X11ImageBackBuffer(display: display, window: id, gc: gc, format: pixelFormat,
                                               width: pixelWidth, height: pixelHeight, sharedMemory: true) {
                backBuffer = buffer
                return
            }
            presentPath = .putImage
            createBackBuffer()
        case .putImage:
            backBuffer = X11ImageBackBuffer(display: display, window: id, gc: gc, format: pixelFormat,
                                            width: pixelWidth, height: pixelHeight, sharedMemory: false)
                ?? X11PixmapBackBuffer(display: display, window: id, gc: gc, width: pixelWidth, height: pixelHeight)
        case .serverPixmap:
            backBuffer = X11PixmapBackBuffer(display: display, window: id, gc: gc, width: pixelWidth, height: pixelHeight)
        }
    }

    func destroyBackBuffer() {
        backBuffer?.destroy()
        backBuffer = nil
    }

    /// Whether a frame can be painted now without waiting for the server to finish copying the
    /// last one (see ``X11ImageBackBuffer``).
    var canPaintWithoutWaiting: Bool { backBuffer?.isReusable ?? true }

    /// Takes a shared-memory put's completion event; returns whether `event` was one.
    func consumeCompletion(_ event: inout XEvent) -> Bool {
        backBuffer?.consume(&event) ?? false
    }

    /// The default visual's format: class, depth, masks, the bits per pixel of the server's
    /// pixmap format of that depth, and the server's image byte order.
    static func pixelFormat(of display: OpaquePointer) -> X11PixelFormat {
        let screen = XDefaultScreen(display)
        let visual = XDefaultVisual(display, screen)!.pointee
        let depth = XDefaultDepth(display, screen)
        var count: Int32 = 0
        var bitsPerPixel: Int32 = 0
        if let formats = XListPixmapFormats(display, &count) {
            for index in 0..<Int(count) where formats[index].depth == depth {
                bitsPerPixel = formats[index].bits_per_pixel
            }
            XFree(formats)
        }
        return X11PixelFormat(visualClass: visual.`class`, depth: depth, bitsPerPixel: bitsPerPixel,
                              redMask: visual.red_mask, greenMask: visual.green_mask, blueMask: visual.blue_mask,
                              serverByteOrder: XImageByteOrder(display))
    }
}
