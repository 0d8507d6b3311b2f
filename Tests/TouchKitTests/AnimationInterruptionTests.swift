import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A new animation of the same property replaces the running one, whose completion gets false;
/// and animating views are not hit unless the animation allows user interaction.
@Suite("Animations: interruption and interaction")
@MainActor
struct AnimationInterruptionTests {
    @Test func aNewAnimationOfTheSamePropertyInterruptsTheOldOne() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { stage.view.center.x = 120 }, completion: stage.completion("first"))
        stage.wait(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { stage.view.center.x = 20 }, completion: stage.completion("second"))
        #expect(stage.completions.entries.isEmpty, "not inside animate")
        // Without .beginFromCurrentState the new animation starts from the model value before it
        // (the first one's end, 120), not from where the view was drawn (70): UIKit's jump.
        #expect(stage.view.presentation.center.x == 120)
        stage.wait(0)
        #expect(stage.completions.entries == ["first false"])
        stage.wait(0.5)
        #expect(stage.view.presentation.center.x == 70)
        stage.wait(0.5)
        #expect(stage.completions.entries == ["first false", "second true"])
    }

    @Test func beginFromCurrentStateStartsWhereTheViewIsDrawn() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.center.x = 120 })
        stage.wait(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { stage.view.center.x = 20 })
        #expect(stage.view.presentation.center.x == 70)
        stage.wait(0.5)
        #expect(stage.view.presentation.center.x == 45)
    }

    @Test func theCompletionWaitsForEveryPropertyAndSaysFalseIfOneWasInterrupted() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, animations: {
            stage.view.alpha = 0.5
            stage.view.center.x = 100
        }, completion: stage.completion("both"))
        stage.wait(0.25)
        UIView.animate(withDuration: 0.25, animations: { stage.view.alpha = 0.2 })
        stage.wait(0.5)
        #expect(stage.completions.entries.isEmpty, "the move still runs")
        stage.wait(0.25)
        #expect(stage.completions.entries == ["both false"])
    }

    @Test func settingAnAnimatedPropertyOutsideABlockStopsItsAnimation() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, animations: { stage.view.center.x = 120 }, completion: stage.completion("move"))
        stage.wait(0.25)
        stage.view.center.x = 60
        #expect(stage.view.presentation.center.x == 60)
        #expect(!stage.window.displayLink.isRunning)
        stage.wait(0)
        #expect(stage.completions.entries == ["move false"])
        #expect(stage.window.timers.count == 0)
    }

    @Test func settingAnAnimatedPropertyDuringTheDelayStopsItsAnimation() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { stage.view.alpha = 0 },
                       completion: stage.completion("fade"))
        stage.view.alpha = 0.5  // before any frame, in the delay
        stage.wait(0)
        #expect(stage.completions.entries == ["fade false"])
        #expect(stage.view.presentation.alpha == 0.5)
        #expect(stage.window.timers.count == 0)
    }

    @Test func anAnimatingViewIsNotHitUnlessUserInteractionIsAllowed() {
        let stage = AnimationStage()
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        stage.view.addSubview(child)
        let inside = CGPoint(x: 20, y: 20)
        #expect(stage.window.hitTest(inside, with: nil) === child)
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { stage.view.alpha = 0.5 })
        #expect(stage.window.hitTest(inside, with: nil) === stage.window, "neither the view nor its subviews")
        stage.wait(1.5)
        #expect(stage.window.hitTest(inside, with: nil) === child, "back after the animation")
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { stage.view.alpha = 1 })
        #expect(stage.window.hitTest(inside, with: nil) === child)
    }

    @Test func hitTestingUsesTheModelPosition() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction,
                       animations: { stage.view.center = CGPoint(x: 150, y: 150) })
        stage.wait(0.25)
        #expect(stage.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === stage.view)
        #expect(stage.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === stage.window)
    }
}
