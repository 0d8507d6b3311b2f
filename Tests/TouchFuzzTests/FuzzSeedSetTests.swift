import Testing
import TouchFuzzing

/// A fixed seed set of the dispatch fuzzer, run by scripts/test: every invariant holds for each.
@Suite("Dispatch fuzzer seed set")
@MainActor
struct FuzzSeedSetTests {
    /// How many seeds the set has: a few seconds in a debug build.
    static let seedCount = 3_000

    @Test func everyInvariantHoldsForTheSeedSet() {
        let outcome = FuzzCampaign(firstSeed: 1, count: Self.seedCount).run()
        #expect(outcome.failure == nil, "\(outcome.failure?.report ?? "")")
        #expect(outcome.sequences == Self.seedCount)
    }
}
