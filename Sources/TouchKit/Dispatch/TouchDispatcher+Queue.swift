import Foundation

/// The input queue: every piece of work the dispatcher does starts here, one item at a time.
///
/// Input that arrives while an item is being dispatched (a touch handler that cancels a device's
/// touches, an action that feeds input) waits its turn, as it would in UIKit's event queue:
/// dispatching it at once would change the phases of touches the running item is still
/// delivering, so a view would get a second cancel, or never get its touch's end. The same holds
/// for settling after a removal and for timer callbacks, so nothing in dispatch ever runs inside
/// something else; ``isDraining`` is the one guard that makes it so.
extension TouchDispatcher {
    /// Queues one platform input event and dispatches it, unless dispatch is already running
    /// (then it waits its turn).
    ///
    /// A `.moved` event is held until ``flushInput()``, so that all the moves of a touch read in
    /// one drain are delivered once, the intermediate positions as
    /// ``UIEvent/coalescedTouches(for:)``. Any other phase first delivers the held moves, so that
    /// phase changes keep their order across touches. A `began` for a pointer that is still down
    /// (its end was lost) first cancels the stale touch, so no view waits forever for an end.
    func handle(_ input: InputEvent) {
        enqueue(.input(input, cause: nil))
    }

    /// Delivers the moves held since the last flush: one dispatch per moved touch, in the order
    /// the touches first moved. The backend calls it after draining its event queue, before it
    /// fires timers and paints.
    func flushInput() {
        guard coalescer.hasHeldMoves else { return }
        enqueue(.flush)
    }

    /// Cancels every live touch of `device`, for a device that was removed or disabled.
    func cancelTouches(ofDevice device: Int, at timestamp: TimeInterval) {
        enqueue(.flush)
        for cancellation in tracker.cancellations(forDevice: device, at: timestamp) {
            enqueue(.input(cancellation, cause: .deviceLost))
        }
    }

    /// Cancels the live touch of `pointer`, if any, where it last was: another client grabbed its
    /// device, so this window will not see how it ends.
    func cancelTouch(for pointer: PointerID, at timestamp: TimeInterval) {
        guard let touch = tracker.touch(for: pointer) else { return }
        enqueue(.input(InputEvent(pointer: pointer, phase: .cancelled, location: touch.windowLocation,
                                  timestamp: timestamp), cause: .grabbed))
    }

    /// Runs a recognizer's timer callback as a work item, then settles and delivers what it
    /// unblocked.
    func runTimerAction(_ action: @escaping @MainActor () -> Void) {
        enqueue(.timer(action))
    }

    /// Performs `work` now, then whatever was queued meanwhile; while a drain is running, queues
    /// it for that drain.
    func enqueue(_ work: Work) {
        guard !isDraining else {
            queue.append(work)
            return
        }
        // The queue is empty when no drain runs: the work goes straight through, and the queue
        // is only touched when something arrived during it (the common case, a move or a flush,
        // costs no queue traffic).
        isDraining = true
        perform(work)
        if hasFinishedRecords { dropFinishedRecords() }
        if !queue.isEmpty { drainQueued() }
        isDraining = false
    }

    /// Performs the work queued during a drain, in order, including work queued meanwhile.
    private func drainQueued() {
        var next = 0
        while next < queue.count {
            let work = queue[next]
            next += 1
            perform(work)
            if hasFinishedRecords { dropFinishedRecords() }
        }
        queue.removeAll(keepingCapacity: true)
    }

    private func perform(_ work: Work) {
        switch work {
        case .input(let input, let cause):
            process(input, cause: cause)
        case .flush:
            deliverHeldMoves()
        case .settle:
            settle()
            releaseHeldTouches()
            pruneInvolved()
        case .timer(let action):
            action()
            settle()
            releaseHeldTouches()
            pruneInvolved()
        }
    }

    private func process(_ input: InputEvent, cause: TouchCancellationCause?) {
        if input.phase == .moved {
            coalescer.hold(input)
            return
        }
        deliverHeldMoves()
        if input.phase == .began, let stale = tracker.touch(for: input.pointer) {
            process(InputEvent(pointer: stale.pointer, phase: .cancelled, location: stale.windowLocation,
                               timestamp: input.timestamp), cause: .lostEnd)
        }
        guard let touch = tracker.process(input) else { return }
        cancellationCause = touch.phase == .cancelled ? cause ?? .platform : nil
        dispatch(touch)
        cancellationCause = nil
    }

    private func deliverHeldMoves() {
        coalescer.flush { moves in
            guard let touch = tracker.processMoves(moves) else { return }
            dispatch(touch)
        }
    }

    /// Builds the event for `touch`'s change and hands it to the app object, which dispatches it
    /// back to ``UIWindow/sendEvent(_:)``: Apple, `UIWindow.sendEvent(_:)`: "The UIApplication
    /// object calls this method to dispatch events to the window".
    private func dispatch(_ touch: UITouch) {
        if touch.phase == .began { attach(touch) }
        event.reset(touches: tracker.liveTouches, timestamp: touch.timestamp)
        UIApplication.shared.sendEvent(event)
        // The event keeps no touch alive between dispatches.
        event.reset(touches: [], timestamp: event.timestamp)
        window.touchOverlay.touchDidChange(touch)
        if touch.phase == .ended || touch.phase == .cancelled {
            tracker.remove(touch)
            hasFinishedRecords = true
        }
    }

    /// Drops the records of touches that are over: not down any more, nothing of them held back.
    private func dropFinishedRecords() {
        hasFinishedRecords = false
        touchRecords.removeAll { record in
            tracker.touch(for: record.touch.pointer) !== record.touch && !heldTouches.contains { $0 === record }
        }
    }
}
