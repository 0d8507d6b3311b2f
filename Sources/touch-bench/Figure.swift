/// The names of the figures in results.json, with their units, and how the table shows them.
enum Figure {
    static let startupMap = "startup_map_ms"
    static let startupFirstDamage = "startup_first_damage_ms"
    static let startupSettled = "startup_settled_ms"
    static let idleCPU = "idle_cpu_ms"
    static let idleDamage = "idle_damage_events"
    static let latencyP50 = "latency_p50_ms"
    static let latencyP90 = "latency_p90_ms"
    static let latencyP99 = "latency_p99_ms"
    static let latencyMax = "latency_max_ms"
    static let latencyAnswered = "latency_answered_before_next_fraction"
    static let floodUpdates = "flood_updates"
    static let floodAppCPU = "flood_app_cpu_ms_per_1k_updates"
    static let floodXorgCPU = "flood_xorg_cpu_ms_per_1k_updates"
    static let floodDamage = "flood_damage_events_per_1k_updates"
    static let floodDrainLag = "flood_drain_lag_ms"
    static let peakRSS = "peak_rss_mb"

    /// Every figure a run must produce, in table order, with the table's label.
    /// (The startup MapNotify is informative: a program may draw before the watcher sees it.)
    static let all: [(key: String, label: String)] = [
        (startupFirstDamage, "startup to first damage (ms)"),
        (startupSettled, "startup to settled (ms)"),
        (latencyP50, "latency p50 (ms)"),
        (latencyP90, "latency p90 (ms)"),
        (latencyP99, "latency p99 (ms)"),
        (latencyMax, "latency max (ms)"),
        (latencyAnswered, "latency: answered before next step"),
        (floodUpdates, "flood: updates"),
        (floodAppCPU, "flood: app CPU per 1k updates (ms)"),
        (floodXorgCPU, "flood: Xorg CPU per 1k updates (ms)"),
        (floodDamage, "flood: damage events per 1k updates"),
        (floodDrainLag, "flood: drain lag (ms)"),
        (idleCPU, "idle CPU (ms)"),
        (idleDamage, "idle damage events"),
        (peakRSS, "peak RSS (MB)"),
    ]
}
