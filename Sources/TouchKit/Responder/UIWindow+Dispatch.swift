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
    public func handle(_ input: InputEvent) {
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

    /// Builds the event for `touch`'s change and hands it to the app object, which dispatches it
    /// back to ``sendEvent(_:)``: Apple, `UIWindow.sendEvent(_:)`: "The UIApplication object
    /// calls this method to dispatch events to the window".
    private func dispatch(_ touch: UITouch) {
        if touch.phase == .began { attach(touch) }
        UIApplication.shared.sendEvent(UIEvent(touches: Set(touchTracker.liveTouches),
                                               timestamp: touch.timestamp, window: self))
        touchOverlay.touchDidChange(touch)
        if touch.phase == .ended || touch.phase == .cancelled {
            touchTracker.remove(touch)
        }
    }

    /// Fixes a new touch's window and view by hit-testing, and applies UIKit's
    /// `isMultipleTouchEnabled` rule: a view that does not accept multiple touches and already
    /// has one never hears of the new touch.
    private func attach(_ touch: UITouch) {
        touch.window = self
        let view = hitTest(touch.windowLocation, with: nil) ?? self
        touch.view = view
        if !view.isMultipleTouchEnabled {
            let busy = touchTracker.liveTouches.contains {
                $0 !== touch && $0.view === view && $0.isDeliveredToView
            }
            touch.isDeliveredToView = !busy
        }
    }
}
