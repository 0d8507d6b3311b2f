import Foundation

/// An error thrown by the private-X-server test fixture.
///
/// The `description` is written for a person reading a failed test: it says what was being
/// waited for and includes the evidence (log tail, trace lines, stderr) needed to see why.
public struct XServerFixtureError: Error, CustomStringConvertible, Sendable {
    /// A human-readable explanation, including any diagnostic output.
    public let description: String

    /// Creates an error with the given explanation.
    public init(_ description: String) {
        self.description = description
    }
}

/// The last `count` lines of `text`, for error messages.
func lastLines(of text: String, count: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.suffix(count).joined(separator: "\n")
}
