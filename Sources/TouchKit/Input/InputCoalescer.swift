import Foundation

/// Holds the moves read in one drain of the backend's queue, so that each touch is delivered
/// once per drain with its intermediate positions as coalesced touches.
///
/// UIKit delivers touches about once per display frame and "coalesces any extra touches into a
/// single `UITouch` object, whose location reflects only the last recorded touch" (Apple, "Getting
/// high-fidelity input with coalesced touches"). TouchKit's run loop has no frame clock for input,
/// so its unit is the drain: ``UIWindow/handle(_:)`` holds every `.moved` event here, and
/// ``UIWindow/flushInput()`` (which the backend calls after draining, before timers and painting)
/// hands them back grouped per pointer. Any other phase, for any pointer, flushes first, so a
/// touch that begins or ends is delivered after the moves that came before it. Under a flood of
/// moves this also saves dispatch work: one dispatch per touch per drain.
///
/// The buffers keep their capacity, so holding and flushing allocate nothing in steady state.
@MainActor
final class InputCoalescer {
    /// Moves waiting for the next flush, in arrival order. Nothing is held while a flush
    /// delivers: the ``TouchDispatcher``'s queue holds input that arrives meanwhile.
    private var held: [InputEvent] = []
    /// The moves of one pointer, handed to the delivery.
    private var batch: [InputEvent] = []
    /// The pointers already handed over in this flush.
    private var flushedPointers: [PointerID] = []

    /// Whether any move waits for a flush.
    var hasHeldMoves: Bool { !held.isEmpty }

    /// How many moves wait for the next flush.
    var heldMoveCount: Int { held.count }

    /// Keeps `move` until the next flush.
    func hold(_ move: InputEvent) {
        held.append(move)
    }

    /// Hands the held moves to `deliver`, one call per pointer, oldest first within a pointer,
    /// pointers in the order of their first held move; then forgets them.
    func flush(_ deliver: ([InputEvent]) -> Void) {
        guard !held.isEmpty else { return }
        flushedPointers.removeAll(keepingCapacity: true)
        for index in held.indices {
            let pointer = held[index].pointer
            guard !flushedPointers.contains(pointer) else { continue }
            flushedPointers.append(pointer)
            batch.removeAll(keepingCapacity: true)
            for move in held[index...] where move.pointer == pointer { batch.append(move) }
            deliver(batch)
        }
        held.removeAll(keepingCapacity: true)
    }
}
