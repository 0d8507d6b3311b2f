import Foundation
import Testing
@testable import TouchKit

/// An image loaded by name draws from the file with enough pixels for the size it lands at on
/// the device: the screen's scale times every transform's zoom.
@Suite("Image representations") @MainActor
struct ImageRepresentationTests {
    @Test(arguments: [(1.0, 1.0), (1.005, 1.0), (1.5, 2.0), (2.0, 2.0), (2.5, 3.0), (3.0, 3.0), (6.0, 3.0)])
    func theLowestScaleWithEnoughPixelsIsDrawn(pixelsPerPoint: Double, expected: Double) throws {
        let image = try UIImage(named: "Hen", in: TestResources.directory)
        let drawn = image.representation(forPixelsPerPoint: pixelsPerPoint)
        #expect(Double(drawn.scale) == expected)
        #expect(drawn.size == image.size, "the same image in points")
        #expect(drawn.name == "Hen")
    }

    @Test func anImageLoadedForAHiDPIScreenUsesItsSharperFileWhenZoomed() throws {
        let image = try UIImage(named: "Hen", in: TestResources.directory, scale: 2)
        #expect(image.scale == 2)
        #expect(image.representation(forPixelsPerPoint: 2).scale == 2)
        #expect(image.representation(forPixelsPerPoint: 3).scale == 3)
        #expect(image.representation(forPixelsPerPoint: 3) === image.representation(forPixelsPerPoint: 4), "decoded once")
    }

    @Test func anImageFromOneFileHasNoOtherRepresentation() throws {
        let image = try UIImage(contentsOfFile: TestResources.directory.appendingPathComponent("Hen.png").path)
        #expect(image.representation(forPixelsPerPoint: 3) === image)
    }

    @Test func aSharperFileGoneSinceLoadingFallsBackToTheLoadedOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("representations-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["Hen.png", "Hen@3x.png"] {
            try FileManager.default.copyItem(at: TestResources.directory.appendingPathComponent(file),
                                             to: folder.appendingPathComponent(file))
        }
        let image = try UIImage(named: "Hen", in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Hen@3x.png"))
        #expect(image.representation(forPixelsPerPoint: 3) === image, "drawn from what it has, no crash")
    }

    @Test func drawingUnderAZoomPaintsTheSharperFilesPixels() throws {
        let image = try UIImage(named: "Hen", in: TestResources.directory)
        let sharp = image.representation(forPixelsPerPoint: 3)
        // The image drawn 3× bigger, and the @3x file drawn at its own size: the same pixels.
        let zoomed = ImageBuffer(width: sharp.pixelWidth, height: sharp.pixelHeight)
        zoomed.draw { context in
            context.scaleBy(x: 3, y: 3)
            context.draw(image, in: CGRect(origin: .zero, size: image.size))
        }
        let direct = ImageBuffer(width: sharp.pixelWidth, height: sharp.pixelHeight)
        direct.draw { context in
            context.draw(sharp, in: CGRect(x: 0, y: 0, width: sharp.pixelWidth, height: sharp.pixelHeight))
        }
        var differing = 0
        for y in stride(from: 0, to: direct.height, by: 3) {
            for x in stride(from: 0, to: direct.width, by: 3) where zoomed.pixel(x: x, y: y) != direct.pixel(x: x, y: y) {
                differing += 1
            }
        }
        #expect(differing == 0)
    }
}
