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
    /// The contact size and force the device reported with this event, if any (a mouse reports
    /// none); what it leaves out keeps the touch's last value.
    public var measurements: TouchMeasurements

    public init(pointer: PointerID, phase: Phase, location: CGPoint, timestamp: TimeInterval,
                measurements: TouchMeasurements = TouchMeasurements()) {
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.measurements = measurements
    }
}
