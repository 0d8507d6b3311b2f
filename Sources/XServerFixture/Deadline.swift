import Foundation

/// A point in time after which a wait gives up, measured on the monotonic clock.
public struct Deadline {
    private let end: DispatchTime

    /// A deadline `seconds` from now.
    public init(seconds: TimeInterval) {
        end = DispatchTime.now() + seconds
    }

    /// Whether the deadline has passed.
    public var hasPassed: Bool { DispatchTime.now() >= end }

    /// Seconds left before the deadline (never negative).
    var remaining: TimeInterval {
        let now = DispatchTime.now()
        guard end > now else { return 0 }
        return TimeInterval(end.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9
    }

    /// The deadline as a wall-clock `Date`, for `NSCondition.wait(until:)`.
    var date: Date { Date(timeIntervalSinceNow: remaining) }

    /// Milliseconds left, clamped for `poll(2)`.
    var remainingMilliseconds: Int32 {
        Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up))
    }

    /// Calls `check` every `interval` seconds until it returns a value or the deadline passes.
    ///
    /// For waiting on another process's state (a socket appearing, a server answering), which
    /// offers nothing to block on; `check` also runs once more after the deadline.
    public func poll<T>(every interval: TimeInterval, _ check: () throws -> T?) rethrows -> T? {
        while true {
            if let value = try check() { return value }
            if hasPassed { return nil }
            Thread.sleep(forTimeInterval: min(interval, max(remaining, 0.001)))
        }
    }
}
