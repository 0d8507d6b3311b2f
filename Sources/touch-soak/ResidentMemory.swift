import Foundation

/// The resident set size of a process, read from the kernel.
enum ResidentMemory {
    /// Kilobytes in one megabyte (the kernel reports kB = KiB).
    static let kilobytesPerMegabyte = 1024.0

    /// `VmRSS` of `pid` in megabytes (from `/proc/PID/status`), or nil when the process is gone.
    static func megabytes(of pid: Int32) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        return parseVmRSS(status).map { $0 / kilobytesPerMegabyte }
    }

    /// The `VmRSS:` line's value in kilobytes, from the text of a `/proc/PID/status` file.
    static func parseVmRSS(_ status: String) -> Double? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Double($0) }
    }
}
