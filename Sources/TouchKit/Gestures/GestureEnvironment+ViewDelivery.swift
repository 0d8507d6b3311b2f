import Foundation

/// The view side of dispatch: which touch changes reach the hit view, which wait for the
/// recognizers to decide (`delaysTouchesBegan`, `delaysTouchesEnded`), and which become
/// `touchesCancelled` because a recognizer took the gesture (`cancelsTouchesInView`).
extension GestureEnvironment {
    /// Delivers the changed touches to their views, grouped by view and phase (in the order
    /// each group's first touch comes), except those a recognizer cancelled or holds back.
    ///
    /// The lists and sets are borrowed from ``buffers`` and given back emptied, so that a
    /// steady stream of moves allocates nothing; a nested dispatch (a handler feeding input)
    /// finds them lent out and makes its own.
    func deliverToViews(_ touches: [UITouch], with event: UIEvent) {
        var ready = TouchDispatchBuffers.borrow(&buffers.readyTouches)
        defer { TouchDispatchBuffers.giveBack(&ready, to: &buffers.readyTouches) }
        for touch in touches where touch.isDeliveredToView && !touch.isCancelledForView {
            if !touch.heldPhases.isEmpty || mustHold(touch, phase: touch.phase) {
                touch.heldPhases.append(touch.phase)
                if !heldTouches.contains(touch) { heldTouches.append(touch) }
            } else {
                ready.append(touch)
            }
        }
        var group = TouchDispatchBuffers.borrow(&buffers.viewGroup)
        defer { TouchDispatchBuffers.giveBack(&group, to: &buffers.viewGroup) }
        for (index, first) in ready.enumerated() {
            guard let view = first.view else { continue }
            let phase = first.phase
            // A group is sent once, at its first touch.
            guard !ready[..<index].contains(where: { $0.view === view && $0.phase == phase }) else { continue }
            group.removeAll(keepingCapacity: true)
            // A view removed by an earlier group's handler got `touchesCancelled` already.
            for touch in ready[index...] where touch.view === view && touch.phase == phase && !touch.isCancelledForView {
                group.insert(touch)
            }
            if !group.isEmpty { send(phase, group, to: view, with: event) }
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
            let event = UIEvent(touches: window.touchTracker.liveTouches, timestamp: touch.timestamp, window: window)
            event.include(touch)
            // The view's handler may end the touch meanwhile (it cancels the device's touches
            // from `touchesBegan`): then the phases still held are never sent.
            for phase in phases where !touch.isCancelledForView && !touch.viewHasFinished {
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
        let event = UIEvent(touches: window.touchTracker.liveTouches, timestamp: cancelled.map(\.timestamp).max() ?? 0,
                            window: window)
        for touch in cancelled { event.include(touch) }
        for view in uniqueViews(of: cancelled) {
            send(.cancelled, Set(cancelled.filter { $0.view === view }), to: view, with: event)
        }
    }

    /// Whether `touch`'s change in `phase` must wait: a recognizer that delays touches began has
    /// not decided yet (and the view has not seen the touch), or the touch ended while a
    /// recognizer that delays touches ended is still undecided.
    private func mustHold(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        // A loop, not a filtered list: this runs for every touch change.
        for recognizer in touch.gestureRecognizers ?? []
        where recognizer.hasInSequence(touch) && recognizer.state == .possible && recognizer.isEnabled {
            if !touch.viewHasBegun, recognizer.delaysTouchesBegan { return true }
            if phase == .ended, recognizer.delaysTouchesEnded { return true }
        }
        return false
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
