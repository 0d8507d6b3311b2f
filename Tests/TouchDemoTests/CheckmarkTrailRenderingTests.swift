import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The checkmark trail is one stroke whose alpha fades along its length: where two of its
/// translucent segments overlap, the pixel is no darker than the newer segment alone (no beads).
@Suite("Checkmark trail rendering") @MainActor
struct CheckmarkTrailRenderingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let trail = CheckmarkTrailView()
    let script: TouchScript

    init() {
        script = TouchScript(window: window)
        trail.frame = window.bounds
        window.addSubview(trail)
    }

    /// How much the trail darkens the white window at (`x`, `y`): 255 minus the red channel
    /// (the trail is blue while drawing, so red drops as its alpha rises).
    private func darkness(atX x: Int, y: Int) -> Int {
        let buffer = ImageBuffer(width: 200, height: 120)
        buffer.draw { window.render(in: $0, rect: window.bounds) }
        return 255 - Int(buffer.pixel(x: x, y: y).red)
    }

    @Test func overlappingSegmentsAreNoDarkerThanTheNewerOne() {
        // A right angle: a → b, then b → c, 0.4 s apart, seen 0.3 s after c. Both round ends cover
        // the corner b; the older segment is fainter than the newer.
        trail.begin(at: CGPoint(x: 20, y: 40))
        script.wait(0.4)
        trail.add(CGPoint(x: 100, y: 40))
        script.wait(0.4)
        trail.add(CGPoint(x: 100, y: 100))
        script.wait(0.3)
        let older = darkness(atX: 60, y: 40)
        let newer = darkness(atX: 100, y: 75)
        let corner = darkness(atX: 100, y: 40)
        #expect(older > 20 && newer > older + 20, "the trail fades toward its tail: older \(older), newer \(newer)")
        #expect(corner <= max(older, newer) + 3, "no bead where the segments overlap: corner \(corner), newer \(newer)")
    }

    @Test func whereTheStrokeDoublesBackThePixelHasTheNewerSegmentsAlpha() {
        trail.begin(at: CGPoint(x: 20, y: 60))
        script.wait(0.4)
        trail.add(CGPoint(x: 180, y: 60))
        script.wait(0.4)
        trail.add(CGPoint(x: 100, y: 60))
        script.wait(0.3)
        // The newer segment (180 → 100) is 0.3 s old: alpha 1 - 0.3 / tailLifetime over white.
        let alpha = 1 - 0.3 / CheckmarkTrailView.tailLifetime
        let expected = Int((255 * alpha).rounded())
        let olderOnly = darkness(atX: 60, y: 60)
        let both = darkness(atX: 140, y: 60)
        #expect(olderOnly < expected - 20)
        #expect(abs(both - expected) <= 3, "covered by both segments: \(both), the newer alone would be \(expected)")
    }
}
