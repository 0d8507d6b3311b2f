import Foundation
import Testing
import TouchDemo
import TouchDemoTrace
import TouchKit
import TouchKitTesting

/// The Gesture Playground driven by scripted fingers: which recognizer each gesture reaches, and
/// what it does to the card (read back from the status line).
@Suite("Gesture Playground screen") @MainActor
struct GesturePlaygroundTests {
    let demo: DemoHarness
    let canvas: CGRect
    var center: CGPoint { canvas.center }

    init() throws {
        demo = try DemoHarness(screen: .playground)
        canvas = try #require(demo.frame(of: "Canvas"))
    }

    private var gestures: [String] {
        demo.events.gestureSteps()
    }

    /// The states `recognizer` reported, in order.
    private func states(of recognizer: String) -> [String] {
        gestures.filter { $0.hasPrefix(recognizer + " ") }.map { String($0.dropFirst(recognizer.count + 1)) }
    }

    /// Two fingers from `a1`/`b1` to `a2`/`b2` (offsets from the card centre) in `steps` steps.
    private func twoFingers(from a1: CGPoint, _ b1: CGPoint, to a2: CGPoint, _ b2: CGPoint, steps: Int = 8) {
        let s = demo.script
        func at(_ offset: CGPoint) -> CGPoint { CGPoint(x: center.x + offset.x, y: center.y + offset.y) }
        s.begin(1, at: at(a1))
        s.begin(2, at: at(b1))
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            s.move(1, to: at(CGPoint(x: a1.x + (a2.x - a1.x) * t, y: a1.y + (a2.y - a1.y) * t)))
            s.move(2, to: at(CGPoint(x: b1.x + (b2.x - b1.x) * t, y: b1.y + (b2.y - b1.y) * t)))
        }
        s.end(1, at: at(a2))
        s.end(2, at: at(b2))
    }

    @Test func spreadingTwoFingersPinchesTheCardLarger() {
        twoFingers(from: CGPoint(x: -50, y: 0), CGPoint(x: 50, y: 0), to: CGPoint(x: -90, y: 0), CGPoint(x: 90, y: 0))
        #expect(states(of: "pinch").first == "began" && states(of: "pinch").last == "ended")
        #expect(states(of: "rotation") == ["failed"])
        #expect(states(of: "pan") == ["failed"])
        #expect(demo.statuses.last == "Pinch ended · scale 1.80 · 0°")
    }

    @Test func turningTwoFingersRotatesAndScalesTheCardAtOnce() {
        twoFingers(from: CGPoint(x: -50, y: 0), CGPoint(x: 50, y: 0), to: CGPoint(x: -50, y: -40), CGPoint(x: 50, y: 40))
        #expect(states(of: "rotation").first == "began" && states(of: "rotation").last == "ended")
        #expect(states(of: "pinch").first == "began" && states(of: "pinch").last == "ended")
        // atan2(80, 100) = 38.7°, hypot(100, 80) / 100 = 1.28
        #expect(demo.statuses.last?.hasSuffix("scale 1.28 · 39°") == true, "\(demo.statuses.last ?? "")")
    }

    @Test func draggingTheCardMovesItAndDoubleTapResetsIt() {
        demo.script.drag(1, from: center, to: center.offsetBy(dx: 60, dy: -30), steps: 6)
        #expect(states(of: "pan").first == "began" && states(of: "pan").last == "ended")
        // The card moved: its old centre is no longer on it, so a double tap there does nothing.
        demo.script.tap(at: center.offsetBy(dx: -100, dy: 0))
        demo.script.tap(at: center.offsetBy(dx: -100, dy: 0))
        #expect(!states(of: "tap").contains("ended"))
        demo.script.wait(1)
        demo.script.tap(at: center.offsetBy(dx: 60, dy: -30))
        demo.script.tap(at: center.offsetBy(dx: 60, dy: -30))
        #expect(states(of: "tap").last == "ended")
        #expect(demo.statuses.last == "Double tap: reset · scale 1.00 · 0°")
    }

    @Test func holdingTheCardTogglesItsColour() {
        demo.script.begin(1, at: center)
        demo.script.wait(UILongPressGestureRecognizer.defaultMinimumPressDuration)
        #expect(states(of: "longPress") == ["began"])
        #expect(demo.statuses.last == "Long press: colour · scale 1.00 · 0°")
        demo.script.end(1, at: center)
        #expect(states(of: "longPress") == ["began", "ended"])
    }

    @Test func swipesOffTheCardAreTold() {
        let y = canvas.maxY - 30
        demo.script.drag(1, from: CGPoint(x: canvas.maxX - 60, y: y), to: CGPoint(x: canvas.maxX - 200, y: y), steps: 4)
        #expect(demo.statuses.last == "Swipe left · scale 1.00 · 0°")
        demo.script.drag(1, from: CGPoint(x: 150, y: y), to: CGPoint(x: 300, y: y), steps: 4)
        #expect(demo.statuses.last == "Swipe right · scale 1.00 · 0°")
        #expect(states(of: "pan").isEmpty)
        #expect(states(of: "swipe").filter { $0 == "ended" }.count == 2)
    }

    @Test func panFromTheLeftEdgeIsAnEdgePan() {
        let y = canvas.maxY - 30
        demo.script.drag(1, from: CGPoint(x: 5, y: y), to: CGPoint(x: 125, y: y), steps: 12)
        #expect(states(of: "screenEdgePan").first == "began" && states(of: "screenEdgePan").last == "ended")
        #expect(!states(of: "swipe").contains("ended"))
        #expect(demo.statuses.last == "Edge pan ended: 120 pt · scale 1.00 · 0°")
    }
}
