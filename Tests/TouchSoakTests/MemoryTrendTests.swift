import Testing
@testable import touch_soak

/// The soak's verdict on RSS samples: baseline after the warm-up and a whole cycle, growth from
/// the floor of the first samples after it to the floor of the last ones.
@Suite("touch-soak memory trend")
struct MemoryTrendTests {
    /// Samples every 10 s, cycled from 30 s on.
    static func trend(_ megabytes: [Double], warmUp: Double = 20, cycledFrom: Double = 30) -> MemoryTrend {
        var trend = MemoryTrend(warmUp: warmUp, limit: 2)
        for (index, value) in megabytes.enumerated() {
            let elapsed = Double(index) * 10
            trend.add(.init(elapsed: elapsed, megabytes: value), cycled: elapsed >= cycledFrom)
        }
        return trend
    }

    @Test func flatMemoryAfterWarmUpIsBounded() {
        let trend = Self.trend([30, 40, 44, 45, 45.5, 46, 45.2, 45.6, 45.4])
        #expect(trend.verdict == .bounded(baseline: .init(elapsed: 30, megabytes: 45),
                                          final: .init(elapsed: 60, megabytes: 45.2), growth: 45.2 - 45))
    }

    @Test func growthBeyondTheLimitFails() {
        let trend = Self.trend([30, 40, 44, 45, 46, 47, 48, 49, 50])
        #expect(trend.verdict == .grew(baseline: .init(elapsed: 30, megabytes: 45),
                                       final: .init(elapsed: 60, megabytes: 48), growth: 3))
    }

    @Test func growthDuringWarmUpDoesNotCount() {
        // 30 → 45 MB before the baseline at 30 s: first visits load images and fonts.
        let trend = Self.trend([30, 38, 44, 45, 45, 45])
        #expect(trend.verdict == .bounded(baseline: .init(elapsed: 30, megabytes: 45),
                                          final: .init(elapsed: 30, megabytes: 45), growth: 0))
    }

    @Test func baselineWaitsForAWholeCycleOfScreens() {
        // Warm-up is over at 20 s, but the first cycle ends only at 40 s.
        let trend = Self.trend([30, 40, 41, 43, 44.5, 45, 44.8], cycledFrom: 40)
        #expect(trend.baseline == .init(elapsed: 40, megabytes: 44.5))
        #expect(trend.growth.map { ($0 * 10).rounded() / 10 } == 0.3)
    }

    @Test func aTransientPeakDoesNotCountButARisingFloorDoes() {
        // One sample caught a navigation slide's snapshots: the floor did not move.
        let transient = Self.trend([30, 40, 44, 45, 45.2, 48, 45.1, 45.3, 45.2])
        #expect(transient.verdict == .bounded(baseline: .init(elapsed: 30, megabytes: 45),
                                              final: .init(elapsed: 60, megabytes: 45.1), growth: 45.1 - 45))
        // The same peak, but the floor stays up after it: a leak.
        let leak = Self.trend([30, 40, 44, 45, 45.2, 48, 47.6, 47.5, 47.8])
        #expect(leak.verdict == .grew(baseline: .init(elapsed: 30, megabytes: 45),
                                      final: .init(elapsed: 70, megabytes: 47.5), growth: 2.5))
    }

    @Test func noSampleAfterTheWarmUpIsTooShort() {
        #expect(Self.trend([30, 40], warmUp: 60).verdict == .tooShort)
    }
}
