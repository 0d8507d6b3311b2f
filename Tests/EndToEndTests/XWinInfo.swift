import Foundation
import XServerFixture

/// A window's geometry as `xwininfo` prints it, in pixels.
enum XWinInfo {
    /// The window's width and height in pixels.
    static func size(display: String, window: String) throws -> (width: Int, height: Int) {
        let text = try ShellCommand.runChecked("xwininfo", ["-display", display, "-id", window]).stdout
        func number(after label: String) throws -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.contains(label) }),
                  let value = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
            else { throw XServerFixtureError("no \(label) in xwininfo output: \(text)") }
            return value
        }
        return (try number(after: "Width:"), try number(after: "Height:"))
    }
}
