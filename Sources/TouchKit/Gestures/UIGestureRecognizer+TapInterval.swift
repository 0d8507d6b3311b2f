import Foundation

// Multi-tap recognizers (a double tap, a tap-and-hold) wait for the next tap as long as the
// window's tracker counts it into `tapCount`: the desktop's double-click time after a click, UIKit's
// interval after a finger. One source for both, so a view's `tapCount == 2` and a recognizer's
// `numberOfTapsRequired = 2` never disagree about the same two clicks.
extension UIGestureRecognizer {
    /// The longest pause, in seconds, after a tap made with `touches` before the next tap or
    /// press must start: the window tracker's ``TouchTracker/doubleTapInterval(for:)`` for their
    /// kind (the mouse's when any of them is a pointer), or ``TouchTracker/doubleTapInterval``
    /// outside a window.
    func multiTapInterval(after touches: some Sequence<UITouch>) -> TimeInterval {
        let type: UITouch.TouchType = touches.contains { $0.type == .indirectPointer } ? .indirectPointer : .direct
        guard let dispatcher else { return TouchTracker.doubleTapInterval }
        return dispatcher.doubleTapInterval(for: type)
    }
}
