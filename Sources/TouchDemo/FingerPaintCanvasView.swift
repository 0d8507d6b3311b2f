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
/// changed.
///
/// Only the area a change touches is repainted: each new segment marks its bounding box, grown
/// by half the stroke width plus one point; an undone or redone stroke marks its own area.
///
/// Finished lines live in a ``FingerPaintRasterLayer`` at the window's scale: a frame copies
/// the dirty rectangle from it and strokes only the live segments that reach that rectangle,
/// so one new segment costs the same however large the drawing is. Undo, redo and Clear make
/// the layer paint itself again from the drawing's stroke list.
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
    /// The touches of ``inProgressPolylines`` in the order they began, so overlapping live lines
    /// always paint in the same order (a dictionary has none).
    private var inProgressOrder: [UITouch] = []
    /// The finished lines painted once at the display's scale; a frame copies from it.
    let rasterLayer = FingerPaintRasterLayer()
    /// How many line segments ``draw(_:in:)`` has handed to Cairo as vectors, live lines and
    /// the finished ones of a snapshot at a scale other than the display's (a deterministic
    /// measure of a frame's work; the layer counts its own).
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
            inProgressPolylines[touch]?.restartAtLastPoint()
        }
        let erased = drawing.clear()
        if erased != nil { rasterLayer.invalidate() }
        if let erased { area = area.union(erased) }
        if !area.isNull { setNeedsDisplay(area) }
        if erased != nil { completedCountDidChange?(0) }
        return erased != nil
    }

    /// Undoes the drawing's latest edit (a stroke, or Clear) and repaints the area it covered.
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
        for touch in touches {
            let polyline = FingerPaintPolyline(color: strokeColor, strokeWidth: strokeWidth, start: touch.location(in: self))
            inProgressPolylines[touch] = polyline
            inProgressOrder.append(touch)
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
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        for touch in touches {
            // The lift-off position is the line's last point.
            extendPolyline(of: touch)
            guard let polyline = removePolyline(of: touch) else { continue }
            drawing.add(polyline)
            strokeDidChange?(touch, .ended, polyline)
            completedCountDidChange?(drawing.strokes.count)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        for touch in touches {
            guard let polyline = removePolyline(of: touch) else { continue }
            setNeedsDisplay(polyline.coverage)
            strokeDidChange?(touch, .cancelled, polyline)
        }
    }

    /// Adds `point` (the touch's location when nil) to the touch's line, unless it repeats the
    /// line's last point.
    private func extendPolyline(of touch: UITouch, to point: CGPoint? = nil) {
        guard let segment = inProgressPolylines[touch]?.addLine(to: point ?? touch.location(in: self)) else { return }
        setNeedsDisplay(segment)
    }

    private func removePolyline(of touch: UITouch) -> FingerPaintPolyline? {
        inProgressOrder.removeAll { $0 === touch }
        return inProgressPolylines.removeValue(forKey: touch)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        // Finished lines first, then the live ones on top, as in the walkthrough. The finished
        // lines are one copy of the retained layer's dirty rectangle when the context maps it
        // pixel for pixel (the window, a snapshot at the display scale); a snapshot at another
        // scale strokes them as vectors, so that it stays sharp.
        let scale = window?.screen.scale ?? 1
        if abs(context.deviceScale - scale) < Self.scaleTolerance {
            rasterLayer.update(size: bounds.size, scale: scale, strokes: completedPolylines)
            if let buffer = rasterLayer.buffer { context.draw(buffer, scale: scale, at: .zero, clippedTo: rect) }
        } else {
            for polyline in completedPolylines where polyline.coverage.intersects(rect) {
                polyline.stroke(in: context)
                strokedSegmentCount += max(1, polyline.points.count - 1)
            }
        }
        // Only the live segments that reach the dirty area: a new segment costs the same
        // however long its line already is.
        for touch in inProgressOrder {
            guard let polyline = inProgressPolylines[touch], polyline.coverage.intersects(rect) else { continue }
            strokedSegmentCount += polyline.stroke(in: context, crossing: rect)
        }
    }
}
