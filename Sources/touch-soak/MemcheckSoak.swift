import ArgumentParser
import Foundation

/// `touch-soak memcheck`: touch-demo under valgrind's memcheck, driven through every screen
/// once with a few gestures each, then quit with Ctrl+Q so that the leak check runs at a clean
/// exit. Fails if any definitely-lost block has a frame in the project's own modules
/// (``MemcheckReport``); prints valgrind's leak summary and the records either way.
struct MemcheckSoak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memcheck", abstract: "Drive touch-demo briefly under valgrind's memcheck and check for leaks.")

    @Option(help: "The touch-demo executable.") var touchDemo: String
    @Option(help: "valgrind.") var valgrind = "/usr/bin/valgrind"
    @Option(help: "The most seconds to drive the app (it stops sooner after one cycle of every screen).")
    var seconds: Double = 240
    @Option(help: "Where valgrind writes its log.") var log: String
    @Option(help: "The seed of the random input.") var seed: UInt64 = TouchSoak.defaultSeed

    /// Gestures per screen visit: few, valgrind is about 50 times slower.
    static let gesturesPerVisit = 2...3
    /// How long one wait for the app may take under valgrind, in seconds.
    static let timeout: TimeInterval = 180

    func validate() throws {
        for (option, path) in [("--touch-demo", touchDemo), ("--valgrind", valgrind)]
        where !FileManager.default.isExecutableFile(atPath: path) {
            throw ValidationError("\(option) \(path): not an executable file")
        }
    }

    func run() throws {
        let arguments = [valgrind, "--leak-check=full", "--errors-for-leak-kinds=definite", "--num-callers=40",
                         "--log-file=\(log)", touchDemo]
        SoakOutput.line("touch-soak memcheck: \(arguments.joined(separator: " "))")
        let started = MonotonicClock.seconds()
        do {
            let session = try SoakSession(command: arguments, seed: seed, gesturesPerVisit: Self.gesturesPerVisit,
                                          timeout: Self.timeout)
            defer { session.stop() }
            SoakOutput.line(String(format: "started under valgrind in %.0f s", MonotonicClock.seconds() - started))
            try session.driver.run {
                session.driver.cyclesCompleted > 0 || MonotonicClock.seconds() - started >= seconds
            }
            SoakOutput.line(String(format: "drove %d gestures in %.0f s; quitting with Ctrl+Q",
                         session.driver.counts.values.reduce(0, +), MonotonicClock.seconds() - started))
            let status = try session.quit(timeout: Self.timeout)
            guard status == 0 else { throw SoakFailure("touch-demo exited with status \(status) under valgrind: \(session.stderrTail())") }
        } catch let failure as SoakFailure {
            SoakOutput.line("touch-soak: FAIL: \(failure)")
            throw ExitCode.failure
        } catch {
            SoakOutput.line("touch-soak: FAIL: \(String(describing: error).split(separator: "\n").first ?? "")")
            throw ExitCode.failure
        }
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else {
            SoakOutput.line("touch-soak: FAIL: no valgrind log at \(log)")
            throw ExitCode.failure
        }
        try judge(MemcheckReport(log: text))
    }

    /// The first six frames of `record`, addresses dropped.
    private static func shortStack(_ record: MemcheckReport.Record) -> String {
        record.frames.prefix(6).map { frame in
            frame.firstIndex(of: ":").map { String(frame[frame.index($0, offsetBy: 2)...]) } ?? frame
        }.joined(separator: " < ")
    }

    private func judge(_ report: MemcheckReport) throws {
        SoakOutput.line("valgrind's leak summary:")
        for line in report.summary { SoakOutput.line("  \(line)") }
        let own = report.ownDefinitelyLost, library = report.libraryDefinitelyLost, weak = report.weakSideTables
        func bytes(_ records: [MemcheckReport.Record]) -> Int { records.reduce(0) { $0 + $1.bytes } }
        SoakOutput.line("definitely lost, by the first frame past the allocator and Swift library code:")
        SoakOutput.line("  touch-demo's own code: \(own.count) records, \(bytes(own)) bytes")
        SoakOutput.line("  C libraries (fontconfig, pango, …): \(library.count) records, \(bytes(library)) bytes")
        SoakOutput.line("  Swift weak-reference side tables (a valgrind false positive): \(weak.count) records, \(bytes(weak)) bytes")
        for record in library.prefix(5) {
            SoakOutput.line("    library: \(record.bytes) bytes in \(record.blocks) blocks, at \(Self.shortStack(record))")
        }
        for record in own {
            SoakOutput.line("    OWN: \(record.bytes) bytes in \(record.blocks) blocks, at \(Self.shortStack(record))")
        }
        guard own.isEmpty else {
            let bytes = own.reduce(0) { $0 + $1.bytes }
            SoakOutput.line("touch-soak: FAIL: \(own.count) definitely-lost records (\(bytes) bytes) from touch-demo's own code; see \(log)")
            throw ExitCode.failure
        }
        SoakOutput.line("touch-soak: PASS: no definitely-lost block from touch-demo's own code (log: \(log))")
    }
}
