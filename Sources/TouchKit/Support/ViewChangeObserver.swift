/// Hears about every change a user could see in a window: the hook behind `touch-demo --trace`
/// and behind test event logs. Calls arrive synchronously, on the main actor, right after the
/// change.
@MainActor
public protocol ViewChangeObserver: AnyObject {
    /// `view.frame` changed.
    func viewDidChangeFrame(_ view: UIView)
    /// `imageView.image` changed.
    func imageViewDidChangeImage(_ imageView: UIImageView)
    /// `label.text` changed.
    func labelDidChangeText(_ label: UILabel)
    /// `recognizer` (attached to a view in the window) changed state; not called for its reset
    /// to `possible`.
    func gestureRecognizerDidChangeState(_ recognizer: UIGestureRecognizer)
    /// `recognizer` was reset to `possible` after a final state (its ``UIGestureRecognizer/reset()``
    /// ran).
    func gestureRecognizerDidReset(_ recognizer: UIGestureRecognizer)
    /// `recognizer` (its subclass, or the arbitration) asked for a change its state machine
    /// forbids, such as `possible → changed`; the change was ignored. A toolkit bug, which the
    /// fuzzer's invariants watch for.
    func gestureRecognizer(_ recognizer: UIGestureRecognizer, didRefuseTransitionTo state: UIGestureRecognizer.State)
    /// `view` started moving: its first property animation (after its delay), or a transition.
    /// Property animations and transitions are reported separately, each begin with its end.
    func viewDidBeginAnimation(_ view: UIView)
    /// `view` stopped moving: its last property animation, or its transition, finished, was
    /// interrupted, or was stopped because the view left the window.
    func viewDidEndAnimation(_ view: UIView)
}

extension ViewChangeObserver {
    /// Ignores gesture state changes, for observers that only watch views.
    public func gestureRecognizerDidChangeState(_ recognizer: UIGestureRecognizer) {}
    /// Ignores resets.
    public func gestureRecognizerDidReset(_ recognizer: UIGestureRecognizer) {}
    /// Ignores refused state changes (the recognizer reports them on stderr).
    public func gestureRecognizer(_ recognizer: UIGestureRecognizer,
                                  didRefuseTransitionTo state: UIGestureRecognizer.State) {}
    /// Ignores animations, for observers that only watch the model.
    public func viewDidBeginAnimation(_ view: UIView) {}
    /// Ignores animations, for observers that only watch the model.
    public func viewDidEndAnimation(_ view: UIView) {}
}
