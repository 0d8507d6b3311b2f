import Foundation
import Testing
import TouchDemo
import TouchKit
import TouchKitTesting

/// The `animation` trace event: a named view's animations began (after the delay) and ended.
@Suite("Animation trace") @MainActor
struct AnimationTraceTests {
    private let buttonName = "TouchSamplesButton"

    private func animationLines(_ demo: DemoHarness) -> [String] {
        demo.traceLines.filter { $0.contains(#""event":"animation""#) }
    }

    @Test func aNamedViewsAnimationBeginsAfterTheDelayAndEnds() throws {
        let demo = try DemoHarness()
        let button = try #require(demo.app.window.view(withAccessibilityIdentifier: buttonName))
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: {
            button.alpha = 0.5
            button.center.x += 10
        })
        #expect(animationLines(demo).isEmpty, "nothing begins during the delay")
        demo.script.wait(0.3)
        #expect(animationLines(demo) == [#"{"event":"animation","state":"began","view":"TouchSamplesButton"}"#],
                "once for the view, not per property")
        demo.script.wait(0.5)
        #expect(animationLines(demo) == [#"{"event":"animation","state":"began","view":"TouchSamplesButton"}"#,
                                         #"{"event":"animation","state":"ended","view":"TouchSamplesButton"}"#])
    }

    @Test func anInterruptedAnimationEndsWhenTheViewStopsMoving() throws {
        let demo = try DemoHarness()
        let button = try #require(demo.app.window.view(withAccessibilityIdentifier: buttonName))
        UIView.animate(withDuration: 0.5, animations: { button.alpha = 0.5 })
        demo.script.wait(0.1)
        UIView.animate(withDuration: 0.5, animations: { button.alpha = 1 })
        #expect(animationLines(demo).count == 1, "a replacement does not end and begin again")
        button.alpha = 0.8
        #expect(animationLines(demo).last == #"{"event":"animation","state":"ended","view":"TouchSamplesButton"}"#)
    }

    @Test func unnamedViewsAreNotTraced() throws {
        let demo = try DemoHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        demo.app.window.addSubview(view)
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 })
        demo.script.wait(0.5)
        #expect(animationLines(demo).isEmpty)
    }
}
