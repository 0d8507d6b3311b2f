import Foundation

/// A platform-neutral mouse or modifier-key event: what a backend hands to
/// ``MouseTouchEmulator/handle(_:)``.
///
/// `location` is the pointer in window coordinates (points) at the time of the event, also for
/// key events (the pointer does not move when a key goes down). `modifiers` are the modifier keys
/// held *after* the event. `timestamp` is in seconds on the backend's clock, like
/// ``InputEvent/timestamp``.
public struct MouseEvent: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// Button `button` went down (1 left, 2 middle, 3 right, as X numbers them).
        case buttonPressed(Int)
        /// Button `button` came up.
        case buttonReleased(Int)
        /// The pointer moved, with or without a button held.
        case moved
        /// The wheel turned by `steps` notches: positive away from the user (scroll up), negative
        /// towards.
        case wheel(steps: Int)
        /// A modifier key went down or up, or the keyboard focus came or went (no modifiers
        /// then reach the window); `modifiers` holds the new set.
        case modifiersChanged
        /// The pointer came into the window; `modifiers` are those held then.
        case entered
        /// The pointer left the window.
        case exited
    }

    public var kind: Kind
    /// The pointing device (`sourceid` in XInput2). Ignored for ``Kind/modifiersChanged``,
    /// which comes from a keyboard.
    public var device: Int
    public var location: CGPoint
    public var modifiers: UIKeyModifierFlags
    public var timestamp: TimeInterval

    public init(_ kind: Kind, device: Int, location: CGPoint, modifiers: UIKeyModifierFlags = [],
                timestamp: TimeInterval) {
        self.kind = kind
        self.device = device
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}
