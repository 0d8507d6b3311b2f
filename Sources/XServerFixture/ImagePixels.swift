import Foundation

/// An 8-bit RGB color read from an image.
public struct RGBPixel: Equatable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8

    /// A pixel with the given components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The largest per-component difference to `other`.
    public func distance(to other: RGBPixel) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }

    /// `rgb(r,g,b)`.
    public var description: String { "rgb(\(red),\(green),\(blue))" }
}

/// Reads pixels of PNG files (e.g. `PrivateXServer.screenshot(to:)`) with ImageMagick's
/// command-line tool, so tests need no image library.
public enum ImagePixels {
    /// The pixels of the `width` x `height` region at (`x`, `y`) of the image at `path`, row by row.
    /// With `background`, a picture with transparency is first laid over that colour, as a view
    /// draws it over its superview.
    public static func region(ofImageAt path: String, x: Int, y: Int, width: Int, height: Int,
                              flattenedOver background: RGBPixel? = nil) throws -> [RGBPixel] {
        let tool = try imageMagick()
        // Raw RGB goes to a file: stdout is read as text lines.
        let output = NSTemporaryDirectory() + "/pixels-\(UUID().uuidString).rgb"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let flatten = background.map { ["-background", "rgb(\($0.red),\($0.green),\($0.blue))", "-flatten"] } ?? []
        try ShellCommand.runChecked(tool.path, tool.prefix + [path] + flatten + [
            "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage", "-depth", "8", "rgb:\(output)",
        ])
        guard let data = FileManager.default.contents(atPath: output), data.count == width * height * 3 else {
            throw XServerFixtureError("""
                \(tool.path) wrote no \(width)x\(height) RGB region of \(path) at (\(x), \(y)); \
                is the region inside the image?
                """)
        }
        let bytes = [UInt8](data)
        return stride(from: 0, to: bytes.count, by: 3).map {
            RGBPixel(red: bytes[$0], green: bytes[$0 + 1], blue: bytes[$0 + 2])
        }
    }

    /// The width and height of the image at `path`, in pixels.
    public static func size(ofImageAt path: String) throws -> (width: Int, height: Int) {
        let tool = try imageMagick()
        let text = try ShellCommand.runChecked(tool.path, tool.prefix + [path, "-format", "%w %h", "info:"]).stdout
        let numbers = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 2 else { throw XServerFixtureError("identify gave no size for \(path): \(text)") }
        return (numbers[0], numbers[1])
    }

    /// The pixel at (`x`, `y`) of the image at `path`.
    public static func pixel(ofImageAt path: String, x: Int, y: Int) throws -> RGBPixel {
        try region(ofImageAt: path, x: x, y: y, width: 1, height: 1)[0]
    }

    private static func imageMagick() throws -> (path: String, prefix: [String]) {
        if let magick = ShellCommand.findExecutable("magick") { return (magick, ["convert"]) }
        if let convert = ShellCommand.findExecutable("convert") { return (convert, []) }
        throw XServerFixtureError("reading screenshots needs ImageMagick (apt-get install imagemagick)")
    }
}
