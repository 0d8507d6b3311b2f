#if canImport(Glibc)
import Glibc
#endif

/// CLOCK_MONOTONIC in nanoseconds: the clock the damage watcher stamps its events with, so that
/// write times and damage times compare directly.
enum MonotonicClock {
    /// Nanoseconds in one millisecond.
    static let nanosecondsPerMillisecond: Double = 1_000_000
    /// Nanoseconds in one microsecond.
    static let nanosecondsPerMicrosecond: Double = 1_000

    /// The current time in nanoseconds.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Sleeps until the absolute time `deadline` (nanoseconds), so that a paced schedule does
    /// not drift with the time each step takes.
    static func sleep(until deadline: Int64) {
        var time = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
    }

    /// Sleeps for `seconds`.
    static func sleep(seconds: Double) {
        sleep(until: now() + Int64(seconds * 1e9))
    }

    /// The milliseconds from `start` to `end`, both in nanoseconds.
    static func milliseconds(from start: Int64, to end: Int64) -> Double {
        Double(end - start) / nanosecondsPerMillisecond
    }
}
