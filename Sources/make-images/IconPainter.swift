import CCairo
import Foundation

/// Draws the app icon, a fingertip with touch ripples on a blue rounded tile, at one pixel size,
/// and saves it as a PNG. The picture is defined in a unit square scaled to the size, so every
/// size is the same drawing; below ``smallSize`` the two ripples merge into one bolder ring,
/// since thin rings turn to grey mush at 16 and 24 px.
struct IconPainter {
    /// The square sizes, in pixels, written as `Icons/touch-demo-N.png`. `ImageCatalog.iconSizes`
    /// and `scripts/install` list the same sizes (TouchDemoTests checks the files exist).
    static let sizes = [16, 32, 48, 64, 128, 256]
    /// Sizes below this (pixels) draw one ripple instead of two.
    static let smallSize = 32

    /// The tile's colours: the same blue as the "Touch Me" image.
    static let fillTop = RGBA(0x4A8EDB), fillBottom = RGBA(0x2563B8), border = RGBA(0x1D4F94)

    let size: Int

    /// Renders the icon and writes it to `path` as an ARGB32 PNG.
    func writePNG(to path: String) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "cannot create the \(size) px icon surface")
        guard let cr = cairo_create(surface) else {
            throw MakeImagesError(description: "cannot create cairo context for the \(size) px icon")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(size), Double(size))
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        try drawTile(cr)
        drawTouch(cr)
        try check(cairo_status(cr), "cannot draw the \(size) px icon")
        cairo_surface_flush(surface)
        try check(cairo_surface_write_to_png(surface, path), "cannot write \(path)")
    }

    /// The rounded tile with a vertical gradient and a one-pixel darker rim.
    private func drawTile(_ cr: OpaquePointer) throws {
        let inset = 1.0 / 16, radius = 0.2
        let pixel = 1.0 / Double(size)
        roundedSquare(cr, from: inset, to: 1 - inset, radius: radius)
        guard let gradient = cairo_pattern_create_linear(0, inset, 0, 1 - inset) else {
            throw MakeImagesError(description: "cannot create the icon gradient")
        }
        defer { cairo_pattern_destroy(gradient) }
        for (offset, color) in [(0.0, Self.fillTop), (1.0, Self.fillBottom)] {
            cairo_pattern_add_color_stop_rgba(gradient, offset, color.red, color.green, color.blue, color.alpha)
        }
        cairo_set_source(cr, gradient)
        cairo_fill(cr)
        roundedSquare(cr, from: inset + pixel / 2, to: 1 - inset - pixel / 2, radius: radius - pixel / 2)
        cairo_set_source_rgba(cr, Self.border.red, Self.border.green, Self.border.blue, 1)
        cairo_set_line_width(cr, pixel)
        cairo_stroke(cr)
    }

    /// A white fingertip dot with ripples around it, a little below the centre like a tap.
    private func drawTouch(_ cr: OpaquePointer) {
        let center = (x: 0.5, y: 0.54)
        let rings: [(radius: Double, width: Double, alpha: Double)] = size < Self.smallSize
            ? [(0.3, 0.08, 0.7)]
            : [(0.26, 0.045, 0.75), (0.36, 0.035, 0.4)]
        for ring in rings {
            cairo_new_sub_path(cr)
            cairo_arc(cr, center.x, center.y, ring.radius, 0, 2 * Double.pi)
            cairo_set_source_rgba(cr, 1, 1, 1, ring.alpha)
            cairo_set_line_width(cr, ring.width)
            cairo_stroke(cr)
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, 0.15, 0, 2 * Double.pi)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_fill(cr)
    }

    /// Adds a closed rounded square spanning `from`…`to` on both axes.
    private func roundedSquare(_ cr: OpaquePointer, from low: Double, to high: Double, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, high - radius, low + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cr, high - radius, high - radius, radius, 0, Double.pi / 2)
        cairo_arc(cr, low + radius, high - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cr, low + radius, low + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
