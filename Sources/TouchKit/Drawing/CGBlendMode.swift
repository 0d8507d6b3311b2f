/// How drawing combines with what is already there, as in Core Graphics.
public enum CGBlendMode: Sendable {
    /// Source over destination: translucent paint darkens what it covers.
    case normal
    /// The source replaces the destination where it is drawn (Cairo's SOURCE operator), so
    /// translucent shapes drawn on top of one another do not add up.
    case copy
}
