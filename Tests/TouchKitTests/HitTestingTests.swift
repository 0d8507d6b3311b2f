import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `hitTest(_:with:)` and `point(inside:with:)`: which view a touch lands on.
@Suite("Hit testing")
@MainActor
struct HitTestingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    @Test func pointInsideBoundsIsInsideAndPointOutsideIsNot() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 99, y: 39), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 20), with: nil))
        #expect(!view.point(inside: CGPoint(x: -1, y: 20), with: nil))
        #expect(!view.point(inside: CGPoint(x: 120, y: 60), with: nil), "bounds, not frame, coordinates")
    }

    @Test func hitTestReturnsTheDeepestViewContainingThePoint() {
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === parent)
        #expect(window.hitTest(CGPoint(x: 300, y: 250), with: nil) === window)
    }

    @Test func pointOutsideTheReceiverIsNotHit() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    @Test func frontMostOverlappingSubviewWins() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)

        window.bringSubviewToFront(back)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func hiddenViewAndItsSubviewsAreNotHit() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(back)
        window.addSubview(hidden)
        hidden.addSubview(child)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === child)

        hidden.isHidden = true
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    }

    @Test func disabledInteractionSkipsTheSubtreeAndFallsToTheViewBehind() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(child)

        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === back, "the enabled child is skipped too")
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    }

    @Test func disabledInteractionFallsToTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        child.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === parent)
    }

    @Test func touchOnAnImageViewReachesTheViewBehindIt() {
        let log = EventLog()
        let container = LoggingView("container", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let image = UIImageView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        window.addSubview(container)
        container.addSubview(image)

        TouchScript(window: window).tap(at: CGPoint(x: 50, y: 40))
        #expect(log.entries == ["container touchesBegan 1", "container touchesEnded 1"])
    }

    @Test(arguments: [(0.0, false), (0.005, false), (0.01, true), (0.02, true), (1.0, true)])
    func nearlyTransparentViewIsNotHit(alpha: Double, isHit: Bool) {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        front.alpha = CGFloat(alpha)
        let hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
        #expect((hit === front) == isHit)
        #expect((hit === back) == !isHit)
    }

    @Test func nestedOffsetFramesAreConvertedToEachViewsCoordinates() {
        let outer = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(leaf)

        // leaf spans window x 140..160, y 100..120.
        #expect(window.hitTest(CGPoint(x: 140, y: 100), with: nil) === leaf)
        #expect(window.hitTest(CGPoint(x: 159, y: 119), with: nil) === leaf)
        #expect(window.hitTest(CGPoint(x: 161, y: 110), with: nil) === inner)
        #expect(window.hitTest(CGPoint(x: 139, y: 110), with: nil) === inner)
        // The same leaf, asked in outer's own coordinates.
        #expect(outer.hitTest(CGPoint(x: 45, y: 55), with: nil) === leaf)
    }

    @Test func nonZeroBoundsOriginShiftsWhereSubviewsAreHit() {
        let scroller = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 60, y: 60, width: 20, height: 20))
        window.addSubview(scroller)
        scroller.addSubview(child)
        // Without scrolling the child is at window 160..180.
        #expect(window.hitTest(CGPoint(x: 170, y: 170), with: nil) === child)

        scroller.bounds = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(scroller.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        // Scrolled by 50: the child now spans window 110..130.
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 170, y: 170), with: nil) === scroller)
        // Points inside the scroller are in bounds coordinates: 50...150.
        #expect(scroller.hitTest(CGPoint(x: 65, y: 65), with: nil) === child)
        #expect(scroller.hitTest(CGPoint(x: 20, y: 20), with: nil) == nil)
    }

    @Test func subviewOutsideItsSuperviewIsNotHitThere() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overhang = UIView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(overhang)
        #expect(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === overhang)
        #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === window, "as UIKit: the parent's point(inside:) fails first")
    }

    @Test func interactionDefaultsMatchUIKit() {
        #expect(UIView().isUserInteractionEnabled)
        #expect(UIButton(title: "OK").isUserInteractionEnabled)
        #expect(!UIImageView(image: nil).isUserInteractionEnabled)
        #expect(!UIImageView(frame: .zero).isUserInteractionEnabled)
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(!UIView().isMultipleTouchEnabled)
    }
}
