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
        do {
            let png = try PNGFile(contentsOfFile: file.path)
            return Image(width: png.width, height: png.height, premultipliedARGB: try png.premultipliedARGBPixels())
        } catch {
            throw LoadingError(description: "cannot read icon \(file.path): \(Self.reason(error))")
        }
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
