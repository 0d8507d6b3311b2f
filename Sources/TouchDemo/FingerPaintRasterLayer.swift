import Foundation
import TouchKit

/// The Finger Paint picture, finished and live lines alike, painted incrementally into a bitmap
/// at the display's scale, so that a frame copies the dirty rectangle from it instead of
/// stroking lines again: the cost of a frame grows neither with the drawing nor with a live
/// line's length.
///
/// The canvas hands each new run of a line to ``paint(run:of:)`` as it happens, which strokes
/// it once onto the transparent bitmap, over what is there. Anything the bitmap cannot take
/// back (undo, redo, Clear, a cancelled line) or a new size or scale makes the layer stale; its
/// next ``rebuild(size:scale:lines:)`` replays every run of every line in the order they were
/// first painted (``FingerPaintPolyline/replayRuns(of:in:within:)``), which gives the same
/// pixels by construction.
///
/// The bitmap covers the canvas's bounds, their origin included: a canvas whose coordinates do
/// not start at its top-left corner (Finger Paint's, under a one-row bar) shows its whole area.
@MainActor
final class FingerPaintRasterLayer {
    /// The bitmap: transparent where no stroke is; nil before the first rebuild.
    private(set) var buffer: ImageBuffer?
    /// Pixels per point of ``buffer``.
    private(set) var scale: CGFloat = 1
    /// The canvas bounds in points ``buffer`` was made for: its pixel (0, 0) is their origin.
    private(set) var bounds: CGRect = .zero
    /// Whether the bitmap no longer shows the picture (or there is none yet).
    private(set) var isStale = true
    /// How many times the layer was painted again from scratch (tests check when it happens).
    private(set) var rebuildCount = 0
    /// How many runs were stroked onto the layer since it was made, by rebuilds or one by one
    /// (a deterministic measure of its work).
    private(set) var strokedRunCount = 0
    /// How many line segments those runs had (a dot counts as one).
    private(set) var strokedSegmentCount = 0

    /// Marks the layer for a full repaint at its next rebuild: the picture changed in a way
    /// runs painted on top cannot express (undo, redo, Clear, a cancelled line).
    func invalidate() { isStale = true }

    /// Whether the layer must be painted again from the lines before it can show a canvas of
    /// `bounds` (points) at `scale` pixels per point.
    func needsRebuild(bounds: CGRect, scale: CGFloat) -> Bool {
        isStale || buffer == nil || bounds != self.bounds || scale != self.scale
    }

    /// Strokes run `index` of `line` onto the layer, over what is there. Does nothing while the
    /// layer is stale: its next rebuild replays the run with the rest.
    func paint(run index: Int, of line: FingerPaintPolyline) {
        guard !isStale, let buffer else { return }
        buffer.draw { context in
            mapCanvasCoordinates(in: context)
            strokedSegmentCount += line.strokeRun(index, in: context)
        }
        strokedRunCount += 1
    }

    /// Paints the layer again from scratch for a canvas of `bounds` (points) at `scale` pixels
    /// per point: every run of `lines`, in the order they were first painted.
    func rebuild(bounds: CGRect, scale: CGFloat, lines: [FingerPaintPolyline]) {
        let size = bounds.size
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        if let buffer, buffer.width == width, buffer.height == height {
            buffer.clear()
        } else {
            buffer = ImageBuffer(width: width, height: height)
        }
        self.bounds = bounds
        self.scale = scale
        isStale = false
        rebuildCount += 1
        buffer?.draw { context in
            mapCanvasCoordinates(in: context)
            strokedSegmentCount += FingerPaintPolyline.replayRuns(of: lines, in: context)
        }
        strokedRunCount += lines.reduce(0) { $0 + $1.runEnds.count }
    }

    /// Makes `context`'s user space the canvas's coordinates: points, with the bounds' origin at
    /// the bitmap's top-left pixel.
    private func mapCanvasCoordinates(in context: GraphicsContext) {
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
    }
}
