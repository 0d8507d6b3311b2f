import Foundation

/// The soak's progress and verdict lines on stdout, each written at once: `print` is block
/// buffered into a pipe, and scripts/test's log should show a soak as it goes.
enum SoakOutput {
    /// Writes `text` and a newline to stdout, unbuffered. A stdout that cannot be written
    /// (a closed pipe) loses the line; the exit status still tells the verdict.
    static func line(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    }
}
