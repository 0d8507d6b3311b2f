import Foundation

/// Which of an image's files to draw: the one loaded for the display, or a sharper one when the
/// image is drawn bigger than that file's pixels (a view zoomed by its transform), so a Farm hen
/// pinched to 3× is drawn from `Hen@3x.png` and not from an upscaled `Hen.png`.
extension UIImage {
    /// How far above a file's scale the needed pixels per point may be before a sharper file is
    /// drawn instead: rounding in a transform must not decode `@2x` for a drawing at 1×.
    static let representationTolerance: CGFloat = 0.01

    /// The representation to draw where each of this image's points covers `pixelsPerPoint`
    /// device pixels (the screen's scale times the zoom of every transform above the drawing):
    /// the file with the lowest scale at or above it, else the sharpest there is. This image
    /// when it is sharp enough or has no sharper file. A sharper file is decoded the first time
    /// it is needed and kept; one that can no longer be read is reported once on stderr and
    /// this image is drawn instead.
    public func representation(forPixelsPerPoint pixelsPerPoint: CGFloat) -> UIImage {
        guard pixelsPerPoint > scale + Self.representationTolerance, !sharperFiles.isEmpty else { return self }
        let wanted = sharperFiles.first { $0.scale + Self.representationTolerance >= pixelsPerPoint } ?? sharperFiles.last!
        return loadedRepresentation(wanted) ?? self
    }

    /// The decoded image of `file`, decoding it the first time; nil when it cannot be read.
    private func loadedRepresentation(_ file: (scale: CGFloat, path: String)) -> UIImage? {
        representationLock.lock()
        defer { representationLock.unlock() }
        if let known = sharperImages[file.scale] { return known }
        let loaded: UIImage?
        do {
            loaded = try UIImage(contentsOfFile: file.path, name: name, scale: file.scale)
        } catch {
            // Checked to exist when the image loaded; gone or damaged since. Drawing goes on.
            StandardError.writeLine("TouchKit: \(error); drawing \(name) at \(Int(scale))x instead")
            loaded = nil
        }
        sharperImages[file.scale] = .some(loaded)
        return loaded
    }
}
