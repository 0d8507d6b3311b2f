import Foundation

/// RSS samples over a soak and the verdict on them: does memory keep growing once the app is
/// warm?
///
/// The baseline is the first sample taken at or after ``warmUp`` seconds *and* after the first
/// whole cycle of screens (each screen's first visit loads its images, fonts and glyph caches,
/// which is not growth). Growth is the highest sample after the baseline minus the baseline:
/// glibc rarely gives freed pages back, so a leak shows as a rising maximum, and a peak that
/// a transient allocation left behind counts too (the limit is meant to be strict).
struct MemoryTrend {
    /// One sample: seconds since the soak began, and the app's RSS in megabytes.
    struct Sample: Equatable {
        var elapsed: Double
        var megabytes: Double
    }

    /// The verdict on a finished soak.
    enum Verdict: Equatable {
        /// Memory stayed within the limit after the baseline.
        case bounded(baseline: Sample, peak: Sample, growth: Double)
        /// Memory grew more than the limit after the baseline.
        case grew(baseline: Sample, peak: Sample, growth: Double)
        /// No sample came after the warm-up: the soak was too short to judge.
        case tooShort
    }

    /// Seconds of warm-up before the baseline may be taken.
    let warmUp: Double
    /// The growth that fails the soak, in megabytes.
    let limit: Double
    /// Every sample so far, in order.
    private(set) var samples: [Sample] = []
    /// The baseline, once taken.
    private(set) var baseline: Sample?

    /// A trend that takes its baseline after `warmUp` seconds and fails beyond `limit` megabytes.
    init(warmUp: Double, limit: Double) {
        self.warmUp = warmUp
        self.limit = limit
    }

    /// Adds a sample; `cycled` says whether every screen has been visited at least once by now.
    mutating func add(_ sample: Sample, cycled: Bool) {
        samples.append(sample)
        if baseline == nil, cycled, sample.elapsed >= warmUp { baseline = sample }
    }

    /// The growth so far over the baseline (megabytes), or nil before the baseline.
    var growth: Double? {
        guard let baseline, let last = samples.last else { return nil }
        return last.megabytes - baseline.megabytes
    }

    /// The verdict on the samples so far.
    var verdict: Verdict {
        guard let baseline, let index = samples.firstIndex(of: baseline) else { return .tooShort }
        let after = samples[index...]
        let peak = after.max { $0.megabytes < $1.megabytes } ?? baseline
        let growth = peak.megabytes - baseline.megabytes
        return growth > limit ? .grew(baseline: baseline, peak: peak, growth: growth)
            : .bounded(baseline: baseline, peak: peak, growth: growth)
    }
}
