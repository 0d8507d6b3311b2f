import Foundation
import TouchKit

/// A clock that only moves when a test says so: unit tests advance it instead of sleeping.
@MainActor
public final class ManualClock: TimeSource {
    /// The current time, in seconds.
    public private(set) var now: TimeInterval

    public init(now: TimeInterval = 1000) {
        self.now = now
    }

    /// Moves time forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0, "time only moves forward")
        now += seconds
    }
}
