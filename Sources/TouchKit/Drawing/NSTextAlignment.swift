/// Horizontal alignment of text within its rectangle.
public enum NSTextAlignment: Sendable {
    case left, center, right
}
