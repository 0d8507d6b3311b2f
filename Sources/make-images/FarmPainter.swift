import CCairo
import Foundation

/// Draws the Farm's five pictures (hen, egg, chicken, fried egg, roast chicken) with cairo and
/// saves them as PNG files, in the style of the walkthrough's images: shapes with a vertical
/// gradient fill, a darker rim, a soft light on top and a soft shadow under them.
///
/// Each picture is defined in points on its own canvas (``Figure/size``); the context is scaled,
/// so `@2x` and `@3x` are the same drawing, only sharper. Everything is plain paths and
/// gradients: no text, no randomness, so the output is the same on every machine.
struct FarmPainter {
    /// The five pictures: file stem and canvas size in points.
    enum Figure: String, CaseIterable, Sendable {
        case hen = "Hen"
        case egg = "Egg"
        case chicken = "Chicken"
        case friedEgg = "FriedEgg"
        case roastChicken = "RoastChicken"

        /// The canvas in points (= pixels at 1x); the animal view takes this size.
        var size: (width: Int, height: Int) {
            switch self {
            case .hen: (112, 104)
            case .egg: (72, 92)
            case .chicken: (84, 84)
            case .friedEgg: (112, 84)
            case .roastChicken: (124, 92)
            }
        }
    }

    let figure: Figure
    /// 1 for NAME.png, 2 for NAME@2x.png, 3 for NAME@3x.png.
    let scale: Int

    /// Renders the figure at `scale` and writes it to `path` as an ARGB32 PNG.
    func writePNG(to path: String) throws {
        let (width, height) = figure.size
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width * scale), Int32(height * scale))
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "cannot create \(figure.rawValue) surface")
        guard let cr = cairo_create(surface) else {
            throw MakeImagesError(description: "cannot create cairo context for \(figure.rawValue)")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        let canvas = FarmCanvas(cr: cr)
        switch figure {
        case .hen: try canvas.drawHen()
        case .egg: try canvas.drawEgg()
        case .chicken: try canvas.drawChicken()
        case .friedEgg: try canvas.drawFriedEgg()
        case .roastChicken: try canvas.drawRoastChicken()
        }
        try check(cairo_status(cr), "cannot draw \(figure.rawValue)")
        cairo_surface_flush(surface)
        try check(cairo_surface_write_to_png(surface, path), "cannot write \(path)")
    }
}

/// The drawing primitives the Farm's pictures share: paths, gradient fills, rims, lights and
/// shadows, on one cairo context in points.
struct FarmCanvas {
    let cr: OpaquePointer

    /// Adds a closed ellipse sub-path centred at (`cx`, `cy`) with radii `rx`, `ry`.
    func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
        cairo_save(cr)
        cairo_translate(cr, cx, cy)
        cairo_scale(cr, rx, ry)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_restore(cr)
    }

    /// Adds a closed polygon through `points`.
    func polygon(_ points: [(Double, Double)]) {
        cairo_new_sub_path(cr)
        for (index, point) in points.enumerated() {
            if index == 0 { cairo_move_to(cr, point.0, point.1) } else { cairo_line_to(cr, point.0, point.1) }
        }
        cairo_close_path(cr)
    }

    /// Sets a solid source colour.
    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills the current path with a vertical gradient from `top` (at `y0`) to `bottom` (at
    /// `y1`), then strokes it `rimWidth` wide in `rim`; the path is consumed.
    func fill(top: RGBA, bottom: RGBA, from y0: Double, to y1: Double, rim: RGBA, rimWidth: Double = 1.5) throws {
        guard let pattern = cairo_pattern_create_linear(0, y0, 0, y1) else {
            throw MakeImagesError(description: "cannot create a Farm gradient")
        }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        try check(cairo_pattern_status(pattern), "cannot create a Farm gradient")
        cairo_set_source(cr, pattern)
        cairo_fill_preserve(cr)
        setColor(rim)
        cairo_set_line_width(cr, rimWidth)
        cairo_stroke(cr)
    }

    /// Fills the current path with `color` (no rim); the path is consumed.
    func fill(_ color: RGBA) {
        setColor(color)
        cairo_fill(cr)
    }

    /// Strokes a polyline through `points`, `width` wide, with round caps.
    func stroke(_ points: [(Double, Double)], width: Double, color: RGBA) {
        for (index, point) in points.enumerated() {
            if index == 0 { cairo_move_to(cr, point.0, point.1) } else { cairo_line_to(cr, point.0, point.1) }
        }
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    /// The soft shadow on the ground under a figure: stacked translucent ellipses, as the tiles'
    /// drop shadow is made of stacked rings.
    func groundShadow(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
        for grow in [2.0, 1.0, 0.0] {
            ellipse(cx, cy, rx + grow, ry + grow / 2)
            fill(RGBA(0x000000, alpha: 0.07))
        }
    }

    /// A soft white light, the tiles' gloss turned into a highlight on a round shape.
    func highlight(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, alpha: Double = 0.55) {
        ellipse(cx, cy, rx, ry)
        fill(RGBA(0xFFFFFF, alpha: alpha))
    }

    /// A black eye with a white glint.
    func eye(_ cx: Double, _ cy: Double, radius: Double = 2.4) {
        ellipse(cx, cy, radius, radius)
        fill(RGBA(0x1B1B1B))
        ellipse(cx + radius * 0.35, cy - radius * 0.35, radius * 0.35, radius * 0.35)
        fill(RGBA(0xFFFFFF))
    }
}
