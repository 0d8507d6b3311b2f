import Foundation
import Testing
import TouchKit

/// `CGAffineTransform` with Core Graphics' conventions: which operation comes first, inversion,
/// and mapping points, sizes and rectangles.
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    let quarterTurn = CGFloat.pi / 2

    @Test func concatenatingAppliesTheReceiverFirst() {
        let shift = CGAffineTransform(translationX: 10, y: 0)
        let turn = CGAffineTransform(rotationAngle: quarterTurn)
        let point = CGPoint(x: 1, y: 0)
        // Shift to (11, 0), then turn a quarter clockwise on screen: (0, 11).
        #expect(isClose(point.applying(shift.concatenating(turn)), CGPoint(x: 0, y: 11)))
        // Turn to (0, 1), then shift: (10, 1).
        #expect(isClose(point.applying(turn.concatenating(shift)), CGPoint(x: 10, y: 1)))
    }

    @Test func positiveAnglesTurnClockwiseOnScreen() {
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: quarterTurn))
        #expect(isClose(turned, CGPoint(x: 0, y: 1)), "x axis turns to point down, where y grows")
    }

    @Test func translatedByTranslatesBeforeTheReceiver() {
        let t = CGAffineTransform(rotationAngle: quarterTurn).translatedBy(x: 10, y: 0)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 11)))
    }

    @Test func scaledByScalesBeforeTheReceiver() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        // Core Graphics gives [2 0 0 3 10 20]: the translation is not scaled.
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    @Test func rotatedRotatesBeforeTheReceiver() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: quarterTurn)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 0).applying(t), CGPoint(x: 10, y: 0)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(translationX: 30, y: -12).rotated(by: 0.7).scaledBy(x: 1.5, y: 0.25)
        let point = CGPoint(x: 17, y: -4)
        #expect(isClose(point.applying(t).applying(t.inverted()), point))
        let product = t.concatenating(t.inverted())
        #expect(isClose(CGPoint(x: product.a, y: product.d), CGPoint(x: 1, y: 1)))
        #expect(isClose(CGPoint(x: product.b, y: product.c), .zero))
        #expect(isClose(CGPoint(x: product.tx, y: product.ty), .zero))
    }

    @Test func aSingularTransformInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 2)
        #expect(flat.inverted() == flat, "Core Graphics returns the input unchanged")
        let collapsed = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(collapsed.inverted() == collapsed)
    }

    @Test func identityIsIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: -1).isIdentity)
    }

    @Test func sizesUseOnlyTheLinearPartAndMayTurnNegative() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: -2, y: 3)
        #expect(CGSize(width: 10, height: 5).applying(t) == CGSize(width: -20, height: 15))
    }

    @Test func rectsBecomeTheBoundingBoxOfTheirCorners() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let turned = rect.applying(CGAffineTransform(rotationAngle: quarterTurn))
        #expect(isClose(turned, CGRect(x: -10, y: 0, width: 10, height: 20)))

        let square = CGRect(x: -5, y: -5, width: 10, height: 10)
        let diamond = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let halfDiagonal = 5 * CGFloat(2).squareRoot()
        #expect(isClose(diamond, CGRect(x: -halfDiagonal, y: -halfDiagonal, width: 2 * halfDiagonal, height: 2 * halfDiagonal)))
    }

    @Test func rectsStayStandardizedUnderAMirror() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let mirrored = rect.applying(CGAffineTransform(scaleX: -1, y: 2))
        #expect(mirrored == CGRect(x: -40, y: 40, width: 30, height: 80))
    }

    @Test func translationKeepsARectsSizeExactly() {
        let rect = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
        let moved = rect.applying(CGAffineTransform(translationX: 5, y: -3))
        #expect(moved.size == rect.size)
        #expect(isClose(moved.origin, CGPoint(x: 5.1, y: -2.8)))
        #expect(rect.applying(.identity) == rect)
    }

    @Test func theNullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
    }
}
