/// One broken invariant: which one, and what happened, in a line.
public struct FuzzViolation: Equatable, Sendable, CustomStringConvertible {
    /// The invariants the fuzzer checks.
    public enum Invariant: String, Equatable, Sendable {
        /// Only legal gesture state changes, and resets only from a final state.
        case stateMachine = "state machine"
        /// A recognizer left in a final state after a dispatch (its reset did not happen).
        case reset
        /// Every touch a view saw begin gets exactly one ended or cancelled, nothing else.
        case viewTouchCalls = "view touch calls"
        /// Once the touches are gone and timers have fired, every recognizer is `possible`.
        case recognizersSettle = "recognizers settle"
        /// Every timer pending on the window's queue belongs to a live recognizer.
        case timers
        /// The toolkit's tables are empty after a sequence, and its objects are freed.
        case memory
    }

    /// Which invariant broke.
    public var invariant: Invariant
    /// What happened, in a line.
    public var message: String

    /// `INVARIANT: MESSAGE`.
    public var description: String { "\(invariant.rawValue): \(message)" }
}
