import Foundation

/// A font request: a family, a pixel size and a weight. Rendering goes through Pango, which picks
/// the closest installed face.
public struct UIFont: Equatable, Hashable, Sendable {
    /// Stroke weight.
    public enum Weight: Sendable, Hashable {
        case regular, semibold, bold
    }

    /// Fontconfig family name, "Sans" by default.
    public var familyName: String
    /// Height of the em square in points.
    public var pointSize: CGFloat
    public var weight: Weight

    public init(familyName: String = "Sans", size: CGFloat, weight: Weight = .regular) {
        self.familyName = familyName
        self.pointSize = size
        self.weight = weight
    }

    /// The system font at `size`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(size: size, weight: weight)
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(size: size, weight: .bold)
    }

    /// A Pango font description string for this font, e.g. "Sans Bold".
    var pangoFamilyAndStyle: String {
        switch weight {
        case .regular: familyName
        case .semibold: "\(familyName) Semi-Bold"
        case .bold: "\(familyName) Bold"
        }
    }
}
