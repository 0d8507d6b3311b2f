import Foundation
import XServerFixture

/// One run of one program on the private server: startup, idle, paced latency, flood, a long
/// drawing and paced latency again (painting programs), peak RSS.
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
        try measurePaced(app, Figure.paced)
        try measureFlood(app)
        if program.paints {
            try drawLongStrokes()
            try measurePaced(app, Figure.longDrawing)
        }
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
}
