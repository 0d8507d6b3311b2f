/// The names of the figures in results.json, with their units, and how the table shows them.
enum Figure {
    static let startupMap = "startup_map_ms"
    static let startupFirstDamage = "startup_first_damage_ms"
    static let startupSettled = "startup_settled_ms"
    static let idleCPU = "idle_cpu_ms"
    static let idleDamage = "idle_damage_events"
    static let floodUpdates = "flood_updates"
    static let floodAppCPU = "flood_app_cpu_ms_per_1k_updates"
    static let floodXorgCPU = "flood_xorg_cpu_ms_per_1k_updates"
    static let floodDamage = "flood_damage_events_per_1k_updates"
    static let floodDrainLag = "flood_drain_lag_ms"
    static let peakRSS = "peak_rss_mb"
    /// Instructions (callgrind's Ir) of the whole app per touch update, each update one frame.
    static let instructions = "callgrind_instructions_per_update"
    /// Calls to malloc and its kin from anywhere in the app per touch update.
    static let allocations = "callgrind_heap_allocations_per_update"
    /// Instructions inside `UIWindow.flushInput()` (input dispatch) per touch update.
    static let dispatchInstructions = "callgrind_dispatch_instructions_per_update"
    /// Calls to malloc and its kin inside `UIWindow.flushInput()` per touch update.
    static let dispatchAllocations = "callgrind_dispatch_heap_allocations_per_update"

    /// The names of one paced measurement's figures.
    struct PacedKeys {
        var p50, p90, p99, max, answered, cpuPerUpdate: String

        init(prefix: String) {
            p50 = prefix + "latency_p50_ms"
            p90 = prefix + "latency_p90_ms"
            p99 = prefix + "latency_p99_ms"
            max = prefix + "latency_max_ms"
            answered = prefix + "latency_answered_before_next_fraction"
            cpuPerUpdate = prefix + "app_cpu_us_per_update"
        }
    }

    /// Paced latency on an empty canvas (the names BENCHMARKING.md's table uses).
    static let paced = PacedKeys(prefix: "")
    /// Paced latency after the long drawing.
    static let longDrawing = PacedKeys(prefix: "long_drawing_")

    /// Every program's figures, in table order, with the table's label.
    /// (The startup MapNotify is informative: a program may draw before the watcher sees it.)
    static let common: [(key: String, label: String)] = [
        (startupFirstDamage, "startup to first damage (ms)"),
        (startupSettled, "startup to settled (ms)"),
        (paced.p50, "latency p50 (ms)"),
        (paced.p90, "latency p90 (ms)"),
        (paced.p99, "latency p99 (ms)"),
        (paced.max, "latency max (ms)"),
        (paced.answered, "latency: answered before next step"),
        (paced.cpuPerUpdate, "paced: app CPU per update (µs)"),
        (floodUpdates, "flood: updates"),
        (floodAppCPU, "flood: app CPU per 1k updates (ms)"),
        (floodXorgCPU, "flood: Xorg CPU per 1k updates (ms)"),
        (floodDamage, "flood: damage events per 1k updates"),
        (floodDrainLag, "flood: drain lag (ms)"),
        (idleCPU, "idle CPU (ms)"),
        (idleDamage, "idle damage events"),
        (peakRSS, "peak RSS (MB)"),
    ]

    /// The painting programs' figures after the long drawing.
    static let longDrawingFigures: [(key: String, label: String)] = [
        (longDrawing.p50, "long drawing: latency p50 (ms)"),
        (longDrawing.p90, "long drawing: latency p90 (ms)"),
        (longDrawing.p99, "long drawing: latency p99 (ms)"),
        (longDrawing.max, "long drawing: latency max (ms)"),
        (longDrawing.cpuPerUpdate, "long drawing: app CPU per update (µs)"),
    ]

    /// The figures measured under callgrind (touch-demo's screens only).
    static let callgrindFigures: [(key: String, label: String)] = [
        (instructions, "callgrind: instructions per update"),
        (allocations, "callgrind: heap allocations per update"),
        (dispatchInstructions, "callgrind: TouchKit dispatch: instructions/update"),
        (dispatchAllocations, "callgrind: TouchKit dispatch: allocations/update"),
    ]

    /// Every figure, in table order.
    static let all = common + longDrawingFigures + callgrindFigures

    /// The figures `program` must produce.
    static func expected(paints: Bool, profiled: Bool) -> [String] {
        (common + (paints ? longDrawingFigures : []) + (profiled ? callgrindFigures : [])).map(\.key)
    }
}
