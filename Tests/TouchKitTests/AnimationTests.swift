import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UIView.animate`: the model changes at once, the presentation moves frame by frame along the
/// curve, the completion says whether it finished, and nothing is left running afterwards.
@Suite("Animations: model, presentation and completion")
@MainActor
struct AnimationTests {
    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: {
            stage.view.center = CGPoint(x: 120, y: 20)
        })
        #expect(stage.view.center == CGPoint(x: 120, y: 20), "the model reads the final value")
        #expect(stage.view.presentation.center == CGPoint(x: 20, y: 20), "nothing has moved yet")
        for expected in [0.0935, 0.3154, 0.6219] {
            stage.wait(0.25)
            #expect(abs(stage.view.presentation.center.x - (20 + 100 * expected)) < 0.05)
            #expect(stage.view.presentation.center.y == 20)
        }
        stage.wait(0.25)
        #expect(stage.view.presentation.center == CGPoint(x: 120, y: 20))
    }

    @Test func frameAnimatesAsCenterAndBounds() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            stage.view.frame = CGRect(x: 50, y: 10, width: 60, height: 40)
        })
        stage.wait(0.5)
        #expect(stage.view.frame == CGRect(x: 50, y: 10, width: 60, height: 40))
        #expect(stage.view.presentation.center == CGPoint(x: 50, y: 25))
        #expect(stage.view.presentation.bounds.size == CGSize(width: 40, height: 30))
        #expect(stage.view.presentation.frame == CGRect(x: 30, y: 10, width: 40, height: 30))
    }

    @Test func theDelayShowsTheStartValue() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            stage.view.alpha = 0
        })
        #expect(stage.view.alpha == 0)
        stage.wait(0.5)
        #expect(stage.view.presentation.alpha == 1, "still the start value at the end of the delay")
        stage.wait(0.25)
        #expect(stage.view.presentation.alpha == 0.75)
    }

    @Test func theCompletionGetsTrueWhenTheAnimationFinishes() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, animations: { stage.view.alpha = 0.5 }, completion: stage.completion("fade"))
        stage.wait(0.75)
        #expect(stage.completions.entries.isEmpty)
        stage.wait(0.25)
        #expect(stage.completions.entries == ["fade true"])
        let presented = stage.view.presentation
        #expect(presented.alpha == 0.5 && presented.center == stage.view.center, "the model is drawn again")
    }

    @Test func noTimerIsLeftAfterTheLastAnimation() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, animations: { stage.view.center.x += 50 })
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: { stage.view.alpha = 0.2 })
        #expect(stage.window.displayLink.isRunning)
        stage.wait(0.75)
        #expect(stage.window.displayLink.isRunning, "the move still runs")
        stage.wait(0.25)
        #expect(!stage.window.displayLink.isRunning)
        #expect(stage.window.timers.count == 0)
    }

    @Test func aRotationAnimatesAsARotation() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            stage.view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        stage.wait(0.5)
        let halfway = stage.view.presentation.transform
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        for (value, wanted) in [(halfway.a, expected.a), (halfway.b, expected.b), (halfway.c, expected.c), (halfway.d, expected.d)] {
            #expect(abs(value - wanted) < 1e-9, "\(halfway) is not a quarter turn's half")
        }
    }

    @Test func aScaleAndTranslationInterpolateTheirParts() {
        let stage = AnimationStage()
        let end = CGAffineTransform(translationX: 40, y: -20).scaledBy(x: 3, y: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.transform = end })
        stage.wait(0.5)
        let halfway = stage.view.presentation.transform
        #expect(abs(halfway.a - 2) < 1e-9 && abs(halfway.d - 0.75) < 1e-9 && abs(halfway.b) < 1e-9)
        #expect(abs(halfway.tx - 20) < 1e-9 && abs(halfway.ty + 10) < 1e-9)
    }

    @Test func aColourAnimatesPerComponent() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            stage.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0.5, alpha: 0.5)
        })
        stage.wait(0.25)
        #expect(stage.view.presentation.backgroundColor == UIColor(red: 0.75, green: 0.25, blue: 0.125, alpha: 0.875))
    }

    @Test func aBlockThatAnimatesNothingCompletesOnTheNextTurn() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, animations: { stage.view.alpha = 1 }, completion: stage.completion("same"))
        #expect(stage.completions.entries.isEmpty, "not inside animate")
        #expect(!stage.window.displayLink.isRunning)
        stage.wait(0)
        #expect(stage.completions.entries == ["same true"])
        #expect(stage.window.timers.count == 0)
    }

    @Test func aViewWithNoWindowChangesAtOnceAndCompletes() {
        let stage = AnimationStage()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, animations: { loose.center = CGPoint(x: 50, y: 50) }, completion: stage.completion("loose"))
        #expect(loose.presentation.center == CGPoint(x: 50, y: 50))
        #expect(stage.completions.entries == ["loose true"])
    }

    @Test func aZeroDurationAppliesAtOnce() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 0, animations: { stage.view.alpha = 0.3 }, completion: stage.completion("now"))
        #expect(stage.view.presentation.alpha == 0.3)
        #expect(!stage.window.displayLink.isRunning)
        stage.wait(0)
        #expect(stage.completions.entries == ["now true"])
    }
}
