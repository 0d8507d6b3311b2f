import Foundation
import Testing
import TouchKitTesting

/// A pinch with real XI2 touches whose second finger lifts and a new one lands: Apple's header
/// for `UIPinchGestureRecognizer` says it "Ends: when both fingers have lifted", so the pinch
/// goes on with the new finger, from the scale it had, without a jump.
@Suite("End to end: a pinch continues after a finger lifts and lands again", .serialized)
struct PinchLiftAndLandEndToEndTests {
    @Test func aPinchContinuesWithoutAJumpAndEndsWhenBothFingersLift() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        let screen = try session.touchscreen
        // Finger 1 rests 50 px left of the centre; finger 2 spreads from 100 to 140 px away.
        try screen.begin(1, x: c.x - 50, y: c.y)
        try screen.begin(2, x: c.x + 50, y: c.y)
        try screen.sync()
        for step in 1...8 {
            try screen.move(2, x: c.x + 50 + 5 * Double(step), y: c.y)
            try screen.sync()
        }
        try session.waitForStatus("Pinch changed · scale 1.40 · 0°")
        // Finger 2 lifts; finger 3 lands 100 px from finger 1 and spreads to 140 px again:
        // the card's scale continues from 1.40 to 1.40 × 1.40.
        try screen.end(2)
        try screen.sync()
        try screen.begin(3, x: c.x + 50, y: c.y)
        try screen.sync()
        for step in 1...8 {
            try screen.move(3, x: c.x + 50 + 5 * Double(step), y: c.y)
            try screen.sync()
        }
        try session.waitForStatus("Pinch changed · scale 1.96 · 0°")
        try screen.end(3)
        try screen.sync()
        try screen.end(1)
        try screen.sync()
        try session.waitForGesture("pinch", "ended", on: "Canvas")
        try session.waitForStatus("Pinch ended · scale 1.96 · 0°")

        let pinch = session.gestures(on: "Canvas").filter { $0.hasPrefix("pinch ") }
        // One gesture across the lift: it began once and ended once, at the very end.
        #expect(pinch.first == "pinch began" && pinch.last == "pinch ended", "\(pinch)")
        #expect(pinch.filter { $0 == "pinch began" }.count == 1, "\(pinch)")
        #expect(pinch.filter { $0 == "pinch ended" }.count == 1, "\(pinch)")
        // No jump: every pinch status between the two spreads reads between 1.40 and 1.96, in order.
        let scales = session.statuses.filter { $0.hasPrefix("Pinch") }.compactMap { text -> Double? in
            text.split(separator: " ").dropFirst(4).first.flatMap { Double($0) }
        }
        #expect(scales == scales.sorted(), "\(scales)")
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $1 - $0 < 0.1 }, "\(scales)")
    }
}
