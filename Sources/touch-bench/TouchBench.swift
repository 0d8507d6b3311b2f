import ArgumentParser
import Foundation
import XServerFixture

/// `touch-bench`: runs touch-demo's Finger Paint, Qt 5's fingerpaint and the floor client, and
/// touch-demo's Touch Samples drag and Gesture Playground, on one private Xorg with real XI2
/// touches, interleaved; then profiles Finger Paint and the drag under callgrind; prints and
/// writes the figures.
/// `scripts/bench` builds the helpers and calls it.
@main
struct TouchBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch-bench",
        abstract: "Measures touch-demo against Qt's fingerpaint and a floor client (see scripts/bench).")

    @Option(help: "The touch-demo executable.") var touchDemo: String
    @Option(help: "Qt 5's fingerpaint example.") var fingerpaint: String
    @Option(help: "The floor client (bench/floor.c).") var floor: String
    @Option(help: "The damage watcher (bench/damage-watch.c).") var damageWatch: String
    @Option(help: "Where to write the results (JSON).") var output: String
    @Option(help: "Where to keep the callgrind dumps.") var callgrindDirectory: String
    @Option(help: "Runs per program.") var runs: Int = 5
    @Flag(help: "One run with fewer updates: a smoke test that every figure is produced.") var quick = false

    /// touch-demo's window: 500 wide like the peers, but 540 high, its smallest allowed height
    /// (BENCHMARKING.md's 500x500 is refused since issue 10); the touched area is the same.
    static let touchDemoSize = "500x540"

    /// Refuses a program path that is not an executable file before any server starts: a
    /// missing program would otherwise show as every figure timing out, run after run.
    func validate() throws {
        let executables = [("--touch-demo", touchDemo), ("--fingerpaint", fingerpaint), ("--floor", floor),
                           ("--damage-watch", damageWatch)]
        for (option, path) in executables where !FileManager.default.isExecutableFile(atPath: path) {
            throw ValidationError("\(option) \(path): not an executable file")
        }
    }

    mutating func run() throws {
        let settings = quick ? BenchSettings.quick : BenchSettings()
        let runCount = quick ? 1 : max(runs, 1)
        let programs = [
            BenchProgram(name: BenchProgramName.touchDemo, executable: touchDemo,
                         arguments: ["--screen", "paint", "--size", Self.touchDemoSize]),
            BenchProgram(name: BenchProgramName.qt, executable: fingerpaint,
                         arguments: ["-geometry", "500x500+0+0"], environment: ["QT_QPA_PLATFORM": "xcb"]),
            BenchProgram(name: BenchProgramName.floor, executable: floor, arguments: []),
            BenchProgram(name: BenchProgramName.touchDrag, executable: touchDemo,
                         arguments: ["--screen", "touch", "--size", Self.touchDemoSize], gesture: .drag, paints: false),
            BenchProgram(name: BenchProgramName.playground, executable: touchDemo,
                         arguments: ["--screen", "playground", "--size", Self.touchDemoSize], gesture: .playground,
                         paints: false),
        ]
        /// The programs profiled under callgrind, by program name, with their dump's file stem.
        let profiled = [(programs[0], "paint"), (programs[3], "drag")]
        var report = BenchReport()
        report.programs = programs.map(\.name)
        for program in programs {
            report.expected[program.name] = Figure.expected(
                paints: program.paints, profiled: profiled.contains { $0.0.name == program.name })
        }
        report.settings = [
            "runs": Double(runCount), "paced_updates": Double(settings.pacedUpdates),
            "paced_interval_ms": settings.pacedIntervalMilliseconds, "flood_updates": Double(settings.floodUpdates),
            "idle_s": settings.idleSeconds, "long_strokes": Double(settings.longStrokes),
            "long_stroke_points": Double(settings.longStrokePoints),
            "callgrind_updates": Double(settings.callgrindUpdates),
            "callgrind_warm_updates": Double(settings.callgrindWarmUpdates),
        ]
        let server = try PrivateXServer()
        defer { server.stop() }
        // Round-robin, so that the programs share the machine's noise.
        for run in 1...runCount {
            for program in programs {
                print("run \(run)/\(runCount): \(program.name)")
                let bench = try BenchRun(program: program, server: server, settings: settings, damageWatch: damageWatch)
                do {
                    try bench.measure()
                } catch {
                    print("  failed: \(error)")
                    report.failures[program.name, default: []].append("run \(run): \(error)")
                }
                report.add(bench.figures, for: program.name)
            }
        }
        // Instruction and allocation counts do not vary between runs: one profile each.
        try FileManager.default.createDirectory(atPath: callgrindDirectory, withIntermediateDirectories: true)
        for (program, stem) in profiled {
            for dispatchOnly in [false, true] {
                let what = dispatchOnly ? "dispatch" : "whole app"
                print("callgrind: \(program.name), \(what)")
                let profile = CallgrindProfile(
                    program: program, server: server, settings: settings, damageWatch: damageWatch,
                    outputFile: "\(callgrindDirectory)/\(stem)\(dispatchOnly ? "-dispatch" : "").callgrind",
                    dispatchOnly: dispatchOnly)
                do {
                    let result = try profile.measure()
                    report.add([dispatchOnly ? Figure.dispatchInstructions : Figure.instructions: result.instructionsPerUpdate,
                                dispatchOnly ? Figure.dispatchAllocations : Figure.allocations: result.allocationsPerUpdate],
                               for: program.name)
                    report.profiles["\(program.name): \(what)"] = result.dumpFile
                } catch {
                    print("  failed: \(error)")
                    report.failures[program.name, default: []].append("callgrind \(what): \(error)")
                }
            }
        }
        report.loadAverageAfter = BenchReport.loadAverage()
        print("")
        print(report.table())
        try report.json().write(to: URL(fileURLWithPath: output))
        print("wrote \(output)")
        let missing = report.missingFigures
        if !missing.isEmpty {
            print("touch-bench: figures missing: \(missing.joined(separator: ", "))")
            throw ExitCode(1)
        }
    }
}
