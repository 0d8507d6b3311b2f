internal import CCairo
import Foundation

extension GraphicsContext {
    /// Draws `buffer` (for example a view's ``UIView/snapshot(scale:)``) scaled to fill `rect`,
    /// with `alpha` and `blendMode`.
    public func draw(_ buffer: ImageBuffer, in rect: CGRect, alpha: Double = 1, blendMode: CGBlendMode = .normal) {
        guard buffer.width > 0, buffer.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / CGFloat(buffer.width), rect.height / CGFloat(buffer.height))
        cairo_set_source_surface(cairo, buffer.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_rectangle(cairo, 0, 0, CGFloat(buffer.width), CGFloat(buffer.height))
        cairo_clip(cairo)
        setBlendMode(blendMode)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// Fills `rect` with a linear gradient from `startColor` at `start` to `endColor` at `end`
    /// (user-space points), with `blendMode`.
    public func fillLinearGradient(_ rect: CGRect, from start: CGPoint, _ startColor: UIColor,
                                   to end: CGPoint, _ endColor: UIColor, blendMode: CGBlendMode = .normal) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        defer { cairo_pattern_destroy(pattern) }
        for (offset, color) in [(0.0, startColor), (1.0, endColor)] {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
        }
        cairo_save(cairo)
        setBlendMode(blendMode)
        cairo_set_source(cairo, pattern)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
