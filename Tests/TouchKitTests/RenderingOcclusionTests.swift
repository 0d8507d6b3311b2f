import Foundation
import Testing
import TouchKit

/// A view that counts how often it is asked to draw.
@MainActor
private final class CountingView: UIView {
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        drawCount += 1
    }
}

/// A repaint inside an opaque subview does not draw what that subview covers (its superview's
/// content and earlier siblings), and the picture is the same as drawing everything: only
/// pixels that would be painted over are skipped.
@Suite("Rendering under opaque views")
@MainActor
struct RenderingOcclusionTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
    private let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
    /// Reaches under `cover` on the left, but never holds all of `inside` itself.
    private let below = CountingView(frame: CGRect(x: 0, y: 0, width: 60, height: 150))
    private let cover = CountingView(frame: CGRect(x: 20, y: 20, width: 160, height: 110))
    /// A small rectangle inside `cover`, in window (and parent) coordinates.
    static let inside = CGRect(x: 50, y: 50, width: 20, height: 20)

    init() {
        parent.backgroundColor = .white
        below.backgroundColor = .red
        cover.backgroundColor = .blue
        parent.addSubview(below)
        parent.addSubview(cover)
        window.addSubview(parent)
    }

    private func render(_ rect: CGRect) -> ImageBuffer {
        let buffer = ImageBuffer(width: 200, height: 150)
        buffer.draw { context in window.render(in: context, rect: rect) }
        return buffer
    }

    /// Every pixel of `a` and `b` inside `rect` (window pixels at scale 1).
    private func samePixels(_ a: ImageBuffer, _ b: ImageBuffer, in rect: CGRect) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                return false
            }
        }
        return true
    }

    @Test func anOpaqueSubviewCoveringTheAreaHidesItsParentAndEarlierSiblings() {
        let buffer = render(Self.inside)
        #expect(parent.drawCount == 0)
        #expect(below.drawCount == 0)
        #expect(cover.drawCount == 1)
        #expect(buffer.pixel(x: 60, y: 60) == (red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func anAreaReachingPastTheSubviewDrawsEverythingThere() {
        // Top right: half under the cover, half on the parent alone.
        _ = render(CGRect(x: 150, y: 5, width: 20, height: 30))
        #expect(parent.drawCount == 1)
        #expect(cover.drawCount == 1)
    }

    @Test(arguments: ["translucent colour", "alpha", "no background", "hidden", "rotated"])
    func aSubviewThatDoesNotPaintEveryPixelHidesNothing(change: String) {
        switch change {
        case "translucent colour": cover.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        case "alpha": cover.alpha = 0.5
        case "no background": cover.backgroundColor = nil
        case "hidden": cover.isHidden = true
        default: cover.transform = CGAffineTransform(rotationAngle: 0.2)
        }
        _ = render(Self.inside)
        #expect(parent.drawCount == 1)
        #expect(below.drawCount == 1)
    }

    @Test func theSkippedDrawingChangesNoPixel() {
        // The same area drawn with the cover opaque (parent skipped) and with the cover at 99.9 %
        // opacity blended over the rest: the skipped layers were entirely painted over.
        let skipped = render(Self.inside)
        cover.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.999)
        let full = render(Self.inside)
        #expect(parent.drawCount == 1, "the second render drew everything")
        #expect(samePixels(skipped, full, in: Self.inside))
    }
}
