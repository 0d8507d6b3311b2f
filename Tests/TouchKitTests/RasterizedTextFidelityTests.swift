import Foundation
import Testing
@testable import TouchKit

/// Text composited from a raster looks like text drawn directly through the same transform.
@Suite @MainActor struct RasterizedTextFidelityTests {
    static let side = 240
    static let text = "Pinch · Rotate · Drag"
    static let font = UIFont.systemFont(ofSize: 18, weight: .semibold)
    /// The most the red channel may differ per pixel on average, 0…255 (measured: 0.7 to 3.0).
    static let allowedMeanDifference = 5.0
    /// The largest share of pixels that may differ by more than half the range (measured: up to
    /// 1.1 %, where the turn and the scale move glyph edges most).
    static let allowedFarOffShare = 0.02

    private func render(angle: CGFloat, scale: CGFloat, direct: Bool) -> ImageBuffer {
        let buffer = ImageBuffer(width: Self.side, height: Self.side)
        buffer.draw { context in
            context.fill(CGRect(x: 0, y: 0, width: Self.side, height: Self.side), with: .white)
            context.translateBy(x: CGFloat(Self.side) / 2, y: CGFloat(Self.side) / 2)
            context.rotate(by: angle)
            context.scaleBy(x: scale, y: scale)
            let rect = CGRect(x: -100, y: -20, width: 200, height: 40)
            if direct {
                context.drawTextDirectly(Self.text, in: rect, font: Self.font, color: .black, alignment: .center)
            } else {
                context.drawText(Self.text, in: rect, font: Self.font, color: .black, alignment: .center)
            }
        }
        return buffer
    }

    /// The mean difference of the red channel per pixel over the canvas, 0…255, and the share of
    /// pixels differing by more than half the range.
    private func difference(_ a: ImageBuffer, _ b: ImageBuffer) -> (mean: Double, farOff: Double) {
        var total = 0, far = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let delta = abs(Int(a.pixel(x: x, y: y).red) - Int(b.pixel(x: x, y: y).red))
                total += delta
                if delta > 128 { far += 1 }
            }
        }
        let count = Double(a.width * a.height)
        return (Double(total) / count, Double(far) / count)
    }

    /// Ink in a buffer: how many pixels are darker than mid-grey.
    private func inkPixels(_ buffer: ImageBuffer) -> Int {
        var count = 0
        for y in 0..<buffer.height { for x in 0..<buffer.width where buffer.pixel(x: x, y: y).red < 128 { count += 1 } }
        return count
    }

    @Test(arguments: [(0.5, 1.0), (0.5, 1.37), (-1.1, 0.63), (2.0, 2.2)])
    func rotatedTextFromARasterMatchesDirectDrawing(angle: Double, scale: Double) {
        let direct = render(angle: angle, scale: scale, direct: true)
        let rasterized = render(angle: angle, scale: scale, direct: false)
        let ink = inkPixels(direct)
        #expect(ink > 300, "the text shows")
        #expect(abs(inkPixels(rasterized) - ink) < ink / 5, "about as much ink")
        // Not identical: under a turn, glyphs drawn directly are placed by unhinted metrics and
        // the raster's by the grid scale's, so edges shift by up to a pixel along a line; a raster
        // misplaced by even two points, or blurred, differs far more.
        let (mean, farOff) = difference(direct, rasterized)
        #expect(mean < Self.allowedMeanDifference, "mean difference \(mean)")
        #expect(farOff < Self.allowedFarOffShare, "share of pixels far off \(farOff)")
    }

    @Test func misplacedRasterWouldFailTheComparison() {
        // The comparison itself can fail: the same text two points lower is far off.
        let direct = render(angle: 0.5, scale: 1.37, direct: true)
        let moved = ImageBuffer(width: Self.side, height: Self.side)
        moved.draw { context in
            context.translateBy(x: 0, y: 2)
            context.draw(direct, in: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        }
        let (mean, farOff) = difference(direct, moved)
        #expect(mean >= Self.allowedMeanDifference || farOff >= Self.allowedFarOffShare)
    }

    @Test func textOnTheGridIsPixelIdenticalToDirectDrawing() {
        let direct = render(angle: 0, scale: 1, direct: true)
        let drawn = render(angle: 0, scale: 1, direct: false)
        #expect(difference(direct, drawn).mean == 0)
    }
}
