import CCairo
import Foundation

/// Draws `ImageSpec`s with cairo and pango and saves them as PNG files.
struct Painter {
    /// Fixed font; DejaVu ships on every Debian so the glyphs are the same everywhere.
    static let fontFamily = "DejaVu Sans"
    static let fontDescription = "DejaVu Sans Bold"
    /// DejaVu Sans cap height as a fraction of the em, used to centre labels optically.
    static let capHeight = 0.729

    let spec: ImageSpec
    /// 1 for NAME.png, 2 for NAME@2x.png, 3 for NAME@3x.png.
    let scale: Int

    /// Renders the spec at `scale` and writes it to `path` as ARGB32 PNG.
    func writePNG(to path: String) throws {
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(spec.width * scale), Int32(spec.height * scale))
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "cannot create \(spec.name) surface")
        guard let cr = cairo_create(surface) else {
            throw MakeImagesError(description: "cannot create cairo context for \(spec.name)")
        }
        defer { cairo_destroy(cr) }
        // Scaling the context (not the geometry) keeps @2x and @3x the exact same picture, only sharper.
        cairo_scale(cr, Double(scale), Double(scale))
        try draw(cr)
        try check(cairo_status(cr), "cannot draw \(spec.name)")
        cairo_surface_flush(surface)
        try check(cairo_surface_write_to_png(surface, path), "cannot write \(path)")
    }

    /// Paints the whole image: glow, shadow, body, depth cue, border, glyph, label.
    private func draw(_ cr: OpaquePointer) throws {
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        // Pressed tiles sink by one point, like a key travelling down.
        let body = spec.pressed ? spec.body.offset(0, 1) : spec.body
        if let glow = spec.glow {
            // Stacked translucent rings approximate a blur without needing a blur filter.
            for ring in stride(from: 4.0, through: 1.0, by: -1.0) {
                roundedRect(cr, body.inset(-ring), spec.radius + ring)
                setColor(cr, glow)
                cairo_fill(cr)
            }
        } else if !spec.pressed {
            for ring in [1.5, 0.75, 0.0] {
                roundedRect(cr, body.offset(0, 1.5).inset(-ring), spec.radius + ring)
                setColor(cr, RGBA(0x000000, alpha: 0.08))
                cairo_fill(cr)
            }
        }
        roundedRect(cr, body, spec.radius)
        try fillVertical(cr, body, spec.fillTop, spec.fillBottom)
        if spec.pressed { innerShadow(cr, body) } else { gloss(cr, body) }
        let half = spec.borderWidth / 2
        roundedRect(cr, body.inset(half), spec.radius - half)
        setColor(cr, spec.border)
        cairo_set_line_width(cr, spec.borderWidth)
        cairo_stroke(cr)
        // Generous side padding keeps long labels off the rounded corners.
        var textArea = Rect(x: body.x + 15, y: body.y + 10, width: body.width - 30, height: body.height - 20)
        switch spec.glyph {
        case .none: break
        case .move:
            drawMoveGlyph(cr, centerX: body.x + 26, centerY: body.y + body.height / 2)
            // The label centres in what is left right of the glyph.
            textArea = Rect(x: body.x + 46, y: textArea.y, width: body.width - 61, height: textArea.height)
        case .checkMark: drawCheckMark(cr, body)
        }
        if let label = spec.label { try drawLabel(cr, label, in: textArea) }
    }

    /// Adds a closed rounded-rectangle sub-path.
    private func roundedRect(_ cr: OpaquePointer, _ r: Rect, _ radius: Double) {
        let rad = min(radius, r.width / 2, r.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.x + r.width - rad, r.y + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.x + r.width - rad, r.y + r.height - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.x + rad, r.y + r.height - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.x + rad, r.y + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Sets a solid source colour.
    private func setColor(_ cr: OpaquePointer, _ c: RGBA) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// Fills the current path with a top-to-bottom gradient spanning `r`.
    private func fillVertical(_ cr: OpaquePointer, _ r: Rect, _ top: RGBA, _ bottom: RGBA) throws {
        guard let pattern = cairo_pattern_create_linear(0, r.y, 0, r.y + r.height) else {
            throw MakeImagesError(description: "cannot create gradient for \(spec.name)")
        }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        try check(cairo_pattern_status(pattern), "cannot create gradient for \(spec.name)")
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// A thin light line along the inside top edge, fading out, so raised shapes look lit.
    private func gloss(_ cr: OpaquePointer, _ body: Rect) {
        let inner = body.inset(spec.borderWidth + 0.5)
        guard let pattern = cairo_pattern_create_linear(0, inner.y, 0, inner.y + inner.height / 2) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 1, 1, 0.55)
        cairo_pattern_add_color_stop_rgba(pattern, 1, 1, 1, 1, 0)
        roundedRect(cr, inner, spec.radius - spec.borderWidth - 0.5)
        cairo_set_source(cr, pattern)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    /// Darkens the inside top edge, as if the shape's rim shades a hollow: the pressed look.
    private func innerShadow(_ cr: OpaquePointer, _ body: Rect) {
        cairo_save(cr)
        roundedRect(cr, body, spec.radius)
        cairo_clip(cr)
        // Even-odd "everything except the shape shifted down" leaves a band under the top rim;
        // three widths stacked make the band fade softly.
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        for shift in [1.0, 2.5, 4.0] {
            cairo_rectangle(cr, body.x - 10, body.y - 10, body.width + 20, body.height + 20)
            roundedRect(cr, body.offset(0, shift), spec.radius)
            setColor(cr, RGBA(0x000000, alpha: 0.22))
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// A four-way arrow cross (the universal "move" symbol) centred at the given point.
    private func drawMoveGlyph(_ cr: OpaquePointer, centerX cx: Double, centerY cy: Double) {
        let arm = 13.0, head = 5.0
        cairo_save(cr)
        cairo_translate(cr, cx, cy)
        for pass in 0..<2 {
            // First pass: a dark copy 1pt lower, the same depth cue the label uses.
            cairo_save(cr)
            if pass == 0 { cairo_translate(cr, 0, 1) }
            setColor(cr, pass == 0 ? spec.labelShadow : spec.labelColor)
            for quarter in 0..<4 {
                cairo_save(cr)
                cairo_rotate(cr, Double(quarter) * Double.pi / 2)
                cairo_move_to(cr, 0, 0)
                cairo_line_to(cr, arm - head, 0)
                cairo_set_line_width(cr, 2.5)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_stroke(cr)
                cairo_move_to(cr, arm, 0)
                cairo_line_to(cr, arm - head - 0.5, -head)
                cairo_line_to(cr, arm - head - 0.5, head)
                cairo_close_path(cr)
                cairo_fill(cr)
                cairo_restore(cr)
            }
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// A bold round-capped tick, with a soft dark copy underneath so it pops off the fill.
    private func drawCheckMark(_ cr: OpaquePointer, _ box: Rect) {
        let points = [(0.25, 0.52), (0.43, 0.70), (0.76, 0.31)]
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_width(cr, 7.5)
        for (dy, color) in [(1.5, RGBA(0x000000, alpha: 0.3)), (0.0, RGBA(0xFFFFFF))] {
            for (i, p) in points.enumerated() {
                let x = box.x + p.0 * box.width, y = box.y + p.1 * box.height + dy
                if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
            }
            setColor(cr, color)
            cairo_stroke(cr)
        }
    }

    /// Draws `text` bold and centred in `area`, shrinking the font until it fits the width.
    private func drawLabel(_ cr: OpaquePointer, _ text: String, in area: Rect) throws {
        let context = try Painter.makePangoContext(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = pango_layout_new(context) else {
            throw MakeImagesError(description: "cannot create pango layout")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text, -1)
        let desc = pango_font_description_from_string(Painter.fontDescription)
        defer { pango_font_description_free(desc) }
        // Start at 19pt and step down in fixed increments, so the chosen size is reproducible.
        var size = 19.0
        var width = 0.0
        repeat {
            // Absolute size means pixels-per-point, independent of any DPI setting.
            pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, desc)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            width = Double(logical.width) / Double(PANGO_SCALE)
            size -= 0.5
        } while width > area.width && size > 8
        size += 0.5
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        // Centre capitals vertically (not the line box) so labels with and without descenders
        // sit at the same height.
        let x = area.x + (area.width - width) / 2
        let y = area.y + area.height / 2 + size * Painter.capHeight / 2 - baseline
        for (dy, color) in [(1.0, spec.labelShadow), (0.0, spec.labelColor)] {
            cairo_move_to(cr, x, y + dy)
            setColor(cr, color)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// A pango context with every rendering option pinned, so output never depends on the
    /// desktop's fontconfig/Xft settings and @1x/@2x/@3x lay text out identically.
    static func makePangoContext(_ cr: OpaquePointer) throws -> OpaquePointer {
        guard let context = pango_cairo_create_context(cr) else {
            throw MakeImagesError(description: "cannot create pango context")
        }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        // No hinting: metrics and outlines then scale exactly with the context (1x vs 2x).
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 96)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }
}
