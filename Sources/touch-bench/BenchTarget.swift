/// One of issue 11's targets, checked on the medians of one benchmark run.
struct BenchTarget {
    /// What is compared, e.g. "app CPU per 1k updates ≤ 0.5 × Qt".
    var label: String
    /// touch-demo's median.
    var value: Double?
    /// The limit it must not exceed (a peer's median times the ratio, or an absolute figure).
    var limit: Double?

    /// Whether the target is met; nil when a figure is missing.
    var passes: Bool? {
        guard let value, let limit else { return nil }
        return value <= limit
    }

    /// Issue 11's targets for touch-demo, against Qt's fingerpaint and the floor client.
    static func all(median: (String, String) -> Double?) -> [BenchTarget] {
        let app = BenchProgramName.touchDemo, qt = BenchProgramName.qt, floor = BenchProgramName.floor
        func ratio(_ label: String, _ key: String, _ factor: Double, of peer: String) -> BenchTarget {
            BenchTarget(label: label, value: median(app, key), limit: median(peer, key).map { $0 * factor })
        }
        func absolute(_ label: String, _ key: String, _ limit: Double) -> BenchTarget {
            BenchTarget(label: label, value: median(app, key), limit: limit)
        }
        return [
            ratio("app CPU per 1k updates ≤ 0.5 × Qt", Figure.floodAppCPU, 0.5, of: qt),
            ratio("Xorg CPU per 1k updates ≤ 1.0 × Qt", Figure.floodXorgCPU, 1.0, of: qt),
            ratio("latency p50 ≤ Qt", Figure.latencyP50, 1.0, of: qt),
            ratio("latency p50 ≤ 1.5 × floor", Figure.latencyP50, 1.5, of: floor),
            ratio("latency p99 ≤ Qt", Figure.latencyP99, 1.0, of: qt),
            ratio("latency p99 ≤ 1.5 × floor", Figure.latencyP99, 1.5, of: floor),
            absolute("flood drain lag ≤ 2 ms", Figure.floodDrainLag, 2),
            ratio("startup to settled ≤ 0.5 × Qt", Figure.startupSettled, 0.5, of: qt),
            ratio("peak RSS ≤ 0.4 × Qt", Figure.peakRSS, 0.4, of: qt),
            // "0 CPU" at the table's precision: under a millisecond in the whole idle span.
            absolute("idle CPU 0 (< 1 ms)", Figure.idleCPU, 0.999),
            absolute("idle damage 0", Figure.idleDamage, 0),
        ]
    }
}

/// The programs' names in the table and results.json.
enum BenchProgramName {
    static let touchDemo = "touch-demo"
    static let qt = "qt-fingerpaint"
    static let floor = "floor"
}
