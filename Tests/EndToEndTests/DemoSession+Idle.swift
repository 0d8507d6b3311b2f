import Foundation
import XServerFixture

extension DemoSession {
    /// The CPU time the app has used so far, in clock ticks (`utime + stime`, fields 14 and 15
    /// of `/proc/PID/stat`; a tick is 1/100 s on Linux).
    func cpuTicks() throws -> Int {
        let fields = try statFields()
        // fields[0] is field 3 (state), so field 14 (utime) is fields[11] and 15 (stime) fields[12].
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw XServerFixtureError("no utime/stime in /proc/\(app.process.pid)/stat: \(fields)")
        }
        return user + system
    }

    /// The fields of `/proc/PID/stat` from field 3 (the state) on.
    private func statFields() throws -> [Substring] {
        let pid = app.process.pid
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name (field 2) is in parentheses and may hold spaces: count from after it.
        guard let close = stat.lastIndex(of: ")") else { throw XServerFixtureError("unreadable /proc/\(pid)/stat") }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// Waits until the app's threads sleep (none running: the main one is back in poll()), so
    /// that a measurement does not start during the paint that follows the event it waited for
    /// (the trace line is written before the frame is drawn).
    func waitUntilSleeping(timeout: TimeInterval = 5) throws {
        let asleep = try Deadline(seconds: timeout).poll(every: 0.005) { try allThreadsSleep() ? true : nil }
        guard asleep != nil else { throw XServerFixtureError("the app never went back to sleep") }
    }

    /// Whether every thread of the app (the main one and the runtime's) is asleep: the CPU time
    /// measured counts them all.
    private func allThreadsSleep() throws -> Bool {
        let pid = app.process.pid
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        return tasks.allSatisfy { task in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return true }  // a thread that just ended
            return stat[stat.index(after: close)...].split(separator: " ").first != "R"
        }
    }

    /// What the app did over `seconds` with no input: the CPU ticks it used and the times its
    /// main thread woke (`voluntary_ctxt_switches` in `/proc/PID/task/PID/status`). An idle app
    /// sleeps in poll() with no timer due: 0 ticks, and no wakeups (a leftover frame timer
    /// would wake it 60 times a second even when each frame costs less than a tick). Call it
    /// once the app has reported what it was doing (a `screen` event after a slide, an
    /// animation's `ended`); it first waits until the main thread sleeps, and the sleep here is
    /// the measuring window, not a wait for the app.
    func idleUsage(over seconds: TimeInterval = 2) throws -> (ticks: Int, wakeups: Int) {
        try waitUntilSleeping()
        let (ticks, wakeups) = (try cpuTicks(), try mainThreadWakeups())
        Thread.sleep(forTimeInterval: seconds)
        return (try cpuTicks() - ticks, try mainThreadWakeups() - wakeups)
    }

    /// How many times the app's main thread has blocked and woken again.
    func mainThreadWakeups() throws -> Int {
        let pid = app.process.pid
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
        guard let value = line?.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw XServerFixtureError("no voluntary_ctxt_switches in /proc/\(pid)/task/\(pid)/status")
        }
        return value
    }
}
