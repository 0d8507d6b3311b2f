internal import CCairo
import Foundation

/// The drawing surface handed to ``UIView/draw(_:in:)``: a thin, Swift-shaped wrapper over a
/// Cairo context.
///
/// Coordinates are the current view's own (bounds) coordinates in points; the renderer has already
/// translated and clipped the context. Paths are built with `move(to:)`/`addLine(to:)`/… and then
/// filled or stroked, as with Core Graphics.
@MainActor
public final class GraphicsContext {
    let cairo: OpaquePointer
    /// Where text drawn under a rotation or an off-grid scale is kept rasterised
    /// (``drawText(_:in:font:color:alignment:numberOfLines:)``).
    package let textRasters: TextRasterCache

    /// Wraps a Cairo context that the caller keeps alive for this object's lifetime. A window
    /// passes the `textRasters` it keeps from frame to frame; without one, this context gets its
    /// own, dropped with it.
    package init(cairo: OpaquePointer, textRasters: TextRasterCache? = nil) {
        self.cairo = cairo
        self.textRasters = textRasters ?? TextRasterCache()
    }

    // MARK: State

    /// Pushes the drawing state (transform, clip, colors, line settings).
    public func saveGState() { cairo_save(cairo) }
    /// Pops the state pushed by the matching ``saveGState()``.
    public func restoreGState() { cairo_restore(cairo) }

    /// Runs `body` between ``saveGState()`` and ``restoreGState()``.
    public func withSavedGState(_ body: () -> Void) {
        saveGState()
        body()
        restoreGState()
    }

    /// Moves the origin by `dx`, `dy`.
    public func translateBy(x dx: CGFloat, y dy: CGFloat) { cairo_translate(cairo, dx, dy) }

    /// Scales the user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { cairo_scale(cairo, sx, sy) }

    /// Rotates the user space by `angle` radians (clockwise on screen, where y points down).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, angle) }

    /// Maps user space through `t` before the current transform: drawing at a point p lands
    /// where p·t landed before (Core Graphics' `concatenate(_:)`). A transform that cannot be
    /// inverted is ignored, because it would leave the Cairo context unusable.
    public func concatenate(_ t: CGAffineTransform) {
        guard t.isInvertible else { return }
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &matrix)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
    }

    /// Starts drawing into an offscreen group; ``endTransparencyLayer(alpha:)`` composites it.
    public func beginTransparencyLayer() { cairo_push_group(cairo) }

    /// Composites the group started by ``beginTransparencyLayer()`` with `alpha`.
    public func endTransparencyLayer(alpha: Double) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
    }

    /// Composites the group started by ``beginTransparencyLayer()`` with `alpha` and
    /// `blendMode`; the blend mode applies to this compositing only.
    public func endTransparencyLayer(alpha: Double, blendMode: CGBlendMode) {
        cairo_pop_group_to_source(cairo)
        cairo_save(cairo)
        setBlendMode(blendMode)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// Sets how later drawing combines with what is already there (part of the saved state).
    public func setBlendMode(_ mode: CGBlendMode) {
        switch mode {
        case .normal: cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        case .copy: cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        case .plusLighter: cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
        case .sourceAtop: cairo_set_operator(cairo, CAIRO_OPERATOR_ATOP)
        }
    }

    // MARK: Paths

    /// Discards the current path.
    public func beginPath() { cairo_new_path(cairo) }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cairo, point.x, point.y) }
    /// Adds a straight segment to `point`.
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, point.x, point.y) }
    /// Adds a rectangle subpath.
    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    }
    /// Adds a circle subpath.
    public func addEllipse(center: CGPoint, radius: CGFloat) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
    }
    /// Adds a rectangle with rounded corners of `radius` as a closed subpath.
    public func addRoundedRect(_ rect: CGRect, cornerRadius radius: CGFloat) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    /// Fills the current path with `color` and clears it.
    public func fillPath(_ color: UIColor) {
        setSource(color)
        cairo_fill(cairo)
    }

    /// Strokes the current path with `color` and clears it. Round caps and joins give the soft
    /// ends a finger stroke should have.
    public func strokePath(_ color: UIColor, lineWidth: CGFloat, round: Bool = true) {
        setSource(color)
        cairo_set_line_width(cairo, lineWidth)
        cairo_set_line_cap(cairo, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cairo)
    }

    /// Fills `rect` with `color`.
    public func fill(_ rect: CGRect, with color: UIColor) {
        beginPath()
        addRect(rect)
        fillPath(color)
    }

    // MARK: Images

    /// Draws `image` scaled to fill `rect`, from the representation that has enough pixels for
    /// the size it lands at on the device (the context's scale, the screen's and every
    /// transform's zoom included): ``UIImage/representation(forPixelsPerPoint:)``.
    public func draw(_ image: UIImage, in rect: CGRect, alpha: Double = 1) {
        let size = image.size
        guard size.width > 0, size.height > 0 else { return }
        let zoom = max(rect.width / size.width, rect.height / size.height)
        let drawn = image.representation(forPixelsPerPoint: largestDeviceScale * zoom)
        paint(drawn.surface, width: drawn.pixelWidth, height: drawn.pixelHeight, in: rect, alpha: alpha,
              blendMode: nil)
    }

    /// Device pixels per user-space unit along the more stretched of the two axes (a turn does
    /// not change it; a non-uniform scale takes its larger factor).
    var largestDeviceScale: CGFloat {
        var xx = 1.0, xy = 0.0, yx = 0.0, yy = 1.0
        cairo_user_to_device_distance(cairo, &xx, &xy)
        cairo_user_to_device_distance(cairo, &yx, &yy)
        return max((xx * xx + xy * xy).squareRoot(), (yx * yx + yy * yy).squareRoot())
    }

    /// Paints the Cairo image `surface` of `width` × `height` pixels scaled to fill `rect`: the
    /// one implementation behind drawing a `UIImage` and an `ImageBuffer`. A nil `blendMode`
    /// keeps the context's current one.
    func paint(_ surface: OpaquePointer, width: Int, height: Int, in rect: CGRect, alpha: Double,
               blendMode: CGBlendMode?) {
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / CGFloat(width), rect.height / CGFloat(height))
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_rectangle(cairo, 0, 0, CGFloat(width), CGFloat(height))
        cairo_clip(cairo)
        if let blendMode { setBlendMode(blendMode) }
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    func setSource(_ color: UIColor) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
