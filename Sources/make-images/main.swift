import CCairo
import Foundation

/// A failure with a one-line, user-facing message.
struct MakeImagesError: Error, CustomStringConvertible {
    let description: String
}

/// Throws unless `status` is success, naming what was being done.
func check(_ status: cairo_status_t, _ what: String) throws {
    guard status == CAIRO_STATUS_SUCCESS else {
        throw MakeImagesError(description: "\(what): \(String(cString: cairo_status_to_string(status)))")
    }
}

/// Command-line entry point: `make-images <output-directory>` writes every image at 1x, 2x and
/// 3x, and the app icon at every size in `Icons/`.
enum MakeImages {
    /// Every image's file stem: the walkthrough's tiles and boxes, then the Farm's figures.
    static let imageNames = ImageSpec.all.map(\.name) + FarmPainter.Figure.allCases.map(\.rawValue)

    /// The `--help` text; lists the image names straight from the spec table.
    static let usage = """
        usage: make-images <output-directory>
        Draws the touch-demo images (\(imageNames.joined(separator: ", ")))
        as NAME.png (1x), NAME@2x.png and NAME@3x.png into <output-directory>, and the app icon
        as Icons/touch-demo-N.png (N = \(IconPainter.sizes.map(String.init).joined(separator: ", ")) px),
        deterministically.
        """

    /// Parses arguments, renders all images and maps failures to a one-line message and exit code.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
            FileHandle.standardError.write(Data("make-images: expected exactly one output directory (see --help)\n".utf8))
            return 2
        }
        do {
            let directory = try prepare(directory: arguments[0])
            let family = try Painter.resolvedFontFamily()
            var written = 0
            for spec in ImageSpec.all {
                for scale in [1, 2, 3] {
                    let suffix = scale == 1 ? "" : "@\(scale)x"
                    try Painter(spec: spec, scale: scale).writePNG(to: "\(directory)/\(spec.name)\(suffix).png")
                    written += 1
                }
            }
            for figure in FarmPainter.Figure.allCases {
                for scale in [1, 2, 3] {
                    let suffix = scale == 1 ? "" : "@\(scale)x"
                    try FarmPainter(figure: figure, scale: scale).writePNG(to: "\(directory)/\(figure.rawValue)\(suffix).png")
                    written += 1
                }
            }
            let icons = try prepare(directory: "\(directory)/Icons")
            for size in IconPainter.sizes {
                try IconPainter(size: size).writePNG(to: "\(icons)/touch-demo-\(size).png")
                written += 1
            }
            print("make-images: wrote \(written) files to \(directory) (font: \(family) Bold)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("make-images: error: \(error)\n".utf8))
            return 1
        }
    }

    /// Creates the directory if needed and fails early (before drawing) if it is not writable.
    static func prepare(directory: String) throws -> String {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if !fm.fileExists(atPath: directory, isDirectory: &isDirectory) {
            do {
                try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw MakeImagesError(description: "cannot create output directory \(directory)")
            }
        } else if !isDirectory.boolValue {
            throw MakeImagesError(description: "output path \(directory) is not a directory")
        }
        guard fm.isWritableFile(atPath: directory) else {
            throw MakeImagesError(description: "output directory \(directory) is not writable")
        }
        return directory
    }
}

extension Painter {
    /// Returns the family fontconfig actually resolves `fontDescription` to, failing if it is
    /// not DejaVu Sans (a substitute font would silently change every image).
    static func resolvedFontFamily() throws -> String {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        guard let cr else { throw MakeImagesError(description: "cannot create cairo context") }
        let context = try makePangoContext(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let desc = pango_font_description_from_string(fontDescription)
        defer { pango_font_description_free(desc) }
        guard let font = pango_context_load_font(context, desc) else {
            throw MakeImagesError(description: "no font matches \"\(fontDescription)\" (install fonts-dejavu-core)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let described = pango_font_describe(font)
        defer { pango_font_description_free(described) }
        let family = pango_font_description_get_family(described).map { String(cString: $0) } ?? "?"
        // A synthesized ("fake") bold or a different family would change every image.
        guard family == fontFamily, pango_font_description_get_weight(described) == PANGO_WEIGHT_BOLD else {
            throw MakeImagesError(
                description: "font \"\(fontDescription)\" resolved to a different font \"\(family)\"; install fonts-dejavu-core")
        }
        return family
    }
}

exit(MakeImages.run(Array(CommandLine.arguments.dropFirst())))
