import Foundation

/// Decides, for one window, which gesture recognizers see which touches and which of them may
/// recognize, as UIKit does:
///
/// 1. A touch that begins is shown to the enabled recognizers of its hit view and of every
///    ancestor (deepest first) whose ``UIGestureRecognizer/shouldReceive`` allows it.
/// 2. Recognizers get each change of their touches before the view does.
/// 3. A recognizer that wants to leave `possible` waits while a recognizer it requires to fail is
///    still undecided (``UIGestureRecognizer/require(toFail:)``, or a dynamic requirement from a
///    delegate or subclass), fails when that one recognized, and is failed by an active
///    recognizer that shares touches with it, by a view whose touches it would cancel
///    (``UIView/gestureRecognizerShouldBegin(_:)``) or by its delegate. When it recognizes, every
///    undecided recognizer that shares touches with it fails, unless the two may recognize
///    simultaneously, and (with `cancelsTouchesInView`) the views get `touchesCancelled` for its
///    touches, before the targets' actions run: a view stops acting on a touch before the gesture
///    acts on it.
/// 4. Targets run after each recognizer callback; recognizers in a final state are reset at the
///    end of the dispatch, after every dependent has seen the final state.
/// 5. The view then gets the touches that no recognizer cancelled or holds back
///    (`GestureEnvironment+ViewDelivery.swift`).
@MainActor
final class GestureEnvironment {
    unowned let window: UIWindow
    /// Recognizers taking part in the current touch sequences, in the order they joined.
    private(set) var involved: [UIGestureRecognizer] = []
    /// State changes whose actions have not run yet.
    private var actionQueue: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// The next change in ``actionQueue`` whose actions run; the queue keeps its storage and is
    /// emptied once every change ran, so a steady stream of changes allocates nothing.
    private var nextAction = 0
    /// Touches whose view delivery is held back by `delaysTouches…`.
    var heldTouches: [UITouch] = []
    /// How deep the environment is in a dispatch or timer callback, and whether a view that left
    /// the window meanwhile needs a settle when it returns (`GestureEnvironment+Removal.swift`).
    private var handlingDepth = 0
    var isHandling: Bool { handlingDepth > 0 }
    var needsSettle = false

    /// Scratch lists and sets that dispatch borrows, so that it allocates nothing per event.
    var buffers = TouchDispatchBuffers()
    /// The phases in the order a recognizer hears of them within one event.
    private static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    init(window: UIWindow) {
        self.window = window
    }

    /// Dispatches one event: to the recognizers first, then to the views.
    func dispatch(_ event: UIEvent) {
        handlingDepth += 1
        defer { finishHandling() }
        var changed = TouchDispatchBuffers.borrow(&buffers.changedTouches)
        defer { TouchDispatchBuffers.giveBack(&changed, to: &buffers.changedTouches) }
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
            for recognizer in involved { recognizer.forget(touch) }
        }
        pruneInvolved()
    }

    // MARK: Recognizer requests

    /// A recognizer's subclass set `state`: route the change through arbitration.
    func recognizer(_ recognizer: UIGestureRecognizer, requests next: UIGestureRecognizer.State) {
        if let pending = recognizer.pendingState {
            // Waiting on `require(toFail:)`: keep the most advanced wish until it is settled.
            switch next {
            case .ended: recognizer.pendingState = .ended
            case .failed, .cancelled:
                recognizer.pendingState = nil
                recognizer.transition(to: .failed)
            case .possible, .began, .changed: recognizer.pendingState = pending
            }
            return
        }
        guard recognizer.state == .possible, next == .began || next == .ended else {
            recognizer.transition(to: next)
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if requirements.contains(where: { $0.state.hasRecognized }) {
            recognizer.transition(to: .failed)
        } else if requirements.contains(where: { $0.state == .possible }) {
            recognizer.pendingState = next
        } else {
            recognize(recognizer, as: next)
        }
    }

    /// Leaves `possible` for `next` (began or recognized) unless an active recognizer, a touched
    /// view or the delegate forbids it; on success fails the recognizers it prevents and
    /// cancels its touches in their views.
    private func recognize(_ recognizer: UIGestureRecognizer, as next: UIGestureRecognizer.State) {
        let isPrevented = involved.contains {
            $0 !== recognizer && $0.state.hasRecognized && prevents($0, recognizer)
        }
        guard !isPrevented, touchedViewsAllowBegin(recognizer), recognizer.delegatesAllowBegin() else {
            recognizer.transition(to: .failed)
            return
        }
        guard recognizer.transition(to: next) else { return }
        for other in involved where other !== recognizer && other.state == .possible && other.isInvolved {
            if other.mustWaitForFailure(of: recognizer) || prevents(recognizer, other) {
                other.pendingState = nil
                other.transition(to: .failed)
            }
        }
        cancelTouchesInViews(for: recognizer)
    }

    /// Whether `winner` recognizing fails `other`: they share a touch and may not recognize
    /// simultaneously, and neither subclass objects.
    private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        winner.sharesTouches(with: other)
            && !canRecognizeSimultaneously(winner, other)
            && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    private func canRecognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegatesAllowSimultaneousRecognition(with: b) || b.delegatesAllowSimultaneousRecognition(with: a)
    }

    /// Whether every view that `recognizer` recognizing would send `touchesCancelled` agrees that it
    /// begins. UIView.h: "called when the recognizer attempts to transition out of
    /// UIGestureRecognizerStatePossible if a touch hit-tested to this view will be cancelled as a
    /// result of gesture recognition … return NO to cause the gesture recognizer to transition to
    /// UIGestureRecognizerStateFailed". Without `cancelsTouchesInView` no touch is cancelled, so no
    /// view is asked. Each view is asked once, even when several of the touches are its.
    private func touchedViewsAllowBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.cancelsTouchesInView else { return true }
        var asked: Set<ObjectIdentifier> = []
        var allowed = true
        for touch in recognizer.sequenceTouches {
            guard let view = touch.view, asked.insert(ObjectIdentifier(view)).inserted else { continue }
            if !view.gestureRecognizerShouldBegin(recognizer) { allowed = false }
        }
        return allowed
    }

    /// The recognizers `recognizer` waits for that take part in the current sequence: static
    /// requirements (`require(toFail:)`) and dynamic ones, which the delegates and subclasses are
    /// asked for among the recognizers of the sequence ("called once per attempt to recognize, so
    /// failure requirements can be determined lazily and may be set up between recognizers across
    /// view hierarchies", UIGestureRecognizer.h). One that has seen no touch cannot recognize, so
    /// it does not hold anyone back.
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let required = recognizer.failureRequirements.compactMap(\.value).filter(\.isInvolved)
        let dynamic = involved.filter { other in
            other.isInvolved && !required.contains { $0 === other } && recognizer.mustWaitForFailure(of: other)
        }
        return required + dynamic
    }

    func stateDidChange(_ recognizer: UIGestureRecognizer) {
        actionQueue.append((recognizer, recognizer.state))
    }

    // MARK: Settling

    /// Releases or fails recognizers held by `require(toFail:)`, runs pending actions, then
    /// resets every recognizer in a final state.
    func settle() {
        var progressed = true
        while progressed {
            progressed = false
            runActions()
            for recognizer in involved {
                guard let pending = recognizer.pendingState else { continue }
                let requirements = failureRequirements(of: recognizer)
                if requirements.contains(where: { $0.state.hasRecognized }) {
                    recognizer.pendingState = nil
                    recognizer.transition(to: .failed)
                    progressed = true
                } else if !requirements.contains(where: { $0.state == .possible }) {
                    recognizer.pendingState = nil
                    recognize(recognizer, as: pending)
                    progressed = true
                }
            }
        }
        for recognizer in involved where recognizer.state.isFinal {
            recognizer.resetAfterFinalState()
        }
    }

    private func runActions() {
        // An action may lead here again (it disables a recognizer, which settles): the inner run
        // goes on from the next change, and the outer one then finds nothing left.
        while nextAction < actionQueue.count {
            let change = actionQueue[nextAction]
            nextAction += 1
            if change.state != .failed { change.recognizer.sendActions() }
        }
        actionQueue.removeAll(keepingCapacity: true)
        nextAction = 0
    }

    /// Runs a recognizer's timer callback, then settles and delivers what it unblocked.
    func performTimerAction(_ action: @MainActor () -> Void) {
        handlingDepth += 1
        defer { finishHandling() }
        action()
        settle()
        releaseHeldTouches()
        pruneInvolved()
    }

    /// A recognizer was disabled or removed mid-gesture: cancel it if active, fail it if undecided.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        // One that already finished (reset, waiting for its last touches to lift) has no gesture
        // to end: failing it again would report a second final state for the same sequence.
        guard involved.contains(where: { $0 === recognizer }), recognizer.isInvolved else { return }
        if recognizer.state == .began || recognizer.state == .changed {
            recognizer.transition(to: .cancelled)
        } else if recognizer.state == .possible {
            recognizer.pendingState = nil
            recognizer.transition(to: .failed)
        }
        // Inside a dispatch or a timer callback (a view's `touchesCancelled` that disables the
        // recognizer whose recognition cancelled it), the settling there resets: settling here
        // would reset a recognizer whose `touches…` method is still running, and what it does
        // next (a swipe failing if still possible) would leave it failed, never reset.
        if isHandling {
            needsSettle = true
        } else {
            settleAfterRemoval()
        }
    }

    // MARK: Touches

    private func attachRecognizers(to touch: UITouch) {
        var view = touch.view
        var recognizers: [UIGestureRecognizer] = []
        while let current = view {
            for recognizer in current.gestureRecognizers ?? []
            // Ignored touches shut a recognizer out of new touches only when they are what is
            // left of a finished sequence; one that ignored a touch mid-gesture (`ignore(_:for:)`,
            // a pan's extra finger) ignores that touch alone, as in UIKit.
            where recognizer.isEnabled && (recognizer.ignoredTouches.isEmpty || recognizer.isInvolved)
                && recognizer.delegatesAllowReceiving(touch) {
                recognizer.track(touch)
                recognizers.append(recognizer)
                if !involved.contains(where: { $0 === recognizer }) { involved.append(recognizer) }
                recognizer.joinedEnvironment = self
            }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
    }

    /// Hands `recognizer` the changes of the touches it tracks, one call per phase, in UIKit's
    /// order.
    private func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, with event: UIEvent) {
        var group = TouchDispatchBuffers.borrow(&buffers.recognizerGroup)
        defer { TouchDispatchBuffers.giveBack(&group, to: &buffers.recognizerGroup) }
        for phase in Self.deliveryOrder {
            group.removeAll(keepingCapacity: true)
            for touch in touches where touch.phase == phase && recognizer.isTracking(touch) { group.insert(touch) }
            guard !group.isEmpty, recognizer.isEnabled, !recognizer.state.isFinal else { continue }
            switch phase {
            case .began: recognizer.touchesBegan(group, with: event)
            case .moved: recognizer.touchesMoved(group, with: event)
            case .ended: recognizer.touchesEnded(group, with: event)
            case .cancelled: recognizer.touchesCancelled(group, with: event)
            case .stationary: break
            }
            runActions()
        }
    }

    /// Leaves a dispatch or timer callback, settling what a view removal inside it ended.
    private func finishHandling() {
        handlingDepth -= 1
        if handlingDepth == 0, needsSettle { settleAfterRemoval() }
    }

    func pruneInvolved() {
        involved.removeAll {
            let isDone = !$0.isInvolved && $0.ignoredTouches.isEmpty && $0.pendingState == nil && $0.state == .possible
            if isDone { $0.joinedEnvironment = nil }
            return isDone
        }
    }
}
