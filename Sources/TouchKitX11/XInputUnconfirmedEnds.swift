import Foundation
import TouchKit

/// The lifts and releases a slave device reported (raw events) whose ordinary end has not yet
/// reached the window: how TouchKitX11 notices that another client grabbed a device mid-touch.
///
/// What Xorg 21.1 really sends when another client calls `XIGrabDevice` on the *slave* device
/// of a finger that is down (verified with the probe in `docs/probes/xi2-interruptions`):
/// nothing at the grab, and nothing at the lift but the slave's `XI_RawTouchEnd` (or
/// `XI_RawButtonRelease`). The slave floats off its master for the grab (`XIQueryDevice` then
/// reports it as a floating slave), yet no `XI_HierarchyChanged` is sent, and no leave, focus
/// or ownership event either. After the grab, new touches arrive as usual. An ordinary lift
/// sends the slave's raw end, the master's raw end and `XI_TouchEnd` together, in that order,
/// while handling one input event.
///
/// So: the backend notes each raw end of a live touch or mouse finger (``noteRawEnd(_:at:)``)
/// and crosses it off when the ordinary end comes (``confirm(_:)``). After a drain, if any is
/// left, it makes one round trip (`XSync`) and handles what that brought in: every event the
/// server produced for those lifts is then queued, since the server handles an input event
/// whole before it answers a request. What was noted before the round trip and is still
/// unconfirmed after it (``takeLost(notedUpTo:)``) ended where the window cannot see, and is
/// cancelled. Only that touch: the device's other fingers may still be resting under the grab
/// (each is cancelled at its own lift), and a touch begun after the grab ended is this
/// window's. Ends noted while handling what the round trip brought in (a later read may hold a
/// raw end without its ordinary end yet) wait for a round trip of their own.
struct XInputUnconfirmedEnds {
    /// The raw end's timestamp (seconds, X server time) and note number by pointer.
    private var pending: [PointerID: (timestamp: TimeInterval, note: Int)] = [:]
    /// The number of the latest note: what ``takeLost(notedUpTo:)`` compares with.
    private(set) var latestNote = 0

    /// Whether every noted end was confirmed.
    var isEmpty: Bool { pending.isEmpty }

    /// The slave device reported `pointer`'s lift or release at `timestamp`.
    mutating func noteRawEnd(_ pointer: PointerID, at timestamp: TimeInterval) {
        latestNote += 1
        pending[pointer] = (timestamp, latestNote)
    }

    /// The window received `pointer`'s ordinary end (or cancelled it otherwise).
    mutating func confirm(_ pointer: PointerID) {
        pending[pointer] = nil
    }

    /// The pointers whose ends noted up to note number `note` (a ``latestNote`` read before the
    /// round trip) never reached the window, with their raw ends' timestamps, in the order
    /// noted; forgets those ends. Later notes stay.
    mutating func takeLost(notedUpTo note: Int) -> [(pointer: PointerID, timestamp: TimeInterval)] {
        let lost = pending.filter { $0.value.note <= note }.sorted { $0.value.note < $1.value.note }
        for (pointer, _) in lost { pending[pointer] = nil }
        return lost.map { (pointer: $0.key, timestamp: $0.value.timestamp) }
    }
}
