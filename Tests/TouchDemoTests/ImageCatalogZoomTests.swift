import Foundation
import Testing
import TouchDemo
import TouchKit

/// An image drawn larger than its size comes from a file with enough pixels for it: the
/// smallest set at or above the display's scale times the zoom, else the largest there is.
@Suite("Images for a zoom")
struct ImageCatalogZoomTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    @Test(arguments: [(CGFloat(1), CGFloat(1), CGFloat(1)), (1, 1.5, 2), (1, 2, 2), (1, 2.5, 3), (1, 3, 3), (1, 4, 3),
                      (1.5, 1, 2), (1.5, 1.5, 3), (2, 1, 2), (2, 1.5, 3), (3, 1, 3)])
    func theSmallestFileWithEnoughPixelsIsChosen(displayScale: CGFloat, zoom: CGFloat, fileScale: CGFloat) throws {
        let catalog = try ImageCatalog(directory: Self.resources, scale: displayScale)
        let image = catalog.image(.dragMe, zoom: zoom)
        #expect(image.scale == fileScale, "display \(displayScale), zoom \(zoom)")
        #expect(image.name == "DragMe")
        #expect(image.size == CGSize(width: 180, height: 64), "every set has the same size in points")
    }

    @Test func atZoomOneTheDisplaysOwnSetIsTheOneAlreadyShown() throws {
        let catalog = try ImageCatalog(directory: Self.resources, scale: 1.25)
        #expect(catalog.image(.touchMe, zoom: 1) === catalog[.touchMe])
        #expect(catalog[.touchMe].scale == 2)
    }
}
