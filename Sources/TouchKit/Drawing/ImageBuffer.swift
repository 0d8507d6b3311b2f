internal import CCairo
import Foundation

/// An offscreen ARGB bitmap to render into: used to check drawing by pixels without a display,
/// and to write PNG files.
@MainActor
public final class ImageBuffer {
    nonisolated(unsafe) let surface: OpaquePointer
    /// Size in pixels.
    public let width: Int
    public let height: Int

    /// A transparent buffer of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Runs `body` with a context drawing into this buffer (user space = pixels).
    public func draw(_ body: (GraphicsContext) -> Void) {
        draw(textRasters: nil, body)
    }

    /// Runs `body` with a context drawing into this buffer (user space = pixels) that keeps
    /// rasterised text in `textRasters` (a cache of its own when nil).
    package func draw(textRasters: TextRasterCache?, _ body: (GraphicsContext) -> Void) {
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        body(GraphicsContext(cairo: cairo, textRasters: textRasters))
        cairo_surface_flush(surface)
    }

    /// Makes every pixel transparent again.
    public func clear() {
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_surface_flush(surface)
    }

    /// The color of pixel (`x`, `y`), un-premultiplied, components 0...255.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside the buffer")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(word >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = (word >> shift) & 0xFF
            return a == 0 ? 0 : UInt8(min(255, premultiplied * 255 / UInt32(a)))
        }
        return (channel(16), channel(8), channel(0), a)
    }

    /// Writes the buffer as a PNG file.
    public func writePNG(to path: String) throws {
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageLoadingError.unreadable(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
