import Foundation

/// Converts screen pixels to the inputtest driver's absolute device units and back.
///
/// The driver's absolute axes (touch and `PointerAbsolute`) span 0...65535 and Xorg maps that
/// range over the whole screen, each axis separately: it scales device units into
/// `[0, size)` as `pixel = units * size / 65536` (`rescaleValuatorAxis` treats the axis as
/// covering `max - min + 1` units). Using the exact inverse, `units = pixel * 65536 / size`,
/// makes the pixel a client sees equal to the pixel that was sent, fractions included.
public struct AbsoluteAxisMapping: Sendable {
    /// Screen width in pixels.
    public let screenWidth: Int
    /// Screen height in pixels.
    public let screenHeight: Int
    /// The axis range span the server uses for scaling (`max - min + 1`).
    public static let unitsPerScreen = 65536.0
    /// The largest value the axes accept.
    public static let maximumUnits = 65535.0

    /// A mapping for a screen of the given size.
    public init(screenWidth: Int, screenHeight: Int) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
    }

    /// Valuators 0 (X) and 1 (Y) for a screen point, clamped to the axis range.
    public func valuators(x: Double, y: Double) -> [Int: Double] {
        [0: units(x, size: screenWidth), 1: units(y, size: screenHeight)]
    }

    private func units(_ pixel: Double, size: Int) -> Double {
        let value = pixel * Self.unitsPerScreen / Double(size)
        return min(max(value, 0), Self.maximumUnits)
    }
}
