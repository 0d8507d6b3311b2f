import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Setting `scale` or `rotation` resets the velocity. Apple's `UIPinchGestureRecognizer.scale`:
/// "You may set the scale factor, but doing so resets the velocity."
/// `UIRotationGestureRecognizer.rotation`: "setting the rotation resets the velocity."
@Suite("Setting scale or rotation resets the velocity")
@MainActor
struct TwoFingerVelocityResetTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript

    init() {
        script = TouchScript(window: window)
        window.addSubview(view)
    }

    @Test func settingScaleResetsThePinchVelocity() {
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        script.begin(1, at: CGPoint(x: 100, y: 200))
        script.begin(2, at: CGPoint(x: 200, y: 200))
        // 10 pt per 0.01 s step at a 100 pt landing distance: 10 per second.
        for step in 1...3 { script.move(2, to: CGPoint(x: 200 + 10 * CGFloat(step), y: 200)) }
        #expect(abs(pinch.velocity - 10) < 1e-6)
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        #expect(pinch.scale == 1)
        // The next reading measures from the set value: 130 → 143 pt is × 1.1 in 0.01 s.
        script.move(2, to: CGPoint(x: 243, y: 200))
        #expect(abs(pinch.scale - 1.1) < 1e-9)
        #expect(abs(pinch.velocity - 10) < 1e-6)
    }

    @Test func settingRotationResetsTheRotationVelocity() {
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        let center = CGPoint(x: 200, y: 200)
        func around(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + 100 * cos(angle), y: center.y + 100 * sin(angle))
        }
        script.begin(1, at: center)
        script.begin(2, at: around(0))
        // 0.1 rad per 0.01 s step: 10 rad per second.
        for step in 1...3 { script.move(2, to: around(0.1 * CGFloat(step))) }
        #expect(abs(rotation.velocity - 10) < 1e-6)
        rotation.rotation = 0
        #expect(rotation.velocity == 0)
        script.move(2, to: around(0.35))
        #expect(abs(rotation.rotation - 0.05) < 1e-9)
        #expect(abs(rotation.velocity - 5) < 1e-6)
    }
}
