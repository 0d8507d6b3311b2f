import Testing
import TouchFuzzing

/// A fixed seed set of the dispatch fuzzer, run by scripts/test's unit tests: every invariant
/// holds for each. Without the deferral of input fed during a dispatch
/// (`UIWindow.handle(_:)`), seed 149 breaks "every touch gets exactly one end or cancel".
@Suite("Dispatch fuzzer seed set")
@MainActor
struct FuzzSeedSetTests {
    /// How many seeds the set has: about 8 s in a debug build on one core.
    static let seedCount = 3_000

    @Test func everyInvariantHoldsForTheSeedSet() {
        let outcome = FuzzCampaign(firstSeed: 1, count: Self.seedCount).run()
        if let failure = outcome.failure { Issue.record(Comment(rawValue: failure.report)) }
        #expect(outcome.sequences == Self.seedCount)
    }
}
