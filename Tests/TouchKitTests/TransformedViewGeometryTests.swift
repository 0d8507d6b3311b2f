import Foundation
import Testing
import TouchKit

/// `convert(_:to:)`/`convert(_:from:)`, `frame` and the dirty area of views with a `transform`:
/// about the view's centre, through any chain of transformed ancestors.
@Suite("Transformed view geometry")
@MainActor
struct TransformedViewGeometryTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let quarterTurn = CGFloat.pi / 2

    /// A 100 × 50 view centred at (150, 125), added to the window.
    private func addView(transform: CGAffineTransform) -> UIView {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.transform = transform
        window.addSubview(view)
        return view
    }

    @Test func aRotatedViewTurnsAboutItsCenter() {
        let view = addView(transform: CGAffineTransform(rotationAngle: quarterTurn))
        #expect(view.center == CGPoint(x: 150, y: 125))
        // The bounds' top-left, (-50, -25) from the centre, turns to (25, -50) from it.
        #expect(isClose(view.convert(CGPoint.zero, to: nil), CGPoint(x: 175, y: 75)))
        #expect(isClose(view.convert(CGPoint(x: 50, y: 25), to: nil), view.center))
        // The view's x axis points down on screen.
        #expect(isClose(view.convert(CGPoint(x: 60, y: 25), to: nil), CGPoint(x: 150, y: 135)))
        #expect(isClose(view.convert(CGPoint(x: 175, y: 75), from: nil), .zero))
    }

    @Test func aScaledViewScalesAboutItsCenter() {
        let view = addView(transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 50))
        #expect(view.convert(CGPoint(x: 100, y: 50), to: window) == CGPoint(x: 250, y: 200))
        #expect(isClose(view.convert(CGPoint(x: 250, y: 200), from: window), CGPoint(x: 100, y: 50)))
    }

    @Test func nestedTransformsCompose() {
        let parent = addView(transform: CGAffineTransform(rotationAngle: quarterTurn))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        parent.addSubview(child)
        // Child (0, 0): (-10, -5) from its centre, scaled to (-20, -10), placed at the child's
        // centre (10, 5) in the parent: (-10, -5); the parent's turn maps that to (25, -50) + …
        let inParent = child.convert(CGPoint.zero, to: parent)
        #expect(isClose(inParent, CGPoint(x: -10, y: -5)))
        let expected = parent.convert(inParent, to: nil)
        #expect(isClose(child.convert(CGPoint.zero, to: nil), expected))
        // Turned a quarter: (-10, -5) is (-60, -30) from the parent's centre → (30, -60).
        #expect(isClose(expected, CGPoint(x: 180, y: 65)))
        for point in [CGPoint(x: 3, y: 7), CGPoint(x: -40, y: 12.5), CGPoint(x: 19, y: 0)] {
            #expect(isClose(child.convert(child.convert(point, to: nil), from: nil), point))
            #expect(isClose(parent.convert(child.convert(point, to: parent), to: child), point))
        }
    }

    @Test func conversionsBetweenTransformedSiblingsRoundTrip() {
        let turned = addView(transform: CGAffineTransform(rotationAngle: 0.6))
        let scaled = UIView(frame: CGRect(x: 250, y: 20, width: 60, height: 80))
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 1.5).rotated(by: -0.3)
        window.addSubview(scaled)
        let point = CGPoint(x: 12, y: 34)
        let there = turned.convert(point, to: scaled)
        #expect(isClose(there, scaled.convert(turned.convert(point, to: nil), from: nil)))
        #expect(isClose(scaled.convert(there, to: turned), point))
        #expect(isClose(turned.convert(there, from: scaled), point))
    }

    @Test func aChildWithTheInverseTransformIsUprightAgain() {
        let turn = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5)
        let parent = addView(transform: turn)
        // Centred in the parent, so that the two transforms share a centre and cancel.
        let child = UIView(frame: CGRect(x: 40, y: 15, width: 20, height: 20))
        child.transform = turn.inverted()
        parent.addSubview(child)
        #expect(isClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 140, y: 115)))
        #expect(isClose(child.convert(child.bounds, to: nil), CGRect(x: 140, y: 115, width: 20, height: 20)))
    }

    @Test func aMirroredViewFlipsItsAxis() {
        let view = addView(transform: CGAffineTransform(scaleX: -1, y: 1))
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 200, y: 100))
        #expect(view.convert(CGPoint(x: 100, y: 0), to: nil) == CGPoint(x: 100, y: 100))
        #expect(view.convert(CGPoint(x: 180, y: 110), from: nil) == CGPoint(x: 20, y: 10))
    }

    @Test func boundsOriginAndTransformCombine() {
        let view = addView(transform: CGAffineTransform(rotationAngle: quarterTurn))
        view.bounds.origin = CGPoint(x: 10, y: 20)
        // The bounds' centre is now (60, 45); it still lands on `center`.
        #expect(isClose(view.convert(CGPoint(x: 60, y: 45), to: nil), view.center))
        #expect(isClose(view.convert(CGPoint(x: 10, y: 20), to: nil), CGPoint(x: 175, y: 75)))
    }

    @Test func rectsConvertToTheBoundingBoxOfTheirCorners() {
        let view = addView(transform: CGAffineTransform(rotationAngle: .pi / 4))
        #expect(isClose(view.convert(view.bounds, to: nil), view.frame))
        let halfWidth = 75 / CGFloat(2).squareRoot()
        #expect(isClose(view.frame, CGRect(x: 150 - halfWidth, y: 125 - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth)))
        // Back again, the box of a box is larger than the bounds.
        let back = view.convert(view.frame, from: nil)
        #expect(back.contains(view.bounds))
        #expect(back.width > view.bounds.width)
    }

    @Test func nilAndTheWindowAreTheSame() {
        let view = addView(transform: CGAffineTransform(rotationAngle: 1).scaledBy(x: 2, y: 0.5))
        let point = CGPoint(x: 7, y: 9)
        #expect(view.convert(point, to: nil) == view.convert(point, to: window))
        #expect(view.convert(point, from: nil) == view.convert(point, from: window))
    }

    @Test func viewsWithoutAWindowConvertWithinTheirRoot() {
        let root = UIView(frame: CGRect(x: 500, y: 500, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        child.transform = CGAffineTransform(rotationAngle: quarterTurn)
        root.addSubview(child)
        #expect(isClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 175, y: 75)))
        #expect(isClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 175, y: 75)))
    }

    // MARK: frame

    @Test func frameIsTheTransformedBoundingBox() {
        let view = addView(transform: CGAffineTransform(rotationAngle: quarterTurn))
        #expect(isClose(view.frame, CGRect(x: 125, y: 75, width: 50, height: 100)))
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(view.frame == CGRect(x: 50, y: 112.5, width: 200, height: 25))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50), "bounds are untransformed")
    }

    @Test func settingFrameWhileTransformedSetsCenterAndBoundsSizeKeepingTheTransform() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let view = addView(transform: scale)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(view.center == CGPoint(x: 20, y: 10))
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
        #expect(view.transform == scale)
        // The frame read back is the new bounds transformed: not the rectangle that was set.
        #expect(view.frame == CGRect(x: -20, y: -10, width: 80, height: 40))
    }

    // MARK: Dirty area

    @Test func theDirtyAreaOfATransformedViewIsItsTransformedBoundingBox() {
        let view = addView(transform: CGAffineTransform(rotationAngle: .pi / 4))
        _ = window.takeDirtyRects()
        view.setNeedsDisplay()
        #expect(window.takeDirtyRects() == [view.frame.paintBounds()])
        // A part of the view: the box of that part turned, not of the whole view.
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.takeDirtyRects() == [view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil).paintBounds()])
    }

    @Test func changingTheTransformMarksTheOldAndNewBoxes() {
        let view = addView(transform: .identity)
        _ = window.takeDirtyRects()
        view.transform = CGAffineTransform(scaleX: 3, y: 3)
        // The new box (0, 50, 300, 150) contains the old one: one merged rectangle.
        #expect(window.takeDirtyRects() == [CGRect(x: -1, y: 49, width: 302, height: 152).intersection(window.bounds)])
    }

    @Test func aViewInATransformedParentMarksItsBoxOnScreen() {
        let parent = addView(transform: CGAffineTransform(rotationAngle: quarterTurn))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        parent.addSubview(child)
        _ = window.takeDirtyRects()
        child.setNeedsDisplay()
        // Turned a quarter: the 20 × 10 child becomes 10 × 20 at the parent's top-right.
        #expect(window.takeDirtyRects() == [CGRect(x: 164, y: 74, width: 12, height: 22)])
    }
}
