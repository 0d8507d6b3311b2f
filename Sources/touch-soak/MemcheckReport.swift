import Foundation

/// What valgrind's memcheck said about touch-demo's leaks, read from its text log.
///
/// Each loss record ("N bytes in M blocks are definitely lost in loss record …", then its
/// stack) is kept with its kind and frames. A record is the project's own when a frame of its
/// stack is in touch-demo's own modules: a Swift symbol of TouchKit, TouchKitX11, TouchDemo or
/// touch_demo (valgrind prints Swift names mangled, and the module is in the mangling), or
/// `main`. A leak inside pango or fontconfig that our code merely called into still has our
/// frames below it and counts as ours: a missing `cairo_surface_destroy` looks exactly like that.
struct MemcheckReport {
    /// One loss record.
    struct Record: Equatable {
        /// "definitely", "indirectly" or "possibly".
        var kind: String
        var bytes: Int
        var blocks: Int
        /// The stack, innermost first, as valgrind prints each frame after "at" or "by".
        var frames: [String]
    }

    /// Mangled-name prefixes of touch-demo's own modules (`$s` + length + module name).
    static let ownModulePrefixes = ["$s8TouchKit", "$s11TouchKitX11", "$s9TouchDemo", "$s10touch_demo"]

    /// Every loss record in the log.
    private(set) var records: [Record] = []
    /// valgrind's own "LEAK SUMMARY" lines (without the `==PID==` prefix).
    private(set) var summary: [String] = []

    /// Reads a memcheck text log (`--log-file`).
    init(log: String) {
        var current: Record?
        var inSummary = false
        for rawLine in log.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.stripPrefix(String(rawLine))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let record = Self.recordHeader(trimmed) {
                if let current { records.append(current) }
                current = record
                continue
            }
            if trimmed.hasPrefix("at ") || trimmed.hasPrefix("by ") {
                current?.frames.append(String(trimmed.dropFirst(3)))
                continue
            }
            if trimmed.isEmpty, let finished = current {
                records.append(finished)
                current = nil
            }
            if trimmed == "LEAK SUMMARY:" { inSummary = true }
            if inSummary {
                if trimmed.isEmpty && summary.count > 1 { inSummary = false } else if !trimmed.isEmpty { summary.append(trimmed) }
            }
        }
        if let current { records.append(current) }
    }

    /// The definitely-lost records with a frame in touch-demo's own modules.
    var ownDefinitelyLost: [Record] {
        records.filter { $0.kind == "definitely" && Self.isOwn($0) }
    }

    /// The definitely-lost records whose stacks are only in system libraries.
    var systemDefinitelyLost: [Record] {
        records.filter { $0.kind == "definitely" && !Self.isOwn($0) }
    }

    /// Whether a frame of `record` is in touch-demo's own modules.
    static func isOwn(_ record: Record) -> Bool {
        record.frames.contains { frame in
            // "0x4A2B3C: SYMBOL (where)": the symbol follows the address.
            guard let colon = frame.firstIndex(of: ":") else { return false }
            let symbol = frame[frame.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return symbol.hasPrefix("main ") || ownModulePrefixes.contains { symbol.hasPrefix($0) }
        }
    }

    /// "==123== text" → "text" (the column after the prefix keeps its indentation).
    private static func stripPrefix(_ line: String) -> String {
        guard line.hasPrefix("=="), let end = line.range(of: "== ", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex)
        else { return line }
        return String(line[end.upperBound...])
    }

    /// Parses "32 bytes in 1 blocks are definitely lost in loss record 5 of 9" (also
    /// "32 (16 direct, 16 indirect) bytes in 1 blocks are …").
    private static func recordHeader(_ line: String) -> Record? {
        guard line.contains(" lost in loss record ") else { return nil }
        let words = line.split(separator: " ")
        guard let bytes = words.first.flatMap({ Int($0.replacingOccurrences(of: ",", with: "")) }),
            let inIndex = words.firstIndex(of: "in"), inIndex + 1 < words.count,
            let blocks = Int(words[inIndex + 1].replacingOccurrences(of: ",", with: "")),
            let areIndex = words.firstIndex(of: "are"), areIndex + 1 < words.count
        else { return nil }
        return Record(kind: String(words[areIndex + 1]), bytes: bytes, blocks: blocks, frames: [])
    }
}
