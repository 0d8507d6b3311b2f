import Foundation
import XServerFixture

/// The damage watcher (`bench/damage-watch.c`) running on the root window of the private server,
/// which sees every window's drawing because there is no compositor and one program at a time.
final class DamageWatch {
    private let process: ChildProcess

    /// How long to wait for the watcher to be ready.
    static let readyTimeout: TimeInterval = 10

    /// Starts the watcher and waits until its damage object exists.
    init(executable: String, server: PrivateXServer) throws {
        process = try ChildProcess(executable: executable, arguments: ["root"], environment: server.environment)
        _ = try process.waitUntil(timeout: Self.readyTimeout, "damage-watch ready") { lines in
            lines.contains("ready") ? true : nil
        }
    }

    deinit {
        process.terminate(grace: 1)
    }

    /// The time (ns) of every damage event so far, in order.
    var damageTimes: [Int64] {
        process.stdoutLines.compactMap { Int64($0) }
    }

    /// The time (ns) of the first top-level MapNotify, if any.
    var firstMapTime: Int64? {
        process.stdoutLines.lazy.compactMap { line -> Int64? in
            guard line.hasPrefix("map ") else { return nil }
            return Int64(line.split(separator: " ")[1])
        }.first
    }

    /// Waits until no damage has arrived for `quiet` seconds after `since` (ns), and returns the
    /// time of the last damage then (nil if none came after `since`). Throws after `timeout`.
    ///
    /// Polling is right here: "nothing happened for a while" has no event to wait on.
    func waitUntilQuiet(since: Int64, quiet: TimeInterval, timeout: TimeInterval) throws -> Int64? {
        let deadline = MonotonicClock.now() + Int64(timeout * 1e9)
        let quietNanoseconds = Int64(quiet * 1e9)
        while true {
            let last = damageTimes.last.flatMap { $0 > since ? $0 : nil }
            let now = MonotonicClock.now()
            if now - max(last ?? since, since) >= quietNanoseconds { return last }
            if now > deadline {
                throw XServerFixtureError("damage did not stop within \(timeout) s")
            }
            MonotonicClock.sleep(seconds: Self.pollInterval)
        }
    }

    /// Waits until the first damage after `since` (ns) and returns its time.
    func waitForDamage(after since: Int64, timeout: TimeInterval) throws -> Int64 {
        let deadline = MonotonicClock.now() + Int64(timeout * 1e9)
        while true {
            if let first = damageTimes.first(where: { $0 > since }) { return first }
            if MonotonicClock.now() > deadline {
                throw XServerFixtureError("no damage within \(timeout) s")
            }
            MonotonicClock.sleep(seconds: Self.pollInterval)
        }
    }

    /// How often the waits look at the watcher's output.
    private static let pollInterval: TimeInterval = 0.005
}
