import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The course's Circle screen driven by scripted fingers: a tap places the circle, a pan drags
/// it, a pinch resizes it within its limits, and each change repaints only the circle's old and
/// new areas and is traced.
@Suite("Circle screen") @MainActor
struct CircleTests {
    let demo: DemoHarness
    let controller: CircleViewController
    /// The circle view's frame in window coordinates: (0, 48, 480, 618) in the 480x720 window.
    let area: CGRect

    init() throws {
        demo = try DemoHarness(screen: .circle)
        controller = try #require(demo.app.window.rootViewController.flatMap {
            ($0 as? UINavigationController)?.topViewController as? CircleViewController
        })
        area = try #require(demo.frame(of: "CircleView"))
    }

    private var circleView: CircleView { controller.circleView }

    /// The `center` and `radius` of every `circle` event, in order.
    private var circles: [(center: CGPoint, radius: Double)] {
        demo.events.compactMap { if case let .circle(center, radius) = $0 { (center, radius) } else { nil } }
    }

    /// Two fingers `distance` apart about `center`, horizontally, spread to `newDistance`.
    private func pinch(at center: CGPoint, from distance: CGFloat, to newDistance: CGFloat, steps: Int = 8) {
        let s = demo.script
        s.begin(1, at: center.offsetBy(dx: -distance / 2, dy: 0))
        s.begin(2, at: center.offsetBy(dx: distance / 2, dy: 0))
        for step in 1...steps {
            let d = distance + (newDistance - distance) * CGFloat(step) / CGFloat(steps)
            s.move(1, to: center.offsetBy(dx: -d / 2, dy: 0))
            s.move(2, to: center.offsetBy(dx: d / 2, dy: 0))
        }
        s.end(1, at: center.offsetBy(dx: -newDistance / 2, dy: 0))
        s.end(2, at: center.offsetBy(dx: newDistance / 2, dy: 0))
    }

    @Test func theCircleStartsCentredWithTheCourseRadiusAndIsTracedAfterTheHint() throws {
        #expect(area == CGRect(x: 0, y: 48, width: 480, height: 618))
        #expect(circles.count == 1)
        #expect(circles.first?.center == CGPoint(x: 240, y: 357) && circles.first?.radius == 100)
        let kinds = demo.events.map(\.kind.rawValue)
        #expect(Array(kinds.suffix(4)) == ["screen", "layout", "hint", "circle"])
        #expect(demo.traceLines.last == #"{"center":[240,357],"event":"circle","radius":100}"#)
    }

    @Test func theMenuOpensTheCircleAndItIsTracedOnlyOnceTheSlideHasEnded() throws {
        let fromMenu = try DemoHarness()
        fromMenu.press("7")
        let eventsDuringTheSlide = fromMenu.events.map(\.kind.rawValue)
        #expect(!eventsDuringTheSlide.contains("circle"), "no circle while the screen slides in")
        fromMenu.finishNavigation()
        let kinds = fromMenu.events.map(\.kind.rawValue)
        #expect(Array(kinds.suffix(4)) == ["screen", "layout", "hint", "circle"])
        #expect(fromMenu.traceLines.last == #"{"center":[240,357],"event":"circle","radius":100}"#)
        // Back and the Circle again: a new screen, traced again once it has appeared.
        fromMenu.press(UIKeyCommand.inputEscape)
        fromMenu.finishNavigation()
        fromMenu.press("7")
        fromMenu.finishNavigation()
        #expect(fromMenu.events(named: .circle).count == 2)
        #expect(fromMenu.screens == ["menu", "circle", "menu", "circle"])
    }

    @Test func aTapMovesTheCentreToTheTap() {
        demo.script.tap(at: CGPoint(x: 100, y: 200))
        #expect(circleView.x == 100 && circleView.y == 152, "view coordinates")
        #expect(circles.last?.center == CGPoint(x: 100, y: 200) && circles.last?.radius == 100, "window coordinates")
        #expect(!demo.events.states(ofGesture: "tap", on: "CircleView").isEmpty)
    }

    @Test func aPanDragsTheCentreByTheFingersTravel() {
        demo.script.drag(1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 290, y: 340), steps: 6)
        #expect(circles.last?.center == CGPoint(x: 330, y: 397), "moved by (90, 40) from (240, 357)")
        #expect(circles.count > 3, "traced on every move")
        #expect(!demo.events.contains { $0.isGesture("tap", .ended) })
    }

    @Test func aPinchMultipliesTheRadiusByTheScale() {
        pinch(at: CGPoint(x: 240, y: 357), from: 100, to: 180)
        #expect(abs(circleView.radius - 180) < 0.01, "100 × 1.8: \(circleView.radius)")
        #expect(circles.last?.center == CGPoint(x: 240, y: 357), "the fingers' centroid did not move")
        let states = demo.events.states(ofGesture: "pinch")
        #expect(states.first == .began && states.last == .ended)
    }

    @Test func pinchAndPanTogetherResizeAndCarryTheCircle() {
        let s = demo.script
        s.begin(1, at: CGPoint(x: 190, y: 357))
        s.begin(2, at: CGPoint(x: 290, y: 357))
        for step in 1...8 {
            let t = CGFloat(step) / 8
            s.move(1, to: CGPoint(x: 190 - 20 * t, y: 357 + 40 * t))
            s.move(2, to: CGPoint(x: 290 + 20 * t, y: 357 + 40 * t))
        }
        s.end(1, at: CGPoint(x: 170, y: 397))
        s.end(2, at: CGPoint(x: 310, y: 397))
        #expect(abs(circleView.radius - 140) < 0.01, "100 × 140/100: \(circleView.radius)")
        #expect(circles.last?.center == CGPoint(x: 240, y: 397), "followed the centroid down 40 pt")
    }

    @Test func theRadiusStaysBetweenTenPointsAndTheDiagonal() {
        pinch(at: CGPoint(x: 240, y: 357), from: 200, to: 10)
        #expect(circleView.radius == CircleView.minimumRadius, "100 × 0.05 = 5 is held at 10")
        #expect(circles.last?.radius == 10)
        pinch(at: CGPoint(x: 240, y: 357), from: 20, to: 400)
        #expect(abs(circleView.radius - 200) < 0.001, "pinches open again from the minimum")
        circleView.radius = 5000
        #expect(abs(circleView.radius - hypot(480, 618)) < 0.001, "the diagonal")
        circleView.radius = -3
        #expect(circleView.radius == 10)
        circleView.radius = .nan
        #expect(circleView.radius == CircleView.defaultRadius)
    }

    @Test func aMoveRepaintsOnlyTheOldAndNewCircle() {
        _ = demo.app.window.takeDirtyRects()
        demo.script.tap(at: CGPoint(x: 120, y: 560))
        let rects = demo.app.window.takeDirtyRects()
        // Old box (140, 257, 200, 200), new box (20, 460, 200, 200), each grown by the 1-pixel
        // antialiasing margin; they do not overlap, so they stay two rectangles.
        #expect(rects.sorted { $0.minY < $1.minY } == [CGRect(x: 139, y: 256, width: 202, height: 202),
                                                        CGRect(x: 19, y: 459, width: 202, height: 202)])
    }

    @Test func aSmallMoveAndAResizeRepaintTheUnionOfBothCircles() {
        _ = demo.app.window.takeDirtyRects()
        circleView.x += 10
        #expect(demo.app.window.takeDirtyRects() == [CGRect(x: 139, y: 256, width: 212, height: 202)])
        circleView.radius = 50
        // The old circle's box contains the new one's: nothing outside it is repainted.
        #expect(demo.app.window.takeDirtyRects() == [CGRect(x: 149, y: 256, width: 202, height: 202)])
        circleView.radius = 50
        #expect(demo.app.window.takeDirtyRects().isEmpty, "setting the same radius repaints nothing")
    }

    @Test func resizingPullsTheCircleInsideAndGrowingBringsItBack() {
        demo.script.tap(at: CGPoint(x: 460, y: 650))
        demo.resize(to: CGSize(width: 420, height: 540))
        #expect(circleView.x == 420 && circleView.y == 540 - 48 - BottomBand.height(showsStatus: false))
        #expect(circleView.radius == 100)
        demo.resize(to: CGSize(width: 480, height: 720))
        #expect(circleView.x == 460 && circleView.y == 602)
        #expect(circles.last?.center == CGPoint(x: 460, y: 650))
    }

    @Test func aShrinkingWindowCapsTheRadiusAndGrowingRestoresIt() {
        pinch(at: CGPoint(x: 240, y: 357), from: 50, to: 350)
        #expect(abs(circleView.radius - 700) < 0.01)
        demo.resize(to: CGSize(width: 420, height: 540))
        #expect(abs(circleView.radius - hypot(420, 438)) < 0.001, "the smaller view's diagonal")
        demo.resize(to: CGSize(width: 480, height: 720))
        #expect(abs(circleView.radius - 700) < 0.01, "the user's radius comes back")
    }

    @Test func theCircleIsDrawnInThePalettesRedNotPureRed() {
        // The same red as Finger Paint's red swatch: one palette across the app.
        let swatchRed = FingerPaintViewController.colors.first { $0.name == "red" }?.color
        #expect(CircleView.fillColor == swatchRed)
        #expect(CircleView.fillColor == .systemRed)
        let buffer = circleView.snapshot()
        let pixel = buffer.pixel(x: Int(circleView.circleCenter.x), y: Int(circleView.circleCenter.y))
        #expect(pixel.red == 0xFF && pixel.green == 0x3B && pixel.blue == 0x30, "drawn #FF3B30: \(pixel)")
    }
}
