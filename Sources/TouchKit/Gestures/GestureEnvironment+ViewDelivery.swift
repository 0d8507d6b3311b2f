import Foundation

/// The view side of dispatch: which touch changes reach the hit view, which wait for the
/// recognizers to decide (`delaysTouchesBegan`, `delaysTouchesEnded`), and which become
/// `touchesCancelled` because a recognizer took the gesture (`cancelsTouchesInView`).
extension GestureEnvironment {
    /// Delivers the changed touches to their views, grouped by view and phase, except those a
    /// recognizer cancelled or holds back.
    func deliverToViews(_ touches: [UITouch], with event: UIEvent) {
        var ready: [UITouch] = []
        for touch in touches where touch.isDeliveredToView && !touch.isCancelledForView {
            if !touch.heldPhases.isEmpty || mustHold(touch, phase: touch.phase) {
                touch.heldPhases.append(touch.phase)
                if !heldTouches.contains(touch) { heldTouches.append(touch) }
            } else {
                ready.append(touch)
            }
        }
        var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
        for touch in ready {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, touch.phase, [touch]))
            }
        }
        for group in groups {
            // A view removed by an earlier group's handler got `touchesCancelled` already.
            let touches = group.touches.filter { !$0.isCancelledForView }
            if !touches.isEmpty { send(group.phase, touches, to: group.view, with: event) }
        }
    }

    /// Delivers held touch changes whose recognizers have all decided without taking the gesture.
    func releaseHeldTouches() {
        for touch in heldTouches {
            if touch.isCancelledForView {
                heldTouches.removeAll { $0 === touch }
                continue
            }
            guard !mustHold(touch, phase: touch.heldPhases.last ?? touch.phase) else { continue }
            heldTouches.removeAll { $0 === touch }
            let phases = touch.heldPhases
            touch.heldPhases.removeAll()
            guard let view = touch.view else { continue }
            let event = UIEvent(touches: Set(window.touchTracker.liveTouches).union([touch]),
                                timestamp: touch.timestamp)
            for phase in phases where !touch.isCancelledForView {
                send(phase, [touch], to: view, with: event)
            }
        }
    }

    /// Sends `touchesCancelled` to the views of `recognizer`'s touches, which from now on reach
    /// their views no more. A touch whose `touchesBegan` the view never got is dropped silently.
    func cancelTouchesInViews(for recognizer: UIGestureRecognizer) {
        guard recognizer.cancelsTouchesInView else { return }
        let touches = window.touchTracker.liveTouches.filter { recognizer.hasInSequence($0) }
            + heldTouches.filter { recognizer.hasInSequence($0) && !window.touchTracker.liveTouches.contains($0) }
        var cancelled: [UITouch] = []
        for touch in touches where touch.isDeliveredToView && !touch.isCancelledForView && !touch.viewHasFinished {
            touch.isCancelledForView = true
            touch.heldPhases.removeAll()
            if touch.viewHasBegun { cancelled.append(touch) }
        }
        heldTouches.removeAll { $0.isCancelledForView }
        let event = UIEvent(touches: Set(window.touchTracker.liveTouches).union(cancelled),
                            timestamp: cancelled.map(\.timestamp).max() ?? 0)
        for view in uniqueViews(of: cancelled) {
            send(.cancelled, Set(cancelled.filter { $0.view === view }), to: view, with: event)
        }
    }

    /// Whether `touch`'s change in `phase` must wait: a recognizer that delays touches began has
    /// not decided yet (and the view has not seen the touch), or the touch ended while a
    /// recognizer that delays touches ended is still undecided.
    private func mustHold(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        let undecided = (touch.gestureRecognizers ?? []).filter {
            $0.hasInSequence(touch) && $0.state == .possible && $0.isEnabled
        }
        if !touch.viewHasBegun, undecided.contains(where: \.delaysTouchesBegan) { return true }
        return phase == .ended && undecided.contains(where: \.delaysTouchesEnded)
    }

    func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, with event: UIEvent) {
        switch phase {
        case .began:
            for touch in touches { touch.viewHasBegun = true }
            view.touchesBegan(touches, with: event)
        case .moved:
            view.touchesMoved(touches, with: event)
        case .ended:
            for touch in touches { touch.viewHasFinished = true }
            view.touchesEnded(touches, with: event)
        case .cancelled:
            for touch in touches { touch.viewHasFinished = true }
            view.touchesCancelled(touches, with: event)
        case .stationary:
            break
        }
    }

    private func uniqueViews(of touches: [UITouch]) -> [UIView] {
        var views: [UIView] = []
        for touch in touches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        return views
    }
}
