import Foundation

/// What a gesture recognizer asks its ``UIGestureRecognizer/delegate``: whether it may begin, see
/// a touch, recognize together with another recognizer, or wait for another one to fail.
///
/// Every method is optional, as in UIKit: the protocol extension below gives UIKit's defaults, so a
/// delegate implements only the questions it cares about. (Swift has no optional protocol
/// requirements outside `@objc`; a method whose signature does not match exactly silently falls
/// back to the default, so copy the signatures.)
///
/// Each recognizer's older closures (``UIGestureRecognizer/shouldBegin``,
/// ``UIGestureRecognizer/shouldReceive``, ``UIGestureRecognizer/shouldRecognizeSimultaneously``)
/// are a convenience over the same questions. When a closure and the delegate are both set, both
/// are asked (the delegate first): `false` from either declines a begin or a touch, and `true`
/// from either allows simultaneous recognition.
///
/// The failure-requirement pair sets up *dynamic* failure requirements, which the window's touch
/// dispatcher honours exactly like ``UIGestureRecognizer/require(toFail:)``. A recognizer's
/// subclass can answer the same two questions class-wide with
/// ``UIGestureRecognizer/shouldRequireFailure(of:)`` and
/// ``UIGestureRecognizer/shouldBeRequiredToFail(by:)``.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `possible` (begin, or recognize a discrete gesture);
    /// false fails it. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` may see `touch`, asked when the touch begins in its view (or a
    /// subview), before the recognizer's `touchesBegan`. False hides the touch from it for the
    /// touch's whole life. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Whether `gestureRecognizer` and `otherGestureRecognizer`, which share a touch, may both
    /// recognize, asked when one of them would otherwise block the other. Default false; true from
    /// either recognizer's delegate (or closure) allows it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail before it
    /// recognizes (a dynamic ``UIGestureRecognizer/require(toFail:)``). Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail before it
    /// recognizes: the same requirement, set up from the other side. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

// UIKit's defaults for the optional methods (UIGestureRecognizerDelegate reference: "true (the
// default)" for shouldReceive; "the default implementation returns false" for
// shouldRequireFailureOf; UIGestureRecognizer.h: simultaneous recognition "the default
// implementation returns NO"; a missing gestureRecognizerShouldBegin lets the recognizer begin).
extension UIGestureRecognizerDelegate {
    /// Default: true, the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Default: true, the recognizer sees every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    /// Default: false, no two recognizers recognize the same touches at once.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Default: false, no dynamic failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Default: false, no dynamic failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
