import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A view that records where its touches are, in its own coordinates.
@MainActor
private final class LocatingView: UIView {
    var beganAt: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        beganAt += touches.map { $0.location(in: self) }
    }
}

/// A `transform` with a translation moves the view, as UIKit documents: the transform applies
/// "relative to the center of its bounds", so its translation moves the drawing, the hit area
/// and every conversion by (tx, ty) while `center` and `bounds` stay as they are; `frame` is the
/// box around the moved, transformed bounds. Each rule was seen failing when TouchKit built the
/// view's matrix from `a…d` and `center` alone and dropped `tx`/`ty` (issue 17).
@Suite("Translated views")
@MainActor
struct TranslatedViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let moved = CGAffineTransform(translationX: 100, y: 40)

    /// 40 × 20 at (20, 30): centred at (40, 40).
    @discardableResult
    private func addView(_ view: UIView = UIView(), transform: CGAffineTransform) -> UIView {
        view.frame = CGRect(x: 20, y: 30, width: 40, height: 20)
        view.transform = transform
        window.addSubview(view)
        return view
    }

    @Test func convertMovesByTheTranslationAndCenterStays() {
        let view = addView(transform: moved)
        #expect(view.center == CGPoint(x: 40, y: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 120, y: 70))
        #expect(view.convert(CGPoint(x: 20, y: 10), to: window) == CGPoint(x: 140, y: 80),
                "the bounds' centre shows at center + (tx, ty)")
        #expect(view.convert(CGPoint(x: 120, y: 70), from: nil) == .zero)
        #expect(view.convert(view.bounds, to: nil) == CGRect(x: 120, y: 70, width: 40, height: 20))
        #expect(view.convert(CGRect(x: 130, y: 75, width: 5, height: 5), from: window) == CGRect(x: 10, y: 5, width: 5, height: 5))
    }

    @Test func conversionsBetweenSiblingsIncludeBothTranslations() {
        let view = addView(transform: moved)
        let other = UIView(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        other.transform = CGAffineTransform(translationX: -10, y: 5)
        window.addSubview(other)
        // view (0, 0) is (120, 70) in the window; other's (0, 0) is (190, 105).
        #expect(view.convert(CGPoint.zero, to: other) == CGPoint(x: -70, y: -35))
        #expect(other.convert(CGPoint(x: -70, y: -35), to: view) == .zero)
    }

    @Test func frameIsTheBoxAroundTheMovedTransformedBounds() {
        let view = addView(transform: moved)
        #expect(view.frame == CGRect(x: 120, y: 70, width: 40, height: 20))
        view.transform = CGAffineTransform(translationX: 100, y: 40).scaledBy(x: 2, y: 2)
        // Scaled about the centre (40, 40) to 80 × 40; `scaledBy` keeps the translation, which
        // still moves the scaled box by (100, 40).
        #expect(view.transform.tx == 100 && view.transform.ty == 40)
        #expect(view.frame == CGRect(x: 100, y: 60, width: 80, height: 40))
    }

    @Test func hitTestFindsTheViewWhereItShowsNotWhereItWas() {
        let view = addView(transform: moved)
        #expect(window.hitTest(CGPoint(x: 140, y: 80), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === window, "its untranslated place is empty")
        #expect(view.point(inside: view.convert(CGPoint(x: 121, y: 71), from: nil), with: nil))
    }

    @Test func touchLocationIsInTheViewsOwnCoordinates() {
        let view = LocatingView()
        addView(view, transform: moved)
        let script = TouchScript(window: window)
        script.begin(1, at: CGPoint(x: 125, y: 73))
        #expect(view.beganAt == [CGPoint(x: 5, y: 3)])
        script.end(1, at: CGPoint(x: 125, y: 73))
    }

    @Test func aViewTurnedThenMovedTurnsAboutItsMovedCenter() {
        // The course's order: `transform.rotated(by:)` first, then `translatedBy`, which moves
        // along the turned axes: 50 pt along a quarter-turned x axis is 50 pt down on screen.
        let view = addView(transform: CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 50, y: 0))
        let shownCenter = view.convert(CGPoint(x: 20, y: 10), to: nil)
        #expect(isClose(shownCenter, CGPoint(x: 40, y: 90)))
        // The bounds' top-left is (-20, -10) from the centre; turned a quarter it is (10, -20)
        // from the moved centre.
        #expect(isClose(view.convert(CGPoint.zero, to: nil), CGPoint(x: 50, y: 70)))
        #expect(isClose(view.frame, CGRect(x: 30, y: 70, width: 20, height: 40)))
        #expect(window.hitTest(CGPoint(x: 40, y: 105), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === window)
    }

    @Test func aTranslatedViewIsDrawnAtItsTranslatedPlace() {
        let view = addView(transform: moved)
        view.backgroundColor = .red
        let image = window.snapshot()
        #expect(isRed(image.pixel(x: 121, y: 71)))
        #expect(isRed(image.pixel(x: 158, y: 88)))
        #expect(isWhite(image.pixel(x: 118, y: 80)), "left of its moved place")
        #expect(isWhite(image.pixel(x: 161, y: 80)), "right of its moved place")
        #expect(isWhite(image.pixel(x: 40, y: 40)), "its untranslated place is empty")
    }

    @Test func aTurnedAndMovedViewIsDrawnWhereUIKitPutsIt() {
        let view = addView(transform: CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 50, y: 0))
        view.backgroundColor = .red
        let image = window.snapshot()
        // Upright 20 × 40 around (40, 90): x 30…50, y 70…110.
        #expect(isRed(image.pixel(x: 40, y: 90)))
        #expect(isRed(image.pixel(x: 31, y: 71)))
        #expect(isRed(image.pixel(x: 48, y: 108)))
        #expect(isWhite(image.pixel(x: 40, y: 112)))
        #expect(isWhite(image.pixel(x: 52, y: 90)))
        #expect(isWhite(image.pixel(x: 40, y: 40)), "its unmoved centre is empty")
    }

    @Test func movingByTheTransformRepaintsTheOldAndTheNewPlace() {
        let view = addView(transform: .identity)
        view.backgroundColor = .red
        _ = window.takeDirtyRects()
        view.transform = moved
        let dirty = window.takeDirtyRects()
        #expect(dirty.contains { $0.contains(CGPoint(x: 40, y: 40)) }, "the old place")
        #expect(dirty.contains { $0.contains(CGPoint(x: 140, y: 80)) }, "the new place")
    }

    @Test func settingTheFrameOfATranslatedViewPlacesItsBoxThere() {
        let view = addView(transform: moved)
        view.frame = view.frame
        #expect(view.frame == CGRect(x: 120, y: 70, width: 40, height: 20), "frame = frame changes nothing")
        #expect(view.center == CGPoint(x: 40, y: 40))
        view.frame = CGRect(x: 200, y: 100, width: 10, height: 10)
        #expect(view.frame == CGRect(x: 200, y: 100, width: 10, height: 10))
        #expect(window.hitTest(CGPoint(x: 205, y: 105), with: nil) === view)
    }

    private func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel.red > 250 && pixel.green < 5 && pixel.blue < 5
    }

    private func isWhite(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel.red > 250 && pixel.green > 250 && pixel.blue > 250
    }
}
