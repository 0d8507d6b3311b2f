import Foundation

extension UIView {
    /// The recognizers attached to this view, in the order they were added; nil when none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers
    }

    /// Attaches `recognizer`: it will see touches that begin in this view or its subviews before
    /// they do. A recognizer belongs to one view; it is moved from its old view.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`. One in the middle of a gesture is cancelled (or failed while still
    /// undecided) first, so its targets hear the end.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard attachedGestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.dispatcher?.recognizerWasDisabled(recognizer)
        recognizer.cancelTimers()
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
