internal import CCairo
import Foundation

/// An immutable bitmap loaded from a PNG file, with the name it was loaded by.
///
/// `size` is in points: the pixel size divided by `scale` (2 for an `@2x` file). An image loaded
/// by name also knows its sharper files (`@2x`, `@3x` above the one loaded): drawing it bigger
/// than its scale allows, under a zoom, picks one of them (``representation(forPixelsPerPoint:)``,
/// `UIImage+Representations.swift`), as UIKit's image assets do.
public final class UIImage: @unchecked Sendable {
    // @unchecked: the Cairo surface is never written after loading, and Cairo's reference
    // counting is thread-safe, so sharing the image is safe; the sharper representations are
    // decoded under `representationLock`.
    let surface: OpaquePointer
    /// The resource name without scale suffix and extension (e.g. "TouchMe").
    public let name: String
    /// Pixels per point: 1 for `NAME.png`, 2 for `NAME@2x.png`, 3 for `NAME@3x.png`.
    public let scale: CGFloat
    let pixelWidth: Int
    let pixelHeight: Int
    /// The same image's files at higher scales than ``scale``, lowest first; decoded when first
    /// needed.
    let sharperFiles: [(scale: CGFloat, path: String)]
    /// Guards ``sharperImages``.
    let representationLock = NSLock()
    /// The sharper files decoded so far, by scale (a file that failed maps to nil).
    var sharperImages: [CGFloat: UIImage?] = [:]

    /// The image's size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Loads the PNG at `path`; throws ``ImageLoadingError`` naming the file when it is missing,
    /// not a regular file, not a PNG, damaged or too large (see ``PNGFile``).
    public convenience init(contentsOfFile path: String, name: String? = nil, scale: CGFloat = 1) throws {
        try self.init(contentsOfFile: path, name: name, scale: scale, sharperFiles: [])
    }

    /// Loads the PNG at `path` as ``init(contentsOfFile:name:scale:)``, knowing `sharperFiles`.
    init(contentsOfFile path: String, name: String?, scale: CGFloat, sharperFiles: [(scale: CGFloat, path: String)]) throws {
        let file = try PNGFile(contentsOfFile: path)
        let surface = try file.decodedSurface()
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
        self.name = name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        self.sharperFiles = sharperFiles
    }

    /// The scales image files come in: `NAME.png`, `NAME@2x.png`, `NAME@3x.png`.
    public static let fileScales: [CGFloat] = [1, 2, 3]

    /// Loads `name` from `directory` for a display of `scale` pixels per point: the nearest set
    /// at or above the scale (1.25 and 1.5 load `@2x`, 2.5 loads `@3x`), so the image is drawn
    /// scaled down and stays sharp; when that file is missing, the largest one below. The files
    /// of higher scales that exist are remembered, for drawing under a zoom.
    public convenience init(named name: String, in directory: URL, scale: CGFloat = 1) throws {
        let file = { (scale: CGFloat) in
            directory.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(Int(scale))x.png").path
        }
        let atOrAbove = Self.fileScales.filter { $0 >= scale }
        let below = Self.fileScales.filter { $0 < scale }.reversed()
        let chosen = (atOrAbove + below).first { $0 == 1 || FileManager.default.fileExists(atPath: file($0)) } ?? 1
        let sharper = Self.fileScales.filter { $0 > chosen && FileManager.default.fileExists(atPath: file($0)) }
        try self.init(contentsOfFile: file(chosen), name: name, scale: chosen,
                      sharperFiles: sharper.map { (scale: $0, path: file($0)) })
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
