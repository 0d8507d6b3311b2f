import Foundation
import TouchDemoTrace

/// The app launched on a `PrivateXServer`, read through its JSON trace on stdout.
///
/// Each stdout line that is a JSON object becomes a `TraceEvent`. `waitFor` consumes events
/// in order: it scans from a cursor just past the previous match, so two waits for "frame"
/// return two different frame events, and an event that arrived early is not missed.
public final class AppUnderTest {
    /// The running process (stdout lines, stderr, exit).
    public let process: ChildProcess
    /// Index into `process.stdoutLines` of the first line not consumed by `waitFor`.
    private var cursor = 0

    /// Launches `executable` with `DISPLAY` set to `server`'s display.
    ///
    /// - Parameter environment: more variables for the app (added to this process's own).
    public init(
        executable: String, arguments: [String] = [], server: PrivateXServer,
        environment: [String: String] = [:]
    ) throws {
        let environment = environment.merging(server.environment) { _, server in server }
        process = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
    }

    deinit {
        process.terminate(grace: 2)
    }

    /// All trace events so far, consumed or not.
    public var events: [TraceEvent] {
        process.stdoutLines.compactMap(TraceEvent.init(line:))
    }

    /// Everything the app wrote to stderr so far.
    public var stderr: String { process.stderrText }

    /// Waits until stderr contains `text` and returns all of stderr so far.
    ///
    /// Use it rather than reading ``stderr`` right after a trace event: the two pipes are read
    /// separately, so a warning written before "ready" may arrive after it. Throws if `timeout`
    /// seconds pass or the app exits first.
    @discardableResult
    public func waitForStderr(containing text: String, timeout: TimeInterval = 10) throws -> String {
        try process.waitUntilStderr(timeout: timeout, "\"\(text)\"") { $0.contains(text) ? $0 : nil }
    }

    /// Waits for the first not-yet-consumed event matching `predicate`, consumes it (and
    /// every event before it) and returns it.
    ///
    /// Blocks on new output, not on a timer. Throws if `timeout` seconds pass or the app exits
    /// first; the error names `description` and shows the last trace lines and stderr.
    @discardableResult
    public func waitFor(
        timeout: TimeInterval = 10, _ description: String, where predicate: (TraceEvent) -> Bool
    ) throws -> TraceEvent {
        let start = cursor
        let (event, index) = try process.waitUntil(timeout: timeout, description) { lines in
            Self.firstMatch(in: lines, from: start, predicate)
        }
        cursor = index + 1
        return event
    }

    /// Waits for the next not-yet-consumed event whose `"event"` field is `name`.
    @discardableResult
    public func waitFor(event kind: TraceEvent.Kind, timeout: TimeInterval = 10) throws -> TraceEvent {
        try waitFor(timeout: timeout, "a \"\(kind.rawValue)\" event") { $0.kind == kind }
    }

    /// The events after the cursor (received but not consumed by `waitFor`).
    public var unconsumedEvents: [TraceEvent] {
        process.stdoutLines.dropFirst(cursor).compactMap(TraceEvent.init(line:))
    }

    /// Waits for the app to exit and returns its status (or terminating signal).
    public func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        try process.waitForExit(timeout: timeout)
    }

    /// Whether the app is still running.
    public var isRunning: Bool { process.isRunning }

    /// Stops the app: SIGTERM, then SIGKILL after 5 s.
    public func terminate() {
        process.terminate(grace: 5)
    }

    private static func firstMatch(
        in lines: [String], from start: Int, _ predicate: (TraceEvent) -> Bool
    ) -> (TraceEvent, Int)? {
        guard start < lines.count else { return nil }
        for index in start..<lines.count {
            if let event = TraceEvent(line: lines[index]), predicate(event) { return (event, index) }
        }
        return nil
    }
}
