import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A transition whose change resizes the view about its centre (the Farm's hen turning into a
/// roast in a flip): the old face stays centred where the view is, and every frame repaints the
/// old face's area as well as the new one.
@Suite("View transitions that resize the view")
@MainActor
struct ViewTransitionResizeTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
    /// 200 × 100, centred at (120, 80).
    let view = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
    let script: TouchScript

    init() {
        window.backgroundColor = .white
        view.backgroundColor = UIColor(rgb: 0xFF0000)
        window.addSubview(view)
        script = TouchScript(window: window)
    }

    /// A linear 1 s flip in which the view shrinks to 100 × 50 about its centre and turns blue.
    private func flipShrinking() {
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            view.bounds.size = CGSize(width: 100, height: 50)
            view.backgroundColor = UIColor(rgb: 0x0000FF)
        })
    }

    @Test func theOldFaceStaysCentredWhileTheViewIsSmaller() {
        flipShrinking()
        #expect(view.center == CGPoint(x: 120, y: 80))
        script.wait(0.1)
        let image = window.snapshot()
        // 45 pt above and below the centre: inside the old 100 pt tall face, outside the new 50 pt.
        for y in [35, 125] {
            let pixel = image.pixel(x: 120, y: y)
            #expect(pixel.red > 200 && pixel.blue < 60, "old face at y \(y): \(pixel)")
        }
    }

    @Test func eachFrameRepaintsTheOldFacesAreaToo() {
        flipShrinking()
        _ = window.takeDirtyRects()
        script.wait(0.1)
        let dirty = window.takeDirtyRects().reduce(CGRect.null) { $0.union($1) }
        #expect(dirty.contains(CGRect(x: 20, y: 30, width: 200, height: 100)), "\(dirty)")
        script.wait(1)
        #expect(!window.displayLink.isRunning && window.timers.count == 0, "no timer left")
    }
}
