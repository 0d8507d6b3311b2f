internal import CCairo
import Foundation

/// One piece of laid-out text rasterised into an 8-bit coverage mask at a grid scale
/// (``TextScale``), to be composited through any transform in any colour: how text is drawn
/// under a rotation, a skew or a scale off the grid without making a font for that transform.
///
/// Its coordinates are the layout's, in points: the layout's top-left corner is (0, 0), and
/// ``origin`` is where the mask's top-left pixel lies, a little up and left of it, so that ink
/// hanging outside the logical box (an italic's overhang, an accent) is kept.
@MainActor
final class TextRaster {
    /// What a raster is made from; equal keys give equal pixels. The colour is not part of it:
    /// the mask takes any colour when composited.
    struct Key: Hashable {
        var text: String
        var font: UIFont
        /// The layout's width in Pango units, or -1 for text on one unlimited line.
        var widthInPangoUnits: Int32
        var numberOfLines: Int
        var alignment: NSTextAlignment
        var scale: TextScale
    }

    /// How many raster pixels stand for one pixel on screen, per axis. Drawn at twice the screen's
    /// scale and filtered down through the rotation, the edges come out as sharp as glyphs drawn
    /// directly; at 1:1 the bilinear resampling of a turned raster blurs them by half a pixel.
    static let oversampling: CGFloat = 2

    /// The grid scale text on screen at `screenScale` is rasterised at (``oversampling``).
    static func rasterScale(for screenScale: TextScale) -> TextScale {
        TextScale(atLeast: screenScale.value * oversampling)
    }

    /// How much room, in points, the mask leaves around the ink and logical boxes: antialiasing
    /// reaches half a pixel past the outlines, and a filtered enlargement another pixel.
    static let padding: CGFloat = 1

    /// The A8 mask, owned; destroyed with this object.
    nonisolated(unsafe) let surface: OpaquePointer
    /// The grid scale the mask was rasterised at, in pixels per point.
    let scale: TextScale
    /// The mask's top-left corner in layout coordinates, in points.
    let origin: CGPoint
    /// The layout's logical size in points, as ``GraphicsContext/size(of:font:)`` reports it.
    let layoutSize: CGSize
    /// The memory the mask's pixels take, in bytes.
    let byteCount: Int
    /// When the cache last handed this raster out (the cache's own counter, for LRU eviction).
    var lastUse: UInt64 = 0
    /// The cache's frame count when this raster was last used (see ``TextRasterCache/frameDidEnd()``).
    var lastFrame: UInt64 = 0

    /// Rasterises `layout`, laid out at `scale` on a context scaled by exactly `scale.value`;
    /// nil when the text has no area or Cairo cannot make the surface.
    init?(layout: OpaquePointer, layoutSize: CGSize, scale: TextScale) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let box = Self.rect(ink).union(Self.rect(logical)).insetBy(dx: -Self.padding, dy: -Self.padding)
        let pixelWidth = Int((box.width * scale.value).rounded(.up))
        let pixelHeight = Int((box.height * scale.value).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale.value, scale.value)
        cairo_translate(cairo, -box.minX, -box.minY)
        cairo_move_to(cairo, 0, 0)
        // The layout was made on a context with this same scale, so its fonts fit this one.
        pango_cairo_show_layout(cairo, layout)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        self.surface = surface
        self.scale = scale
        self.origin = box.origin
        self.layoutSize = layoutSize
        byteCount = Int(cairo_image_surface_get_stride(surface)) * pixelHeight
    }

    deinit { cairo_surface_destroy(surface) }

    /// The mask's size in points.
    var size: CGSize {
        CGSize(width: CGFloat(cairo_image_surface_get_width(surface)) / scale.value,
               height: CGFloat(cairo_image_surface_get_height(surface)) / scale.value)
    }

    private static func rect(_ r: PangoRectangle) -> CGRect {
        CGRect(x: CGFloat(r.x), y: CGFloat(r.y), width: CGFloat(r.width), height: CGFloat(r.height))
    }
}
