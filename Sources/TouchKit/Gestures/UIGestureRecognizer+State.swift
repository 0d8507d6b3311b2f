extension UIGestureRecognizer {
    /// The states of a gesture recognizer, as in UIKit.
    ///
    /// A discrete recognizer goes `possible → recognized` (which is `ended`) or
    /// `possible → failed`. A continuous one goes `possible → began → changed… → ended` or
    /// `→ cancelled`, or `possible → failed`. After a final state the recognizer is reset to
    /// `possible`.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static let recognized = State.ended

        /// Whether the recognizer is done with the current touch sequence and waits for its reset.
        public var isFinal: Bool {
            self == .ended || self == .cancelled || self == .failed
        }

        /// Whether the recognizer has recognized its gesture (and so prevents others).
        public var hasRecognized: Bool {
            self == .began || self == .changed || self == .ended
        }

        /// Whether a recognizer may go from this state to `next` (a reset to `possible` is not a
        /// transition a subclass makes, so it is not listed).
        public func canTransition(to next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }
}
