import Foundation

/// Where the toolkit reads the current time for its timers (long press, multi-tap windows).
///
/// The app uses ``MonotonicTimeSource``; unit tests inject a manual clock and advance it instead
/// of sleeping.
@MainActor
public protocol TimeSource: AnyObject {
    /// The current time in seconds, from an arbitrary origin; never goes backwards.
    var now: TimeInterval { get }
}

/// The system's monotonic clock (seconds since boot): unaffected by changes of the wall clock.
@MainActor
public final class MonotonicTimeSource: TimeSource {
    public init() {}

    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }
}
