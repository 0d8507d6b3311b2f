import Foundation

/// The window's input entry points, UIKit-style: each hands the work to the window's
/// ``TouchDispatcher``, which owns dispatch.
extension UIWindow {
    /// Feeds one platform input event to dispatch (see ``TouchDispatcher``): moves wait for
    /// ``flushInput()``; input that arrives while a change is being dispatched waits its turn.
    public func handle(_ input: InputEvent) {
        touchDispatcher.handle(input)
    }

    /// Delivers the moves held since the last flush: one dispatch per moved touch, in the order
    /// the touches first moved. The backend calls it after draining its event queue, before it
    /// fires timers and paints; ``handle(_:)`` flushes before any other phase.
    public func flushInput() {
        touchDispatcher.flushInput()
    }

    /// Cancels every live touch of `device`, for a device that was removed or disabled.
    public func cancelTouches(ofDevice device: Int, at timestamp: TimeInterval) {
        touchDispatcher.cancelTouches(ofDevice: device, at: timestamp)
    }

    /// Cancels the live touch of `pointer`, if any, where it last was: for a backend that learns
    /// that a touch ended where this window cannot see it (another client grabbed its device).
    /// The device's other touches stay.
    public func cancelTouch(for pointer: PointerID, at timestamp: TimeInterval) {
        touchDispatcher.cancelTouch(for: pointer, at: timestamp)
    }

    /// `view` and its subtree are about to leave this window: their touches are cancelled now.
    ///
    /// UIKit's `touchesCancelled(_:with:)` reference: UIKit cancels a touch sequence on "anything
    /// that causes the application to become inactive or causes the view handling the touch
    /// events to be removed from its window". TouchKit cancels at the removal itself, not at the
    /// touch's next change: a finger resting still sends nothing more, and the view (and a long
    /// press's timer) would wait for it forever.
    func viewWillLeave(_ view: UIView) {
        touchDispatcher.viewWillLeaveWindow(view)
    }
}
