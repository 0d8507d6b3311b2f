import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// A pinch with real XI2 touches whose second finger lifts and a new one lands: Apple's header
/// for `UIPinchGestureRecognizer` says it "Ends: when both fingers have lifted", so the pinch
/// goes on with the new finger, from the scale it had, without a jump.
@Suite("End to end: a pinch continues after a finger lifts and lands again", .serialized)
struct PinchLiftAndLandEndToEndTests {
    /// Waits for a pinch status that reads `scale` (as "scale 1.40").
    private func waitForPinchScale(_ scale: String, in session: DemoSession) throws {
        try session.waitForStatus("a pinch at scale \(scale)") { $0.hasPrefix("Pinch") && $0.contains("scale \(scale) ") }
    }

    @Test func aPinchContinuesWithoutAJumpAndEndsWhenBothFingersLift() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        let screen = try session.touchscreen
        try session.expectCard(center: c)
        // Finger 1 rests 50 px left of the centre; finger 2 spreads from 100 to 140 px away.
        try screen.begin(1, x: c.x - 50, y: c.y)
        try screen.begin(2, x: c.x + 50, y: c.y)
        try screen.sync()
        for step in 1...8 {
            try screen.move(2, x: c.x + 50 + 5 * Double(step), y: c.y)
            try screen.sync()
        }
        // Moves read in one drain arrive coalesced, so the status that reaches 1.40 may be the
        // pinch's "began" or a "changed": wait for the scale, not the word.
        try waitForPinchScale("1.40", in: session)
        // On screen: the card is drawn 1.4 times as large, and 20 pt right, as the pan that
        // runs with the pinch follows the fingers' centroid.
        let first = CardPlacement(center: c.applying(dx: 20, dy: 0), scale: 1.4)
        try session.expectCard(center: first.center, scale: first.scale, notAt: CardPlacement(center: c))
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
        try waitForPinchScale("1.96", in: session)
        try screen.end(3)
        try screen.sync()
        try screen.end(1)
        try screen.sync()
        try session.waitForGesture("pinch", .ended, on: "Canvas")
        try session.waitForStatus("Pinch ended · scale 1.96 · 0°")
        // On screen: 1.96 times as large, and another 20 pt right (the centroid's move after the
        // landing; the lift and the landing themselves do not move the card).
        try session.expectCard(center: c.applying(dx: 40, dy: 0), scale: 1.96, notAt: first)

        let pinch = session.gestures(on: "Canvas").filter { $0.hasPrefix("pinch ") }
        // One gesture across the lift: it began once and ended once, at the very end.
        #expect(pinch.first == "pinch began" && pinch.last == "pinch ended", "\(pinch)")
        #expect(pinch.filter { $0 == "pinch began" }.count == 1, "\(pinch)")
        #expect(pinch.filter { $0 == "pinch ended" }.count == 1, "\(pinch)")
        // No jump: the scale only grows, from 1 to 1.96, across the lift and the landing. A new
        // finger measured against the old one's distance would drop it back towards 1 (or beyond
        // 1.96). The size of each step depends on how the moves were coalesced.
        let scales = session.statuses.filter { $0.hasPrefix("Pinch") }.compactMap { text -> Double? in
            text.split(separator: " ").dropFirst(4).first.flatMap { Double($0) }
        }
        #expect(scales == scales.sorted(), "\(scales)")
        #expect(scales.allSatisfy { $0 >= 1 && $0 <= 1.96 }, "\(scales)")
    }
}
