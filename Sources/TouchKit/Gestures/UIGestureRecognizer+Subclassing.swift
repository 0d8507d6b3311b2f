import Foundation

// What every built-in recognizer used to write by hand, offered to all subclasses (the built-ins
// and an app's own, such as a checkmark): whether the gesture has asked to leave `possible`, and
// the two ways an undecided or active gesture gives up.
//
// UIKit's `UIGestureRecognizerSubclass` header has none of these: a UIKit subclass keeps its own
// flag and compares `state` itself. TouchKit derives the flag from the dispatcher's pending state,
// so a subclass cannot forget that a recognition held by `require(toFail:)` still reads
// `possible`.
extension UIGestureRecognizer {
    /// Whether this recognizer has asked to begin (continuous) or to be recognized (discrete) in
    /// the current touch sequence: true while it is active (`began`, `changed`, `ended`), and
    /// also while ``require(toFail:)`` holds its request back, when ``state`` still reads
    /// `possible`. A subclass asks to begin by setting ``state``; this reads the result, so it
    /// needs no flag of its own.
    public var hasRequestedRecognition: Bool {
        record.pendingState != nil || state.hasRecognized
    }

    /// Fails the gesture unless it has already asked to begin or to be recognized: the answer to
    /// "this touch sequence is not my gesture" (a finger moved too far, too many fingers, too
    /// late). A request held by ``require(toFail:)`` stands: the gesture was made, and only the
    /// recognizer it waits for can take it away.
    public func failIfStillPossible() {
        if state == .possible && !hasRequestedRecognition { state = .failed }
    }

    /// Ends the gesture because one of its touches was cancelled: an active gesture (or one whose
    /// request is held by ``require(toFail:)``) is `cancelled`, an undecided one `failed`.
    ///
    /// UIKit ("About the Gesture Recognizer State Machine"): only a continuous gesture that began
    /// moves to `cancelled`; one still `possible` can only fail. A held request therefore becomes
    /// `failed` in the arbiter (it never began).
    public func cancelOrFail() {
        guard !state.isFinal else { return }
        state = hasRequestedRecognition ? .cancelled : .failed
    }
}
