internal import CCairo
internal import CX11
import Foundation
import TouchKit

/// One top-level X window with a back buffer.
///
/// Painting goes into the back buffer through Cairo: on the client, in shared memory when the
/// server allows it (see ``X11ImageBackBuffer`` and ``X11PresentPath``). ``present(_:rects:)``
/// copies the painted rectangles to the window, and an Expose is answered by copying again,
/// without repainting. Sizes here are in pixels; `scale` converts from the toolkit's points.
@MainActor
final class X11Window {
    let display: OpaquePointer
    let id: Window
    let scale: CGFloat
    private(set) var pixelWidth: Int32
    private(set) var pixelHeight: Int32
    let gc: GC
    /// The window's visual as the server stores it, read once.
    let pixelFormat: X11PixelFormat
    /// How frames reach the screen; `sharedMemory` turns into `putImage` if attaching fails.
    var presentPath: X11PresentPath
    var backBuffer: X11BackBuffer?
    let deleteWindowAtom: Atom
    /// Text drawn turned or scaled, kept rasterised from frame to frame (bounded; see
    /// `TextRasterCache`).
    let textRasters = TextRasterCache()

    /// Creates and maps a window of `size` points titled `title`, with the properties a window
    /// manager reads (see `X11Window+Properties.swift`) and a minimum size of `minimumSize`
    /// points, selecting XI2 touch and pointer events on it, and core key presses and releases
    /// (releases for the Control and Shift keys of the mouse emulation). With
    /// `sharedMemoryDisabled` it presents with `XPutImage` even where MIT-SHM works (what a remote
    /// display does; for tests and for comparing).
    init(display: OpaquePointer, title: String, className: String, size: CGSize, minimumSize: CGSize,
         scale: CGFloat, sharedMemoryDisabled: Bool) {
        self.display = display
        self.scale = scale
        pixelWidth = Int32(max(1, (size.width * scale).rounded()))
        pixelHeight = Int32(max(1, (size.height * scale).rounded()))
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        id = XCreateSimpleWindow(display, root, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), 0,
                                 XBlackPixel(display, screen), XWhitePixel(display, screen))
        gc = XCreateGC(display, id, 0, nil)
        pixelFormat = Self.pixelFormat(of: display)
        presentPath = pixelFormat.presentPath(
            sharedMemoryAvailable: XShmQueryExtension(display) != 0,
            sharedMemoryDisabled: sharedMemoryDisabled)
        deleteWindowAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        setTitle(title)
        setClassAndProtocols(className: className)
        setSizeLimits(minimumPixelWidth: Int32((minimumSize.width * scale).rounded(.up)),
                      minimumPixelHeight: Int32((minimumSize.height * scale).rounded(.up)))
        setOwningProcess()
        XSelectInput(display, id, ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask)
        selectInputEvents(root: root)
        createBackBuffer()
        XMapWindow(display, id)
    }

    /// The window id as "0x…", for the trace.
    var hexID: String { "0x" + String(id, radix: 16) }

    /// The window's size in points.
    var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// Paints `rects` (points) of `window` into the back buffer and copies them to the screen.
    func present(_ window: UIWindow, rects: [CGRect]) {
        guard let backBuffer, !rects.isEmpty else { return }
        // The server may still be reading the last frame's pixels (a shared-memory put).
        backBuffer.waitUntilReusable()
        let surface = backBuffer.surface
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        let context = GraphicsContext(cairo: cairo, textRasters: textRasters)
        // At a fractional scale (1.25, 1.5) a rect in whole points has fractional pixel edges:
        // painting it would blend half-covered edge pixels over their old content and leave
        // seams. So each rect grows to whole pixels first, and exactly those pixels are painted
        // and copied.
        let pixelRects = rects.map { Self.pixelAligned($0, scale: scale) }
        for rect in pixelRects {
            window.render(in: context, rect: CGRect(x: rect.minX / scale, y: rect.minY / scale,
                                                    width: rect.width / scale, height: rect.height / scale))
        }
        cairo_surface_flush(surface)
        textRasters.frameDidEnd()
        for rect in pixelRects { copyToWindow(rect) }
    }

    /// Copies an exposed area (pixels) from the back buffer again.
    func expose(x: Int32, y: Int32, width: Int32, height: Int32) {
        backBuffer?.copyToWindow(x: x, y: y, width: width, height: height)
    }

    /// Adopts a new size (pixels) after a ConfigureNotify; returns whether it changed. The back
    /// buffer is recreated, so the caller must repaint everything.
    func resize(pixelWidth width: Int32, pixelHeight height: Int32) -> Bool {
        guard width != pixelWidth || height != pixelHeight, width > 0, height > 0 else { return false }
        pixelWidth = width
        pixelHeight = height
        destroyBackBuffer()
        createBackBuffer()
        return true
    }

    /// Frees the back buffer and, unless another client already destroyed it, the window.
    func close(destroyingWindow: Bool) {
        destroyBackBuffer()
        XFreeGC(display, gc)
        if destroyingWindow { XDestroyWindow(display, id) }
    }

    // MARK: Private

    /// Touch events must be selected together (else BadValue), on master devices, after the
    /// client announced XI 2.2. Crossing and focus events tell the mouse emulation when the
    /// pointer left and when key releases stop coming. Hierarchy changes are selected on the root
    /// so that removed devices can have their touches cancelled, and device changes so that a
    /// touch device's valuator map is read again. Raw touch ends and button releases are
    /// selected there too (raw events exist only on the root), for every device: a slave's raw
    /// end reaches this client even while another client grabs the slave, and is then the only
    /// sign that a touch is gone.
    private func selectInputEvents(root: Window) {
        var mask = [UInt8](repeating: 0, count: Int(cx11_mask_len()))
        for event in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_ButtonPress, XI_ButtonRelease, XI_Motion,
                      XI_Enter, XI_Leave, XI_FocusIn, XI_FocusOut] {
            cx11_set_mask(&mask, event)
        }
        select(mask, device: XIAllMasterDevices, on: id)
        var hierarchy = [UInt8](repeating: 0, count: Int(cx11_mask_len()))
        cx11_set_mask(&hierarchy, XI_HierarchyChanged)
        cx11_set_mask(&hierarchy, XI_DeviceChanged)
        cx11_set_mask(&hierarchy, XI_RawTouchEnd)
        cx11_set_mask(&hierarchy, XI_RawButtonRelease)
        select(hierarchy, device: XIAllDevices, on: root)
    }

    private func select(_ mask: [UInt8], device: Int32, on window: Window) {
        var bytes = mask
        bytes.withUnsafeMutableBufferPointer { buffer in
            var eventMask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &eventMask, 1)
        }
    }

    /// `rect` (points) in pixels, grown to whole pixels. Dividing the result by `scale` gives
    /// the points whose edges fall exactly on pixel edges.
    nonisolated static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale).integral
    }

    private func copyToWindow(_ rect: CGRect) {
        backBuffer?.copyToWindow(x: Int32(rect.minX), y: Int32(rect.minY),
                                 width: Int32(rect.width), height: Int32(rect.height))
    }
}
