import Testing
@testable import touch_soak

/// The soak's verdict on RSS samples: baseline after the warm-up and a whole cycle, growth as
/// the peak after it.
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
        let trend = Self.trend([30, 40, 44, 45, 45.5, 46, 45.2])
        #expect(trend.verdict == .bounded(baseline: .init(elapsed: 30, megabytes: 45),
                                          peak: .init(elapsed: 50, megabytes: 46), growth: 1))
    }

    @Test func growthBeyondTheLimitFails() {
        let trend = Self.trend([30, 40, 44, 45, 46, 47, 48])
        #expect(trend.verdict == .grew(baseline: .init(elapsed: 30, megabytes: 45),
                                       peak: .init(elapsed: 60, megabytes: 48), growth: 3))
    }

    @Test func growthDuringWarmUpDoesNotCount() {
        // 30 → 45 MB before the baseline at 30 s: first visits load images and fonts.
        let trend = Self.trend([30, 38, 44, 45, 45, 45])
        #expect(trend.verdict == .bounded(baseline: .init(elapsed: 30, megabytes: 45),
                                          peak: .init(elapsed: 30, megabytes: 45), growth: 0))
    }

    @Test func baselineWaitsForAWholeCycleOfScreens() {
        // Warm-up is over at 20 s, but the first cycle ends only at 40 s.
        let trend = Self.trend([30, 40, 41, 43, 44.5, 45], cycledFrom: 40)
        #expect(trend.baseline == .init(elapsed: 40, megabytes: 44.5))
        #expect(trend.growth == 0.5)
    }

    @Test func aPeakThatFallsBackStillCounts() {
        let trend = Self.trend([30, 40, 44, 45, 48, 45])
        #expect(trend.verdict == .grew(baseline: .init(elapsed: 30, megabytes: 45),
                                       peak: .init(elapsed: 40, megabytes: 48), growth: 3))
    }

    @Test func noSampleAfterTheWarmUpIsTooShort() {
        #expect(Self.trend([30, 40], warmUp: 60).verdict == .tooShort)
    }

    @Test func vmRSSIsReadFromProcStatus() {
        let status = "Name:\ttouch-demo\nVmPeak:\t  500000 kB\nVmRSS:\t   40960 kB\nRssAnon:\t 1000 kB\n"
        #expect(ResidentMemory.parseVmRSS(status) == 40960)
        #expect(ResidentMemory.parseVmRSS("Name:\tx\n") == nil)
    }
}
