import Foundation
import TouchKit

/// The walkthrough's multi-touch finger-tracking sample: every finger paints its own line.
///
/// Each touch that begins here starts a ``FingerPaintPolyline`` in ``inProgressPolylines``,
/// keyed by the touch itself (a `UITouch` is the same object from touch-down to lift-off, and
/// hashes by identity). Moves extend the touch's own polyline; lifting the finger adds it to the
/// ``drawing``, in the order the strokes finished; a cancelled touch's polyline is dropped.
/// `isMultipleTouchEnabled` is true, so any number of fingers paint at once.
///
/// The finished strokes live in a ``FingerPaintDrawing`` that outlives this view (the app keeps
/// it across navigation); Clear, undo and redo edit it through this view, which repaints what
/// changed. Strokes whose touches overlapped in time are one edit: a touch that begins with no
/// other down here starts a new stroke group, and every touch that begins before they have all
/// lifted joins it (``FingerPaintDrawing/takeStrokeGroup()``).
///
/// The whole picture, finished and live lines, lives in a ``FingerPaintRasterLayer`` at the
/// window's scale, painted incrementally: the points one delivery of touches adds to a line (all
/// its coalesced reports) form one *run*, stroked onto the layer once, right away, with round
/// caps and joins, and the run's bounding box (grown by half the stroke width plus one point) is
/// marked dirty once. A frame only copies the dirty rectangle from the layer over the
/// background, and a finger lifting strokes nothing new, so a frame's cost grows neither with
/// the drawing nor with a live line's length.
///
/// Lines composite in the order they were drawn, run by run (time order), as a painter sees
/// them and as Qt's fingerpaint does; the walkthrough instead draws the finished lines first and
/// the live ones on top. Each run carries a sequence number from the drawing, so anything the
/// layer cannot take back (undo, redo, Clear, a cancelled line, a new size or scale) repaints it
/// by replaying every run in sequence order, which gives the same pixels; a snapshot at another
/// scale replays them as vectors.
@MainActor
final class FingerPaintCanvasView: UIView {
    /// Colour of the strokes that begin from now on.
    var strokeColor = UIColor.black
    /// Width in points of the strokes that begin from now on.
    var strokeWidth: CGFloat = 8

    /// The lines being drawn, by the touch drawing each.
    private(set) var inProgressPolylines: [UITouch: FingerPaintPolyline] = [:]
    /// The finished lines and their undo history, shared with later Finger Paint screens.
    let drawing: FingerPaintDrawing
    /// The finished lines, oldest first.
    var completedPolylines: [FingerPaintPolyline] { drawing.strokes }
    /// The touches of ``inProgressPolylines`` in the order they began, so that Clear and a
    /// replay visit them in the same order every time (a dictionary has none).
    private var inProgressOrder: [UITouch] = []
    /// The stroke group of the touches down, nil when none is.
    private var liveStrokeGroup: Int?
    /// The whole picture painted run by run at the display's scale; a frame copies from it.
    let rasterLayer = FingerPaintRasterLayer()
    /// How many line segments ``draw(_:in:)`` has handed to Cairo as vectors: none on screen,
    /// only for a snapshot at a scale other than the display's (a deterministic measure of a
    /// frame's work; the layer counts its own).
    private(set) var strokedSegmentCount = 0
    /// How far a context's scale may be from the display's and still copy the layer unscaled.
    private static let scaleTolerance: CGFloat = 0.001

    /// Called after a touch's stroke began, ended or was cancelled, with that phase and the
    /// stroke's polyline as it stands (for `.cancelled`, as it was when dropped).
    var strokeDidChange: ((UITouch, UITouch.Phase, FingerPaintPolyline) -> Void)?
    /// Called after the number of completed polylines changed, with the new number.
    var completedCountDidChange: ((Int) -> Void)?

    /// A canvas showing and adding to `drawing`.
    init(drawing: FingerPaintDrawing, frame: CGRect = .zero) {
        self.drawing = drawing
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        backgroundColor = .white
        clipsToBounds = true
    }

    /// Erases the canvas: every completed line, and what fingers still down have drawn so far;
    /// those fingers keep painting from where they are now. Erasing the completed lines is one
    /// edit of the drawing, which ``undo()`` reverts (the live lines' erased parts do not come
    /// back). Returns whether completed lines were erased.
    @discardableResult
    func clear() -> Bool {
        // Repaint what goes away: the finished lines and the erased part of the live ones.
        var area = CGRect.null
        for touch in inProgressOrder {
            guard let polyline = inProgressPolylines[touch] else { continue }
            area = area.union(polyline.coverage)
            inProgressPolylines[touch]?.restartAtLastPoint(sequence: drawing.takeRunSequence())
        }
        let erased = drawing.clear()
        // The layer cannot erase: it paints itself again from what is left.
        if !area.isNull || erased != nil { rasterLayer.invalidate() }
        if let erased { area = area.union(erased) }
        if !area.isNull { setNeedsDisplay(area) }
        if erased != nil { completedCountDidChange?(0) }
        return erased != nil
    }

    /// Undoes the drawing's latest edit (strokes drawn together, or Clear) and repaints the area
    /// it covered.
    /// Returns what was undone, nil when nothing was.
    @discardableResult
    func undo() -> FingerPaintDrawing.EditKind? {
        guard let (kind, area) = drawing.undo() else { return nil }
        // The layer cannot take a stroke off: it paints itself again from the stroke list.
        rasterLayer.invalidate()
        setNeedsDisplay(area)
        completedCountDidChange?(drawing.strokes.count)
        return kind
    }

    /// Redoes the latest undone edit and repaints the area it covers. Returns what was redone,
    /// nil when nothing was.
    @discardableResult
    func redo() -> FingerPaintDrawing.EditKind? {
        guard let (kind, area) = drawing.redo() else { return nil }
        rasterLayer.invalidate()
        setNeedsDisplay(area)
        completedCountDidChange?(drawing.strokes.count)
        return kind
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if inProgressOrder.isEmpty { liveStrokeGroup = drawing.takeStrokeGroup() }
        for touch in touches {
            let polyline = FingerPaintPolyline(color: strokeColor, strokeWidth: strokeWidth, start: touch.location(in: self),
                                               sequence: drawing.takeRunSequence())
            inProgressPolylines[touch] = polyline
            inProgressOrder.append(touch)
            rasterLayer.paint(run: 0, of: polyline)
            setNeedsDisplay(polyline.coverage)
            strokeDidChange?(touch, .began, polyline)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            // Every position reported since the last delivery, not only the latest: moves read
            // in one drain arrive once, and the stroke must still pass through each of them
            // (Apple: "Getting high-fidelity input with coalesced touches").
            for report in event?.coalescedTouches(for: touch) ?? [] {
                extendPolyline(of: touch, to: report.location(in: self))
            }
            extendPolyline(of: touch)
            paintNewRun(of: touch)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        for touch in touches {
            // The lift-off position is the line's last point.
            extendPolyline(of: touch)
            paintNewRun(of: touch)
            let group = liveStrokeGroup
            guard let polyline = removePolyline(of: touch), let group else { continue }
            drawing.add(polyline, group: group)
            strokeDidChange?(touch, .ended, polyline)
            completedCountDidChange?(drawing.strokes.count)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        for touch in touches {
            guard let polyline = removePolyline(of: touch) else { continue }
            // The layer cannot take the line off: it paints itself again without its runs.
            rasterLayer.invalidate()
            setNeedsDisplay(polyline.coverage)
            strokeDidChange?(touch, .cancelled, polyline)
        }
    }

    /// Adds `point` (the touch's location when nil) to the open run of the touch's line,
    /// unless it repeats the line's last point.
    private func extendPolyline(of touch: UITouch, to point: CGPoint? = nil) {
        inProgressPolylines[touch]?.addLine(to: point ?? touch.location(in: self))
    }

    /// Closes the points this delivery added to the touch's line as one run, strokes it onto
    /// the layer once and marks its area dirty once; nothing when no point was new.
    private func paintNewRun(of touch: UITouch) {
        guard inProgressPolylines[touch]?.hasOpenRun == true else { return }
        guard let run = inProgressPolylines[touch]?.endRun(sequence: drawing.takeRunSequence()),
              let polyline = inProgressPolylines[touch] else { return }
        rasterLayer.paint(run: run, of: polyline)
        setNeedsDisplay(polyline.runCoverage(run))
    }

    /// Forgets the touch's line and returns it; the stroke group closes when no touch is left.
    private func removePolyline(of touch: UITouch) -> FingerPaintPolyline? {
        inProgressOrder.removeAll { $0 === touch }
        if inProgressOrder.isEmpty { liveStrokeGroup = nil }
        return inProgressPolylines.removeValue(forKey: touch)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        // One copy of the layer's dirty rectangle when the context maps it pixel for pixel (the
        // window, a snapshot at the display scale); a snapshot at another scale replays the runs
        // as vectors, so that it stays sharp.
        let scale = window?.screen.scale ?? 1
        if abs(context.deviceScale - scale) < Self.scaleTolerance {
            if rasterLayer.needsRebuild(bounds: bounds, scale: scale) {
                rasterLayer.rebuild(bounds: bounds, scale: scale, lines: allPolylines)
            }
            if let buffer = rasterLayer.buffer { context.draw(buffer, scale: scale, at: bounds.origin, clippedTo: rect) }
        } else {
            strokedSegmentCount += FingerPaintPolyline.replayRuns(of: allPolylines, in: context, within: rect)
        }
    }

    /// The finished lines, then the live ones in the order they began: every line whose runs
    /// make the picture.
    private var allPolylines: [FingerPaintPolyline] {
        completedPolylines + inProgressOrder.compactMap { inProgressPolylines[$0] }
    }
}
