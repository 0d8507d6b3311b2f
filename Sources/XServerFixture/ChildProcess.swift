import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A running child process whose stdout is collected line by line and whose stderr is kept.
///
/// A background thread reads each pipe; waiters block on a condition variable and wake as
/// soon as a line arrives or the process exits, so nothing polls. Deinit terminates the
/// process if it is still running.
public final class ChildProcess {
    /// The executable that was launched.
    public let executable: String
    /// The process id.
    public let pid: Int32
    private let process: Process
    private let output: ProcessOutput

    /// Launches `executable` with `arguments`.
    ///
    /// - Parameter environment: variables added to (or replacing) this process's environment.
    public init(
        executable: String, arguments: [String], environment: [String: String] = [:],
        currentDirectory: String? = nil
    ) throws {
        self.executable = executable
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let currentDirectory {
            process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
        }
        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        process.standardInput = FileHandle.nullDevice
        let output = ProcessOutput()
        process.terminationHandler = { finished in
            output.processExited(status: finished.terminationStatus)
        }
        do {
            try runWithEmptySignalMask(process)
        } catch {
            throw XServerFixtureError("could not launch \(executable): \(error)")
        }
        self.process = process
        self.output = output
        self.pid = process.processIdentifier
        output.startReading(stdout: stdoutPipe.fileHandleForReading,
                            stderr: stderrPipe.fileHandleForReading)
    }

    deinit {
        terminate(grace: 2)
    }

    /// Whether the process has not exited yet.
    public var isRunning: Bool { output.exitStatus == nil }

    /// Complete stdout lines received so far (a final unterminated line appears at EOF).
    public var stdoutLines: [String] { output.snapshot().lines }

    /// Everything written to stderr so far.
    public var stderrText: String { output.snapshot().stderr }

    /// Blocks until `check` returns a value for the stdout lines received so far.
    ///
    /// `check` runs at once and again after every new line, with all lines so far. Throws if
    /// `timeout` seconds pass, or the process exits (and its pipes are drained), before `check`
    /// succeeds; the error names `description` and shows the last stdout lines and stderr.
    public func waitUntil<T>(
        timeout: TimeInterval, _ description: String, _ check: ([String]) throws -> T?
    ) throws -> T {
        let deadline = Deadline(seconds: timeout)
        let result = try output.wait(until: deadline, check)
        switch result {
        case .value(let value):
            return value
        case .timedOut:
            throw failure("timed out after \(timeout) s waiting for \(description)")
        case .exited(let status):
            throw failure("\(executable) exited (status \(status)) before \(description)")
        }
    }

    /// Blocks until `check` returns a value for the stderr text received so far.
    ///
    /// stdout and stderr are separate pipes read by separate threads: a line on stdout says
    /// nothing about whether what the process wrote to stderr before it has arrived yet. Throws
    /// as ``waitUntil(timeout:_:_:)`` does.
    public func waitUntilStderr<T>(
        timeout: TimeInterval, _ description: String, _ check: (String) throws -> T?
    ) throws -> T {
        switch try output.waitForStderr(until: Deadline(seconds: timeout), check) {
        case .value(let value):
            return value
        case .timedOut:
            throw failure("timed out after \(timeout) s waiting for \(description) on stderr")
        case .exited(let status):
            throw failure("\(executable) exited (status \(status)) before \(description) on stderr")
        }
    }

    /// Blocks until the process exits and returns its exit status (or terminating signal).
    public func waitForExit(timeout: TimeInterval) throws -> Int32 {
        guard let status = output.waitForExit(until: Deadline(seconds: timeout)) else {
            throw failure("timed out after \(timeout) s waiting for \(executable) to exit")
        }
        return status
    }

    /// Blocks until stdout and stderr are closed (normally right after exit), at most `timeout` s.
    public func waitForOutputToEnd(timeout: TimeInterval) {
        output.waitForPipesClosed(until: Deadline(seconds: timeout))
    }

    /// Sends SIGTERM, waits up to `grace` seconds, then sends SIGKILL and reaps the process.
    public func terminate(grace: TimeInterval = 5) {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        if output.waitForExit(until: Deadline(seconds: grace)) != nil { return }
        kill(pid, SIGKILL)
        _ = output.waitForExit(until: Deadline(seconds: 10))
    }

    /// An error describing `what`, with the last 20 stdout lines and the stderr tail.
    public func failure(_ what: String) -> XServerFixtureError {
        let snapshot = output.snapshot()
        let stdout = snapshot.lines.suffix(20).joined(separator: "\n")
        let stderr = lastLines(of: snapshot.stderr, count: 30)
        return XServerFixtureError("""
            \(what)
            --- last stdout lines of \(executable) ---
            \(stdout)
            --- stderr of \(executable) ---
            \(stderr)
            """)
    }
}

/// Runs `process.run()` on a fresh thread whose signal mask is empty.
///
/// A spawned child inherits the spawning thread's signal mask, and Swift concurrency and
/// dispatch worker threads block SIGTERM, SIGINT, SIGHUP and more. Spawned from such a thread,
/// Xorg (or the app) would never see `terminate()`'s SIGTERM.
private func runWithEmptySignalMask(_ process: Process) throws {
    let spawn = SpawnAttempt(process)
    let thread = Thread { spawn.run() }
    thread.start()
    spawn.done.wait()
    if let error = spawn.error { throw error }
}

/// Hands a `Process` to the spawning thread and its outcome back; the semaphore orders the
/// accesses, hence `@unchecked Sendable`.
private final class SpawnAttempt: @unchecked Sendable {
    let process: Process
    let done = DispatchSemaphore(value: 0)
    var error: Error?

    init(_ process: Process) {
        self.process = process
    }

    func run() {
        var empty = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, nil)
        do {
            try process.run()
        } catch {
            self.error = error
        }
        done.signal()
    }
}
