import Foundation

/// RSS samples over a soak and the verdict on them: does memory keep growing once the app is
/// warm?
///
/// The baseline is taken once ``warmUp`` seconds have passed *and* the first whole cycle of
/// screens is done (each screen's first visit loads its images, fonts and glyph caches, which is
/// not growth). Growth is measured between floors: the lowest of the ``floorWindow`` samples
/// from the baseline on, and the lowest of the last ``floorWindow`` samples. A single sample can
/// sit more than a megabyte above the app's steady state and fall back at the next (Finger
/// Paint's raster layer, about 1 MB, is made anew on each visit and freed when it is left; a
/// transition such as the Farm's Clear holds a snapshot of its view; glibc gives such large
/// blocks back when they are freed), so comparing peaks would fail on whichever transient a sample
/// happened to catch. A leak raises the floor.
struct MemoryTrend {
    /// One sample: seconds since the soak began, and the app's RSS in megabytes.
    struct Sample: Equatable {
        var elapsed: Double
        var megabytes: Double
    }

    /// The verdict on a finished soak: the floors at the baseline and at the end.
    enum Verdict: Equatable {
        /// Memory stayed within the limit after the baseline.
        case bounded(baseline: Sample, final: Sample, growth: Double)
        /// Memory grew more than the limit after the baseline.
        case grew(baseline: Sample, final: Sample, growth: Double)
        /// No sample came after the warm-up: the soak was too short to judge.
        case tooShort
    }

    /// How many consecutive samples a floor is the lowest of (30 s at one sample every 10 s).
    static let floorWindow = 3

    /// Seconds of warm-up before the baseline may be taken.
    let warmUp: Double
    /// The growth that fails the soak, in megabytes.
    let limit: Double
    /// Every sample so far, in order.
    private(set) var samples: [Sample] = []
    /// The first sample of the baseline window, once the warm-up is over.
    private(set) var baselineStart: Sample?

    /// A trend that takes its baseline after `warmUp` seconds and fails beyond `limit` megabytes.
    init(warmUp: Double, limit: Double) {
        self.warmUp = warmUp
        self.limit = limit
    }

    /// Adds a sample; `cycled` says whether every screen has been visited at least once by now.
    mutating func add(_ sample: Sample, cycled: Bool) {
        samples.append(sample)
        if baselineStart == nil, cycled, sample.elapsed >= warmUp { baselineStart = sample }
    }

    /// The baseline floor: the lowest of the ``floorWindow`` samples from the warm-up's end on.
    var baseline: Sample? {
        guard let baselineStart, let index = samples.firstIndex(of: baselineStart) else { return nil }
        return Self.floor(of: samples[index..<min(index + Self.floorWindow, samples.count)])
    }

    /// The growth of the latest sample over the baseline floor (megabytes), for the progress
    /// lines; nil before the baseline.
    var growth: Double? {
        guard let baseline, let last = samples.last else { return nil }
        return last.megabytes - baseline.megabytes
    }

    /// The verdict on the samples so far: the floor of the last ``floorWindow`` samples against
    /// the baseline floor.
    var verdict: Verdict {
        guard let baselineStart, let baseline, let index = samples.firstIndex(of: baselineStart) else { return .tooShort }
        let final = Self.floor(of: samples[max(index, samples.count - Self.floorWindow)...]) ?? baseline
        let growth = final.megabytes - baseline.megabytes
        return growth > limit ? .grew(baseline: baseline, final: final, growth: growth)
            : .bounded(baseline: baseline, final: final, growth: growth)
    }

    private static func floor(of window: ArraySlice<Sample>) -> Sample? {
        window.min { $0.megabytes < $1.megabytes }
    }
}
