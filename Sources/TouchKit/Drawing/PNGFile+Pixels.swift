internal import CCairo
import Foundation

extension PNGFile {
    /// The image's pixels, row by row, as premultiplied ARGB32 words (the layout of X's
    /// `_NET_WM_ICON` and of Cairo's image surfaces). A PNG stored as RGB or grey is converted.
    public func premultipliedARGBPixels() throws(ImageLoadingError) -> [UInt32] {
        let loaded = try decodedSurface()
        defer { cairo_surface_destroy(loaded) }
        let width = Int(cairo_image_surface_get_width(loaded)), height = Int(cairo_image_surface_get_height(loaded))
        // An RGB24 or A8 PNG loads in another format: paint it onto ARGB32 to read one layout.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_set_source_surface(cairo, loaded, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw .unreadable(path: path, reason: "cannot allocate \(width)×\(height) pixels")
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride)
            for column in 0..<width { pixels.append(line.load(fromByteOffset: column * 4, as: UInt32.self)) }
        }
        return pixels
    }
}
