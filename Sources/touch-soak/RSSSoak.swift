import ArgumentParser
import Foundation
import TouchDemo
import ToolSupport

/// `touch-soak rss`: the soak proper. Samples the app's RSS every `--interval` seconds, prints
/// one line per sample, and fails if RSS grows more than `--limit` MB over its baseline, floor to floor (see
/// ``MemoryTrend``).
struct RSSSoak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rss", abstract: "Soak touch-demo for a while, sampling its RSS (VmRSS).")

    @Option(help: "The touch-demo executable.") var touchDemo: String
    @Option(help: "How long to soak, in seconds.") var seconds: Double = 600
    @Option(help: "Seconds of warm-up before the baseline (also waits for one whole cycle of screens).")
    var warmUp: Double = 60
    @Option(help: "The RSS growth over the baseline that fails the soak, in MB.") var limit: Double = 2
    @Option(help: "Seconds between RSS samples.") var interval: Double = 10
    @Option(help: "The seed of the random input.") var seed: UInt64 = TouchSoak.defaultSeed
    @Option(help: "Where to write the app's trace with the soak's gestures between its lines, when the soak fails.")
    var journal: String?
    @Option(help: ArgumentHelp("A screen to leave out, to find which one grows (a diagnosis; scripts never pass it).",
                               valueName: "screen"))
    var exclude: [String] = []

    /// Gestures per screen visit.
    static let gesturesPerVisit = 4...8
    /// How long one wait for the app may take, in seconds.
    static let timeout: TimeInterval = 20
    /// Bytes in the megabytes the soak reports (MiB, as the kernel counts kB).
    static let bytesPerMegabyte = 1_048_576.0

    func validate() throws {
        guard FileManager.default.isExecutableFile(atPath: touchDemo) else {
            throw ValidationError("--touch-demo \(touchDemo): not an executable file")
        }
        for name in exclude where Screen(rawValue: name) == nil || name == "menu" {
            throw ValidationError("--exclude \(name): not a screen (\(Screen.allCases.dropFirst().map(\.rawValue).joined(separator: ", ")))")
        }
        guard seconds > 0, interval > 0, warmUp >= 0, limit >= 0 else {
            throw ValidationError("--seconds and --interval must be positive, --warm-up and --limit not negative")
        }
    }

    func run() throws {
        SoakOutput.line("touch-soak rss: \(Int(seconds)) s, seed \(seed), sample every \(Int(interval)) s, baseline after \(Int(warmUp)) s and one cycle of every screen, limit +\(limit) MB"
              + (exclude.isEmpty ? "" : "; leaving out \(exclude.joined(separator: ", ")) (a diagnosis run)"))
        let session = try SoakSession(command: [touchDemo], seed: seed, gesturesPerVisit: Self.gesturesPerVisit,
                                      timeout: Self.timeout, excluding: exclude.compactMap(Screen.init(rawValue:)))
        defer { session.stop() }
        var trend = MemoryTrend(warmUp: warmUp, limit: limit)
        let pid = session.app.process.pid
        let started = MonotonicClock.seconds()
        var nextSample = 0.0
        func sample() throws {
            let elapsed = MonotonicClock.seconds() - started
            guard let bytes = ResidentMemory.bytes(ofProcess: pid), session.app.isRunning else {
                throw SoakFailure("touch-demo exited at \(Int(elapsed)) s on \(session.driver.visiting.rawValue): \(session.stderrTail())")
            }
            let rss = Double(bytes) / Self.bytesPerMegabyte
            trend.add(.init(elapsed: elapsed, megabytes: rss), cycled: session.driver.cyclesCompleted > 0)
            let growth = trend.growth.map { String(format: "%+.1f MB over baseline", $0) } ?? "warming up"
            let screen = session.driver.visiting.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            SoakOutput.line(String(format: "%5.0f s  cycle %2d  ", elapsed, session.driver.cyclesCompleted + 1) + screen
                  + String(format: "  RSS %6.1f MB  ", rss) + growth)
            nextSample += interval
        }
        do {
            try sample()
            try session.driver.run {
                let elapsed = MonotonicClock.seconds() - started
                if elapsed >= seconds { return true }
                if elapsed >= nextSample { try sample() }
                return false
            }
            try sample()
            let status = try session.quit(timeout: Self.timeout)
            guard status == 0 else { throw SoakFailure("touch-demo exited with status \(status) on Ctrl+Q: \(session.stderrTail())") }
        } catch {
            let where_ = "on \(session.driver.visiting.rawValue), after \(session.driver.lastGesture)"
            SoakOutput.line("touch-soak: FAIL: \(String(describing: error).split(separator: "\n").first ?? "") (\(where_))")
            if !(error is SoakFailure) { SoakOutput.line(String(describing: error)) }
            if let journal {
                session.writeJournal(to: journal)
                SoakOutput.line("the trace with the soak's gestures: \(journal)")
            }
            throw ExitCode.failure
        }
        printCounts(session.driver)
        try report(trend.verdict, cycles: session.driver.cyclesCompleted)
    }

    private func printCounts(_ driver: SoakDriver) {
        let total = driver.counts.values.reduce(0, +)
        SoakOutput.line("gestures: \(total) in \(driver.cyclesCompleted) whole cycles; by kind:")
        for (name, count) in driver.counts.sorted(by: { $0.key < $1.key }) { SoakOutput.line("  \(count)\t\(name)") }
    }

    private func report(_ verdict: MemoryTrend.Verdict, cycles: Int) throws {
        switch verdict {
        case .bounded(let baseline, let final, let growth):
            SoakOutput.line(String(format: "touch-soak: PASS: RSS floor %.1f MB at %.0f s (baseline), %.1f MB at %.0f s (end): growth %+.2f MB (limit %.1f MB)",
                         baseline.megabytes, baseline.elapsed, final.megabytes, final.elapsed, growth, limit))
        case .grew(let baseline, let final, let growth):
            SoakOutput.line(String(format: "touch-soak: FAIL: RSS floor grew %.2f MB, over the %.1f MB limit: %.1f MB at %.0f s (baseline) to %.1f MB at %.0f s (end)",
                         growth, limit, baseline.megabytes, baseline.elapsed, final.megabytes, final.elapsed))
            throw ExitCode.failure
        case .tooShort:
            SoakOutput.line("touch-soak: FAIL: no sample after the warm-up (\(Int(warmUp)) s) and a whole cycle (\(cycles) done): soak longer")
            throw ExitCode.failure
        }
    }
}
