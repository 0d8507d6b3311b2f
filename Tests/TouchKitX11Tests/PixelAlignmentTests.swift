import Foundation
import Testing
@testable import TouchKitX11

/// Repaint rectangles at fractional scales: grown to whole pixels, so no pixel is half painted.
@Suite("Pixel alignment of repaints")
struct PixelAlignmentTests {
    @Test func aRectInPointsGrowsToTheWholePixelsItTouchesAtOneAndAHalf() {
        // 337 pt is 505.5 px and 401 pt is 601.5 px: the half-covered rows 505 and 601 are included.
        let pixels = X11Window.pixelAligned(CGRect(x: 150, y: 337, width: 180, height: 64), scale: 1.5)
        #expect(pixels == CGRect(x: 225, y: 505, width: 270, height: 97))
    }

    @Test(arguments: [1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0])
    func theAlignedRectCoversTheOriginalAndHasWholePixelEdges(scale: Double) {
        let scale = CGFloat(scale)
        for rect in [CGRect(x: 1, y: 3, width: 7, height: 5), CGRect(x: 0.3, y: 10.6, width: 33.3, height: 0.1),
                     CGRect(x: 201, y: 0, width: 1, height: 1)] {
            let pixels = X11Window.pixelAligned(rect, scale: scale)
            #expect(pixels.minX == pixels.minX.rounded() && pixels.minY == pixels.minY.rounded())
            #expect(pixels.maxX == pixels.maxX.rounded() && pixels.maxY == pixels.maxY.rounded())
            let points = CGRect(x: pixels.minX / scale, y: pixels.minY / scale,
                                width: pixels.width / scale, height: pixels.height / scale)
            let tolerance = 1e-9
            #expect(points.minX <= rect.minX + tolerance && points.minY <= rect.minY + tolerance
                        && points.maxX >= rect.maxX - tolerance && points.maxY >= rect.maxY - tolerance,
                    "\(rect) at \(scale) → \(pixels) covers it")
            #expect(pixels.width <= rect.width * scale + 2 && pixels.height <= rect.height * scale + 2, "grows by at most a pixel per edge")
        }
    }
}
