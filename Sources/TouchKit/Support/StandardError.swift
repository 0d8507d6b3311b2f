#if canImport(Glibc)
import Glibc
#endif

/// One-line messages to stderr that never stop the program.
///
/// When stderr itself cannot be written (a full disk, a closed pipe with SIGPIPE ignored, a
/// descriptor closed by the parent) the message is dropped: there is nowhere left to say so,
/// and a warning is never worth ending the app for. A closed pipe with SIGPIPE at its default
/// still ends the process by that signal, as for any program (no core dump).
public enum StandardError {
    /// Writes `line` and a newline to stderr in one `write(2)`, ignoring failure.
    public static func writeLine(_ line: String) {
        _ = FileDescriptorOutput(descriptor: STDERR_FILENO).write(line + "\n")
    }
}
