import Foundation

/// The outcome of a command run to completion by `ShellCommand.run`.
public struct CommandResult: Sendable {
    /// The exit status (or the terminating signal number).
    public let status: Int32
    /// Everything the command wrote to stdout.
    public let stdout: String
    /// Everything the command wrote to stderr.
    public let stderr: String
}

/// Runs short helper commands (`xdpyinfo`, `xinput`, `import`, `convert`) to completion.
public enum ShellCommand {
    /// Runs `executable` (a path, or a name looked up in `PATH`) and waits for it to exit.
    ///
    /// Throws if it cannot start or does not exit within `timeout` seconds (it is then killed).
    /// A non-zero exit status is returned, not thrown: see `runChecked` for that.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        timeout: TimeInterval = 20
    ) throws -> CommandResult {
        guard let path = findExecutable(executable) else {
            throw XServerFixtureError("command not found: \(executable)")
        }
        let child = try ChildProcess(executable: path, arguments: arguments, environment: environment)
        let status: Int32
        do {
            status = try child.waitForExit(timeout: timeout)
        } catch {
            child.terminate(grace: 1)
            throw error
        }
        // The exit has been seen; wait (briefly) for the pipes to be drained too.
        child.waitForOutputToEnd(timeout: 5)
        return CommandResult(status: status, stdout: child.stdoutLines.joined(separator: "\n"),
                             stderr: child.stderrText)
    }

    /// Like `run`, but throws when the command exits with a non-zero status.
    @discardableResult
    public static func runChecked(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        timeout: TimeInterval = 20
    ) throws -> CommandResult {
        let result = try run(executable, arguments, environment: environment, timeout: timeout)
        guard result.status == 0 else {
            throw XServerFixtureError("""
                \(executable) \(arguments.joined(separator: " ")) exited with status \(result.status)
                stdout: \(lastLines(of: result.stdout, count: 20))
                stderr: \(lastLines(of: result.stderr, count: 20))
                """)
        }
        return result
    }

    /// The absolute path of `name`: itself if it contains a slash, else the first match in `PATH`.
    public static func findExecutable(_ name: String) -> String? {
        if name.contains("/") {
            return FileManager.default.isExecutableFile(atPath: name) ? name : nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
