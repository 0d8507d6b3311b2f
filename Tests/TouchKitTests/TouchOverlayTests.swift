import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Show touches and ghost circles, checked by pixels on an offscreen buffer, with a manual clock
/// for the fading.
@Suite("Touch overlay")
@MainActor
struct TouchOverlayTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let script: TouchScript

    init() {
        script = TouchScript(window: window)
        window.showsTouches = true
    }

    /// Whether the pixel at (`x`, `y`) of a fresh rendering is the white window background.
    private func isBlank(_ x: Int, _ y: Int) -> Bool {
        let buffer = ImageBuffer(width: 400, height: 300)
        buffer.draw { window.render(in: $0, rect: window.bounds) }
        let pixel = buffer.pixel(x: x, y: y)
        return pixel.red > 250 && pixel.green > 250 && pixel.blue > 250
    }

    @Test func aCircleIsDrawnUnderALiveTouch() {
        #expect(TouchOverlay.circleDiameter == 44)
        script.begin(1, at: CGPoint(x: 100, y: 100))
        #expect(!isBlank(100, 100))
        #expect(!isBlank(100 + 20, 100), "about 44 pt wide")
        #expect(isBlank(100 + 26, 100))
    }

    @Test func nothingIsDrawnWithShowTouchesOff() {
        window.showsTouches = false
        script.begin(1, at: CGPoint(x: 100, y: 100))
        #expect(isBlank(100, 100))
    }

    @Test func turningShowTouchesOffRemovesTheCirclesAtOnce() {
        script.begin(1, at: CGPoint(x: 100, y: 100))
        _ = window.takeDirtyRects()
        window.showsTouches = false
        #expect(isBlank(100, 100))
        #expect(window.needsDisplay, "the circle's area is repainted")
    }

    @Test func theCircleFadesWithinTheFadeDurationAfterTheTouchEndsAndNoTimerIsLeft() {
        #expect(TouchOverlay.fadeDuration == 0.3)
        script.tap(at: CGPoint(x: 100, y: 100))
        #expect(window.touchOverlay.isFading)
        script.wait(0.1)
        #expect(!isBlank(100, 100), "still fading")
        script.wait(0.21)
        #expect(isBlank(100, 100))
        #expect(!window.touchOverlay.isFading)
        #expect(window.timers.count == 0, "idle once the last circle has faded")
    }

    @Test func aMovingTouchLeavesATrailThatFadesWhileTheTouchStaysDown() {
        script.begin(1, at: CGPoint(x: 50, y: 150))
        for step in 1...10 { script.move(1, to: CGPoint(x: 50 + CGFloat(step) * 25, y: 150)) }
        // The circle is at x = 300; x = 200 is trail only.
        #expect(!isBlank(200, 150), "trail behind the circle")
        script.wait(TouchOverlay.fadeDuration)
        #expect(isBlank(200, 150), "the trail has faded")
        #expect(!isBlank(300, 150), "the circle of the finger still down stays")
        #expect(window.timers.count == 0, "a resting finger needs no timer")
    }

    /// The pixel at (`x`, `y`) of a fresh rendering.
    private func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let buffer = ImageBuffer(width: 400, height: 300)
        buffer.draw { window.render(in: $0, rect: window.bounds) }
        let pixel = buffer.pixel(x: x, y: y)
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test func theTrailIsOneStrokeWithoutBeadsAndStaysOutOfTheCircle() {
        // A right-angle turn at (150, 150): the two segments overlap inside the corner, where
        // the pixel must be the newer segment's, not the two composited (a darker bead).
        script.begin(1, at: CGPoint(x: 100, y: 150))
        script.move(1, to: CGPoint(x: 150, y: 150))
        script.move(1, to: CGPoint(x: 150, y: 200))
        let older = pixel(125, 150), newer = pixel(150, 172), corner = pixel(147, 153)
        #expect(older[0] < 250 && newer[0] < 250, "the trail is drawn")
        #expect(corner == newer, "the corner is the newer segment's: \(corner), segments \(older) and \(newer)")
        // Inside the circle only its own fill shows, as for a touch that never moved.
        let underCircle = pixel(150, 188)
        script.end(1, at: CGPoint(x: 150, y: 200))
        script.wait(TouchOverlay.fadeDuration)
        script.begin(2, at: CGPoint(x: 150, y: 200))
        #expect(pixel(150, 188) == underCircle, "no trail under the circle's translucent fill")
    }

    @Test func aMoveRepaintsOnlyAroundTheCircleAndItsTrail() {
        script.begin(1, at: CGPoint(x: 100, y: 100))
        _ = window.takeDirtyRects()
        script.move(1, to: CGPoint(x: 110, y: 100))
        let dirty = window.takeDirtyRects().reduce(CGRect.null) { $0.union($1) }
        let limit = CGRect(x: 100 - 30, y: 100 - 30, width: 10 + 60, height: 60)
        #expect(limit.contains(dirty), "\(dirty) within \(limit)")
        #expect(!dirty.isEmpty)
    }

    @Test func aMoveAtTheEndOfALongTrailRepaintsOnlyAroundTheFingerAndMatchesAFullRepaint() {
        script.begin(1, at: CGPoint(x: 20, y: 150))
        for step in 1...10 { script.move(1, to: CGPoint(x: 20 + CGFloat(step) * 25, y: 150)) }
        // The screen as it is now, then one more move at the same instant (no fading step in
        // between, so the trail's alphas stay put): only the move's own repaint is measured.
        let screen = ImageBuffer(width: 400, height: 300)
        screen.draw { window.render(in: $0, rect: window.bounds) }
        _ = window.takeDirtyRects()
        window.handle(InputEvent(pointer: .touch(device: TouchScript.touchDevice, id: 1), phase: .moved,
                                 location: CGPoint(x: 295, y: 150), timestamp: script.clock.now))
        window.flushInput()
        let dirty = window.takeDirtyRects()
        // The circle where it was and where it is, and the new segment: not the trail behind.
        let union = dirty.reduce(CGRect.null) { $0.union($1) }
        let circle = TouchOverlay.circleDiameter + 6 // the circle and its outer ring
        #expect(union.width <= 25 + circle + 2, "\(union) (whole pixels)")
        for rect in dirty { screen.draw { window.render(in: $0, rect: rect) } }
        let full = ImageBuffer(width: 400, height: 300)
        full.draw { window.render(in: $0, rect: window.bounds) }
        let differing = stride(from: 0, to: 400, by: 2).flatMap { x in
            stride(from: 120, to: 180, by: 2).compactMap { y -> String? in
                let a = screen.pixel(x: x, y: y), b = full.pixel(x: x, y: y)
                return a.red == b.red && a.green == b.green && a.blue == b.blue ? nil : "\(x),\(y)"
            }
        }
        #expect(differing.isEmpty, "the move's repaint differs from a full one at \(differing.prefix(10))")
    }

    @Test func eachFadingStepRepaintsOnlyTheFadingCircle() {
        script.tap(at: CGPoint(x: 100, y: 100))
        _ = window.takeDirtyRects()
        script.wait(TouchOverlay.frameInterval)
        let dirty = window.takeDirtyRects().reduce(CGRect.null) { $0.union($1) }
        #expect(CGRect(x: 70, y: 70, width: 60, height: 60).contains(dirty), "\(dirty)")
        #expect(!dirty.isEmpty)
    }

    @Test func aFadingStepAfterALongDiagonalMoveRepaintsTheTrailNotTheSquareAroundIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.showsTouches = true
        let script = TouchScript(window: window)
        script.begin(1, at: CGPoint(x: 10, y: 10))
        for step in 1...18 { script.move(1, to: CGPoint(x: 10 + CGFloat(step) * 21, y: 10 + CGFloat(step) * 21)) }
        _ = window.takeDirtyRects()
        script.wait(TouchOverlay.frameInterval)
        let dirty = window.takeDirtyRects()
        let union = dirty.reduce(CGRect.null) { $0.union($1) }
        let area = dirty.reduce(0) { $0 + $1.width * $1.height }
        #expect(union.width > 350, "the whole trail fades: \(union)")
        #expect(area < union.width * union.height / 3, "\(dirty.count) rects of \(area) px² in \(union)")
    }

    @Test func repaintingOnlyTheDirtyRectsLeavesNoTrailBehind() {
        let screen = ImageBuffer(width: 400, height: 300)
        /// Paints what the window reports dirty into `screen`, as the X11 backend does.
        func paintDirty() {
            for rect in window.takeDirtyRects() { screen.draw { window.render(in: $0, rect: rect) } }
        }
        screen.draw { window.render(in: $0, rect: window.bounds) }
        _ = window.takeDirtyRects()
        script.begin(1, at: CGPoint(x: 20, y: 20))
        for step in 1...12 {
            script.move(1, to: CGPoint(x: 20 + CGFloat(step) * 25, y: 20 + CGFloat(step) * 20))
            paintDirty()
        }
        script.end(1, at: CGPoint(x: 320, y: 260))
        for _ in 0..<30 {
            script.wait(TouchOverlay.frameInterval)
            paintDirty()
        }
        #expect(!window.touchOverlay.isFading)
        let leftovers = stride(from: 0, to: 400, by: 2).flatMap { x in
            stride(from: 0, to: 300, by: 2).compactMap { y -> String? in
                let pixel = screen.pixel(x: x, y: y)
                return pixel.red > 250 && pixel.green > 250 && pixel.blue > 250 ? nil : "\(x),\(y)"
            }
        }
        #expect(leftovers.isEmpty, "\(leftovers.prefix(10))")
    }

    @Test func ghostCirclesAreDrawnWithoutShowTouches() {
        window.showsTouches = false
        window.touchOverlay.ghostLocations = [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100)]
        #expect(!isBlank(100 + 21, 100) && !isBlank(300 - 21, 100), "outlined circles")
        #expect(isBlank(200, 100))
        window.touchOverlay.ghostLocations = []
        #expect(isBlank(100 + 21, 100))
    }

    @Test func theOverlayIsDrawnAboveEveryView() {
        let view = UIView(frame: window.bounds)
        view.backgroundColor = .red
        window.addSubview(view)
        script.begin(1, at: CGPoint(x: 100, y: 100))
        let buffer = ImageBuffer(width: 400, height: 300)
        buffer.draw { window.render(in: $0, rect: window.bounds) }
        #expect(buffer.pixel(x: 100, y: 100).red < 200, "the dark circle shows over the red view")
        #expect(buffer.pixel(x: 100 + 22, y: 100).green > 150, "and its light ring")
    }
}
