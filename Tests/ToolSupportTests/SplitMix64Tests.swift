import Testing
import ToolSupport

/// The seeded generator: one seed, one sequence.
@Suite("SplitMix64 seeded generator")
struct SplitMix64Tests {
    @Test func seedZeroGivesSplitMix64sPublishedFirstValues() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func theSameSeedGivesTheSameChoices() {
        var first = SplitMix64(seed: 12), second = SplitMix64(seed: 12), other = SplitMix64(seed: 13)
        let a = (0..<20).map { _ in Int.random(in: 0..<1000, using: &first) }
        let b = (0..<20).map { _ in Int.random(in: 0..<1000, using: &second) }
        let c = (0..<20).map { _ in Int.random(in: 0..<1000, using: &other) }
        #expect(a == b)
        #expect(a != c)
    }
}
