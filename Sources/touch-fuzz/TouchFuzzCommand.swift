import ArgumentParser
import Foundation
import TouchFuzzing

/// `touch-fuzz`: drives TouchKit's dispatch path with random hierarchies, recognizers and
/// hostile input, checks the invariants after every event, and prints sequences per second. A
/// failure prints the seed and a shrunk reproduction, and exits 1.
struct TouchFuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch-fuzz",
        abstract: "Fuzz TouchKit's touch dispatch and gesture recognizers.")

    @Option(help: "How many sequences to run (seeds --seed, --seed + 1, …).")
    var sequences = 10_000

    @Option(help: "The first seed.")
    var seed: UInt64 = 1

    @Option(name: .customLong("seeds-from"), help: "Run --count seeds starting at this one (same as --seed with --sequences).")
    var seedsFrom: UInt64?

    @Option(help: "With --seeds-from: how many seeds.")
    var count: Int?

    @Option(help: "Fail if resident memory grows more than this many MB between the 10,000th sequence and the last (0: do not check).")
    var maxRSSGrowth: Double = 0

    func validate() throws {
        if sequences < 1 || (count ?? 1) < 1 { throw ValidationError("the number of sequences must be at least 1") }
        if count != nil, seedsFrom == nil { throw ValidationError("--count needs --seeds-from") }
    }

    func run() throws {
        let first = seedsFrom ?? seed
        let total = seedsFrom != nil ? (count ?? sequences) : sequences
        let limit = maxRSSGrowth
        let passed = MainActor.assumeIsolated { Self.fuzz(from: first, count: total, maxRSSGrowth: limit) }
        if !passed { throw ExitCode.failure }
    }

    /// Runs the campaign and prints its figures or its failure; false when it failed.
    @MainActor
    private static func fuzz(from first: UInt64, count: Int, maxRSSGrowth: Double) -> Bool {
        var campaign = FuzzCampaign(firstSeed: first, count: count)
        let samples = MemorySamples()
        campaign.progress = { done in samples.record(after: done) }
        let start = Date()
        let outcome = campaign.run()
        let seconds = Date().timeIntervalSince(start)
        if let failure = outcome.failure {
            FileHandle.standardError.write(Data((failure.report + "\n").utf8))
            if let original = outcome.originalFailure, original.violation != failure.violation {
                FileHandle.standardError.write(Data("  (as found: \(original.violation))\n".utf8))
            }
            return false
        }
        let rate = Double(outcome.sequences) / max(seconds, 1e-9)
        print("touch-fuzz: \(outcome.sequences) sequences from seed \(first), every invariant held; "
            + "\(String(format: "%.1f", seconds)) s, \(Int(rate)) sequences/s")
        print("exercised: \(campaign.statistics.summary)")
        print(samples.summary)
        if maxRSSGrowth > 0, let growth = samples.growthMB, growth > maxRSSGrowth {
            FileHandle.standardError.write(Data(
                "touch-fuzz: resident memory grew \(String(format: "%.1f", growth)) MB (limit \(maxRSSGrowth) MB)\n".utf8))
            return false
        }
        return true
    }
}
