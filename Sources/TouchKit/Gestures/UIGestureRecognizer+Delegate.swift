import Foundation

/// How the touch dispatcher asks a recognizer's ``UIGestureRecognizer/delegate``, its closure
/// conveniences and its subclass hooks. One place defines what happens when several are set:
///
/// - begin and receive: every one that is set is asked (delegate first, then closure), and false
///   from any declines, so a closure added for one screen cannot be overruled by a delegate;
/// - simultaneity: true from either recognizer's delegate or closure allows it, since UIKit asks
///   both recognizers' delegates ("returning NO is not guaranteed to prevent simultaneous
///   recognition, as the other gesture's delegate may return YES", UIGestureRecognizer.h);
/// - failure requirements: true from any of the four questions (this recognizer's delegate and
///   subclass, the other's delegate and subclass) sets one up ("returning true is guaranteed to
///   set up the failure requirement; returning false … isn't guaranteed to prevent or remove a
///   failure requirement", `gestureRecognizer(_:shouldRequireFailureOf:)`).
extension UIGestureRecognizer {
    /// The delegate's and the closure's answer to "may this recognizer leave `possible`?"
    /// ("returning NO causes it to transition to UIGestureRecognizerStateFailed").
    func delegatesAllowBegin() -> Bool {
        let fromDelegate = delegate?.gestureRecognizerShouldBegin(self) ?? true
        let fromClosure = shouldBegin?(self) ?? true
        return fromDelegate && fromClosure
    }

    /// The delegate's and the closure's answer to "may this recognizer see `touch`?", asked
    /// "before touchesBegan:withEvent: is called on the gesture recognizer for a new touch".
    func delegatesAllowReceiving(_ touch: UITouch) -> Bool {
        let fromDelegate = delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
        let fromClosure = shouldReceive?(self, touch) ?? true
        return fromDelegate && fromClosure
    }

    /// Whether this recognizer's delegate or closure lets it recognize together with `other`.
    /// The dispatcher asks both recognizers.
    func delegatesAllowSimultaneousRecognition(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || shouldRecognizeSimultaneously?(self, other) == true
    }

    /// Whether this recognizer waits for `other` to fail: a static requirement
    /// (``require(toFail:)``) or a dynamic one from either side's delegate or subclass.
    func mustWaitForFailure(of other: UIGestureRecognizer) -> Bool {
        guard other !== self else { return false }
        return requiresFailure(of: other)
            || shouldRequireFailure(of: other)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.shouldBeRequiredToFail(by: self)
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }
}
