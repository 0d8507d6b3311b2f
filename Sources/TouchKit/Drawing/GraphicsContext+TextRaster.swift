internal import CCairo
import Foundation

extension GraphicsContext {
    /// Draws `text` as ``drawText(_:in:font:color:alignment:numberOfLines:)`` does, from a mask
    /// rasterised at `scale` (kept in ``textRasters``) composited through the current transform
    /// in `color`. The layout's top-left corner lands where the direct path puts it.
    func drawRasterizedText(_ text: String, in rect: CGRect, font: UIFont, color: UIColor,
                            alignment: NSTextAlignment, numberOfLines: Int, scale: TextScale) {
        let key = TextRaster.Key(text: text, font: font, widthInPangoUnits: Int32(rect.width * CGFloat(PANGO_SCALE)),
                                 numberOfLines: numberOfLines, alignment: alignment, scale: scale)
        let raster = textRasters.raster(for: key) {
            var made: TextRaster?
            withLayout(text, font: font, width: rect.width, numberOfLines: numberOfLines, alignment: alignment,
                       scale: scale) { layout, size in
                made = TextRaster(layout: layout, layoutSize: size, scale: scale)
            }
            return made
        }
        guard let raster else { return }
        cairo_save(cairo)
        setSource(color)
        let top = rect.minY + ((rect.height - raster.layoutSize.height) / 2).rounded()
        cairo_translate(cairo, rect.minX + raster.origin.x, top + raster.origin.y)
        cairo_scale(cairo, 1 / scale.value, 1 / scale.value)
        let mask = cairo_pattern_create_for_surface(raster.surface)
        // Bilinear: with the mask at twice the screen's scale it keeps edges sharp and smooth,
        // and it is fast (Cairo's "good" filter convolves when shrinking: 3 to 5 times slower).
        cairo_pattern_set_filter(mask, CAIRO_FILTER_BILINEAR)
        cairo_mask(cairo, mask)
        cairo_pattern_destroy(mask)
        cairo_restore(cairo)
    }
}
