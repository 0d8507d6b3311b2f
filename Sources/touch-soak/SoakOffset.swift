/// A displacement in window points (Foundation on Linux has no `CGVector`).
struct SoakOffset {
    var dx: Double
    var dy: Double

    /// No displacement.
    static let zero = SoakOffset(dx: 0, dy: 0)
}
