import Foundation
import Testing
import TouchKit

/// `frame`, `bounds`, `center`, `convert(_:to:)`/`convert(_:from:)` and the dirty area that
/// geometry changes leave in the window.
@Suite("View geometry")
@MainActor
struct ViewGeometryTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    @Test func convertsPointsBetweenSiblings() {
        let left = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let right = UIView(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        window.addSubview(left)
        window.addSubview(right)
        #expect(left.convert(CGPoint(x: 5, y: 5), to: right) == CGPoint(x: -185, y: -75))
        #expect(right.convert(CGPoint(x: 5, y: 5), from: left) == CGPoint(x: -185, y: -75))
        #expect(right.convert(CGPoint(x: 0, y: 0), to: left) == CGPoint(x: 190, y: 80))
    }

    @Test func convertsPointsThroughNestedViews() {
        let outer = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: outer) == CGPoint(x: 31, y: 42))
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 131, y: 92))
        #expect(outer.convert(CGPoint(x: 31, y: 42), to: inner) == CGPoint(x: 1, y: 2))
        #expect(inner.convert(CGPoint(x: 131, y: 92), from: window) == CGPoint(x: 1, y: 2))
    }

    @Test func nilMeansWindowCoordinates() {
        let outer = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        let point = CGPoint(x: 7, y: 9)
        #expect(inner.convert(point, to: nil) == inner.convert(point, to: window))
        #expect(inner.convert(point, to: nil) == CGPoint(x: 137, y: 99))
        #expect(inner.convert(CGPoint(x: 137, y: 99), from: nil) == point)
    }

    @Test func boundsOriginIsSubtractedWhenConverting() {
        let scroller = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 60, y: 60, width: 20, height: 20))
        window.addSubview(scroller)
        scroller.addSubview(child)
        scroller.bounds.origin = CGPoint(x: 50, y: 20)
        #expect(scroller.convert(CGPoint(x: 50, y: 20), to: nil) == CGPoint(x: 100, y: 100))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 140))
        #expect(child.convert(CGPoint(x: 110, y: 140), from: nil) == .zero)
    }

    @Test func convertsRectsKeepingTheirSize() {
        let outer = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        let rect = CGRect(x: 5, y: 6, width: 20, height: 10)
        #expect(inner.convert(rect, to: nil) == CGRect(x: 135, y: 96, width: 20, height: 10))
        #expect(inner.convert(CGRect(x: 135, y: 96, width: 20, height: 10), from: nil) == rect)
        #expect(inner.convert(rect, to: outer) == CGRect(x: 35, y: 46, width: 20, height: 10))
        #expect(outer.convert(inner.bounds, from: inner) == inner.frame)
    }

    @Test func centerIsTheMiddleOfTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))

        view.center = CGPoint(x: 200, y: 100)
        #expect(view.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
        #expect(view.bounds.size == CGSize(width: 100, height: 40))
    }

    @Test func settingBoundsSizeKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(view.center == CGPoint(x: 60, y: 40))
        #expect(view.frame == CGRect(x: 35, y: 30, width: 50, height: 20))
    }

    @Test func settingBoundsOriginDoesNotMoveTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        view.bounds = CGRect(x: 30, y: 5, width: 100, height: 40)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.bounds.origin == CGPoint(x: 30, y: 5))
    }

    @Test func settingFrameMarksTheOldAndNewAreasDirty() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        _ = window.takeDirtyRects()
        #expect(!window.needsDisplay)

        view.frame = CGRect(x: 200, y: 100, width: 50, height: 50)
        #expect(window.needsDisplay)
        // Whole pixels plus a 1-point antialiasing margin.
        #expect(window.takeDirtyRects() == [CGRect(x: 9, y: 9, width: 52, height: 52),
                                            CGRect(x: 199, y: 99, width: 52, height: 52)])
        #expect(!window.needsDisplay)
        #expect(window.takeDirtyRects().isEmpty)
    }

    @Test func settingTheSameFrameMarksNothing() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        _ = window.takeDirtyRects()
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        #expect(window.takeDirtyRects().isEmpty)
    }

    @Test func movingANestedViewMarksWindowCoordinates() {
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 150))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(outer)
        outer.addSubview(inner)
        _ = window.takeDirtyRects()

        inner.center = CGPoint(x: 100, y: 100)
        #expect(window.takeDirtyRects() == [CGRect(x: 109, y: 109, width: 22, height: 22),
                                            CGRect(x: 189, y: 189, width: 22, height: 22)])
    }

    @Test func dirtyRectsAreClippedToTheWindow() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        _ = window.takeDirtyRects()
        view.frame = CGRect(x: 380, y: 280, width: 50, height: 50)
        let rects = window.takeDirtyRects()
        #expect(rects.contains(CGRect(x: 379, y: 279, width: 21, height: 21)))
        #expect(rects.allSatisfy { window.bounds.contains($0) })
    }

    @Test func viewsOutsideAWindowMarkNothing() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.frame = CGRect(x: 20, y: 20, width: 50, height: 50)
        #expect(view.window == nil)
        window.addSubview(view)
        #expect(view.window === window)
        view.removeFromSuperview()
        _ = window.takeDirtyRects()
        view.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
        #expect(!window.needsDisplay)
    }
}
