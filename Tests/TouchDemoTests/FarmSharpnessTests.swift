import Foundation
import Testing
@testable import TouchDemo
import TouchKit

/// A Farm animal pinched to 3× is drawn from its `@3x` image, not from the 1× one scaled up: its
/// outline is as sharp at 3× as at 1×. Rendered in-process into a Cairo image surface.
@Suite("Farm: sharp animals when zoomed") @MainActor
struct FarmSharpnessTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")
    /// How sharp the 3× outline must be, as a share of the 1× outline's steepest step: a 1×
    /// image scaled up spreads each step over three pixels, so its steepest is about a third.
    static let sharpnessShare = 0.75

    /// The largest difference of one colour channel between two neighbouring pixels (across or
    /// down) of `buffer`: the steepest edge in it, 0…255.
    private func steepestGradient(_ buffer: ImageBuffer) -> Int {
        var steepest = 0
        for y in 0..<buffer.height - 1 {
            for x in 0..<buffer.width - 1 {
                let here = buffer.pixel(x: x, y: y)
                for there in [buffer.pixel(x: x + 1, y: y), buffer.pixel(x: x, y: y + 1)] {
                    steepest = max(steepest, abs(Int(here.red) - Int(there.red)), abs(Int(here.green) - Int(there.green)),
                                   abs(Int(here.blue) - Int(there.blue)))
                }
            }
        }
        return steepest
    }

    /// A meadow with `view` in its middle, rendered at 1 pixel per point.
    private func render(_ view: UIView) -> ImageBuffer {
        let meadow = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 360))
        meadow.backgroundColor = FarmViewController.meadowColor
        view.center = CGPoint(x: 200, y: 180)
        meadow.addSubview(view)
        return meadow.snapshot()
    }

    @Test func aHenPinchedToThreeTimesIsDrawnFromItsSharpestImage() throws {
        let images = try ImageCatalog(directory: Self.resources)
        let hen = FarmAnimalView(images: images, center: .zero)
        let flat = steepestGradient(render(hen))
        hen.transform = CGAffineTransform(scaleX: FarmAnimalView.scaleRange.upperBound, y: FarmAnimalView.scaleRange.upperBound)
        let zoomed = steepestGradient(render(hen))
        #expect(Double(zoomed) >= Self.sharpnessShare * Double(flat), "steepest step at 3×: \(zoomed), at 1×: \(flat)")

        // The bar tells the two apart: the 1× file alone, scaled up three times, is too soft.
        let oneX = try UIImage(contentsOfFile: Self.resources.appendingPathComponent("Hen.png").path)
        let upscaled = UIImageView(image: oneX)
        upscaled.transform = CGAffineTransform(scaleX: 3, y: 3)
        let soft = steepestGradient(render(upscaled))
        #expect(Double(soft) < Self.sharpnessShare * Double(flat), "an upscaled 1× hen: \(soft), at 1×: \(flat)")
    }
}
