import Foundation

/// What the kernel knows about a process: CPU time over all its threads, and peak memory.
enum ProcessStatistics {
    /// The CPU time, in nanoseconds, that all threads of `pid` have run: the sum of the first
    /// field of `/proc/PID/task/*/schedstat` (nanosecond precision, unlike `stat`'s ticks).
    static func cpuNanoseconds(of pid: Int32) -> Int64 {
        let tasks = "/proc/\(pid)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        return threads.reduce(0) { sum, thread in
            let text = (try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8)) ?? ""
            return sum + (Int64(text.split(separator: " ").first ?? "") ?? 0)
        }
    }

    /// The peak resident set size (`VmHWM` in `/proc/PID/status`) in megabytes, or nil.
    static func peakResidentMegabytes(of pid: Int32) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }
}
