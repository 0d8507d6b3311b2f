import Foundation

/// What valgrind's memcheck said about touch-demo's leaks, read from its text log.
///
/// Each loss record ("N bytes in M blocks are definitely lost in loss record …", then its
/// stack) is kept with its kind and frames, and a definitely-lost one is attributed by the
/// first frame that is not an allocator, the Swift runtime, Foundation or other Swift library
/// code (generic code specialised into the app included; those act on their caller's behalf):
///
/// - **own**: that frame is in touch-demo's own modules (a Swift symbol of TouchKit,
///   TouchKitX11, TouchDemo or touch_demo; valgrind prints Swift names mangled, with the
///   module in the mangling). These fail the soak.
/// - **library**: that frame is in a C library (fontconfig, pango, cairo, Xlib), even when our
///   code called it. Fontconfig, for one, keeps a pattern's elements as an offset from the
///   pattern, not a pointer, so valgrind calls every live pattern's elements definitely lost.
/// - **weak side table**: the block is a Swift weak-reference side table
///   (`formWeakReference`). The object's refcount field stores the side table's address
///   shifted right by three bits, so valgrind cannot see that it is referenced. A leaked object
///   shows in its own record, so leaving these out hides no leak.
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

    /// Whom a definitely-lost record is attributed to.
    enum Owner: Equatable {
        case own
        case library
        case weakSideTable
    }

    /// The definitely-lost records attributed to touch-demo's own code.
    var ownDefinitelyLost: [Record] { definitelyLost(by: .own) }

    /// The definitely-lost records attributed to a C library.
    var libraryDefinitelyLost: [Record] { definitelyLost(by: .library) }

    /// The definitely-lost Swift weak-reference side tables (valgrind cannot see their pointer).
    var weakSideTables: [Record] { definitelyLost(by: .weakSideTable) }

    private func definitelyLost(by owner: Owner) -> [Record] {
        records.filter { $0.kind == "definitely" && Self.owner(of: $0) == owner }
    }

    /// Attributes `record` by the first frame that is not an allocator or Swift library code.
    static func owner(of record: Record) -> Owner {
        for frame in record.frames {
            let symbol = symbol(of: frame)
            if symbol.contains("formWeakReference") { return .weakSideTable }
            if ownModulePrefixes.contains(where: { symbol.hasPrefix($0) }) { return .own }
            let isAllocator = frame.contains("/valgrind/") || allocatorSymbols.contains(symbol.split(separator: " ").first.map(String.init) ?? "")
            let isSwiftLibrary = frame.contains("/swift/linux/") || symbol.hasPrefix("$s") || symbol.hasPrefix("swift_")
            if !isAllocator && !isSwiftLibrary { return .library }
        }
        return .library
    }

    /// The allocation functions at the top of a stack.
    static let allocatorSymbols: Set<String> = [
        "malloc", "calloc", "realloc", "memalign", "posix_memalign", "aligned_alloc", "valloc",
        "operator", "reallocarray",
    ]

    /// "0x4A2B3C: SYMBOL (where)" → "SYMBOL (where)".
    private static func symbol(of frame: String) -> String {
        guard let colon = frame.firstIndex(of: ":") else { return frame }
        return frame[frame.index(after: colon)...].trimmingCharacters(in: .whitespaces)
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
