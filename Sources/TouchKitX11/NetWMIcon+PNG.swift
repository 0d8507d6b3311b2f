internal import CCairo
import Foundation
import TouchKit

extension NetWMIcon {
    /// Why an icon file could not be used. The description names the file.
    struct LoadingError: Error, CustomStringConvertible {
        let description: String
    }

    /// Loads each PNG in `files` (one per icon size) and packs them.
    init(pngFiles files: [URL]) throws {
        try self.init(images: files.map(Self.image(fromPNG:)))
    }

    /// The pixels of one PNG file, converted to ARGB32 if it was stored otherwise. The file is
    /// read and checked by ``PNGFile`` first (a FIFO is never opened, a huge image is refused),
    /// so an error gives the true reason.
    private static func image(fromPNG file: URL) throws -> Image {
        let png: PNGFile
        do {
            png = try PNGFile(contentsOfFile: file.path)
        } catch {
            throw LoadingError(description: "cannot read icon \(file.path): \(Self.reason(error))")
        }
        let source = IconByteSource(png.data)
        let loaded = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<IconByteSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque())
        defer { cairo_surface_destroy(loaded) }
        guard cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else {
            throw LoadingError(description: "cannot read icon \(file.path): \(PNGFile.Problem.corrupt(detail: "the compressed image data does not decode"))")
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

    /// The reason part of a loading error ("no such file", "not a regular file but a FIFO").
    private static func reason(_ error: ImageLoadingError) -> String {
        switch error {
        case .missing: "no such file"
        case .unreadable(_, let reason): reason
        case .invalid(_, let problem): problem.description
        }
    }
}

/// Hands an icon's bytes to Cairo's stream reader in the pieces it asks for.
private final class IconByteSource {
    private let data: Data
    private var offset = 0

    init(_ data: Data) { self.data = data }

    /// Copies the next `count` bytes to `buffer`; false when fewer are left.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        data.copyBytes(to: buffer, from: data.startIndex + offset ..< data.startIndex + offset + count)
        offset += count
        return true
    }
}
