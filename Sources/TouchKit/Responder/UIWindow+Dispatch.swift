import Foundation

extension UIWindow {
    /// Feeds one platform input event through the touch tracker and dispatches the touch it
    /// changed. A `began` for a pointer that is still down (its end was lost) first cancels the
    /// stale touch, so no view waits forever for an end.
    public func handle(_ input: InputEvent) {
        if input.phase == .began, let stale = touchTracker.touch(for: input.pointer) {
            handle(InputEvent(pointer: stale.pointer, phase: .cancelled,
                              location: stale.windowLocation, timestamp: input.timestamp))
        }
        guard let touch = touchTracker.process(input) else { return }
        if touch.phase == .began { attach(touch) }
        sendEvent(UIEvent(touches: Set(touchTracker.liveTouches), timestamp: input.timestamp))
        touchOverlay.touchDidChange(touch)
        if touch.phase == .ended || touch.phase == .cancelled {
            touchTracker.remove(touch)
        }
    }

    /// Cancels every live touch of `device`, for a device that was removed or disabled.
    public func cancelTouches(ofDevice device: Int, at timestamp: TimeInterval) {
        for cancellation in touchTracker.cancellations(forDevice: device, at: timestamp) {
            handle(cancellation)
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
