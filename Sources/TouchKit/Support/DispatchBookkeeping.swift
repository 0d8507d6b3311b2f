import Foundation

/// The sizes of the tables a window's dispatch keeps between events: what must be empty once
/// every touch has ended and every timer has fired, and must not grow with the number of touch
/// sequences a window has seen. Read by the fuzzer (`TouchFuzzing`) after each sequence.
public struct DispatchBookkeeping: Equatable, Sendable, CustomStringConvertible {
    /// Touches the tracker holds as down.
    public var liveTouches: Int
    /// Moves held for the next ``UIWindow/flushInput()``.
    public var heldMoves: Int
    /// Touches whose view delivery waits for recognizers (`delaysTouches…`).
    public var heldTouches: Int
    /// Recognizers taking part in the current touch sequences.
    public var involvedRecognizers: Int
    /// The dispatcher's records of touches (live ones, and ended ones with phases held back).
    public var touchRecords: Int
    /// Timers pending on the window's run loop queue.
    public var pendingTimers: Int

    /// True when nothing is left: no touch, held move or held touch, no recognizer in a
    /// sequence, no timer.
    public var isEmpty: Bool {
        liveTouches == 0 && heldMoves == 0 && heldTouches == 0 && involvedRecognizers == 0 && touchRecords == 0
            && pendingTimers == 0
    }

    /// `touches N, held moves N, held touches N, recognizers N, timers N`.
    public var description: String {
        "touches \(liveTouches), held moves \(heldMoves), held touches \(heldTouches), "
            + "recognizers \(involvedRecognizers), touch records \(touchRecords), timers \(pendingTimers)"
    }
}

extension UIWindow {
    /// The current sizes of this window's dispatch tables.
    public var dispatchBookkeeping: DispatchBookkeeping {
        DispatchBookkeeping(liveTouches: touchDispatcher.tracker.liveTouches.count,
                            heldMoves: touchDispatcher.coalescer.heldMoveCount,
                            heldTouches: touchDispatcher.heldTouches.count,
                            involvedRecognizers: touchDispatcher.involved.count,
                            touchRecords: touchDispatcher.touchRecords.count, pendingTimers: timers.count)
    }
}

extension UIGestureRecognizer {
    /// How many timers (a long press's delay, a multi-tap window) this recognizer has pending on
    /// its window's queue.
    public var pendingTimerCount: Int { timers.count }
}
