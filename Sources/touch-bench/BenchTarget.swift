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

    /// Finger Paint's instructions per update when issue 11 was filed (its table's "today").
    static let issueInstructionsPerUpdate = 65_000

    /// Issue 11's targets for touch-demo, against Qt's fingerpaint and the floor client.
    static func all(median: (String, String) -> Double?) -> [BenchTarget] {
        let app = BenchProgramName.touchDemo, qt = BenchProgramName.qt, floor = BenchProgramName.floor
        func ratio(_ label: String, _ key: String, _ factor: Double, of peer: String) -> BenchTarget {
            BenchTarget(label: label, value: median(app, key), limit: median(peer, key).map { $0 * factor })
        }
        func own(_ label: String, _ key: String, _ factor: Double, of baseline: String) -> BenchTarget {
            BenchTarget(label: label, value: median(app, key), limit: median(app, baseline).map { $0 * factor })
        }
        func absolute(_ label: String, _ key: String, _ limit: Double) -> BenchTarget {
            BenchTarget(label: label, value: median(app, key), limit: limit)
        }
        return [
            ratio("app CPU per 1k updates ≤ 0.5 × Qt", Figure.floodAppCPU, 0.5, of: qt),
            ratio("Xorg CPU per 1k updates ≤ 1.0 × Qt", Figure.floodXorgCPU, 1.0, of: qt),
            ratio("latency p50 ≤ Qt", Figure.paced.p50, 1.0, of: qt),
            ratio("latency p50 ≤ 1.5 × floor", Figure.paced.p50, 1.5, of: floor),
            ratio("latency p99 ≤ Qt", Figure.paced.p99, 1.0, of: qt),
            ratio("latency p99 ≤ 1.5 × floor", Figure.paced.p99, 1.5, of: floor),
            absolute("flood drain lag ≤ 2 ms", Figure.floodDrainLag, 2),
            own("long drawing: CPU per update ≤ 1.2 × empty", Figure.longDrawing.cpuPerUpdate, 1.2,
                of: Figure.paced.cpuPerUpdate),
            own("long drawing: latency p99 ≤ 1.2 × empty", Figure.longDrawing.p99, 1.2, of: Figure.paced.p99),
            ratio("startup to settled ≤ 0.5 × Qt", Figure.startupSettled, 0.5, of: qt),
            ratio("peak RSS ≤ 0.4 × Qt", Figure.peakRSS, 0.4, of: qt),
            // "0 CPU" at the table's precision: under a millisecond in the whole idle span.
            absolute("idle CPU 0 (< 1 ms)", Figure.idleCPU, 0.999),
            absolute("idle damage 0", Figure.idleDamage, 0),
            absolute("instructions per update ≤ ¼ × \(issueInstructionsPerUpdate)", Figure.instructions,
                     Double(issueInstructionsPerUpdate) / 4),
            // 0 at the table's precision: fewer than one allocation in a hundred updates.
            absolute("heap allocations per update in dispatch 0 (< 0.01)", Figure.dispatchAllocations, 0.0099),
        ]
    }
}

/// The programs' names in the table and results.json.
enum BenchProgramName {
    static let touchDemo = "touch-demo"
    static let qt = "qt-fingerpaint"
    static let floor = "floor"
    static let touchDrag = "touch-demo-drag"
    static let playground = "touch-demo-playground"
}
