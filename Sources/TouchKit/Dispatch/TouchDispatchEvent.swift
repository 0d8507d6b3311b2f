import Foundation

/// One thing a window's ``TouchDispatcher`` did, as its observers hear it: the touch model at
/// work, step by step. The trace (`touch-demo --trace`), the fuzzer's invariants and the test
/// logs read these; nothing else hooks into dispatch.
///
/// Events arrive synchronously on the main actor, right after the step, in the order the steps
/// happen. Like a `UIEvent`, the touches and recognizers in them are live objects: read what you
/// need during the call.
@MainActor
public enum TouchDispatchEvent {
    /// A touch began and was hit-tested: the view it hit and the recognizers it was shown to
    /// (hit view's first, then its ancestors').
    case touchBegan(UITouch, view: UIView, recognizers: [UIGestureRecognizer])
    /// UIKit's rules keep a new touch from its hit view (its recognizers still get it).
    case touchWithheld(UITouch, from: UIView, reason: TouchWithholdingReason)
    /// A view was sent `touchesBegan`/`Moved`/`Ended`/`Cancelled` with `touches`.
    case touchesDelivered(UITouch.Phase, Set<UITouch>, to: UIView)
    /// A touch's change waits for recognizers that delay touches (`delaysTouchesBegan`,
    /// `delaysTouchesEnded`) to decide.
    case phaseHeld(UITouch, UITouch.Phase)
    /// Held phases of a touch reach its view now, oldest first: the recognizers decided without
    /// taking the gesture.
    case phasesReleased(UITouch, [UITouch.Phase])
    /// The views of `touches` were sent `touchesCancelled` (or, when they never got
    /// `touchesBegan`, dropped silently) and hear no more of them.
    case touchesCancelledInViews([UITouch], reason: TouchCancellationInViews)
    /// A recognizer changed state; `reason` says why when it failed or was cancelled.
    case recognizerChanged(UIGestureRecognizer, from: UIGestureRecognizer.State,
                           to: UIGestureRecognizer.State, reason: GestureEndReason?)
    /// A recognizer asked for a change its state machine forbids (such as `possible → changed`);
    /// the change was ignored. A toolkit or subclass bug, which the fuzzer watches for.
    case recognizerRefusedChange(UIGestureRecognizer, to: UIGestureRecognizer.State)
    /// A recognizer in a final state was reset to `possible` (its ``UIGestureRecognizer/reset()``
    /// ran).
    case recognizerReset(UIGestureRecognizer)
}

/// Why a new touch never reaches its hit view.
public enum TouchWithholdingReason: Sendable, Equatable {
    /// The view does not accept multiple touches and already tracks one
    /// (``UIView/isMultipleTouchEnabled``).
    case multipleTouchDisabled
    /// An exclusive-touch view is involved: this view is exclusive and another view tracks a
    /// finger, or another view that tracks a finger is exclusive (``UIView/isExclusiveTouch``).
    case exclusiveTouch
}

/// Why touches were cancelled in their views.
@MainActor
public enum TouchCancellationInViews {
    /// A recognizer with `cancelsTouchesInView` recognized its gesture.
    case recognized(UIGestureRecognizer)
    /// The views (or an ancestor) left the window mid-touch.
    case viewLeftWindow
}

/// Why a recognizer failed or was cancelled.
@MainActor
public enum GestureEndReason {
    /// Its own rule: the subclass decided (a finger moved too far, too many fingers, too late).
    case ownRule
    /// A recognizer it waits for (``UIGestureRecognizer/require(toFail:)``, or a delegate's or
    /// subclass's failure requirement) recognized.
    case requiredToFail(UIGestureRecognizer)
    /// Its delegate or ``UIGestureRecognizer/shouldBegin`` said no.
    case delegateRefused
    /// A view whose touches it would cancel said no (``UIView/gestureRecognizerShouldBegin(_:)``).
    case viewRefused(UIView)
    /// Another recognizer that shares a touch with it recognized first, and the two may not
    /// recognize together.
    case prevented(by: UIGestureRecognizer)
    /// One of its touches was cancelled, and it gave up.
    case touchCancelled(TouchCancellationCause)
    /// It was disabled or removed from its view mid-gesture.
    case disabled
    /// Its view left the window mid-gesture.
    case viewLeftWindow
}

/// Where a touch's cancellation came from.
public enum TouchCancellationCause: Sendable, Equatable {
    /// The platform cancelled it (the X server, the compositor took the sequence).
    case platform
    /// Its device was removed or disabled.
    case deviceLost
    /// Another client took the device or the touch (a grab); the window cannot see its end.
    case grabbed
    /// The same pointer began again while the touch was down: its end was lost.
    case lostEnd
}
