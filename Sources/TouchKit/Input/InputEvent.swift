import Foundation

/// A platform-neutral pointer event: what a backend hands to ``UIWindow/handle(_:)``.
///
/// `location` is in window coordinates (points, origin top-left). `timestamp` is in seconds on the
/// backend's clock (X server time for TouchKitX11); only differences between timestamps matter.
public struct InputEvent: Equatable, Sendable {
    /// The phase this event reports for its pointer.
    public enum Phase: Sendable, Equatable {
        /// A finger touched down, or the left mouse button went down.
        case began
        /// The contact moved while down.
        case moved
        /// The finger lifted, or the button was released.
        case ended
        /// The system ended the contact without the user lifting it (for example, the device
        /// was removed).
        case cancelled
    }

    public var pointer: PointerID
    public var phase: Phase
    public var location: CGPoint
    public var timestamp: TimeInterval

    public init(pointer: PointerID, phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}
