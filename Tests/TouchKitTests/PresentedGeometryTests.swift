import Foundation
import Testing
@testable import TouchKit

/// Drawing and repainting use the presented values (what an animation shows now), while
/// `convert` and hit-testing keep using the model values, as in UIKit. The presentation is set
/// here by hand, as the window's animator sets it.
@Suite("Presented geometry")
@MainActor
struct PresentedGeometryTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
    /// 40 × 40 at (20, 20): its model centre is (40, 40).
    let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))

    init() {
        view.backgroundColor = .red
        window.addSubview(view)
        _ = window.takeDirtyRects()
    }

    private func isRed(_ image: ImageBuffer, _ x: Int, _ y: Int) -> Bool {
        let pixel = image.pixel(x: x, y: y)
        return pixel.red == 255 && pixel.green < 3 && pixel.blue < 3
    }

    @Test func drawingShowsThePresentedCenterAndTransform() {
        view.presentationOverrides.center = CGPoint(x: 150, y: 100)
        view.presentationOverrides.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let image = window.snapshot()
        #expect(!isRed(image, 40, 40), "not at the model place")
        #expect(isRed(image, 150, 100))
        #expect(isRed(image, 150, 74), "near the presented diamond's top tip")
        #expect(!isRed(image, 132, 82), "the unturned square's corner")
    }

    @Test func drawingShowsThePresentedAlphaAndBackground() {
        view.presentationOverrides.backgroundColor = .some(.blue)
        view.presentationOverrides.alpha = 0.5
        let pixel = window.snapshot().pixel(x: 40, y: 40)
        #expect(pixel.red > 120 && pixel.red < 135 && pixel.blue == 255, "half blue over white")
    }

    @Test func hitTestingAndConvertKeepTheModel() {
        view.presentationOverrides.center = CGPoint(x: 150, y: 100)
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 150, y: 100), with: nil) === window)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 20))
    }

    @Test func repaintingMarksThePresentedAreaOnScreen() {
        view.presentationOverrides.center = CGPoint(x: 150, y: 100)
        view.presentationOverrides.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        view.setNeedsDisplay()
        // 80 × 20 about (150, 100), plus the antialiasing margin.
        #expect(window.takeDirtyRects() == [CGRect(x: 109, y: 89, width: 82, height: 22)])
    }

    @Test func aChildOfAMovingParentMarksWhereTheParentIsShown() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(child)
        view.presentationOverrides.center = CGPoint(x: 150, y: 100)
        _ = window.takeDirtyRects()
        child.setNeedsDisplay()
        #expect(window.takeDirtyRects() == [CGRect(x: 129, y: 79, width: 12, height: 12)])
    }
}
