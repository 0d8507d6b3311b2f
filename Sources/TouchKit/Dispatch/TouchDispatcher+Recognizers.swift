import Foundation

/// One event through the recognizers and then the views, as UIKit does:
///
/// 1. A touch that begins is shown to the enabled recognizers of its hit view and of every
///    ancestor (deepest first) whose ``UIGestureRecognizer/shouldReceive`` allows it
///    (`TouchDispatcher+Attach.swift`).
/// 2. Recognizers get each change of their touches before the view does, one call per phase.
/// 3. Their requests to change state are arbitrated (`TouchDispatcher+Arbitration.swift`); the
///    targets' actions run after each recognizer callback; recognizers in a final state are
///    reset at the end of the dispatch, after every dependent has seen the final state.
/// 4. The views then get the touches that no recognizer cancelled or holds back
///    (`TouchDispatcher+Views.swift`).
extension TouchDispatcher {
    /// The phases in the order a recognizer hears of them within one event.
    private static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Dispatches one event: to the recognizers first, then to the views. ``UIWindow/sendEvent(_:)``
    /// calls it.
    func deliver(_ event: UIEvent) {
        var changed: [UITouch] = []
        swap(&changed, &changedTouches)
        for touch in event.orderedTouches where touch.phase != .stationary { changed.append(touch) }
        for touch in changed where touch.phase == .began { attachRecognizers(to: touch) }
        for recognizer in involved where recognizer.isEnabled {
            deliver(changed, to: recognizer, with: event)
        }
        settle()
        // Earlier touches that the recognizers just let go of reach their views before this
        // event's changes do, so a view sees touches in the order they happened.
        releaseHeldTouches()
        deliverToViews(changed, with: event)
        releaseHeldTouches()
        for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
            for recognizer in involved { recognizer.record.forget(touch) }
        }
        pruneInvolved()
        changed.removeAll(keepingCapacity: true)
        swap(&changed, &changedTouches)
    }

    /// Hands `recognizer` the changes of the touches it tracks, one call per phase, in UIKit's
    /// order.
    private func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, with event: UIEvent) {
        var group: Set<UITouch> = []
        swap(&group, &recognizerGroup)
        defer {
            group.removeAll(keepingCapacity: true)
            swap(&group, &recognizerGroup)
        }
        let record = recognizer.record
        for phase in Self.deliveryOrder {
            group.removeAll(keepingCapacity: true)
            for touch in touches where touch.phase == phase && record.isTracking(touch) {
                group.insert(touch)
            }
            guard !group.isEmpty, recognizer.isEnabled, !recognizer.state.isFinal else { continue }
            switch phase {
            case .began: recognizer.touchesBegan(group, with: event)
            case .moved: recognizer.touchesMoved(group, with: event)
            case .ended: recognizer.touchesEnded(group, with: event)
            case .cancelled:
                cancellationBeingDelivered = cancellationCause ?? .platform
                recognizer.touchesCancelled(group, with: event)
                cancellationBeingDelivered = nil
            case .stationary: break
            }
            runActions()
        }
    }

    /// A recognizer stops tracking `touch` for the rest of its life (UIKit's `ignore(_:for:)`).
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        recognizer.record.ignore(touch)
    }

    /// Runs the targets' actions of the state changes made so far, in order.
    func runActions() {
        // An action may change another recognizer's state: the loop goes on to that change too.
        while nextAction < actionQueue.count {
            let change = actionQueue[nextAction]
            nextAction += 1
            if change.state != .failed { change.recognizer.sendActions() }
        }
        actionQueue.removeAll(keepingCapacity: true)
        nextAction = 0
    }

    /// Forgets the recognizers that are done with their touch sequences.
    func pruneInvolved() {
        involved.removeAll {
            let record = $0.record
            let isDone = !record.isInvolved && record.ignoredTouches.isEmpty && record.pendingState == nil
                && $0.state == .possible
            if isDone { record.dispatcher = nil }
            return isDone
        }
    }
}
