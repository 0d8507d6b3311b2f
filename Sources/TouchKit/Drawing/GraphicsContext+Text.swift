internal import CCairo
import Foundation

extension GraphicsContext {
    /// Draws `text` inside `rect` with `font`, vertically centred and horizontally aligned.
    /// With `numberOfLines` 1 (the default) it stays on one line; otherwise it wraps at word
    /// boundaries onto at most `numberOfLines` lines (0: as many as it needs). Text that still does
    /// not fit is ellipsized at the end.
    public func drawText(_ text: String, in rect: CGRect, font: UIFont, color: UIColor,
                         alignment: NSTextAlignment = .left, numberOfLines: Int = 1) {
        guard !text.isEmpty, rect.width > 0 else { return }
        withLayout(text, font: font, width: rect.width, numberOfLines: numberOfLines, alignment: alignment) { layout, size in
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
        withLayout(text, font: font, width: nil, numberOfLines: 1, alignment: .left) { _, size in result = size }
        return result
    }

    /// The size `text` takes with `font` when wrapped to `width` points on at most
    /// `numberOfLines` lines (0: no limit), as ``drawText(_:in:font:color:alignment:numberOfLines:)``
    /// would draw it.
    public func size(of text: String, font: UIFont, width: CGFloat, numberOfLines: Int) -> CGSize {
        var result = CGSize.zero
        guard width > 0 else { return result }
        withLayout(text, font: font, width: width, numberOfLines: numberOfLines, alignment: .left) { _, size in
            result = size
        }
        return result
    }

    private func withLayout(_ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
                            alignment: NSTextAlignment, _ body: (OpaquePointer, CGSize) -> Void) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(font.pangoFamilyAndStyle)
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
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
