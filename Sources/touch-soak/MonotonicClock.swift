#if canImport(Glibc)
import Glibc
#endif

/// CLOCK_MONOTONIC in seconds: the soak's elapsed time, immune to wall-clock changes.
enum MonotonicClock {
    /// The current time in seconds.
    static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
