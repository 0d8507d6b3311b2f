import Foundation
import TouchKit

/// The Finger Paint canvas's finished strokes, painted once into a bitmap at the display's
/// scale, so that a frame copies the dirty rectangle from it instead of stroking every line that
/// crosses it again: the cost of a frame no longer grows with the drawing.
///
/// The layer holds the first ``paintedCount`` strokes of the drawing, in order, on a
/// transparent bitmap that the canvas copies over its background. A stroke added at the end is
/// stroked onto the layer once, whole, as a full repaint would stroke it, so the layer stays
/// pixel for pixel what a fresh one shows. Anything else (undo, redo, Clear, a new size or
/// scale) makes the layer paint itself again from the stroke list.
@MainActor
final class FingerPaintRasterLayer {
    /// The bitmap: transparent where no stroke is; nil before the first ``update(size:scale:strokes:)``.
    private(set) var buffer: ImageBuffer?
    /// Pixels per point of ``buffer``.
    private(set) var scale: CGFloat = 1
    /// The canvas size in points ``buffer`` was made for.
    private(set) var size: CGSize = .zero
    /// How many strokes, from the first, ``buffer`` shows.
    private(set) var paintedCount = 0
    /// Whether the strokes changed other than by additions at the end.
    private var isStale = true
    /// How many times the layer was painted again from scratch (tests check when it happens).
    private(set) var rebuildCount = 0
    /// How many polylines were stroked onto the layer since it was made (a deterministic
    /// measure of its work).
    private(set) var strokedPolylineCount = 0

    /// Marks the layer for a full repaint from the stroke list at its next update: the list
    /// changed other than by strokes added at the end (undo, redo, Clear).
    func invalidate() { isStale = true }

    /// Brings the layer up to date with `strokes` for a canvas of `size` points at `scale`
    /// pixels per point: paints it again from scratch when the size, scale or history changed,
    /// else strokes only the strokes added since the last update.
    func update(size: CGSize, scale: CGFloat, strokes: [FingerPaintPolyline]) {
        if isStale || buffer == nil || size != self.size || scale != self.scale || paintedCount > strokes.count {
            rebuild(size: size, scale: scale, strokes: strokes)
        } else if paintedCount < strokes.count {
            paint(strokes[paintedCount...])
        }
    }

    private func rebuild(size: CGSize, scale: CGFloat, strokes: [FingerPaintPolyline]) {
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        if let buffer, buffer.width == width, buffer.height == height {
            buffer.clear()
        } else {
            buffer = ImageBuffer(width: width, height: height)
        }
        self.size = size
        self.scale = scale
        paintedCount = 0
        isStale = false
        rebuildCount += 1
        paint(strokes[...])
    }

    /// Strokes `strokes` onto the layer, in order, each whole with its round caps and joins.
    private func paint(_ strokes: ArraySlice<FingerPaintPolyline>) {
        guard let buffer, !strokes.isEmpty else { return }
        buffer.draw { context in
            context.scaleBy(x: scale, y: scale)
            for stroke in strokes { stroke.stroke(in: context) }
        }
        paintedCount += strokes.count
        strokedPolylineCount += strokes.count
    }
}
