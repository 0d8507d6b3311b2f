import Foundation

/// The shared, lock-protected record of a child process's output and exit, fed by reader
/// threads and the termination handler, read by waiters (see `ChildProcess`).
final class ProcessOutput: @unchecked Sendable {
    /// How a wait ended.
    enum WaitResult<T> {
        case value(T)
        case timedOut
        case exited(Int32)
    }

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var lines: [String] = []
    private var partialLine = Data()
    private var stderrData = Data()
    private var stdoutClosed = false
    private var stderrClosed = false
    private(set) var exitStatusValue: Int32?

    /// The exit status, once the process has exited.
    var exitStatus: Int32? {
        condition.lock()
        defer { condition.unlock() }
        return exitStatusValue
    }

    /// Starts one reader thread per pipe.
    func startReading(stdout: FileHandle, stderr: FileHandle) {
        Thread.detachNewThread { [self] in
            readUntilEOF(stdout) { self.appendStdout($0) }
            self.update { $0.finishStdout() }
        }
        Thread.detachNewThread { [self] in
            readUntilEOF(stderr) { data in self.update { $0.stderrData.append(data) } }
            self.update { $0.stderrClosed = true }
        }
    }

    /// Records the exit status and wakes waiters.
    func processExited(status: Int32) {
        update { $0.exitStatusValue = status }
    }

    /// A copy of the lines and stderr so far.
    func snapshot() -> (lines: [String], stderr: String) {
        condition.lock()
        defer { condition.unlock() }
        return (lines, String(decoding: stderrData, as: UTF8.self))
    }

    /// Blocks until `check` yields a value, the deadline passes, or the process has exited
    /// and both pipes are drained.
    func wait<T>(until deadline: Deadline, _ check: ([String]) throws -> T?) throws -> WaitResult<T> {
        try waitForOutput(until: deadline) { try check($0.lines) }
    }

    /// Blocks until `check` yields a value for the stderr text so far, the deadline passes, or
    /// the process has exited and both pipes are drained.
    func waitForStderr<T>(until deadline: Deadline, _ check: (String) throws -> T?) throws -> WaitResult<T> {
        try waitForOutput(until: deadline) { try check(String(decoding: $0.stderrData, as: UTF8.self)) }
    }

    /// The wait behind `wait` and `waitForStderr`: `check` sees this record under the lock.
    private func waitForOutput<T>(until deadline: Deadline, _ check: (ProcessOutput) throws -> T?) throws -> WaitResult<T> {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value = try check(self) { return .value(value) }
            // Both pipes drained too, so the error shows the process's last words.
            if let status = exitStatusValue, stdoutClosed, stderrClosed { return .exited(status) }
            if deadline.hasPassed { return .timedOut }
            _ = condition.wait(until: deadline.date)
        }
    }

    /// Blocks until the process exits; nil if the deadline passes first.
    func waitForExit(until deadline: Deadline) -> Int32? {
        condition.lock()
        defer { condition.unlock() }
        while exitStatusValue == nil, !deadline.hasPassed {
            _ = condition.wait(until: deadline.date)
        }
        return exitStatusValue
    }

    /// Blocks until both pipes reached end of file, or the deadline passes.
    func waitForPipesClosed(until deadline: Deadline) {
        condition.lock()
        defer { condition.unlock() }
        while !(stdoutClosed && stderrClosed), !deadline.hasPassed {
            _ = condition.wait(until: deadline.date)
        }
    }

    private func update(_ change: (ProcessOutput) -> Void) {
        condition.lock()
        change(self)
        condition.broadcast()
        condition.unlock()
    }

    private func appendStdout(_ data: Data) {
        update { output in
            output.partialLine.append(data)
            while let newline = output.partialLine.firstIndex(of: UInt8(ascii: "\n")) {
                let line = output.partialLine[output.partialLine.startIndex..<newline]
                output.lines.append(String(decoding: line, as: UTF8.self))
                output.partialLine.removeSubrange(output.partialLine.startIndex...newline)
            }
        }
    }

    private func finishStdout() {
        if !partialLine.isEmpty {
            lines.append(String(decoding: partialLine, as: UTF8.self))
            partialLine.removeAll()
        }
        stdoutClosed = true
    }
}

/// Reads `handle` until end of file, passing each chunk to `consume`.
private func readUntilEOF(_ handle: FileHandle, _ consume: (Data) -> Void) {
    let fd = handle.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            consume(Data(buffer[0..<count]))
        } else if count < 0, errno == EINTR {
            continue
        } else {
            break
        }
    }
    try? handle.close()
}
