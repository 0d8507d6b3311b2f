/// The figures read from one callgrind dump (`callgrind.out` format): the total instructions,
/// and how many times the heap allocator was called.
///
/// Allocations are the `calls=` counts of every call arc whose callee (`cfn=`) is one of
/// ``allocators``, except arcs from one allocator to another (glibc's realloc of nil calls
/// malloc: one allocation, not two).
struct CallgrindDump {
    /// The events' totals (`totals:`, else `summary:`); the first event is `Ir` by default.
    var totals: [Int] = []
    /// Calls to the allocator functions.
    var allocationCalls = 0

    /// The first event's total: instructions executed (Ir) when callgrind ran with its defaults.
    var instructions: Int { totals.first ?? 0 }

    /// The C allocator's entry points, by the names callgrind gives them.
    static let allocators: Set<String> = [
        "malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign",
        "__libc_malloc", "__libc_calloc", "__libc_realloc", "__libc_memalign", "__posix_memalign",
    ]

    /// Parses a dump's text.
    init(text: String) {
        // Compressed names: "fn=(12) name" defines id 12, later "fn=(12)" refers to it; fn and
        // cfn share one table.
        var names: [Substring: Substring] = [:]
        var caller: Substring = ""
        var callee: Substring = ""
        var summary: [Int] = []
        func name(_ value: Substring) -> Substring {
            guard value.hasPrefix("("), let close = value.firstIndex(of: ")") else { return Self.plain(value) }
            let id = value[...close]
            let rest = value[value.index(after: close)...].drop(while: { $0 == " " })
            if !rest.isEmpty { names[id] = Self.plain(rest) }
            return names[id] ?? id
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("fn=") {
                caller = name(line.dropFirst(3))
            } else if line.hasPrefix("cfn=") {
                callee = name(line.dropFirst(4))
            } else if line.hasPrefix("calls=") {
                guard Self.allocators.contains(String(callee)), !Self.allocators.contains(String(caller)) else { continue }
                let count = line.dropFirst(6).split(separator: " ").first.flatMap { Int($0) } ?? 0
                allocationCalls += count
            } else if line.hasPrefix("totals:") {
                totals = Self.numbers(line.dropFirst(7))
            } else if line.hasPrefix("summary:") {
                summary = Self.numbers(line.dropFirst(8))
            }
        }
        if totals.isEmpty { totals = summary }
    }

    /// A function name without callgrind's recursion or context suffixes ("malloc'2").
    private static func plain(_ name: Substring) -> Substring {
        name.split(separator: "'", maxSplits: 1).first ?? name
    }

    private static func numbers(_ text: Substring) -> [Int] {
        text.split(separator: " ").compactMap { Int($0) }
    }
}
