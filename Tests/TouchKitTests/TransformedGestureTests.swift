import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Values read inside a recognizer's action or a view's touch methods.
@MainActor
private final class Readings {
    var points: [CGPoint] = []
    var previousPoints: [CGPoint] = []
}

/// A view that records where its touch is, in its own coordinates, at each move.
@MainActor
private final class TouchReadingView: UIView {
    let readings = Readings()

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        readings.points.append(touch.location(in: self))
        readings.previousPoints.append(touch.previousLocation(in: self))
    }
}

/// Touches and recognizers on transformed views report locations, translations and velocities
/// in the view's own (rotated, scaled) coordinates, because they all go through `convert`.
@Suite("Gestures on transformed views")
@MainActor
struct TransformedGestureTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    /// 200 × 200 centred at (200, 200).
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)

    init() {
        script = TouchScript(window: window)
        window.addSubview(view)
    }

    // MARK: Pan

    @Test func aPanOnAQuarterTurnedViewMovesAlongItsTurnedAxes() {
        view.transform = quarterTurn
        let pan = UIPanGestureRecognizer()
        let readings = Readings()
        pan.addTarget(nil) { _ in
            readings.points.append(pan.translation(in: self.view))
            readings.previousPoints.append(pan.velocity(in: self.view))
        }
        view.addGestureRecognizer(pan)
        script.begin(1, at: CGPoint(x: 200, y: 200))
        script.move(1, to: CGPoint(x: 220, y: 200))
        script.move(1, to: CGPoint(x: 240, y: 200))
        // Rightwards on screen is the view's −y: its x axis points down once turned clockwise.
        #expect(isClose(readings.points.last!, CGPoint(x: 0, y: -40)))
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        let velocity = readings.previousPoints.last!
        #expect(abs(velocity.x) < 1e-6 && velocity.y < -1000, "2000 pt/s right on screen is the view's −y")
        script.end(1, at: CGPoint(x: 240, y: 200))
    }

    @Test func resettingTheTranslationInATurnedViewAddsUpToTheWholeMove() {
        view.transform = quarterTurn
        let pan = UIPanGestureRecognizer()
        var total = CGPoint.zero
        pan.addTarget(nil) { _ in
            let step = pan.translation(in: self.view)
            total = total.offsetBy(dx: step.x, dy: step.y)
            pan.setTranslation(.zero, in: self.view)
        }
        view.addGestureRecognizer(pan)
        script.drag(1, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 230, y: 250), steps: 5)
        // (30, 50) on screen is (50, −30) in the view.
        #expect(isClose(total, CGPoint(x: 50, y: -30)))
    }

    @Test func settingATranslationInATurnedViewReadsBackTurnedInTheWindow() {
        view.transform = quarterTurn
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        script.begin(1, at: CGPoint(x: 200, y: 200))
        script.move(1, to: CGPoint(x: 240, y: 200))
        pan.setTranslation(CGPoint(x: 10, y: 0), in: view)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 0, y: 10)))
        #expect(isClose(pan.translation(in: view), CGPoint(x: 10, y: 0)))
        script.move(1, to: CGPoint(x: 250, y: 200))
        #expect(isClose(pan.translation(in: view), CGPoint(x: 10, y: -10)))
        script.end(1, at: CGPoint(x: 250, y: 200))
    }

    @Test func aPanOnAScaledViewIsMeasuredInItsUnscaledPoints() {
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        script.begin(1, at: CGPoint(x: 200, y: 200))
        script.move(1, to: CGPoint(x: 220, y: 210))
        script.move(1, to: CGPoint(x: 240, y: 220))
        #expect(pan.state == .changed)
        #expect(pan.translation(in: view) == CGPoint(x: 20, y: 10))
        #expect(pan.translation(in: window) == CGPoint(x: 40, y: 20))
        let inView = pan.velocity(in: view), inWindow = pan.velocity(in: nil)
        #expect(isClose(CGPoint(x: inView.x * 2, y: inView.y * 2), inWindow, tolerance: 1e-6))
        script.end(1, at: CGPoint(x: 240, y: 220))
    }

    // MARK: Tap and pinch

    @Test func aTapInAScaledViewIsLocatedInItsOwnCoordinates() {
        // Scaled 2× about (200, 200): the view covers 0…400 on screen.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let tap = UITapGestureRecognizer()
        var location = CGPoint(x: -1, y: -1)
        tap.addTarget(nil) { _ in location = tap.location(in: self.view) }
        view.addGestureRecognizer(tap)
        script.tap(at: CGPoint(x: 20, y: 390))
        // ((20 − 200) / 2 + 100, (390 − 200) / 2 + 100)
        #expect(location == CGPoint(x: 10, y: 195))
    }

    @Test func aTapInTheBoundingBoxOfARotatedViewButOutsideItIsNotItsTap() {
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget(nil) { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        script.tap(at: CGPoint(x: 70, y: 70))
        #expect(taps == 0, "a corner of the diamond's box")
        script.wait(1)
        script.tap(at: CGPoint(x: 200, y: 70))
        #expect(taps == 1, "near the diamond's top tip")
    }

    @Test func aPinchInATurnedAndScaledViewIsCentredInItsCoordinates() {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 0.5, y: 0.5)
        let pinch = UIPinchGestureRecognizer()
        var location = CGPoint.zero
        pinch.addTarget(nil) { _ in location = pinch.location(in: self.view) }
        view.addGestureRecognizer(pinch)
        script.begin(1, at: CGPoint(x: 160, y: 220))
        script.begin(2, at: CGPoint(x: 200, y: 220))
        script.move(2, to: CGPoint(x: 240, y: 220))
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 2) < 1e-9, "scale is a ratio of distances: the transform does not matter")
        // The centroid (200, 220) is 20 pt below the centre: in the view, turned back and
        // doubled, 40 pt along its x axis.
        #expect(isClose(location, CGPoint(x: 140, y: 100)))
        #expect(isClose(pinch.location(ofTouch: 0, in: view), view.convert(CGPoint(x: 160, y: 220), from: nil)))
    }

    // MARK: UITouch

    @Test func touchLocationsInATurnedViewAreInItsCoordinates() {
        let turned = TouchReadingView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        turned.transform = quarterTurn
        window.addSubview(turned)
        script.begin(1, at: CGPoint(x: 200, y: 150))
        script.move(1, to: CGPoint(x: 210, y: 170))
        // 10 right and 20 down of the centre (100, 50) is 20 along x and 10 against y.
        #expect(isClose(turned.readings.points.last!, CGPoint(x: 120, y: 40)))
        #expect(isClose(turned.readings.previousPoints.last!, CGPoint(x: 100, y: 50)))
        script.end(1, at: CGPoint(x: 210, y: 170))
    }
}
