internal import CCairo
import Foundation

extension NetWMIcon {
    /// Why an icon file could not be used. The description names the file.
    struct LoadingError: Error, CustomStringConvertible {
        let description: String
    }

    /// Loads each PNG in `files` (one per icon size) and packs them.
    init(pngFiles files: [URL]) throws {
        try self.init(images: files.map(Self.image(fromPNG:)))
    }

    /// The pixels of one PNG file, converted to ARGB32 if it was stored otherwise.
    private static func image(fromPNG file: URL) throws -> Image {
        let loaded = cairo_image_surface_create_from_png(file.path)
        defer { cairo_surface_destroy(loaded) }
        guard cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else {
            throw LoadingError(description: "cannot read icon \(file.path)")
        }
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
            throw LoadingError(description: "cannot read icon \(file.path)")
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride)
            for column in 0..<width { pixels.append(line.load(fromByteOffset: column * 4, as: UInt32.self)) }
        }
        return Image(width: width, height: height, premultipliedARGB: pixels)
    }
}
