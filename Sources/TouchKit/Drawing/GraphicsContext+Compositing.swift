internal import CCairo
import Foundation

extension GraphicsContext {
    /// Draws `buffer` (for example a view's ``UIView/snapshot(scale:)``) scaled to fill `rect`,
    /// with `alpha` and `blendMode`.
    public func draw(_ buffer: ImageBuffer, in rect: CGRect, alpha: Double = 1, blendMode: CGBlendMode = .normal) {
        paint(buffer.surface, width: buffer.width, height: buffer.height, in: rect, alpha: alpha, blendMode: blendMode)
    }

    /// Draws the part of `buffer` that falls in `rect` (user space), the buffer holding `scale`
    /// pixels per point with its pixel (0, 0) at `origin`: one copy of a retained layer, such as
    /// a canvas's finished strokes, with no resampling when `scale` is the device's scale.
    /// `rect` is grown out to whole buffer pixels, so that an edge pixel is copied, not blended
    /// at partial coverage over what is under it.
    public func draw(_ buffer: ImageBuffer, scale: CGFloat, at origin: CGPoint, clippedTo rect: CGRect) {
        guard buffer.width > 0, buffer.height > 0, scale > 0, !rect.isNull, !rect.isEmpty else { return }
        let minX = ((rect.minX - origin.x) * scale).rounded(.down), minY = ((rect.minY - origin.y) * scale).rounded(.down)
        let maxX = ((rect.maxX - origin.x) * scale).rounded(.up), maxY = ((rect.maxY - origin.y) * scale).rounded(.up)
        cairo_save(cairo)
        cairo_translate(cairo, origin.x, origin.y)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        cairo_rectangle(cairo, minX, minY, maxX - minX, maxY - minY)
        cairo_clip(cairo)
        cairo_set_source_surface(cairo, buffer.surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Device pixels per user-space unit along x: the window's scale under a plain scaling
    /// transform, for example, so that a view can tell whether a retained layer at that scale
    /// maps onto the device pixel for pixel.
    public var deviceScale: CGFloat {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cairo, &dx, &dy)
        return (dx * dx + dy * dy).squareRoot()
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
