import Foundation

/// A recognizer's state: the recognizer asks (its subclass sets ``UIGestureRecognizer/state``),
/// the dispatcher decides and applies. ``apply(_:to:reason:)`` is the one place a recognizer's
/// state changes, and ``reset(_:)`` the one place it returns to `possible`.
extension TouchDispatcher {
    /// A recognizer's subclass set `state`: route the change through arbitration.
    func recognizer(_ recognizer: UIGestureRecognizer, requests next: UIGestureRecognizer.State) {
        let record = recognizer.record
        if record.pendingState != nil {
            // Waiting on `require(toFail:)`: keep the most advanced wish until it is settled.
            switch next {
            case .ended: record.pendingState = .ended
            case .failed, .cancelled: fail(recognizer, reason: ownEndReason)
            case .possible, .began, .changed: break
            }
            return
        }
        guard recognizer.state == .possible, next == .began || next == .ended else {
            apply(next, to: recognizer, reason: next == .failed || next == .cancelled ? ownEndReason : nil)
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if let winner = requirements.first(where: { $0.state.hasRecognized }) {
            apply(.failed, to: recognizer, reason: .requiredToFail(winner))
        } else if requirements.contains(where: { $0.state == .possible }) {
            record.pendingState = next
        } else {
            recognize(recognizer, as: next)
        }
    }

    /// Why a recognizer that fails or cancels by its own request does so: a touch it was told
    /// was cancelled, or its own rule.
    private var ownEndReason: GestureEndReason {
        cancellationBeingDelivered.map { .touchCancelled($0) } ?? .ownRule
    }

    /// Ends `recognizer`'s gesture from outside: cancelled when it began, failed while it is
    /// still possible (a held recognition included); nothing when it already finished.
    func endGesture(of recognizer: UIGestureRecognizer, reason: GestureEndReason) {
        if recognizer.state == .began || recognizer.state == .changed {
            apply(.cancelled, to: recognizer, reason: reason)
        } else if recognizer.state == .possible {
            fail(recognizer, reason: reason)
        }
    }

    /// Fails an undecided recognizer, dropping a recognition it had asked for.
    func fail(_ recognizer: UIGestureRecognizer, reason: GestureEndReason) {
        recognizer.record.pendingState = nil
        apply(.failed, to: recognizer, reason: reason)
    }

    /// Changes `recognizer`'s state to `next` if its state machine allows it, tells the
    /// observers, and queues the targets' actions. `reason` is kept for a failure or a cancel.
    @discardableResult
    func apply(_ next: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer,
               reason: GestureEndReason?) -> Bool {
        let old = recognizer.state
        guard Self.commit(next, to: recognizer) else {
            publish(.recognizerRefusedChange(recognizer, to: next))
            return false
        }
        publish(.recognizerChanged(recognizer, from: old, to: next, reason: next.isFinal && next != .ended ? reason : nil))
        actionQueue.append((recognizer, next))
        return true
    }

    /// Writes a legal change into `recognizer`; an illegal one is reported on stderr and
    /// ignored. A recognizer outside any window (no dispatcher to ask) changes here directly.
    @discardableResult
    static func commit(_ next: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.storedState.canTransition(to: next) else {
            StandardError.writeLine(
                "TouchKit: ignored illegal gesture state change \(recognizer.storedState) → \(next) (\(type(of: recognizer)))")
            return false
        }
        recognizer.storedState = next
        return true
    }

    /// Returns a recognizer in a final state to `possible`: forgets its touches (ignoring those
    /// still down until they lift), cancels its timers, then calls its ``UIGestureRecognizer/reset()``.
    func reset(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .possible
        recognizer.record.endSequence()
        recognizer.cancelTimers()
        recognizer.reset()
        publish(.recognizerReset(recognizer))
    }
}
