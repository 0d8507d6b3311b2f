import Foundation

/// The results of every run: the printed table and results.json.
struct BenchReport {
    /// Per program, per figure, the values of each run in order.
    var runs: [String: [String: [Double]]] = [:]
    /// Program names in table order.
    var programs: [String] = []
    /// Failures, per program ("run 2: no damage within 20 s").
    var failures: [String: [String]] = [:]
    /// Per program, the figures it must produce (`Figure.expected`).
    var expected: [String: [String]] = [:]
    /// The callgrind dumps, by what they profile ("touch-demo: whole app").
    var profiles: [String: String] = [:]
    var date = ISO8601DateFormatter().string(from: Date())
    var cores = ProcessInfo.processInfo.activeProcessorCount
    var loadAverageBefore = BenchReport.loadAverage()
    var loadAverageAfter: [Double] = []
    var settings: [String: Double] = [:]

    /// The 1, 5 and 15 minute load averages.
    static func loadAverage() -> [Double] {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).compactMap { Double($0) }
    }

    mutating func add(_ figures: [String: Double], for program: String) {
        for (key, value) in figures { runs[program, default: [:]][key, default: []].append(value) }
    }

    func median(_ program: String, _ key: String) -> Double? {
        Statistics.median(runs[program]?[key] ?? [])
    }

    /// Figures some program never produced, as "program: figure".
    var missingFigures: [String] {
        programs.flatMap { program in
            (expected[program] ?? []).compactMap { runs[program]?[$0]?.isEmpty == false ? nil : "\(program): \($0)" }
        }
    }

    /// The table: one row per figure, "median (min–max)" per program, then the targets.
    func table() -> String {
        var lines = ["figure".padding(toLength: 52, withPad: " ", startingAt: 0)
            + programs.map { $0.padding(toLength: 22, withPad: " ", startingAt: 0) }.joined()]
        for (key, label) in Figure.all {
            var line = label.padding(toLength: 52, withPad: " ", startingAt: 0)
            for program in programs {
                let values = runs[program]?[key] ?? []
                line += cell(values).padding(toLength: 22, withPad: " ", startingAt: 0)
            }
            lines.append(line)
        }
        lines.append("")
        lines.append("targets (touch-demo's median against the same run's peers):")
        for target in BenchTarget.all(median: median) {
            let verdict = target.passes.map { $0 ? "PASS" : "MISS" } ?? "n/a "
            let value = target.value.map { format($0) } ?? "–"
            let limit = target.limit.map { format($0) } ?? "–"
            lines.append("  \(verdict)  \(target.label.padding(toLength: 52, withPad: " ", startingAt: 0)) \(value) (limit \(limit))")
        }
        lines.append("")
        lines.append("callgrind dumps (callgrind_annotate FILE):")
        for (what, file) in profiles.sorted(by: { $0.key < $1.key }) { lines.append("  \(what): \(file)") }
        lines.append("")
        lines.append("\(cores) cores, load average before \(loadAverageBefore), after \(loadAverageAfter)")
        return lines.joined(separator: "\n")
    }

    private func cell(_ values: [Double]) -> String {
        guard let median = Statistics.median(values) else { return "–" }
        guard values.count > 1, let low = values.min(), let high = values.max() else { return format(median) }
        return "\(format(median)) (\(format(low))–\(format(high)))"
    }

    private func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) >= 10 { return String(Int(value)) }
        return abs(value) >= 100 ? String(format: "%.0f", value) : String(format: abs(value) >= 10 ? "%.1f" : "%.2f", value)
    }

    /// The JSON of results.json: every run's figures, medians, targets, and the machine.
    func json() throws -> Data {
        struct Summary: Encodable { var median: Double; var min: Double; var max: Double }
        struct TargetResult: Encodable { var target: String; var value: Double?; var limit: Double?; var pass: Bool? }
        struct Document: Encodable {
            var report: BenchReport
            var summary: [String: [String: Summary]]
            var targets: [TargetResult]
            enum CodingKeys: String, CodingKey { case date, cores, loadAverageBefore, loadAverageAfter, settings, runs, failures, profiles, summary, targets }
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(report.date, forKey: .date)
                try container.encode(report.cores, forKey: .cores)
                try container.encode(report.loadAverageBefore, forKey: .loadAverageBefore)
                try container.encode(report.loadAverageAfter, forKey: .loadAverageAfter)
                try container.encode(report.settings, forKey: .settings)
                try container.encode(report.runs, forKey: .runs)
                try container.encode(report.failures, forKey: .failures)
                try container.encode(report.profiles, forKey: .profiles)
                try container.encode(summary, forKey: .summary)
                try container.encode(targets, forKey: .targets)
            }
        }
        let summary = runs.mapValues { figures in
            figures.compactMapValues { values in
                Statistics.median(values).map { Summary(median: $0, min: values.min()!, max: values.max()!) }
            }
        }
        let targets = BenchTarget.all(median: median).map {
            TargetResult(target: $0.label, value: $0.value, limit: $0.limit, pass: $0.passes)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Document(report: self, summary: summary, targets: targets))
    }
}
