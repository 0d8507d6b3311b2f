import Foundation
import Testing
import TouchKit

/// A view that remembers the points ``point(inside:with:)`` was asked about.
@MainActor
private final class ProbedView: UIView {
    var probes: [CGPoint] = []

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        probes.append(point)
        return super.point(inside: point, with: event)
    }
}

/// Hit-testing transformed views: a touch hits a rotated view only inside its rotated shape,
/// because the point is converted into the view's own coordinates.
@Suite("Transformed hit testing")
@MainActor
struct TransformedHitTestingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    /// A 100 × 100 square centred at (200, 150), turned 45°: a diamond reaching 70.7 pt from the
    /// centre along the axes.
    private func addDiamond() -> ProbedView {
        let view = ProbedView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        window.addSubview(view)
        return view
    }

    @Test func aRotatedViewIsHitInsideItsRotatedShape() {
        let diamond = addDiamond()
        #expect(window.hitTest(CGPoint(x: 200, y: 150), with: nil) === diamond)
        // Near the diamond's top and right tips: outside the unturned square, inside the shape.
        #expect(window.hitTest(CGPoint(x: 200, y: 85), with: nil) === diamond)
        #expect(window.hitTest(CGPoint(x: 265, y: 150), with: nil) === diamond)
    }

    @Test func aPointInTheBoundingBoxButOutsideTheShapeMisses() {
        let diamond = addDiamond()
        // (145, 95) is inside the diamond's frame (129.3…270.7) and the unturned square's
        // corner, but off the diamond's edge.
        #expect(diamond.frame.contains(CGPoint(x: 140, y: 90)))
        #expect(window.hitTest(CGPoint(x: 140, y: 90), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 260, y: 210), with: nil) === window)
    }

    @Test func pointInsideGetsTheViewsOwnCoordinates() {
        let diamond = addDiamond()
        _ = window.hitTest(CGPoint(x: 200, y: 150 - 50 * CGFloat(2).squareRoot()), with: nil)
        // The diamond's top tip is the square's top-left corner.
        #expect(diamond.probes.count == 1)
        #expect(isClose(diamond.probes[0], .zero))
    }

    @Test func nestedRotatedAndScaledViewsAreHitInTheirShapes() {
        let turned = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(turned)
        // 40 × 20 at the turned view's top-left, shrunk to half about its centre (20, 10):
        // it covers (10…30, 5…15) of the turned view.
        let shrunk = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        shrunk.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        turned.addSubview(shrunk)
        // Turned a quarter clockwise, the turned view's (x, y) is on screen at
        // (300 − y, 50 + x): the shrunk view covers screen x 285…295, y 60…80.
        #expect(window.hitTest(CGPoint(x: 290, y: 70), with: nil) === shrunk)
        #expect(window.hitTest(CGPoint(x: 294, y: 61), with: nil) === shrunk)
        // Inside its unshrunk, unturned frame (0…40, 0…20), but not inside its shape.
        #expect(window.hitTest(CGPoint(x: 298, y: 55), with: nil) === turned)
        #expect(window.hitTest(CGPoint(x: 290, y: 85), with: nil) === turned)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === window)
    }

    @Test func aViewScaledToNothingIsNotHit() {
        // Filling the window, so that any point mapped to its centre would be inside it.
        let view = UIView(frame: window.bounds)
        view.transform = CGAffineTransform(scaleX: 0, y: 0)
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 200, y: 150), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
        #expect(view.convert(CGPoint(x: 10, y: 10), from: nil).x.isNaN)
    }
}
