import Foundation

/// The process's resident memory, read from `/proc/self/statm`, sampled at fixed sequence
/// counts: memory must not grow with the number of sequences.
enum ResidentMemory {
    /// The sequence counts at which memory is sampled: after warm-up, and at ten times that.
    static let checkpoints = [10_000, 100_000, 1_000_000]

    /// The resident set size in MB, or nil where `/proc` is missing.
    static func currentMB() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// Samples taken during one run.
    final class Samples {
        private(set) var values: [(sequences: Int, megabytes: Double)] = []

        /// Samples memory if `sequences` is a checkpoint.
        func record(after sequences: Int) {
            guard ResidentMemory.checkpoints.contains(sequences), let value = ResidentMemory.currentMB() else { return }
            values.append((sequences, value))
        }

        /// Growth from the first sample to the last, in MB; nil with fewer than two.
        var growthMB: Double? {
            guard let first = values.first, let last = values.last, values.count > 1 else { return nil }
            return last.megabytes - first.megabytes
        }

        /// `resident memory: 10000 sequences 12.3 MB, 100000 sequences 12.4 MB`.
        var summary: String {
            guard !values.isEmpty else { return "resident memory: not sampled (fewer than \(ResidentMemory.checkpoints[0]) sequences)" }
            return "resident memory: " + values.map { "\($0.sequences) sequences \(String(format: "%.1f", $0.megabytes)) MB" }
                .joined(separator: ", ")
        }
    }
}
