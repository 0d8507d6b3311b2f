import Foundation

/// Runs many cases, one per seed, and reports the first failure, shrunk.
@MainActor
public struct FuzzCampaign {
    /// The seeds to run, in order.
    public var seeds: [UInt64]
    /// Called with the number of cases run so far after each case; the executable samples
    /// memory from it.
    public var progress: (Int) -> Void = { _ in }
    /// What the cases exercised (the shrinker's reruns are not counted).
    public let statistics = FuzzStatistics()

    public init(seeds: [UInt64]) {
        self.seeds = seeds
    }

    /// Seeds `first, first + 1, …` (`count` of them).
    public init(firstSeed first: UInt64, count: Int) {
        self.init(seeds: (0..<UInt64(max(0, count))).map { first &+ $0 })
    }

    /// What a campaign found.
    public struct Outcome: Sendable {
        /// How many cases ran.
        public var sequences: Int
        /// The first failure, shrunk; nil when every case held.
        public var failure: FuzzFailure?
        /// The failure as found, before shrinking.
        public var originalFailure: FuzzFailure?
    }

    /// Runs the cases until one fails.
    public func run() -> Outcome {
        for (index, seed) in seeds.enumerated() {
            if let failure = FuzzRunner.run(FuzzCase(seed: seed), statistics: statistics) {
                return Outcome(sequences: index + 1, failure: FuzzShrinker.shrink(failure), originalFailure: failure)
            }
            progress(index + 1)
        }
        return Outcome(sequences: seeds.count, failure: nil, originalFailure: nil)
    }
}

extension FuzzFailure {
    /// The failure as a report: the seed, the broken invariant, and the (shrunk) case as Swift.
    public var report: String {
        """
        touch-fuzz: seed \(fuzzCase.seed) broke an invariant \(step.map { "after step \($0 + 1)" } ?? "at the end of the sequence")
          \(violation)
        reproduction (\(fuzzCase.steps.count) steps, \(fuzzCase.scenario.recognizers.count) recognizers):
        \(fuzzCase.swiftSource)
        """
    }
}
