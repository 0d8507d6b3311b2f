import Foundation

/// The largest window the app opens, in pixels: its size in points times the display scale.
///
/// X itself allows 32767 pixels per side (coordinates are 16-bit, and Xorg refuses larger
/// pixmaps with BadAlloc), but every pixel also lives in the client's back buffer at 4 bytes:
/// 8192 × 8192 is 256 MiB already. Measured on Xorg 21 (dummy driver) with `--size 8192x8192`
/// at scale 3 (24576 × 24576 pixels, a 2.4 GB buffer): with MIT-SHM no first frame after 30 s;
/// with `XPutImage` the server dropped the connection after 12 s. So a window past
/// ``maximumPixelSide`` is refused up front, in one line that says what fits.
public enum X11WindowSizeLimit {
    /// The longest side, in pixels, of a window the app opens (a 256 MiB back buffer).
    public static let maximumPixelSide = 8192
    /// The longest side X can address at all (16-bit signed coordinates).
    public static let protocolMaximumSide = 32767

    /// The error for a window of `size` points at `scale` pixels per point, or nil when it fits.
    public static func problem(size: CGSize, scale: CGFloat) -> X11Error? {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > maximumPixelSide || height > maximumPixelSide else { return nil }
        let largest = Int((CGFloat(maximumPixelSide) / scale).rounded(.down))
        return .windowTooLarge(pixels: "\(width)×\(height)", points: "\(Int(size.width))×\(Int(size.height))",
                               scale: Self.format(scale), largestPoints: largest)
    }

    /// "1.5", "2": the scale as a user would type it.
    private static func format(_ scale: CGFloat) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(Double(scale))
    }
}
