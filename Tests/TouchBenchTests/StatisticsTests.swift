import Testing
@testable import touch_bench

/// The benchmark's statistics: nearest-rank percentiles, medians and paced latencies.
@Suite("touch-bench statistics")
struct StatisticsTests {
    @Test func percentileTakesTheNearestRank() {
        let sorted = (1...100).map(Double.init)
        #expect(Statistics.percentile(sorted, 0.50) == 50)
        #expect(Statistics.percentile(sorted, 0.99) == 99)
        #expect(Statistics.percentile(sorted, 1.0) == 100)
        #expect(Statistics.percentile([7, 9, 11], 0.5) == 9)
        #expect(Statistics.percentile([7, 9, 11], 0.0) == 7)
    }

    @Test func medianOfAnOddCountIsTheMiddleValue() {
        #expect(Statistics.median([5, 1, 3]) == 3)
    }

    @Test func medianOfAnEvenCountIsTheMeanOfTheTwoMiddleValues() {
        #expect(Statistics.median([4, 1, 3, 10]) == 3.5)
        #expect(Statistics.median([]) == nil)
    }

    @Test func latencyIsTheFirstDamageAtOrAfterEachWrite() {
        let millisecond: Int64 = 1_000_000
        // Writes 8 ms apart; the second write's answer comes after the third write.
        let writes = [0, 8, 16, 24].map { $0 * millisecond }
        let damage = [-3, 1, 18, 25].map { $0 * millisecond }
        let result = Statistics.latencies(writes: writes, damage: damage)
        #expect(result.milliseconds == [1, 10, 2, 1])
        #expect(result.answeredInTime == 3)
    }

    @Test func writesNoDamageFollowedAreLeftOut() {
        let result = Statistics.latencies(writes: [10, 20, 30], damage: [15])
        #expect(result.milliseconds == [0.000005])
        #expect(result.answeredInTime == 1)
    }
}
