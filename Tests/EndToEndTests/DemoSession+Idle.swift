import Foundation
import TouchKitTesting

extension DemoSession {
    /// The CPU time the app has used so far, in clock ticks (`utime + stime`, fields 14 and 15
    /// of `/proc/PID/stat`; a tick is 1/100 s on Linux).
    func cpuTicks() throws -> Int {
        let pid = app.process.pid
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name (field 2) is in parentheses and may hold spaces: count from after it.
        guard let close = stat.lastIndex(of: ")") else { throw XServerFixtureError("unreadable /proc/\(pid)/stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state), so field 14 (utime) is fields[11] and 15 (stime) fields[12].
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw XServerFixtureError("no utime/stime in /proc/\(pid)/stat: \(stat)")
        }
        return user + system
    }

    /// The CPU ticks the app uses over `seconds` with no input: 0 for an idle app, whose run loop
    /// sleeps in poll() with no timer due. Call it once the app has reported what it was doing
    /// (a `screen` event after a slide, an animation's `ended`); the sleep is the measuring
    /// window, not a wait for the app.
    func cpuTicksWhileIdle(over seconds: TimeInterval = 2) throws -> Int {
        let before = try cpuTicks()
        Thread.sleep(forTimeInterval: seconds)
        return try cpuTicks() - before
    }
}
