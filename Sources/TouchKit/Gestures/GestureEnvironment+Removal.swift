import Foundation

/// A view leaves the window mid-touch (`removeFromSuperview`, a navigation pop, a view moved to
/// another window): its touches are cancelled, and so are the gestures of the recognizers that
/// left with it.
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
extension GestureEnvironment {
    /// Cancels the touches of `view`'s subtree in their views and ends the gestures of its
    /// recognizers; called before `view` leaves the window, so `touchesCancelled` can still
    /// travel up the responder chain.
    func viewWillLeaveWindow(_ view: UIView) {
        let touches = (window.touchTracker.liveTouches + heldTouches).filter {
            $0.view?.isDescendant(of: view) == true
        }
        cancelInViews(touches)
        for recognizer in involved where recognizer.isInvolved && recognizer.view?.isDescendant(of: view) == true {
            // One already reset (its sequence's touches are still down) has no gesture to end.
            if recognizer.state == .began || recognizer.state == .changed {
                recognizer.transition(to: .cancelled)
            } else if recognizer.state == .possible {
                recognizer.pendingState = nil
                recognizer.transition(to: .failed)
            }
        }
        // Inside a dispatch or a timer callback (a Back button's action, the Farm's clear in an
        // edge pan's action), the settling there runs the actions and resets; settling here
        // would reset a recognizer whose action is still running.
        if isHandling {
            needsSettle = true
        } else {
            settleAfterRemoval()
        }
    }

    /// Runs the actions of the recognizers a removal ended, resets them, and delivers what they
    /// held back.
    func settleAfterRemoval() {
        needsSettle = false
        settle()
        releaseHeldTouches()
        pruneInvolved()
    }

    /// Sends `touchesCancelled` to the views of `touches` that still track them (once: a touch
    /// whose view already finished with it, or that a recognizer cut off, is skipped) and stops
    /// delivering them to views. A touch whose `touchesBegan` is still held back is dropped
    /// silently: its view never heard of it.
    private func cancelInViews(_ touches: [UITouch]) {
        var cancelled: [UITouch] = []
        for touch in touches where touch.isDeliveredToView && !touch.isCancelledForView && !touch.viewHasFinished {
            touch.isCancelledForView = true
            touch.heldPhases.removeAll()
            if touch.viewHasBegun, !cancelled.contains(touch) { cancelled.append(touch) }
        }
        heldTouches.removeAll { $0.isCancelledForView }
        guard !cancelled.isEmpty else { return }
        let event = UIEvent(touches: window.touchTracker.liveTouches, timestamp: cancelled.map(\.timestamp).max() ?? 0,
                            window: window)
        for touch in cancelled { event.include(touch) }
        var views: [UIView] = []
        for touch in cancelled {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            send(.cancelled, Set(cancelled.filter { $0.view === view }), to: view, with: event)
        }
    }
}
