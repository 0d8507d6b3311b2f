import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The Custom Gesture Recognizer screen: a V anywhere toggles the checkbox, the trail shows what
/// the recognizer saw, and the status says why a stroke was not a checkmark.
@Suite("Custom Gesture Recognizer screen") @MainActor
struct CustomGestureViewControllerTests {
    let demo: DemoHarness
    let trail: CheckmarkTrailView

    init() throws {
        demo = try DemoHarness(screen: .checkmark)
        trail = try #require(demo.app.window.view(withAccessibilityIdentifier: "CheckmarkTrail") as? CheckmarkTrailView)
    }

    /// A V whose bottom is at `bottom` (window coordinates), drawn in 5 pt steps.
    private func drawV(bottom: CGPoint = CGPoint(x: 200, y: 500), lift: Bool = true) {
        let s = demo.script
        let start = CGPoint(x: bottom.x - 50, y: bottom.y - 80)
        s.begin(1, at: start)
        for i in 1...16 { s.move(1, to: CGPoint(x: start.x + CGFloat(i) * 50 / 16, y: start.y + CGFloat(i) * 5)) }
        for i in 1...24 { s.move(1, to: CGPoint(x: bottom.x + CGFloat(i) * 4, y: bottom.y - CGFloat(i) * 6)) }
        if lift { s.end(1, at: CGPoint(x: bottom.x + 96, y: bottom.y - 144)) }
    }

    @Test func drawingAVTogglesTheCheckboxBothWays() {
        drawV()
        #expect(demo.images(of: "CheckboxImage") == ["CheckBox_Checked"])
        #expect(demo.statuses == ["Checkmark recognized: checked"])
        #expect(trail.outcome == .recognized)
        demo.script.wait(1)
        drawV(bottom: CGPoint(x: 150, y: 300))  // over the checkbox image: still the same screen-wide gesture
        #expect(demo.images(of: "CheckboxImage") == ["CheckBox_Checked", "CheckBox_Unchecked"])
        #expect(demo.statuses == ["Checkmark recognized: checked", "Checkmark recognized: unchecked"],
                "the status says which way the box went")
    }

    @Test func aStrokeThatIsNotAVDoesNotToggleAndSaysWhy() {
        let s = demo.script
        s.begin(1, at: CGPoint(x: 300, y: 400))
        for i in 1...10 { s.move(1, to: CGPoint(x: 300 - CGFloat(i) * 6, y: 400 + CGFloat(i) * 6)) }
        #expect(demo.statuses == ["Not a checkmark: the stroke went left"])
        #expect(trail.outcome == .failed)
        s.end(1, at: CGPoint(x: 240, y: 460))
        #expect(demo.images(of: "CheckboxImage").isEmpty)
        #expect(demo.events.gestureSteps() == ["checkmark failed"])
    }

    @Test func theTrailFollowsTheFingerAndFadesAway() {
        drawV(lift: false)
        #expect(trail.outcome == .drawing)
        #expect(trail.points.count == 41)
        demo.script.end(1, at: CGPoint(x: 296, y: 356))
        #expect(trail.isVisible)
        demo.script.wait(CheckmarkTrailView.fadeDuration + 0.1)
        #expect(!trail.isVisible)
        // Nothing is left to animate: the window's run loop can sleep.
        #expect(demo.app.window.timers.count == 0)
    }

    @Test func aPlainTapSaysThereWasNoUpStroke() {
        demo.script.tap(at: CGPoint(x: 240, y: 400))
        #expect(demo.statuses == ["Not a checkmark: no up-stroke"])
        #expect(demo.images(of: "CheckboxImage").isEmpty)
    }
}
