internal import CCairo
import Foundation

extension GraphicsContext {
    /// Draws `text` inside `rect` with `font`, vertically centred and horizontally aligned.
    /// With `numberOfLines` 1 (the default) it stays on one line; otherwise it wraps at word
    /// boundaries onto at most `numberOfLines` lines (0: as many as it needs). Text that still does
    /// not fit is ellipsized at the end.
    ///
    /// Under a plain scale on the ``TextScale`` grid (a window's 1×, 2×, 1.5×…) the glyphs are
    /// drawn straight onto the surface. Under any other transform (a rotation, a skew, a scale
    /// between grid scales) the text is rasterised at the grid scale just above, kept in
    /// ``textRasters``, and composited through the transform: a font is never made per transform,
    /// so memory stays bounded however the text turns and scales.
    public func drawText(_ text: String, in rect: CGRect, font: UIFont, color: UIColor,
                         alignment: NSTextAlignment = .left, numberOfLines: Int = 1) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let placement = textPlacement
        if placement.direct {
            drawTextDirectly(text, in: rect, font: font, color: color, alignment: alignment,
                             numberOfLines: numberOfLines)
        } else {
            drawRasterizedText(text, in: rect, font: font, color: color, alignment: alignment,
                               numberOfLines: numberOfLines, scale: TextRaster.rasterScale(for: placement.scale))
        }
    }

    /// Draws `text` as ``drawText(_:in:font:color:alignment:numberOfLines:)`` does, always with the
    /// glyphs straight onto the surface through the current transform. Only for comparing with the
    /// rasterised path: under a new transform each call makes fonts that Pango and Cairo keep.
    package func drawTextDirectly(_ text: String, in rect: CGRect, font: UIFont, color: UIColor,
                                  alignment: NSTextAlignment = .left, numberOfLines: Int = 1) {
        guard !text.isEmpty, rect.width > 0 else { return }
        withLayout(text, font: font, width: rect.width, numberOfLines: numberOfLines, alignment: alignment,
                   scale: nil) { layout, size in
            cairo_save(cairo)
            setSource(color)
            cairo_move_to(cairo, rect.minX, rect.minY + ((rect.height - size.height) / 2).rounded())
            pango_cairo_show_layout(cairo, layout)
            cairo_restore(cairo)
        }
    }

    /// The size `text` takes on one line with `font`, in points.
    public func size(of text: String, font: UIFont) -> CGSize {
        var result = CGSize.zero
        withLayout(text, font: font, width: nil, numberOfLines: 1, alignment: .left,
                   scale: textLayoutScale) { _, size in result = size }
        return result
    }

    /// The size `text` takes with `font` when wrapped to `width` points on at most
    /// `numberOfLines` lines (0: no limit), as ``drawText(_:in:font:color:alignment:numberOfLines:)``
    /// would draw it.
    public func size(of text: String, font: UIFont, width: CGFloat, numberOfLines: Int) -> CGSize {
        var result = CGSize.zero
        guard width > 0 else { return result }
        withLayout(text, font: font, width: width, numberOfLines: numberOfLines, alignment: .left,
                   scale: textLayoutScale) { _, size in
            result = size
        }
        return result
    }

    /// How text is placed under the current transform: the grid scale it is laid out at, and
    /// whether it can be drawn straight through the transform (``TextScale/forTransform(a:b:c:d:)``).
    var textPlacement: (scale: TextScale, direct: Bool) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return TextScale.forTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy)
    }

    /// The scale a measurement lays text out at: nil (the current transform) where text is drawn
    /// directly, else the grid scale, so that measuring under a turning transform makes no font
    /// per transform either, and agrees with what the raster shows.
    private var textLayoutScale: TextScale? {
        let placement = textPlacement
        return placement.direct ? nil : placement.scale
    }

    /// Lays `text` out and hands the layout and its logical size in points to `body`. The
    /// layout's fonts are made for the current transform, or, given `scale`, for that plain scale
    /// whatever the transform: a Pango context copies the transform's linear part when created.
    func withLayout(_ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
                    alignment: NSTextAlignment, scale: TextScale?, _ body: (OpaquePointer, CGSize) -> Void) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let scale {
            var matrix = PangoMatrix(xx: scale.value, xy: 0, yx: 0, yy: scale.value, x0: 0, y0: 0)
            pango_context_set_matrix(pango_layout_get_context(layout), &matrix)
            pango_layout_context_changed(layout)
        }
        let description = pango_font_description_from_string(font.pangoFamilyAndStyle)
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        if let width {
            // A width past Pango's 32-bit units (`.greatestFiniteMagnitude`, infinity, NaN) is no
            // limit at all (-1), as UIKit reads it; converting it would trap.
            let units = width * CGFloat(PANGO_SCALE)
            pango_layout_set_width(layout, units.isFinite && units < CGFloat(Int32.max) ? Int32(max(0, units)) : -1)
            if numberOfLines == 1 { pango_layout_set_single_paragraph_mode(layout, 1) }
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            // With ellipsizing on, Pango's height says how many lines to keep when negative
            // (its default, -1, is one line per paragraph); with no limit there is nothing to cut.
            if numberOfLines > 0 {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, Int32(-numberOfLines))
            }
        }
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        body(layout, CGSize(width: CGFloat(w), height: CGFloat(h)))
    }
}
