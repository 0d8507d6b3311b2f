internal import CCairo
internal import CX11
import Glibc

/// Pixels painted on the client by Cairo's image surface and uploaded to the window, as Qt and
/// GTK do on X11 without a GPU: the server only copies, it no longer rasterises.
///
/// With shared memory (MIT-SHM) the pixels live in a System V segment that the server maps too,
/// and `XShmPutImage` copies them without the socket. Without it (a remote display,
/// `TOUCHKIT_NO_SHM=1`) they live in the process and `XPutImage` sends them. The image has the
/// pixel layout of Cairo's surface (see ``X11PixelFormat``), so nothing is converted.
///
/// A shared-memory put returns at once and the server reads the pixels later: each put asks for
/// a completion event. The run loop paints the next frame only once the completion came
/// (``isReusable``), reading input meanwhile, so a busy server gets fewer, fuller frames instead
/// of the app blocking on it; ``waitUntilReusable()`` blocks only where a paint cannot wait (a
/// resize destroying the buffer).
@MainActor
final class X11ImageBackBuffer: X11BackBuffer {
    private let display: OpaquePointer
    private let window: Window
    private let gc: GC
    private let image: UnsafeMutablePointer<XImage>
    /// The segment (shared memory only). XShmPutImage finds it through `image.obdata`, so it
    /// stays at one address for the image's life.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>?
    /// `XShmGetEventBase + ShmCompletion`, or -1 without shared memory.
    private let completionEventType: Int32
    /// Shared-memory puts whose completion has not arrived: the server may still read the pixels.
    private var pendingPuts = 0
    /// The image's size in pixels.
    private let width: Int32
    private let height: Int32
    let surface: OpaquePointer

    /// Creates a `width`×`height` buffer for `window` in shared memory when `sharedMemory`, else
    /// in the process. Returns nil when the segment cannot be made or the server cannot attach
    /// it (a remote display answers BadAccess); the caller then falls back to `XPutImage`.
    init?(display: OpaquePointer, window: Window, gc: GC, format: X11PixelFormat,
          width: Int32, height: Int32, sharedMemory: Bool) {
        self.display = display
        self.window = window
        self.gc = gc
        self.width = width
        self.height = height
        let screen = XDefaultScreen(display)
        let visual = XDefaultVisual(display, screen)
        if sharedMemory {
            guard let (image, segment) = Self.createSharedImage(display, visual, format.depth, width, height) else {
                return nil
            }
            self.image = image
            self.segment = segment
            completionEventType = XShmGetEventBase(display) + ShmCompletion
        } else {
            let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
            let data = malloc(Int(stride) * Int(height))!.assumingMemoryBound(to: CChar.self)
            // bitmap_pad 32: rows are whole 32-bit words, as Cairo's stride.
            guard let image = XCreateImage(display, visual, UInt32(format.depth), ZPixmap, 0, data,
                                           UInt32(width), UInt32(height), 32, stride) else {
                free(data)
                return nil
            }
            // Cairo writes words in this process's byte order; XPutImage swaps them if the server
            // uses the other.
            image.pointee.byte_order = X11PixelFormat.nativeByteOrder
            self.image = image
            segment = nil
            completionEventType = -1
        }
        // RGB24 ignores the top byte; a depth-32 visual reads it as (premultiplied) alpha.
        let cairoFormat = format.depth == 32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        let pixels = UnsafeMutableRawPointer(image.pointee.data!).assumingMemoryBound(to: UInt8.self)
        surface = cairo_image_surface_create_for_data(pixels, cairoFormat, width, height, image.pointee.bytes_per_line)
    }

    private static func createSharedImage(
        _ display: OpaquePointer, _ visual: UnsafeMutablePointer<Visual>?, _ depth: Int32, _ width: Int32, _ height: Int32
    ) -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>)? {
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, segment,
                                          UInt32(width), UInt32(height)) else {
            segment.deallocate()
            return nil
        }
        let size = Int(image.pointee.bytes_per_line) * Int(height)
        segment.pointee.shmid = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
        let address = segment.pointee.shmid >= 0 ? shmat(segment.pointee.shmid, nil, 0) : nil
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            if segment.pointee.shmid >= 0 { shmctl(segment.pointee.shmid, IPC_RMID, nil) }
            _ = cx11_destroy_image(image)
            segment.deallocate()
            return nil
        }
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 0
        image.pointee.data = segment.pointee.shmaddr
        let attached = cx11_shm_attach_checked(display, segment) != 0
        // Marked for removal at once: the kernel frees the segment when the last process detaches,
        // so nothing leaks even if the app is killed.
        shmctl(segment.pointee.shmid, IPC_RMID, nil)
        guard attached else {
            shmdt(address)
            image.pointee.data = nil
            _ = cx11_destroy_image(image)
            segment.deallocate()
            return nil
        }
        return (image, segment)
    }

    var isReusable: Bool { pendingPuts == 0 }

    func waitUntilReusable() {
        var event = XEvent()
        while pendingPuts > 0 {
            // Blocks (after flushing) until a completion is queued; other events stay queued.
            XIfEvent(display, &event, cx11_is_event_of_type, XPointer(bitPattern: Int(completionEventType)))
            pendingPuts -= 1
        }
    }

    func copyToWindow(x: Int32, y: Int32, width: Int32, height: Int32) {
        // An Expose of a grown window comes before the buffer grows (the resize is applied after
        // the drain): its area may reach past the image, which a put must not (BadValue). The
        // repaint after the resize covers the rest.
        let x = max(0, x), y = max(0, y)
        let width = min(x + width, self.width) - x, height = min(y + height, self.height) - y
        guard width > 0, height > 0 else { return }
        if segment != nil {
            XShmPutImage(display, window, gc, image, x, y, x, y, UInt32(width), UInt32(height), 1)
            pendingPuts += 1
        } else {
            XPutImage(display, window, gc, image, x, y, x, y, UInt32(width), UInt32(height))
        }
    }

    func consume(_ event: inout XEvent) -> Bool {
        guard event.type == completionEventType else { return false }
        pendingPuts = max(0, pendingPuts - 1)
        return true
    }

    func destroy() {
        waitUntilReusable()
        cairo_surface_destroy(surface)
        if let segment {
            XShmDetach(display, segment)
            shmdt(segment.pointee.shmaddr)
            image.pointee.data = nil
            _ = cx11_destroy_image(image)
            segment.deallocate()
        } else {
            // XDestroyImage frees the malloc'd pixels with the image.
            _ = cx11_destroy_image(image)
        }
    }
}
