internal import CCairo
import Foundation

extension PNGFile {
    /// Decodes ``data`` into a new Cairo image surface (the caller destroys it). The structure
    /// was checked already, so a failure here is in the compressed pixels themselves.
    func decodedSurface() throws(ImageLoadingError) -> OpaquePointer {
        let source = PNGByteSource(data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<PNGByteSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque())
        guard let surface else { throw .invalid(path: path, problem: .corrupt(detail: "the image data does not decode")) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // Cairo reports libpng's and zlib's errors as "out of memory"; with the size bounded
            // by the checks above, the true reason is the data.
            throw .invalid(path: path, problem: .corrupt(detail: "the compressed image data does not decode"))
        }
        return surface
    }
}

/// Hands a PNG's bytes to Cairo's stream reader in the pieces it asks for.
private final class PNGByteSource {
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
