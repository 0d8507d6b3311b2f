import Foundation

/// The view side of dispatch: which touch changes reach the hit view, which wait for the
/// recognizers to decide (`delaysTouchesBegan`, `delaysTouchesEnded`), and which become
/// `touchesCancelled` because a recognizer took the gesture (`cancelsTouchesInView`) or the view
/// left the window.
extension TouchDispatcher {
    /// Delivers the changed touches to their views, grouped by view and phase (in the order
    /// each group's first touch comes), except those a recognizer cancelled or holds back.
    func deliverToViews(_ touches: [UITouch], with event: UIEvent) {
        var ready: [TouchRecord] = []
        swap(&ready, &readyTouches)
        var group: Set<UITouch> = []
        swap(&group, &viewGroup)
        defer {
            ready.removeAll(keepingCapacity: true)
            swap(&ready, &readyTouches)
            group.removeAll(keepingCapacity: true)
            swap(&group, &viewGroup)
        }
        for touch in touches {
            guard let record = record(for: touch), record.isDeliveredToView, !record.isCancelledForView else { continue }
            if !record.heldPhases.isEmpty || mustHold(record, phase: touch.phase) {
                record.heldPhases.append(touch.phase)
                if !heldTouches.contains(where: { $0 === record }) { heldTouches.append(record) }
                publish(.phaseHeld(touch, touch.phase))
            } else {
                ready.append(record)
            }
        }
        for index in ready.indices {
            let first = ready[index].touch
            guard let view = first.view else { continue }
            let phase = first.phase
            // A group is sent once, at its first touch.
            guard !ready[..<index].contains(where: { $0.touch.view === view && $0.touch.phase == phase }) else { continue }
            group.removeAll(keepingCapacity: true)
            // A view removed by an earlier group's handler got `touchesCancelled` already.
            for record in ready[index...]
            where record.touch.view === view && record.touch.phase == phase && !record.isCancelledForView {
                group.insert(record.touch)
            }
            if !group.isEmpty { send(phase, group, to: view, with: event) }
        }
    }

    /// Delivers held touch changes whose recognizers have all decided without taking the gesture.
    func releaseHeldTouches() {
        guard !heldTouches.isEmpty else { return }
        for record in heldTouches {
            if record.isCancelledForView {
                heldTouches.removeAll { $0 === record }
                hasFinishedRecords = true
                continue
            }
            guard !mustHold(record, phase: record.heldPhases.last ?? record.touch.phase) else { continue }
            heldTouches.removeAll { $0 === record }
            hasFinishedRecords = true
            let phases = record.heldPhases
            record.heldPhases.removeAll()
            let touch = record.touch
            guard let view = touch.view else { continue }
            publish(.phasesReleased(touch, phases))
            let event = UIEvent(touches: tracker.liveTouches, timestamp: touch.timestamp, window: window)
            event.include(touch)
            // The view's handler may end the touch meanwhile (it cancels the device's touches
            // from `touchesBegan`): then the phases still held are never sent.
            for phase in phases where !record.isCancelledForView && !record.viewHasFinished {
                send(phase, [touch], to: view, with: event)
            }
        }
    }

    /// Sends `touchesCancelled` to the views of `records` that still track their touches (once:
    /// a touch whose view already finished with it, or that was cut off before, is skipped), and
    /// stops delivering them to views. A touch whose `touchesBegan` is still held back is dropped
    /// silently: its view never heard of it.
    func cancelInViews(_ records: [TouchRecord], reason: TouchCancellationInViews) {
        var cut: [UITouch] = []
        var cancelled: [UITouch] = []
        for record in records where record.viewIsTracking {
            record.isCancelledForView = true
            record.heldPhases.removeAll()
            cut.append(record.touch)
            if record.viewHasBegun { cancelled.append(record.touch) }
        }
        if heldTouches.contains(where: \.isCancelledForView) {
            heldTouches.removeAll { $0.isCancelledForView }
            hasFinishedRecords = true
        }
        guard !cut.isEmpty else { return }
        publish(.touchesCancelledInViews(cut, reason: reason))
        guard !cancelled.isEmpty else { return }
        let event = UIEvent(touches: tracker.liveTouches, timestamp: cancelled.map(\.timestamp).max() ?? 0,
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

    /// Whether the touch's change in `phase` must wait: a recognizer that delays touches began
    /// has not decided yet (and the view has not seen the touch), or the touch ended while a
    /// recognizer that delays touches ended is still undecided.
    private func mustHold(_ record: TouchRecord, phase: UITouch.Phase) -> Bool {
        // A loop, not a filtered list: this runs for every touch change.
        for recognizer in record.recognizers
        where recognizer.record.sequenceTouches.contains(record.touch) && recognizer.state == .possible
            && recognizer.isEnabled {
            if !record.viewHasBegun, recognizer.delaysTouchesBegan { return true }
            if phase == .ended, recognizer.delaysTouchesEnded { return true }
        }
        return false
    }

    /// Sends `touches`' `phase` to `view` and notes what the view has been sent.
    private func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, with event: UIEvent) {
        switch phase {
        case .began:
            for touch in touches { record(for: touch)?.viewHasBegun = true }
        case .ended, .cancelled:
            for touch in touches { record(for: touch)?.viewHasFinished = true }
        case .moved, .stationary:
            break
        }
        publish(.touchesDelivered(phase, touches, to: view))
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}
