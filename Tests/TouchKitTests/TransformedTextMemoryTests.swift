import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// Text drawn under thousands of distinct transforms (a card turned and pinched under two
/// fingers, frame after frame) keeps memory bounded: the fonts Pango and Cairo make are bounded by
/// the grid of scales, and the rasters kept by the cache's limits.
@Suite(.serialized) @MainActor struct TransformedTextMemoryTests {
    /// How many distinct transforms each test draws under.
    static let transformCount = 2_000
    /// The canvas, in pixels.
    static let canvasSide = 300
    static let title = "Pinch · Rotate · Drag"
    static let titleFont = UIFont.systemFont(ofSize: 18, weight: .semibold)
    static let detail = "double-tap or double-click: reset\nhold: colour"
    static let detailFont = UIFont.systemFont(ofSize: 12)

    /// The `index`th transform: a turn and a scale no other index has, the scale sweeping
    /// 0.4…3 (the playground card's range) back and forth.
    static func transform(_ index: Int) -> (angle: CGFloat, scale: CGFloat) {
        let sweep = abs(sin(CGFloat(index) * 0.0131))
        return (CGFloat(index) * 0.0123, 0.4 + 2.6 * sweep + CGFloat(index) * 1e-7)
    }

    /// Draws the card's two texts about the canvas centre under transform `index`.
    static func drawCardText(_ index: Int, in context: GraphicsContext) {
        let (angle, scale) = transform(index)
        context.translateBy(x: CGFloat(canvasSide) / 2, y: CGFloat(canvasSide) / 2)
        context.rotate(by: angle)
        context.scaleBy(x: scale, y: scale)
        context.drawText(title, in: CGRect(x: -112, y: -75, width: 224, height: 90), font: titleFont,
                         color: .white, alignment: .center)
        context.drawText(detail, in: CGRect(x: -112, y: -19, width: 224, height: 90), font: detailFont,
                         color: .white, alignment: .center, numberOfLines: 2)
    }

    @Test func rastersKeptStayWithinTheCacheLimitsUnderManyTransforms() {
        let cache = TextRasterCache()
        let buffer = ImageBuffer(width: Self.canvasSide, height: Self.canvasSide)
        for index in 0..<Self.transformCount {
            buffer.draw(textRasters: cache) { Self.drawCardText(index, in: $0) }
            #expect(cache.count <= cache.maximumEntryCount)
            #expect(cache.byteCount <= cache.maximumByteCount)
        }
        // Two texts at each raster scale the sweep passes through: each made once.
        let rasterScales = Set((0..<Self.transformCount).map {
            TextRaster.rasterScale(for: TextScale(atLeast: Self.transform($0).scale))
        })
        #expect(rasterScales.count <= TextScale.gridSize)
        #expect(cache.rasterizationCount == 2 * rasterScales.count)
        #expect(cache.count == cache.rasterizationCount)
    }

    @Test func leastRecentlyUsedRasterIsEvictedFirst() {
        let cache = TextRasterCache(maximumEntryCount: 2)
        let buffer = ImageBuffer(width: 100, height: 100)
        func draw(_ text: String) {
            buffer.draw(textRasters: cache) { context in
                context.rotate(by: 0.2)
                context.drawText(text, in: CGRect(x: 0, y: 0, width: 80, height: 20), font: .systemFont(ofSize: 12),
                                 color: .black)
            }
        }
        draw("a"); draw("b"); draw("a")  // "b" is now the least recently used.
        draw("c")                        // evicts "b"
        #expect(cache.rasterizationCount == 3)
        draw("a")
        #expect(cache.rasterizationCount == 3)
        draw("b")
        #expect(cache.rasterizationCount == 4)
        #expect(cache.count == 2)
    }

    @Test func aRasterNoFrameUsedForTooLongIsDropped() {
        let cache = TextRasterCache()
        let buffer = ImageBuffer(width: 100, height: 100)
        func draw(_ text: String) {
            buffer.draw(textRasters: cache) { context in
                context.rotate(by: 0.2)
                context.drawText(text, in: CGRect(x: 0, y: 0, width: 80, height: 20), font: .systemFont(ofSize: 12),
                                 color: .black)
            }
            cache.frameDidEnd()
        }
        draw("left behind")
        // Frames that draw other text: the first raster is kept until it has gone unused for
        // more than the limit, then dropped, and its bytes with it.
        for _ in 0..<TextRasterCache.maximumIdleFrames { draw("on screen") }
        #expect(cache.count == 2)
        draw("on screen")
        #expect(cache.count == 1)
        let onScreenBytes = cache.byteCount
        draw("on screen")
        #expect(cache.rasterizationCount == 2, "the raster in use is kept")
        #expect(cache.byteCount == onScreenBytes)
        // Frames that draw no text at all age rasters as well.
        for _ in 0...TextRasterCache.maximumIdleFrames { cache.frameDidEnd() }
        #expect(cache.count == 0)
        #expect(cache.byteCount == 0)
    }

    @Test func untransformedTextIsDrawnWithoutARaster() {
        let cache = TextRasterCache()
        let buffer = ImageBuffer(width: 200, height: 60)
        buffer.draw(textRasters: cache) { context in
            context.scaleBy(x: 2, y: 2)
            context.drawText(Self.title, in: CGRect(x: 0, y: 0, width: 100, height: 30), font: Self.titleFont,
                             color: .black)
        }
        #expect(cache.rasterizationCount == 0)
    }
}
