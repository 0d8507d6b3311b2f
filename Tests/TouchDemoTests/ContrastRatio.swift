import Foundation
import TouchKit

/// WCAG 2.1's contrast ratio between two colours: (L1 + 0.05) / (L2 + 0.05), L the relative
/// luminance of the lighter (L1) and the darker (L2) colour, each from linearised sRGB
/// components (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
enum ContrastRatio {
    /// WCAG 2.1 AA's minimum for normal text.
    static let normalTextMinimum = 4.5
    /// WCAG 2.1 AA's minimum for large text.
    static let largeTextMinimum = 3.0
    /// Large text: this size and up, in points, whatever the weight…
    static let largeTextSize: CGFloat = 18
    /// …or this size and up when bold.
    static let largeBoldTextSize: CGFloat = 14

    /// The minimum ratio text in `font` needs. Semibold is not bold (WCAG means 700 and up).
    static func minimum(for font: UIFont) -> Double {
        let large = font.pointSize >= largeTextSize || (font.weight == .bold && font.pointSize >= largeBoldTextSize)
        return large ? largeTextMinimum : normalTextMinimum
    }

    /// The ratio of `foreground` drawn over the opaque `background` (alpha composited first), in
    /// 1...21.
    static func of(_ foreground: UIColor, on background: UIColor) -> Double {
        let shown = composite(foreground, over: background)
        let a = luminance(shown), b = luminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `top` drawn over `bottom` with source-over compositing; opaque when `bottom` is.
    static func composite(_ top: UIColor, over bottom: UIColor) -> UIColor {
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return .clear }
        func mix(_ t: Double, _ b: Double) -> Double { (t * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha }
        return UIColor(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
                       blue: mix(top.blue, bottom.blue), alpha: alpha)
    }

    /// WCAG's relative luminance of an opaque colour.
    static func luminance(_ color: UIColor) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
