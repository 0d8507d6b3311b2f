import Foundation
import TouchKitTesting

/// One run of one program on the private server: startup, idle, paced latency, flood, peak RSS.
///
/// Every figure is in `figures` under a `Figure` name; a figure that could not be measured is
/// absent, and the report says so.
final class BenchRun {
    let program: BenchProgram
    let server: PrivateXServer
    let settings: BenchSettings
    let watch: DamageWatch
    /// The figures measured so far, by `Figure` name.
    var figures: [String: Double] = [:]
    private var app: ChildProcess?

    /// How long a program may take to draw its first frame or to calm down.
    static let timeout: TimeInterval = 20

    init(program: BenchProgram, server: PrivateXServer, settings: BenchSettings, damageWatch: String) throws {
        self.program = program
        self.server = server
        self.settings = settings
        watch = try DamageWatch(executable: damageWatch, server: server)
    }

    deinit {
        app?.terminate(grace: 2)
    }

    /// Runs every measurement and stops the program.
    func measure() throws {
        defer { app?.terminate(grace: 2) }
        let app = try start()
        try measureIdle(app)
        try measurePacedLatency()
        try measureFlood(app)
        figures[Figure.peakRSS] = ProcessStatistics.peakResidentMegabytes(of: app.pid)
    }

    /// Startup: exec to the first MapNotify, the first damage, and the last damage before
    /// `startupQuietSeconds` without any ("settled").
    private func start() throws -> ChildProcess {
        // The previous program's window going away repaints the root; let that pass first.
        _ = try watch.waitUntilQuiet(since: MonotonicClock.now(), quiet: settings.quietSeconds, timeout: Self.timeout)
        let launched = MonotonicClock.now()
        let app = try ChildProcess(
            executable: program.executable, arguments: program.arguments,
            environment: program.environment.merging(server.environment) { $1 })
        self.app = app
        let firstDamage: Int64
        do {
            firstDamage = try watch.waitForDamage(after: launched, timeout: Self.timeout)
        } catch {
            throw app.failure("\(program.name) drew nothing: \(error)")
        }
        let settled = try watch.waitUntilQuiet(
            since: firstDamage, quiet: settings.startupQuietSeconds, timeout: Self.timeout) ?? firstDamage
        guard app.isRunning else { throw app.failure("\(program.name) exited during startup") }
        figures[Figure.startupFirstDamage] = MonotonicClock.milliseconds(from: launched, to: firstDamage)
        figures[Figure.startupSettled] = MonotonicClock.milliseconds(from: launched, to: settled)
        if let mapped = watch.firstMapTime {
            figures[Figure.startupMap] = MonotonicClock.milliseconds(from: launched, to: mapped)
        }
        return app
    }

    /// Idle: the program's CPU and damage events over `idleSeconds` without input.
    private func measureIdle(_ app: ChildProcess) throws {
        let damageBefore = watch.damageTimes.count
        let cpuBefore = ProcessStatistics.cpuNanoseconds(of: app.pid)
        MonotonicClock.sleep(seconds: settings.idleSeconds)
        let cpu = ProcessStatistics.cpuNanoseconds(of: app.pid) - cpuBefore
        figures[Figure.idleCPU] = Double(cpu) / MonotonicClock.nanosecondsPerMillisecond
        figures[Figure.idleDamage] = Double(watch.damageTimes.count - damageBefore)
    }

    /// Paced latency: one finger, `pacedUpdates` updates along a wave across 80 % of the canvas,
    /// on an absolute schedule; each timed from just before its write to the first damage after.
    private func measurePacedLatency() throws {
        let touchscreen = try server.touchscreen
        let count = settings.pacedUpdates
        let points = (0..<count).map { step -> (x: Double, y: Double) in
            let fraction = Double(step) / Double(max(count - 1, 1))
            return (BenchCanvas.minX + BenchCanvas.width * (0.1 + 0.8 * fraction),
                    BenchCanvas.center.y + BenchCanvas.height * 0.4 * sin(fraction * 4 * .pi))
        }
        // The finger lands a little left of the first step, so that the first update moves it.
        try touchscreen.begin(0, x: points[0].x - 2, y: points[0].y)
        try touchscreen.sync()
        _ = try watch.waitUntilQuiet(since: MonotonicClock.now(), quiet: settings.quietSeconds, timeout: Self.timeout)

        let interval = Int64(settings.pacedIntervalMilliseconds * MonotonicClock.nanosecondsPerMillisecond)
        let start = MonotonicClock.now() + interval
        var writes: [Int64] = []
        writes.reserveCapacity(count)
        for (step, point) in points.enumerated() {
            MonotonicClock.sleep(until: start + Int64(step) * interval)
            writes.append(MonotonicClock.now())
            try touchscreen.move(0, x: point.x, y: point.y)
        }
        _ = try watch.waitUntilQuiet(since: writes.last!, quiet: settings.quietSeconds, timeout: Self.timeout)
        try touchscreen.end(0)
        try touchscreen.sync()
        _ = try watch.waitUntilQuiet(since: MonotonicClock.now(), quiet: settings.quietSeconds, timeout: Self.timeout)

        let damage = watch.damageTimes
        var latencies: [Double] = []
        var answeredInTime = 0
        for (step, written) in writes.enumerated() {
            guard let answer = damage.first(where: { $0 >= written }) else { continue }
            latencies.append(MonotonicClock.milliseconds(from: written, to: answer))
            if step + 1 == writes.count || answer < writes[step + 1] { answeredInTime += 1 }
        }
        latencies.sort()
        guard !latencies.isEmpty else { return }
        figures[Figure.latencyP50] = Statistics.percentile(latencies, 0.50)
        figures[Figure.latencyP90] = Statistics.percentile(latencies, 0.90)
        figures[Figure.latencyP99] = Statistics.percentile(latencies, 0.99)
        figures[Figure.latencyMax] = latencies.last
        figures[Figure.latencyAnswered] = Double(answeredInTime) / Double(count)
    }
}
