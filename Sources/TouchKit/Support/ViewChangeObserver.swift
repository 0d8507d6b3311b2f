/// Hears about every change a user could see in a window's views: the hook behind
/// `touch-demo --trace` and behind test event logs. Calls arrive synchronously, on the main
/// actor, right after the change. What dispatch does (touches, recognizers' states) is published
/// by the window's ``TouchDispatcher`` to its ``TouchDispatchObserver``s instead.
@MainActor
public protocol ViewChangeObserver: AnyObject {
    /// `view.frame` changed.
    func viewDidChangeFrame(_ view: UIView)
    /// `imageView.image` changed.
    func imageViewDidChangeImage(_ imageView: UIImageView)
    /// `label.text` changed.
    func labelDidChangeText(_ label: UILabel)
    /// `view` started moving: its first property animation (after its delay), or a transition.
    /// Property animations and transitions are reported separately, each begin with its end.
    func viewDidBeginAnimation(_ view: UIView)
    /// `view` stopped moving: its last property animation, or its transition, finished, was
    /// interrupted, or was stopped because the view left the window.
    func viewDidEndAnimation(_ view: UIView)
}

extension ViewChangeObserver {
    /// Ignores animations, for observers that only watch the model.
    public func viewDidBeginAnimation(_ view: UIView) {}
    /// Ignores animations, for observers that only watch the model.
    public func viewDidEndAnimation(_ view: UIView) {}
}
