import Foundation

/// An sRGB color with alpha, each component in 0...1.
public struct UIColor: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A color from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray of `white` brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from a 0xRRGGBB literal.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The same color with another alpha.
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let white = UIColor(white: 1)
    public static let black = UIColor(white: 0)
    public static let darkGray = UIColor(white: 1.0 / 3)
    public static let lightGray = UIColor(white: 2.0 / 3)
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
    /// iOS's system red (light appearance): the palette's red, softer than pure #FF0000.
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    /// iOS's system blue, used for buttons and the navigation bar's items.
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    /// iOS's grouped background gray.
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    /// The default text color.
    public static let label = UIColor(white: 0)
    /// Secondary text.
    public static let secondaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.6)
    /// Hairlines between areas.
    public static let separator = UIColor(rgb: 0x3C3C43, alpha: 0.29)
}
