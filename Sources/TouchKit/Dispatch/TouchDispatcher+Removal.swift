import Foundation

/// A view leaves the window mid-touch (`removeFromSuperview`, a navigation pop, a view moved to
/// another window), or a recognizer is disabled or removed mid-gesture: what they were part of
/// ends.
///
/// UIKit's `touchesCancelled(_:with:)` reference: "An interruption is anything that causes the
/// application to become inactive or causes the view handling the touch events to be removed
/// from its window." The view gets `touchesCancelled` once, at the removal, and never hears of
/// those touches again: the fingers stay down, but no later move or lift reaches it. The
/// recognizers attached to the leaving subtree end as a removed recognizer does: cancelled when
/// began or changed, failed while possible, then reset; they ignore the rest of those touches.
/// Recognizers of ancestors that stay in the window keep the touches (an edge pan on the
/// navigation view is not disturbed when the screen under the finger leaves). New touches
/// hit-test the hierarchy as it is when they begin.
///
/// The cancels and the gestures' ends happen at once, while the view is still in the window (so
/// `touchesCancelled` can travel up the responder chain). Settling (the actions, the resets, the
/// held touches it lets go) is queued: inside a dispatch or a timer callback (a Back button's
/// action, the Farm's clear in an edge pan's action) it runs when that work is over, not under a
/// recognizer whose action is still running.
extension TouchDispatcher {
    /// Cancels the touches of `view`'s subtree in their views and ends the gestures of its
    /// recognizers; called before `view` leaves the window.
    func viewWillLeaveWindow(_ view: UIView) {
        cancelInViews(touchRecords.filter { $0.touch.view?.isDescendant(of: view) == true }, reason: .viewLeftWindow)
        for recognizer in involved
        where recognizer.record.isInvolved && recognizer.view?.isDescendant(of: view) == true {
            // One already reset (its sequence's touches are still down) has no gesture to end.
            endGesture(of: recognizer, reason: .viewLeftWindow)
        }
        enqueue(.settle)
    }

    /// A recognizer was disabled or removed mid-gesture: cancel it if active, fail it if undecided.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        // One that already finished (reset, waiting for its last touches to lift) has no gesture
        // to end: failing it again would report a second final state for the same sequence.
        guard involved.contains(where: { $0 === recognizer }), recognizer.record.isInvolved else { return }
        endGesture(of: recognizer, reason: .disabled)
        enqueue(.settle)
    }
}
