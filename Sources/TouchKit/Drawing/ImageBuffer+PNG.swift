internal import CCairo
import Foundation

extension ImageBuffer {
    /// The buffer encoded as a PNG file's bytes (as UIKit's `UIImage.pngData()`), so that the
    /// caller decides how the file is created (for example, never over an existing one).
    /// Throws ``ImageEncodingError`` with Cairo's reason when encoding fails.
    public func pngData() throws -> Data {
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageEncodingError(reason: String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }
}

/// Collects the bytes Cairo's PNG encoder writes.
private final class PNGSink {
    var data = Data()
}

/// Why an image could not be encoded.
public struct ImageEncodingError: Error, Equatable, CustomStringConvertible {
    /// The encoder's reason.
    public let reason: String

    /// An error for `reason`.
    public init(reason: String) { self.reason = reason }

    public var description: String { "cannot encode the image: \(reason)" }
}
