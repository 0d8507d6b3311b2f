import Foundation
import XServerFixture

extension BenchRun {
    /// Paced latency: the program's fingers down, then `pacedUpdates` steps `pacedInterval`
    /// apart on an absolute schedule, each moving every finger; each step timed from just before
    /// its first write to the first damage at or after it. Also the app's CPU per step, from
    /// just before the first write until `quietSeconds` without damage after the last.
    /// The figures go under `keys` (the empty canvas's or the long drawing's names).
    func measurePaced(_ app: ChildProcess, _ keys: Figure.PacedKeys) throws {
        let touchscreen = try server.touchscreen
        let count = settings.pacedUpdates
        let gesture = program.gesture
        let fingers = 0..<gesture.pacedFingers
        let points = (0..<count).map { step in
            fingers.map { gesture.pacedPoint($0, Double(step) / Double(max(count - 1, 1))) }
        }
        // The fingers land a little left of the first step, so that the first update moves them.
        for finger in fingers { try touchscreen.begin(finger, x: points[0][finger].x - 2, y: points[0][finger].y) }
        try touchscreen.sync()
        _ = try watch.waitUntilQuiet(since: MonotonicClock.now(), quiet: settings.quietSeconds, timeout: Self.timeout)

        let interval = Int64(settings.pacedIntervalMilliseconds * MonotonicClock.nanosecondsPerMillisecond)
        let start = MonotonicClock.now() + interval
        var writes: [Int64] = []
        writes.reserveCapacity(count)
        let cpuBefore = ProcessStatistics.cpuNanoseconds(of: app.pid)
        for (step, stepPoints) in points.enumerated() {
            MonotonicClock.sleep(until: start + Int64(step) * interval)
            writes.append(MonotonicClock.now())
            for (finger, point) in stepPoints.enumerated() { try touchscreen.move(finger, x: point.x, y: point.y) }
        }
        _ = try watch.waitUntilQuiet(since: writes.last!, quiet: settings.quietSeconds, timeout: Self.timeout)
        let cpu = ProcessStatistics.cpuNanoseconds(of: app.pid) - cpuBefore
        for finger in fingers { try touchscreen.end(finger) }
        try touchscreen.sync()
        _ = try watch.waitUntilQuiet(since: MonotonicClock.now(), quiet: settings.quietSeconds, timeout: Self.timeout)

        let latencies = Statistics.latencies(writes: writes, damage: watch.damageTimes)
        figures[keys.cpuPerUpdate] = Double(cpu) / Double(count) / MonotonicClock.nanosecondsPerMicrosecond
        let sorted = latencies.milliseconds.sorted()
        guard !sorted.isEmpty else { return }
        figures[keys.p50] = Statistics.percentile(sorted, 0.50)
        figures[keys.p90] = Statistics.percentile(sorted, 0.90)
        figures[keys.p99] = Statistics.percentile(sorted, 0.99)
        figures[keys.max] = sorted.last
        figures[keys.answered] = Double(latencies.answeredInTime) / Double(count)
    }

    /// A long drawing: `longStrokes` strokes of `longStrokePoints` points each, written as fast
    /// as the server takes them (a sync every `floodEventsPerSync` events), each a tight zigzag
    /// across the canvas on its own row; then waits until the program is quiet.
    func drawLongStrokes() throws {
        let touchscreen = try server.touchscreen
        var writes = SyncedWrites(touchscreen: touchscreen, eventsPerSync: settings.floodEventsPerSync)
        for stroke in 0..<settings.longStrokes {
            let points = (0..<settings.longStrokePoints).map {
                Self.longStrokePoint(stroke: stroke, of: settings.longStrokes, point: $0, of: settings.longStrokePoints)
            }
            try touchscreen.begin(0, x: points[0].x, y: points[0].y)
            try writes.written()
            for point in points.dropFirst() {
                try touchscreen.move(0, x: point.x, y: point.y)
                try writes.written()
            }
            try touchscreen.end(0)
            try writes.written()
        }
        try touchscreen.sync()
        _ = try watch.waitUntilQuiet(since: MonotonicClock.now(), quiet: settings.quietSeconds, timeout: Self.timeout)
    }

    /// Point `point` of stroke `stroke`: strokes lie on rows spread over the canvas's height,
    /// each a zigzag of 20 px amplitude sweeping its width back and forth four times.
    static func longStrokePoint(stroke: Int, of strokes: Int, point: Int, of points: Int) -> (x: Double, y: Double) {
        let row = BenchCanvas.minY + BenchCanvas.height * (Double(stroke) + 0.5) / Double(strokes)
        let fraction = Double(point) / Double(max(points - 1, 1))
        let sweep = abs((fraction * 8).truncatingRemainder(dividingBy: 2) - 1)
        return (BenchCanvas.minX + BenchCanvas.width * (0.05 + 0.9 * sweep),
                row + 20 * sin(Double(point) * 0.7))
    }
}
