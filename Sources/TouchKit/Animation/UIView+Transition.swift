import Foundation

extension UIView {
    /// Runs `animations` (which changes `view`'s content) inside a transition of `view`: the
    /// content drawn before the change turns into the new one over `duration` seconds, by the
    /// effect in `options` (`.transitionCrossDissolve`, `.transitionFlipFromLeft`,
    /// `.transitionFlipFromRight`) along the curve in `options`.
    ///
    /// As in UIKit without `.allowAnimatedContent`, the model changes at once: `animations` runs
    /// before this returns, and only the drawing moves from the old content to the new. The
    /// completion gets `true` at the end, `false` when a new transition of the same view
    /// interrupted it (the new one starts from what was shown). While it runs the view and its
    /// subviews take no touches, unless `options` has `.allowUserInteraction`. Completions never
    /// run inside this call: a duration of 0 changes at once and completes on the next run-loop
    /// turn, as `animate` does; only a view in no window (no run loop to wait on) completes at
    /// once.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let window = view.window, duration > 0 else {
            view.activeTransition?.end(finished: false, deferringCompletion: true)
            animations?()
            if let completion, let window = view.window {
                window.timers.schedule(after: 0) { completion(true) }
            } else {
                completion?(true)
            }
            return
        }
        // Snapshot first: a transition in flight draws itself into the snapshot, so the new one
        // starts from what is on screen now.
        let oldBounds = view.bounds
        let oldContent = view.snapshot(scale: window.screen.scale)
        view.activeTransition?.end(finished: false, deferringCompletion: true)
        animations?()
        view.activeTransition = ViewTransition(view: view, window: window, oldContent: oldContent, oldBounds: oldBounds,
                                               duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (at the same index) inside a
    /// transition of that superview. UIKit: "By default, the view in fromView is replaced in the
    /// view hierarchy by the view in toView", and the transition is applied to fromView's
    /// superview. The completion is as in ``transition(with:duration:options:animations:completion:)``;
    /// without a superview nothing is replaced and it gets `true` at once.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let superview = fromView.superview,
              let index = superview.subviews.firstIndex(where: { $0 === fromView }) else {
            completion?(true)
            return
        }
        transition(with: superview, duration: duration, options: options, animations: {
            fromView.removeFromSuperview()
            superview.insertSubview(toView, at: index)
        }, completion: completion)
    }
}
