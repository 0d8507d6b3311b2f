import Foundation
import Testing
@testable import TouchKit

/// The grid of scales text is laid out at: which transforms draw text directly, and which grid
/// scale the others are rasterised at.
@Suite struct TextScaleTests {
    @Test func windowScalesAreOnTheGridAndDrawDirectly() {
        for scale: CGFloat in [1, 1.25, 1.5, 2, 3] {
            let placement = TextScale.forTransform(a: scale, b: 0, c: 0, d: scale)
            #expect(placement.direct, "scale \(scale)")
            #expect(placement.scale.value == scale)
        }
    }

    @Test func rotationIsRasterisedAtTheLargerAxisScale() {
        let angle: CGFloat = 0.5, scale: CGFloat = 1.37
        let placement = TextScale.forTransform(a: scale * cos(angle), b: scale * sin(angle),
                                               c: -scale * sin(angle), d: scale * cos(angle))
        #expect(!placement.direct)
        #expect(placement.scale.value == 1.5)
    }

    @Test func scaleBetweenGridScalesRoundsUpAndOneJustAboveStaysPut() {
        #expect(TextScale(atLeast: 1.01).value == 1.25)
        #expect(TextScale(atLeast: 1 + 1e-12).value == 1)
        #expect(TextScale(atLeast: 0.3).value == 0.5)
        #expect(TextScale.forTransform(a: 1.01, b: 0, c: 0, d: 1.01).direct == false)
    }

    @Test func mirroredOrSkewedTextIsRasterised() {
        #expect(TextScale.forTransform(a: -1, b: 0, c: 0, d: -1).direct == false)
        #expect(TextScale.forTransform(a: 1, b: 0, c: 0.3, d: 1).direct == false)
        #expect(TextScale.forTransform(a: 1, b: 0, c: 0, d: 2).direct == false)
    }

    @Test func scalesOutsideTheGridAreClampedToItsEnds() {
        #expect(TextScale(atLeast: 0.01).value == TextScale.range.lowerBound)
        #expect(TextScale(atLeast: 50).value == TextScale.range.upperBound)
        #expect(TextScale(atLeast: .nan).value == TextScale.range.lowerBound)
        #expect(TextScale(atLeast: .infinity).value == TextScale.range.lowerBound)
        #expect(TextScale(exactly: 16) == nil)
        #expect(TextScale.gridSize == 32)
    }
}
