import Foundation

/// The scratch storage of one window's dispatch: the event it refills, and the lists and sets
/// it groups touches in. Reusing them keeps a steady stream of moves from allocating.
///
/// Each use has its own slot. A dispatch borrows a slot's storage (leaving it empty) and gives
/// it back emptied with its capacity kept, so a nested dispatch (a touch handler that feeds
/// input to the window, or a recognizer action that removes a view) gets fresh storage instead
/// of changing what the outer dispatch is reading.
@MainActor
struct TouchDispatchBuffers {
    /// The touches that changed in the event being dispatched.
    var changedTouches: [UITouch] = []
    /// The changed touches that their views get now (not held back, not cancelled).
    var readyTouches: [UITouch] = []
    /// One recognizer's touches of one phase.
    var recognizerGroup: Set<UITouch> = []
    /// One view's touches of one phase.
    var viewGroup: Set<UITouch> = []
    /// The event that ``UIWindow`` refills for each dispatch; nil while lent out.
    private var event: UIEvent?

    /// Takes the storage of `slot`, leaving it empty; give it back with ``giveBack(_:to:)-(_,[UITouch])``.
    static func borrow(_ slot: inout [UITouch]) -> [UITouch] {
        var list: [UITouch] = []
        swap(&list, &slot)
        return list
    }

    /// Puts a borrowed list back into `slot`, emptied.
    static func giveBack(_ list: inout [UITouch], to slot: inout [UITouch]) {
        list.removeAll(keepingCapacity: true)
        swap(&list, &slot)
    }

    /// Takes the storage of `slot`, leaving it empty; give it back with ``giveBack(_:to:)-(_,Set<UITouch>)``.
    static func borrow(_ slot: inout Set<UITouch>) -> Set<UITouch> {
        var set: Set<UITouch> = []
        swap(&set, &slot)
        return set
    }

    /// Puts a borrowed set back into `slot`, emptied.
    static func giveBack(_ set: inout Set<UITouch>, to slot: inout Set<UITouch>) {
        set.removeAll(keepingCapacity: true)
        swap(&set, &slot)
    }

    /// The window's event refilled with `touches` at `timestamp`: the reused one unless a
    /// dispatch already holds it (then a new one). Give it back with ``giveBack(_:)``.
    mutating func borrowEvent(touches: [UITouch], timestamp: TimeInterval, window: UIWindow) -> UIEvent {
        guard let event else { return UIEvent(touches: touches, timestamp: timestamp, window: window) }
        self.event = nil
        event.reset(touches: touches, timestamp: timestamp)
        return event
    }

    /// Returns the event after its dispatch; its touches are let go, so that it keeps no touch
    /// alive between dispatches.
    mutating func giveBack(_ event: UIEvent) {
        event.reset(touches: [], timestamp: event.timestamp)
        self.event = event
    }
}
