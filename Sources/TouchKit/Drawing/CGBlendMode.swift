/// How drawing combines with what is already there, as in Core Graphics.
public enum CGBlendMode: Sendable {
    /// Source over destination: translucent paint darkens what it covers.
    case normal
    /// The source replaces the destination where it is drawn (Cairo's SOURCE operator), so
    /// translucent shapes drawn on top of one another do not add up.
    case copy
    /// The source is added to the destination (Cairo's ADD operator): a cross-fade sums
    /// `old·(1−p)` and `new·p` in a group, so a transparent view stays transparent.
    case plusLighter
    /// The source is drawn only where the destination has paint, keeping its coverage (ATOP):
    /// shading that must not spill outside a view's content.
    case sourceAtop
}
