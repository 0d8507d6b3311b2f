import Foundation

extension UIWindow {
    /// Feeds one platform input event through the touch tracker and dispatches the touch it
    /// changed.
    ///
    /// A `.moved` event is held until ``flushInput()``, so that all the moves of a touch read in
    /// one drain are delivered once, the intermediate positions as
    /// ``UIEvent/coalescedTouches(for:)``. Any other phase first delivers the held moves, so that
    /// phase changes keep their order across touches. A `began` for a pointer that is still down
    /// (its end was lost) first cancels the stale touch, so no view waits forever for an end.
    ///
    /// Input that arrives while a change is being dispatched (an action or a touch handler that
    /// cancels a device's touches) waits until that dispatch is over, as it would in UIKit's event
    /// queue: dispatching it at once would change the phases of touches the outer dispatch is
    /// still delivering, so a view would get a second cancel, or never get its touch's end.
    public func handle(_ input: InputEvent) {
        if isDispatching {
            deferredInput.append(input)
            return
        }
        if input.phase == .moved {
            inputCoalescer.hold(input)
            return
        }
        flushInput()
        if input.phase == .began, let stale = touchTracker.touch(for: input.pointer) {
            handle(InputEvent(pointer: stale.pointer, phase: .cancelled,
                              location: stale.windowLocation, timestamp: input.timestamp))
        }
        guard let touch = touchTracker.process(input) else { return }
        dispatch(touch)
    }

    /// Delivers the moves held since the last flush: one dispatch per moved touch, in the order
    /// the touches first moved. The backend calls it after draining its event queue, before it
    /// fires timers and paints; ``handle(_:)`` calls it before any other phase.
    public func flushInput() {
        // Inside a dispatch, the held moves wait for the dispatch to end, like new input.
        guard !isDispatching else { return }
        inputCoalescer.flush { moves in
            guard let touch = touchTracker.processMoves(moves) else { return }
            dispatch(touch)
        }
    }

    /// Cancels every live touch of `device`, for a device that was removed or disabled.
    public func cancelTouches(ofDevice device: Int, at timestamp: TimeInterval) {
        flushInput()
        for cancellation in touchTracker.cancellations(forDevice: device, at: timestamp) {
            handle(cancellation)
        }
    }

    /// Cancels the live touch of `pointer`, if any, where it last was: for a backend that learns
    /// that a touch ended where this window cannot see it (another client grabbed its device).
    /// The device's other touches stay.
    public func cancelTouch(for pointer: PointerID, at timestamp: TimeInterval) {
        guard let touch = touchTracker.touch(for: pointer) else { return }
        handle(InputEvent(pointer: pointer, phase: .cancelled, location: touch.windowLocation, timestamp: timestamp))
    }

    /// `view` and its subtree are about to leave this window: their touches are cancelled now.
    ///
    /// UIKit's `touchesCancelled(_:with:)` reference: UIKit cancels a touch sequence on "anything
    /// that causes the application to become inactive or causes the view handling the touch
    /// events to be removed from its window". TouchKit cancels at the removal itself, not at the
    /// touch's next change: a finger resting still sends nothing more, and the view (and a long
    /// press's timer) would wait for it forever.
    func viewWillLeave(_ view: UIView) {
        gestureEnvironment.viewWillLeaveWindow(view)
    }

    /// Builds the event for `touch`'s change and hands it to the app object, which dispatches it
    /// back to ``sendEvent(_:)``: Apple, `UIWindow.sendEvent(_:)`: "The UIApplication object
    /// calls this method to dispatch events to the window".
    private func dispatch(_ touch: UITouch) {
        isDispatching = true
        dispatchNow(touch)
        isDispatching = false
        while !deferredInput.isEmpty {
            handle(deferredInput.removeFirst())
        }
    }

    private func dispatchNow(_ touch: UITouch) {
        if touch.phase == .began { attach(touch) }
        let event = gestureEnvironment.buffers.borrowEvent(touches: touchTracker.liveTouches,
                                                           timestamp: touch.timestamp, window: self)
        UIApplication.shared.sendEvent(event)
        gestureEnvironment.buffers.giveBack(event)
        touchOverlay.touchDidChange(touch)
        if touch.phase == .ended || touch.phase == .cancelled {
            touchTracker.remove(touch)
        }
    }

    /// Fixes a new touch's window and view by hit-testing, and decides whether the view hears of
    /// it (``UIView/isMultipleTouchEnabled``, ``UIView/isExclusiveTouch``).
    private func attach(_ touch: UITouch) {
        touch.window = self
        let view = hitTest(touch.windowLocation, with: nil) ?? self
        touch.view = view
        touch.isDeliveredToView = !isBlocked(touch, in: view)
    }

    /// Whether UIKit's rules keep the new `touch` from `view`. A view that does not accept
    /// multiple touches and already has one never hears of a new one. Exclusive touch, from
    /// the archived "Event Handling Guide for iOS" (Multitouch Events, "Specifying Custom
    /// Touch Event Behavior"): "If a finger touches an exclusive-touch view, that event is
    /// delivered only if that view is the only view tracking a finger in that window. If a
    /// finger touches a nonexclusive view, that event is delivered only if there is not another
    /// finger tracking in an exclusive-touch view." The `isExclusiveTouch` reference: it
    /// "block[s] the delivery of touch events to other views in the same window".
    ///
    /// Both rules are about delivery to views: like `isMultipleTouchEnabled` ("This property
    /// does not affect the gesture recognizers attached to the view"), the blocked touch still
    /// reaches the recognizers of the hit view and its ancestors.
    private func isBlocked(_ touch: UITouch, in view: UIView) -> Bool {
        // Only touches whose views still track them count: one that ended, or was cancelled
        // (by a recognizer, or because its view left the window), no longer holds its view.
        let tracked = touchTracker.liveTouches.filter {
            $0 !== touch && $0.isDeliveredToView && !$0.isCancelledForView && !$0.viewHasFinished
        }
        if !view.isMultipleTouchEnabled, tracked.contains(where: { $0.view === view }) { return true }
        let others = tracked.filter { $0.view !== view }
        if view.isExclusiveTouch, !others.isEmpty { return true }
        return others.contains { $0.view?.isExclusiveTouch == true }
    }
}
