internal import CCairo
import Foundation

/// An immutable bitmap loaded from a PNG file, with the name it was loaded by.
///
/// `size` is in points: the pixel size divided by `scale` (2 for an `@2x` file).
public final class UIImage: @unchecked Sendable {
    // @unchecked: the Cairo surface is never written after loading, and Cairo's reference
    // counting is thread-safe, so sharing the image is safe.
    let surface: OpaquePointer
    /// The resource name without scale suffix and extension (e.g. "TouchMe").
    public let name: String
    /// Pixels per point: 1 for `NAME.png`, 2 for `NAME@2x.png`, 3 for `NAME@3x.png`.
    public let scale: CGFloat
    let pixelWidth: Int
    let pixelHeight: Int

    /// The image's size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Loads the PNG at `path`; throws ``ImageLoadingError`` naming the file when it is missing,
    /// not a regular file, not a PNG, damaged or too large (see ``PNGFile``).
    public init(contentsOfFile path: String, name: String? = nil, scale: CGFloat = 1) throws {
        let file = try PNGFile(contentsOfFile: path)
        let surface = try file.decodedSurface()
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
        self.name = name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The scales image files come in: `NAME.png`, `NAME@2x.png`, `NAME@3x.png`.
    public static let fileScales: [CGFloat] = [1, 2, 3]

    /// Loads `name` from `directory` for a display of `scale` pixels per point: the nearest set
    /// at or above the scale (1.25 and 1.5 load `@2x`, 2.5 loads `@3x`), so the image is drawn
    /// scaled down and stays sharp; when that file is missing, the largest one below.
    public convenience init(named name: String, in directory: URL, scale: CGFloat = 1) throws {
        let file = { (scale: CGFloat) in
            directory.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(Int(scale))x.png").path
        }
        let atOrAbove = Self.fileScales.filter { $0 >= scale }
        let below = Self.fileScales.filter { $0 < scale }.reversed()
        let chosen = (atOrAbove + below).first { $0 == 1 || FileManager.default.fileExists(atPath: file($0)) } ?? 1
        try self.init(contentsOfFile: file(chosen), name: name, scale: chosen)
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Why an image could not be loaded. Its description names the file.
public enum ImageLoadingError: Error, Equatable, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    /// The file is there but cannot be used, for the reason `problem` gives.
    case invalid(path: String, problem: PNGFile.Problem)

    public var description: String {
        switch self {
        case .missing(let path): "image not found: \(path)"
        case .unreadable(let path, let reason): "cannot read image \(path): \(reason)"
        case .invalid(let path, let problem): "cannot read image \(path): \(problem)"
        }
    }
}
