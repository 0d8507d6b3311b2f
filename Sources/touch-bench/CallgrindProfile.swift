import Foundation
import XServerFixture

/// touch-demo under `valgrind --tool=callgrind` on the private server: instructions and heap
/// allocations per touch update, deterministic where wall-clock figures are noisy.
///
/// One finger goes down and moves along the program's paced path. Every update is written and
/// waited for (its damage), so each is one whole frame. After `callgrindWarmUpdates` the
/// counters are zeroed (`callgrind_control -z`), `callgrindUpdates` more are measured, and
/// `callgrind_control -d` dumps them; the dump is the profile a reader opens with
/// `callgrind_annotate`.
///
/// With `dispatchOnly`, callgrind collects only inside ``dispatchSymbol`` and outside
/// ``appHandlerSymbols`` (`--collect-atstart=no`, one `--toggle-collect` for each: entering a
/// matching function toggles collection, leaving it toggles back), so the dump's counts are those
/// of TouchKit's input dispatch alone: tracker, coalescer, event, recognizers and delivery, but
/// not what the app's own touch handlers do (Finger Paint strokes its new points with Cairo
/// there; that is painting, measured in the whole-app figure).
struct CallgrindProfile {
    let program: BenchProgram
    let server: PrivateXServer
    let settings: BenchSettings
    let damageWatch: String
    /// Where callgrind writes (its dump on `-d` gets a ".1" suffix).
    let outputFile: String
    let dispatchOnly: Bool

    /// TouchKit's `UIWindow.flushInput()`: the window's input dispatch, where the coalesced
    /// moves are delivered (the app's touchesMoved handlers and the recognizers included).
    static let dispatchSymbol = "$s8TouchKit8UIWindowC10flushInputyyF"
    /// The app's `touchesBegan/Moved/Ended/Cancelled(_:with:)` overrides (module TouchDemo). The
    /// pattern ends with the methods' own suffix, so closures inside them do not toggle again.
    static let appHandlerSymbols = "$s9TouchDemo*C1?touches*_4withyShy0A3Kit7UITouchCG_AF7UIEventCSgtF"
    /// How long touch-demo may take to start, or to answer one update, under valgrind (which is
    /// about 50 times slower).
    static let timeout: TimeInterval = 120
    /// Seconds without damage that mean touch-demo has settled under valgrind.
    static let quietSeconds = 2.0

    /// The measured dump: instructions and allocations per update, and the dump's path.
    struct Result {
        var instructionsPerUpdate: Double
        var allocationsPerUpdate: Double
        var dumpFile: String
    }

    func measure() throws -> Result {
        let watch = try DamageWatch(executable: damageWatch, server: server)
        _ = try watch.waitUntilQuiet(since: MonotonicClock.now(), quiet: settings.quietSeconds, timeout: Self.timeout)
        try? FileManager.default.removeItem(atPath: outputFile)
        try? FileManager.default.removeItem(atPath: outputFile + ".1")
        var valgrindArguments = ["--tool=callgrind", "--callgrind-out-file=\(outputFile)"]
        if dispatchOnly {
            valgrindArguments += ["--collect-atstart=no", "--toggle-collect=\(Self.dispatchSymbol)",
                                  "--toggle-collect=\(Self.appHandlerSymbols)"]
        }
        let launched = MonotonicClock.now()
        let app = try ChildProcess(
            executable: "/usr/bin/valgrind", arguments: valgrindArguments + [program.executable] + program.arguments,
            environment: program.environment.merging(server.environment) { $1 })
        defer { app.terminate(grace: 5) }
        let first = try watch.waitForDamage(after: launched, timeout: Self.timeout)
        _ = try watch.waitUntilQuiet(since: first, quiet: Self.quietSeconds, timeout: Self.timeout)
        guard app.isRunning else { throw app.failure("\(program.name) exited under valgrind") }

        let touchscreen = try server.touchscreen
        let total = settings.callgrindWarmUpdates + settings.callgrindUpdates
        let point = { (step: Int) in program.gesture.pacedPoint(0, Double(step) / Double(total - 1)) }
        try touchscreen.begin(0, x: point(0).x - 2, y: point(0).y)
        try touchscreen.sync()
        _ = try watch.waitUntilQuiet(since: MonotonicClock.now(), quiet: Self.quietSeconds, timeout: Self.timeout)
        for step in 0..<total {
            if step == settings.callgrindWarmUpdates { try control("-z", app.pid) }
            let written = MonotonicClock.now()
            try touchscreen.move(0, x: point(step).x, y: point(step).y)
            try touchscreen.sync()
            _ = try watch.waitForDamage(after: written, timeout: Self.timeout)
        }
        try control("-d", app.pid)
        let dumpFile = outputFile + ".1"
        let text = try String(contentsOfFile: dumpFile, encoding: .utf8)
        try touchscreen.end(0)
        try touchscreen.sync()
        let dump = CallgrindDump(text: text)
        let updates = Double(settings.callgrindUpdates)
        return Result(instructionsPerUpdate: Double(dump.instructions) / updates,
                      allocationsPerUpdate: Double(dump.allocationCalls) / updates, dumpFile: dumpFile)
    }

    /// Runs `callgrind_control OPTION PID` (through vgdb, which interrupts the process even
    /// while it sleeps in poll) and waits for it: a dump is complete when it returns.
    private func control(_ option: String, _ pid: Int32) throws {
        let control = try ChildProcess(executable: "/usr/bin/callgrind_control", arguments: [option, String(pid)])
        let status = try control.waitForExit(timeout: Self.timeout)
        guard status == 0 else {
            throw control.failure("callgrind_control \(option) \(pid) exited with \(status)")
        }
    }
}
