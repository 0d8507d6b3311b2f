import Foundation
import TouchDemo
import TouchDemoTrace
import XServerFixture

/// A private Xorg with touch-demo on it under `--trace` (optionally under valgrind), its trace
/// follower, the input devices and the driver: what both soaks share.
///
/// Finger Paint's Ctrl+S saves into a scratch Pictures folder (`XDG_PICTURES_DIR`), removed
/// with the session.
final class SoakSession {
    let server: PrivateXServer
    let app: AppUnderTest
    let trace: SoakTrace
    let driver: SoakDriver
    /// The scratch Pictures folder.
    let picturesDirectory: String

    /// Starts the server and `command` (touch-demo, or valgrind with touch-demo and its
    /// arguments) followed by `--trace`, and waits for the first screen. Waits for the app give up after `timeout` seconds.
    init(command: [String], seed: UInt64, gesturesPerVisit: ClosedRange<Int>, timeout: TimeInterval,
         excluding excluded: [Screen] = []) throws {
        picturesDirectory = NSTemporaryDirectory() + "touch-soak-pictures-\(getpid())"
        try FileManager.default.createDirectory(atPath: picturesDirectory, withIntermediateDirectories: true)
        server = try PrivateXServer()
        app = try AppUnderTest(executable: command[0], arguments: Array(command.dropFirst()) + ["--trace"], server: server,
                               environment: ["XDG_PICTURES_DIR": picturesDirectory])
        trace = SoakTrace(process: app.process, timeout: timeout)
        driver = SoakDriver(trace: trace, input: try SoakInput(server: server), seed: seed,
                            gesturesPerVisit: gesturesPerVisit, excluding: excluded)
        try driver.start(timeout: max(timeout, 60))
    }

    deinit {
        stop()
    }

    /// Quits the app with Ctrl+Q (its own clean exit) and returns its exit status.
    func quit(timeout: TimeInterval) throws -> Int32 {
        try driver.goToMenu()
        try driver.input.type(KeyCode.q, holding: [KeyCode.controlL], focus: driver.focusPoint)
        return try app.waitForExit(timeout: timeout)
    }

    /// Stops the app and the server and removes the scratch folder.
    func stop() {
        app.terminate()
        server.stop()
        try? FileManager.default.removeItem(atPath: picturesDirectory)
    }

    /// Writes the app's trace to `path` with a `# soak: GESTURE` line before the first trace
    /// line written after the gesture began: for reading a failure.
    func writeJournal(to path: String) {
        let lines = app.process.stdoutLines
        var text = ""
        var entries = driver.journal[...]
        for (index, line) in lines.enumerated() {
            while let entry = entries.first, entry.line <= index {
                text += "# soak: \(entry.gesture)\n"
                entries = entries.dropFirst()
            }
            text += line + "\n"
        }
        for entry in entries { text += "# soak: \(entry.gesture)\n" }
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The last `count` lines of the app's stderr, for a failure's one line.
    func stderrTail(_ count: Int = 3) -> String {
        app.stderr.split(separator: "\n").suffix(count).joined(separator: " | ")
    }
}
