import Foundation

/// A scale, in device pixels per point, at which text may be laid out and rasterised: one of a
/// small, fixed grid of scales.
///
/// Why a grid: Pango and Cairo make (and keep) a font for every distinct transform text is drawn
/// under. Pango's font map keeps a fontset, with its fontconfig patterns, for every distinct
/// scale forever (26 KB a font and scale, measured), and Cairo keeps up to 256 unused scaled
/// fonts with their glyph caches. A card pinched and turned under two fingers has a new transform
/// every frame, so memory grew by hundreds of megabytes. Text is therefore only ever laid out at a
/// scale of this grid and with no rotation; under any other transform it is rasterised at a grid
/// scale (the one just above, times ``TextRaster/oversampling``) and the raster is composited
/// through the transform (``TextRasterCache``). The fonts ever made are then bounded by the
/// grid's size, ``gridSize``, times the fonts in use.
struct TextScale: Hashable, Sendable {
    /// The grid's spacing, in pixels per point: 1, 1.25, 1.5, 2, 3 (the window scales a desktop
    /// uses) are all on it.
    static let step: CGFloat = 0.25
    /// The smallest and largest scale on the grid, in pixels per point. Text drawn smaller is
    /// rasterised at the smallest (sharp enough when shrunk); text drawn larger is enlarged from
    /// the largest (8 × a 1× window, or a 3× card on a 2.5× window).
    static let range: ClosedRange<CGFloat> = 0.25...8
    /// How far above a grid scale, in steps, a scale still counts as that scale.
    private static let roundingTolerance: CGFloat = 1e-9
    /// How many scales the grid has.
    static let gridSize = Int((range.upperBound - range.lowerBound) / step) + 1

    /// The scale in steps of ``step``: 4 is 1 pixel per point.
    let steps: Int

    /// The scale in pixels per point.
    var value: CGFloat { CGFloat(steps) * Self.step }

    /// The smallest grid scale not below `scale`, clamped to ``range``, so that a raster is never
    /// enlarged unless the scale is past the grid's end. A scale that is not a finite positive
    /// number gives the smallest.
    init(atLeast scale: CGFloat) {
        let lowest = Int(Self.range.lowerBound / Self.step), highest = Int(Self.range.upperBound / Self.step)
        guard scale.isFinite, scale > 0 else { steps = lowest; return }
        // A scale a rounding error above a grid scale (1.0000000001) still uses that grid scale.
        let up = (min(scale / Self.step, CGFloat(highest)) - Self.roundingTolerance).rounded(.up)
        steps = max(Int(up), lowest)
    }

    /// The grid scale equal to `scale`, or nil when `scale` is not exactly on the grid.
    init?(exactly scale: CGFloat) {
        guard Self.range.contains(scale), let steps = Int(exactly: scale / Self.step) else { return nil }
        self.steps = steps
    }

    /// The scale at which text drawn under the transform `(a b c d)` (the linear part of a Cairo
    /// matrix: `xx yx xy yy`) is laid out, and whether it can be drawn straight through that
    /// transform: only when the transform is a uniform scale on the grid, with no rotation, skew
    /// or mirroring. Otherwise the larger of the two axis scales, rounded up to the grid.
    static func forTransform(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat) -> (scale: TextScale, direct: Bool) {
        if b == 0, c == 0, a == d, let exact = TextScale(exactly: a) { return (exact, true) }
        return (TextScale(atLeast: max(hypot(a, b), hypot(c, d))), false)
    }
}
