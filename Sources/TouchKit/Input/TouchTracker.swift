import Foundation

/// Turns a stream of ``InputEvent``s into live ``UITouch`` objects.
///
/// It keeps one `UITouch` per pointer from began to ended/cancelled, updates its phase, location,
/// previous location, radius and force (a measurement an event leaves out keeps its last
/// value), marks every other live touch `.stationary` for the dispatch, and
/// computes `tapCount` when a touch begins: a touch that begins within the double-tap interval of
/// the end of an earlier *tap* (a touch that stayed within ``tapSlop`` of where it began), and
/// within ``doubleTapDistance`` of where that tap ended, counts one more tap. The interval
/// depends on the tap's ``UITouch/type``: ``doubleTapInterval`` after a finger, UIKit's; the
/// desktop's double-click time, ``pointerDoubleTapInterval``, after the mouse or a finger it
/// emulates, so that a double-click is a double tap at the speed the user set for every other
/// app.
@MainActor
public final class TouchTracker {
    /// The longest pause between the end of one tap and the start of the next that still counts
    /// as a multi-tap, in seconds. Apple does not document its value; 0.35 s feels like UIKit.
    public static let doubleTapInterval: TimeInterval = 0.35
    /// The default ``pointerDoubleTapInterval``, in seconds: 400 ms, the double-click time GTK,
    /// Qt and Windows use when the desktop sets none.
    public nonisolated static let defaultPointerDoubleTapInterval: TimeInterval = 0.4
    /// How far, in points, the next tap may land from where the previous one ended.
    public static let doubleTapDistance: CGFloat = 30
    /// How far, in points, a touch may travel from where it began and still count as a tap.
    public static let tapSlop: CGFloat = 15

    /// The multi-tap interval, in seconds, of `.indirectPointer` touches (the mouse and the two
    /// fingers it emulates): the desktop's double-click time, which the backend sets (X11: the
    /// XSETTINGS `Net/DoubleClickTime`); ``defaultPointerDoubleTapInterval`` until it does.
    /// Fingers on a touchscreen keep ``doubleTapInterval``.
    public var pointerDoubleTapInterval = TouchTracker.defaultPointerDoubleTapInterval

    /// A tap that ended recently and may be continued by the next touch.
    private struct RecentTap {
        var location: CGPoint
        var timestamp: TimeInterval
        var tapCount: Int
        /// How long after `timestamp` the next touch may begin and continue it (seconds).
        var interval: TimeInterval
    }

    private var live: [PointerID: UITouch] = [:]
    private var recentTaps: [RecentTap] = []

    public init() {}

    /// The longest pause, in seconds, between the end of a tap of `type` and the start of the
    /// next touch for the two to be one multi-tap: ``doubleTapInterval`` for a finger,
    /// ``pointerDoubleTapInterval`` for the mouse and the fingers it emulates.
    public func doubleTapInterval(for type: UITouch.TouchType) -> TimeInterval {
        switch type {
        case .direct: Self.doubleTapInterval
        case .indirectPointer: pointerDoubleTapInterval
        }
    }

    /// The touches currently down, oldest first. Kept as it is, not rebuilt per read, so that a
    /// dispatch reads it without allocating.
    public private(set) var liveTouches: [UITouch] = []

    /// The live touch for `pointer`, if it is down.
    public func touch(for pointer: PointerID) -> UITouch? { live[pointer] }

    /// Applies `event` and returns the touch it changed, or nil when it changes nothing (a move or
    /// end for a pointer that is not down, a move to the same place with the same radius and
    /// force, or a began for a pointer that is already down: the caller cancels that stale touch
    /// first). The touch's coalesced snapshots then hold this one report.
    public func process(_ event: InputEvent) -> UITouch? {
        let existing = live[event.pointer]
        switch event.phase {
        case .began:
            guard existing == nil else { return nil }
            let touch = UITouch(pointer: event.pointer, location: event.location,
                                timestamp: event.timestamp, tapCount: tapCount(for: event))
            touch.apply(event.measurements)
            markOthersStationary()
            live[event.pointer] = touch
            liveTouches.append(touch)
            touch.coalescedSnapshots.append(UITouch.Snapshot(of: touch))
            return touch
        case .moved:
            return processMoves(CollectionOfOne(event))
        case .ended, .cancelled:
            guard let touch = existing else { return nil }
            markOthersStationary()
            touch.apply(event.measurements)
            if touch.windowLocation != event.location {
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = event.location
            }
            touch.timestamp = event.timestamp
            touch.phase = event.phase == .ended ? .ended : .cancelled
            if touch.phase == .ended, !touch.hasLeftTapSlop,
               touch.windowLocation.distance(to: touch.initialWindowLocation) <= Self.tapSlop {
                recentTaps.append(RecentTap(location: touch.windowLocation, timestamp: event.timestamp,
                                            tapCount: touch.tapCount, interval: doubleTapInterval(for: touch.type)))
            }
            touch.coalescedSnapshots.removeAll(keepingCapacity: true)
            touch.coalescedSnapshots.append(UITouch.Snapshot(of: touch))
            return touch
        }
    }

    /// Applies the moves of one pointer reported since its last delivery (oldest first) as one
    /// change, and returns the touch, or nil when it is not down or none of the moves changes its
    /// location, radius or force.
    ///
    /// The touch ends at the last report, and its previous location is where it was at the
    /// last delivery, so `location - previousLocation` covers the whole way. Each report that
    /// changed something becomes a coalesced snapshot, with its own position, time, radius and
    /// force, whose previous location is the position before it: "all of the touches that were
    /// reported for the specified touch since the last time the event was delivered", "with the
    /// last touch being a copy of the same touch" (Apple, `UIEvent.coalescedTouches(for:)`).
    /// UIKit calls touchesMoved "when the location or force of a touch changes": a finger
    /// pressing harder in place is a report too. A report that changes nothing is dropped, as a
    /// lone repeated move is (XI2 can report the same place again).
    public func processMoves(_ moves: some Collection<InputEvent>) -> UITouch? {
        guard let pointer = moves.first?.pointer, let touch = live[pointer] else { return nil }
        let start = touch.windowLocation
        var hasReported = false
        for move in moves where move.pointer == pointer {
            // What a report leaves out keeps its last value.
            let hasChangedMeasurements = touch.apply(move.measurements)
            guard hasChangedMeasurements || move.location != touch.windowLocation else { continue }
            if !hasReported {
                hasReported = true
                markOthersStationary()
                touch.coalescedSnapshots.removeAll(keepingCapacity: true)
            }
            let previous = touch.windowLocation
            touch.windowLocation = move.location
            touch.timestamp = move.timestamp
            if move.location.distance(to: touch.initialWindowLocation) > Self.tapSlop { touch.hasLeftTapSlop = true }
            touch.coalescedSnapshots.append(UITouch.Snapshot(of: touch, phase: .moved, previousWindowLocation: previous))
        }
        guard hasReported else { return nil }
        touch.previousWindowLocation = start
        touch.phase = .moved
        return touch
    }

    /// Forgets a touch after its ended or cancelled phase has been dispatched.
    public func remove(_ touch: UITouch) {
        guard live[touch.pointer] === touch else { return }
        live[touch.pointer] = nil
        liveTouches.removeAll { $0 === touch }
    }

    /// Cancel events for every live touch from `device`: used when a device disappears, since
    /// XInput2 never ends those touches itself.
    public func cancellations(forDevice device: Int, at timestamp: TimeInterval) -> [InputEvent] {
        liveTouches.filter { $0.pointer.device == device }.map {
            InputEvent(pointer: $0.pointer, phase: .cancelled, location: $0.windowLocation,
                       timestamp: timestamp)
        }
    }

    /// Every live touch becomes stationary for the next dispatch (the changed one is updated
    /// after this), with itself as its only coalesced snapshot: nothing was reported for it.
    private func markOthersStationary() {
        for touch in liveTouches where touch.phase != .stationary {
            touch.phase = .stationary
            touch.coalescedSnapshots.removeAll(keepingCapacity: true)
            touch.coalescedSnapshots.append(UITouch.Snapshot(of: touch))
        }
    }

    private func tapCount(for event: InputEvent) -> Int {
        // Forget taps that are too old to be continued, and taps from the future (a clock that
        // wrapped or jumped back).
        recentTaps.removeAll {
            let age = event.timestamp - $0.timestamp
            return age < 0 || age > $0.interval
        }
        let nearest = recentTaps.indices
            .filter { recentTaps[$0].location.distance(to: event.location) <= Self.doubleTapDistance }
            .min { recentTaps[$0].location.distance(to: event.location) < recentTaps[$1].location.distance(to: event.location) }
        guard let index = nearest else { return 1 }
        return recentTaps.remove(at: index).tapCount + 1
    }
}
