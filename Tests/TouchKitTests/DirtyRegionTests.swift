import Foundation
import Testing
import TouchKit

/// `DirtyRegion`: the few whole-pixel rectangles a window repaints.
@Suite("Dirty region")
struct DirtyRegionTests {
    @Test func startsEmpty() {
        let region = DirtyRegion()
        #expect(region.isEmpty)
        #expect(region.bounds.isNull)
    }

    @Test func addedRectGrowsToWholePixelsWithAMargin() {
        var region = DirtyRegion()
        region.add(CGRect(x: 10.5, y: 20.25, width: 5, height: 5))
        #expect(region.rects == [CGRect(x: 9, y: 19, width: 8, height: 8)])
    }

    @Test func mostlyOverlappingRectsMerge() {
        var region = DirtyRegion()
        region.add(CGRect(x: 10, y: 10, width: 20, height: 20))
        region.add(CGRect(x: 15, y: 12, width: 20, height: 20))
        #expect(region.rects == [CGRect(x: 9, y: 9, width: 27, height: 24)])
    }

    @Test func rectsOverlappingAtACornerStayApartWhenTheirUnionIsLargerThanBoth() {
        var region = DirtyRegion()
        region.add(CGRect(x: 10, y: 10, width: 20, height: 20))
        region.add(CGRect(x: 20, y: 20, width: 20, height: 20))
        #expect(region.rects == [CGRect(x: 9, y: 9, width: 22, height: 22), CGRect(x: 19, y: 19, width: 22, height: 22)])
    }

    @Test func separateRectsStaySeparate() {
        var region = DirtyRegion()
        region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        region.add(CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(region.rects == [CGRect(x: -1, y: -1, width: 12, height: 12),
                                 CGRect(x: 99, y: 99, width: 12, height: 12)])
        #expect(region.bounds == CGRect(x: -1, y: -1, width: 112, height: 112))
    }

    @Test func rectBridgingTwoOthersMergesAllThree() {
        var region = DirtyRegion()
        region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        region.add(CGRect(x: 50, y: 0, width: 10, height: 10))
        region.add(CGRect(x: 5, y: 0, width: 50, height: 10))
        #expect(region.rects == [CGRect(x: -1, y: -1, width: 62, height: 12)])
    }

    @Test func emptyNullAndNonFiniteRectsAreIgnored() {
        var region = DirtyRegion()
        region.add(.zero)
        region.add(.null)
        region.add(CGRect(x: 0, y: 0, width: 0, height: 10))
        region.add(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        #expect(region.isEmpty)
    }

    @Test func infiniteRectRepaintsTheWholeLimit() {
        // Foundation's `.infinite` has finite (huge) sides: it is kept, and clipping tames it.
        var region = DirtyRegion()
        region.add(CGRect(x: 10, y: 10, width: 5, height: 5))
        region.add(.infinite)
        let limit = CGRect(x: 0, y: 0, width: 320, height: 240)
        #expect(region.take(clippedTo: limit) == [limit])
    }

    @Test func pastTheMaximumTheTwoCheapestToMergeMerge() {
        var region = DirtyRegion()
        for index in 0..<DirtyRegion.maximumRectangles {
            region.add(CGRect(x: CGFloat(index) * 20, y: 0, width: 5, height: 5))
        }
        #expect(region.rects.count == DirtyRegion.maximumRectangles)

        region.add(CGRect(x: 0, y: 100, width: 5, height: 5))
        #expect(region.rects.count == DirtyRegion.maximumRectangles)
        #expect(region.rects.contains(CGRect(x: -1, y: -1, width: 27, height: 7)), "the first two of the row")
        #expect(region.rects.contains(CGRect(x: -1, y: 99, width: 7, height: 7)), "the far one stays apart")
    }

    @Test func takeClipsToTheLimitAndEmptiesTheRegion() {
        var region = DirtyRegion()
        region.add(CGRect(x: 90, y: 90, width: 20, height: 20))
        region.add(CGRect(x: 10, y: 10, width: 10, height: 10))
        region.add(CGRect(x: 300, y: 300, width: 10, height: 10))
        let limit = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(region.take(clippedTo: limit) == [CGRect(x: 89, y: 89, width: 11, height: 11),
                                                  CGRect(x: 9, y: 9, width: 12, height: 12)])
        #expect(region.isEmpty)
        #expect(region.take(clippedTo: limit).isEmpty)
    }
}
