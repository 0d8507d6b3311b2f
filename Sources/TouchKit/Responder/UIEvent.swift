import Foundation

/// The touches of one dispatch, as in UIKit: the touches that changed, plus every other touch
/// that is currently down.
///
/// As in UIKit, do not keep an event or what it returns past the handler that received it.
/// Apple's UIEvent reference: "A UIEvent object representing a touch event is persistent
/// throughout a multi-touch sequence; UIKit reuses the same UIEvent instance for every event
/// delivered to the application. You should never retain an event object or any object
/// returned from an event object." TouchKit does the same: each window refills one event per
/// dispatch (see ``TouchDispatcher``), so a steady stream of moves allocates no events, and
/// the coalesced touches are refilled at the next delivery.
@MainActor
public final class UIEvent {
    /// The general kind of an event, with UIKit's cases. TouchKit only sends ``touches``; the
    /// other cases exist so that code switching over UIKit's types ports unchanged.
    public enum EventType: Sendable, Equatable {
        /// "The event relates to touches on the screen."
        case touches
        /// Device motion, such as a shake (never sent by TouchKit).
        case motion
        /// A remote-control command (never sent by TouchKit).
        case remoteControl
        /// A physical button press (never sent by TouchKit; keys arrive as key commands).
        case presses
        /// A scroll from a pointing device (never sent by TouchKit; the wheel is a pinch with Ctrl).
        case scroll
        /// A hovering pointer (never sent by TouchKit).
        case hover
        /// A trackpad transform (never sent by TouchKit).
        case transform
    }

    /// When the change that produced this event happened, in seconds.
    public private(set) var timestamp: TimeInterval
    /// Always ``EventType/touches``: TouchKit's events carry touches only.
    public let type: EventType = .touches
    /// The window whose touches these are: ``UIApplication/sendEvent(_:)`` dispatches to it.
    weak var window: UIWindow?
    /// The touches, oldest first: what the dispatch reads, in a stable order and without hashing.
    private(set) var orderedTouches: [UITouch]

    init(touches: [UITouch], timestamp: TimeInterval, window: UIWindow? = nil) {
        self.orderedTouches = touches
        self.timestamp = timestamp
        self.window = window ?? touches.first?.window
    }

    /// Refills this event for the next dispatch. The array's storage is reused when this event
    /// holds the only reference to it.
    func reset(touches: [UITouch], timestamp: TimeInterval) {
        orderedTouches.removeAll(keepingCapacity: true)
        orderedTouches.append(contentsOf: touches)
        self.timestamp = timestamp
    }

    /// Adds `touch` (one that is no longer down but still reported, such as a held end).
    func include(_ touch: UITouch) {
        if !contains(touch) { orderedTouches.append(touch) }
    }

    /// Whether `touch` is part of this event.
    func contains(_ touch: UITouch) -> Bool {
        orderedTouches.contains { $0 === touch }
    }

    /// Every touch of this event: the ones currently down and the ones that ended or were
    /// cancelled in this dispatch.
    public var allTouches: Set<UITouch>? { Set(orderedTouches) }

    /// The touches of this event that belong to `view`: those whose ``UITouch/view`` is `view`
    /// itself, not one of its subviews (Apple: "the object in which the touches originally
    /// occurred"). A touch that a view without `isMultipleTouchEnabled` never received is not
    /// counted.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let dispatcher = window?.touchDispatcher
        return Set(orderedTouches.lazy.filter { $0.view === view && dispatcher?.record(for: $0)?.isDeliveredToView != false })
    }

    /// The touches of this event that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(orderedTouches.lazy.filter { $0.window === window })
    }

    /// The touches of this event that `gesture` receives: "the touches being delivered to the
    /// specified gesture recognizer for the event" (Apple), that is, the touches it was given
    /// when they began (it is attached to their view or an ancestor, and did not decline them)
    /// and still tracks.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(orderedTouches.lazy.filter { gesture.isTracking($0) })
    }

    /// Every position reported for `touch` since the last delivery, oldest first; the last one
    /// has the touch's current location, phase and timestamp. Nil when `touch` is not part of
    /// this event (Apple, `coalescedTouches(for:)`).
    ///
    /// TouchKit coalesces the moves read in one drain of the X queue (see ``InputCoalescer``),
    /// not one display frame's; a touch that did not move in this dispatch has one snapshot,
    /// itself. The snapshots are values, not `UITouch` objects.
    public func coalescedTouches(for touch: UITouch) -> [UITouch.Snapshot]? {
        guard contains(touch) else { return nil }
        return touch.coalescedSnapshots
    }

    /// The positions the system predicts `touch` will report next: always empty in TouchKit,
    /// which makes no predictions (Apple allows an empty array; "This array does not include
    /// the original touch"). Nil when `touch` is not part of this event.
    public func predictedTouches(for touch: UITouch) -> [UITouch.Snapshot]? {
        guard contains(touch) else { return nil }
        return []
    }
}
