import Foundation
import ToolSupport

/// The process's resident memory sampled at fixed sequence counts: memory must not grow with the
/// number of sequences.
final class MemorySamples {
    /// The sequence counts at which memory is sampled: after warm-up, and at ten and a hundred
    /// times that.
    static let checkpoints = [10_000, 100_000, 1_000_000]

    private(set) var values: [(sequences: Int, megabytes: Double)] = []

    /// Samples memory if `sequences` is a checkpoint.
    func record(after sequences: Int) {
        guard Self.checkpoints.contains(sequences), let bytes = ResidentMemory.bytes() else { return }
        values.append((sequences, Double(bytes) / 1_048_576))
    }

    /// Growth from the first sample to the last, in MB; nil with fewer than two.
    var growthMB: Double? {
        guard let first = values.first, let last = values.last, values.count > 1 else { return nil }
        return last.megabytes - first.megabytes
    }

    /// `resident memory: 10000 sequences 12.3 MB, 100000 sequences 12.4 MB`.
    var summary: String {
        guard !values.isEmpty else { return "resident memory: not sampled (fewer than \(Self.checkpoints[0]) sequences)" }
        return "resident memory: " + values.map { "\($0.sequences) sequences \(String(format: "%.1f", $0.megabytes)) MB" }
            .joined(separator: ", ")
    }
}
