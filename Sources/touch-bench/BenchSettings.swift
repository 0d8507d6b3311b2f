/// How much input each measurement uses; `--quick` shrinks it for a smoke test.
struct BenchSettings {
    /// Paced one-finger updates.
    var pacedUpdates = 400
    /// Milliseconds between paced updates.
    var pacedIntervalMilliseconds = 8.0
    /// Updates in the flood, over all finger counts.
    var floodUpdates = 5_000
    /// Touch events between inputtest syncs in the flood, so that Xorg's queue never overflows.
    var floodEventsPerSync = 64
    /// Strokes of the long drawing.
    var longStrokes = 20
    /// Points per stroke of the long drawing.
    var longStrokePoints = 1_000
    /// Touch updates measured under callgrind, each one whole frame.
    var callgrindUpdates = 200
    /// Updates before callgrind's counters are zeroed: caches, first-use allocations.
    var callgrindWarmUpdates = 50
    /// Seconds of idle measurement.
    var idleSeconds = 5.0
    /// Seconds without damage that mean a program has caught up after input.
    var quietSeconds = 0.3
    /// Seconds without damage that mean a program has settled after it started.
    var startupQuietSeconds = 0.5

    /// The smaller settings of `--quick`.
    static var quick: BenchSettings {
        var settings = BenchSettings()
        settings.pacedUpdates = 100
        settings.floodUpdates = 1_000
        settings.idleSeconds = 2
        settings.longStrokes = 5
        settings.longStrokePoints = 200
        settings.callgrindUpdates = 40
        settings.callgrindWarmUpdates = 20
        return settings
    }
}
