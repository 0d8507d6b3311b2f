internal import CCairo
import Foundation

extension GraphicsContext {
    /// Draws `text` inside `rect` with `font`, vertically centred and horizontally aligned,
    /// ellipsized at the end when it does not fit on one line.
    public func drawText(_ text: String, in rect: CGRect, font: UIFont, color: UIColor,
                         alignment: NSTextAlignment = .left) {
        guard !text.isEmpty, rect.width > 0 else { return }
        withLayout(text, font: font, width: rect.width, alignment: alignment) { layout, size in
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
        withLayout(text, font: font, width: nil, alignment: .left) { _, size in result = size }
        return result
    }

    private func withLayout(_ text: String, font: UIFont, width: CGFloat?, alignment: NSTextAlignment,
                            _ body: (OpaquePointer, CGSize) -> Void) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(font.pangoFamilyAndStyle)
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_single_paragraph_mode(layout, 1)
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
