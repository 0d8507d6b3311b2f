import Foundation

/// The process's resident set size, read in-process from `/proc/self/statm`: what memory tests
/// and benchmarks compare before and after a workload, the figure the soak samples.
public enum ResidentMemory {
    /// The size of one page, in bytes, which `statm` counts in.
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// The resident set size in bytes; nil where `/proc/self/statm` cannot be read (not Linux).
    public static func bytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        // The fields are: total program size, resident pages, shared pages, …
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * pageSize
    }
}
