import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A view that leaves its window while it animates or transitions: as in UIKit, where Core
/// Animation removes a layer's animations when its view leaves the window, the animation stops at
/// the next frame, its completion gets `false`, the observer hears the end, nothing keeps the view
/// alive, and no timer is left.
@Suite("Animations of a view that leaves its window")
@MainActor
struct AnimationRemovedViewTests {
    /// Records the observer's animation calls as "began" and "ended".
    final class AnimationLog: ViewChangeObserver {
        var entries: [String] = []
        func viewDidChangeFrame(_ view: UIView) {}
        func imageViewDidChangeImage(_ imageView: UIImageView) {}
        func labelDidChangeText(_ label: UILabel) {}
        func viewDidBeginAnimation(_ view: UIView) { entries.append("began") }
        func viewDidEndAnimation(_ view: UIView) { entries.append("ended") }
    }

    @Test func aRemovedViewStopsAnimatingAndCompletesWithFalse() {
        let stage = AnimationStage()
        let observer = AnimationLog()
        stage.window.changeObserver = observer
        UIView.animate(withDuration: 1, animations: { stage.view.center = CGPoint(x: 120, y: 20) },
                       completion: stage.completion("move"))
        stage.wait(0.25)
        stage.view.removeFromSuperview()
        stage.wait(0.25)
        #expect(stage.completions.entries == ["move false"])
        #expect(observer.entries == ["began", "ended"])
        #expect(stage.view.presentation.center == stage.view.center, "the model shows again")
        #expect(!stage.window.displayLink.isRunning)
        #expect(stage.window.timers.count == 0)
    }

    @Test func aRemovedSubtreeStopsItsDescendantsAnimations() {
        let stage = AnimationStage()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        stage.view.addSubview(child)
        UIView.animate(withDuration: 1, animations: { child.alpha = 0 }, completion: stage.completion("fade"))
        stage.wait(0.25)
        stage.view.removeFromSuperview()
        stage.wait(0.25)
        #expect(stage.completions.entries == ["fade false"])
        #expect(stage.window.timers.count == 0)
    }

    @Test func theAnimatorDoesNotKeepARemovedViewAlive() {
        let stage = AnimationStage()
        weak var released: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            released = view
            stage.window.addSubview(view)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: stage.completion("fade"))
            stage.wait(0.25)
            view.removeFromSuperview()
        }
        stage.wait(0.25)
        #expect(released == nil, "released a frame after it left the window, not at the animation's end")
        #expect(stage.completions.entries == ["fade false"])
    }

    @Test func aRemovedViewsTransitionEndsWithFalseAndNoTimer() {
        let stage = AnimationStage()
        let observer = AnimationLog()
        stage.window.changeObserver = observer
        UIView.transition(with: stage.view, duration: 1, options: .transitionCrossDissolve, animations: {
            stage.view.backgroundColor = .blue
        }, completion: stage.completion("dissolve"))
        stage.wait(0.25)
        stage.view.removeFromSuperview()
        stage.wait(0.25)
        #expect(stage.completions.entries == ["dissolve false"])
        #expect(observer.entries == ["began", "ended"], "the window the transition began in hears its end")
        #expect(!stage.window.displayLink.isRunning)
        #expect(stage.window.timers.count == 0)
    }

    @Test func aTransitionsCompletionRunsEvenWhenItsViewIsReleased() {
        let stage = AnimationStage()
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.window.addSubview(view)
            UIView.transition(with: view, duration: 1, options: .transitionFlipFromLeft, animations: {
                view.backgroundColor = .blue
            }, completion: stage.completion("flip"))
            stage.wait(0.25)
            view.removeFromSuperview()
        }
        stage.wait(0.25)
        #expect(stage.completions.entries == ["flip false"])
        #expect(stage.window.timers.count == 0)
    }
}
