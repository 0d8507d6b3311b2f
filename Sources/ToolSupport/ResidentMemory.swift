import Foundation

/// A process's resident set size, read from `/proc/<pid>/statm`: what memory tests and
/// benchmarks compare before and after a workload, the figure the soak samples.
public enum ResidentMemory {
    /// The size of one page, in bytes, which `statm` counts in.
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// This process's resident set size in bytes; nil where `/proc` cannot be read (not Linux).
    public static func bytes() -> Int? {
        bytes(statmPath: "/proc/self/statm")
    }

    /// The resident set size of process `pid` in bytes; nil once it has exited, or where `/proc`
    /// cannot be read.
    public static func bytes(ofProcess pid: Int32) -> Int? {
        bytes(statmPath: "/proc/\(pid)/statm")
    }

    private static func bytes(statmPath: String) -> Int? {
        guard let text = try? String(contentsOfFile: statmPath, encoding: .utf8) else { return nil }
        // The fields are: total program size, resident pages, shared pages, …
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * pageSize
    }
}
