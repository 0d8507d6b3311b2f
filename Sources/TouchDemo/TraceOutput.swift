#if canImport(Glibc)
import Glibc
#endif
import TouchKit

/// Where `--trace` lines go: stdout, written at once (unbuffered) so a reader sees each change
/// as it happens, and never at the app's expense.
///
/// A line that cannot be written (a full disk, `/dev/full`, a closed pipe with SIGPIPE
/// ignored, a broken descriptor) stops tracing: one line says why on stderr, and the app goes
/// on without a trace. A closed pipe with SIGPIPE at its default ends the app by that signal,
/// quietly and without a core dump, as `yes | head` ends `yes`; the app does not ignore SIGPIPE
/// itself. A line is written whole or not at all from the reader's point of view only up to the
/// pipe's atomic size (4 KiB); trace lines are shorter.
@MainActor
public final class TraceOutput {
    /// The name stderr lines start with ("touch-demo").
    private let programName: String
    private let output: FileDescriptorOutput
    private let reportError: (String) -> Void
    /// Why tracing stopped, once a write failed (`strerror`'s text); nil while it runs.
    public private(set) var failure: String?

    /// Trace output to `descriptor` (stdout unless told), reporting a failed write with one
    /// line through `reportError` (stderr unless told).
    public init(programName: String, descriptor: Int32 = STDOUT_FILENO,
                reportError: @escaping (String) -> Void = StandardError.writeLine) {
        self.programName = programName
        output = FileDescriptorOutput(descriptor: descriptor)
        self.reportError = reportError
    }

    /// Writes `line` and a newline; after the first failure, does nothing.
    public func write(_ line: String) {
        guard failure == nil else { return }
        guard let error = output.write(line + "\n") else { return }
        let reason = String(cString: strerror(error))
        failure = reason
        reportError("\(programName): cannot write the trace (\(reason)); tracing stops, the app goes on")
    }
}
