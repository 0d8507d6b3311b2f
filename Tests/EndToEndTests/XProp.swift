import Foundation
import XServerFixture

/// A window's properties as `xprop` prints them: what a window manager or task bar reads.
struct XProp {
    /// xprop's output, one property per line (multi-line values continue on indented lines).
    let output: String

    /// Reads `properties` of `window` ("0x…") on `display`. `-len` lifts xprop's default limit,
    /// which would cut `_NET_WM_ICON` short of its largest size.
    init(display: String, window: String, _ properties: [String]) throws {
        output = try ShellCommand.runChecked(
            "xprop", ["-display", display, "-len", "1000000", "-id", window] + properties).stdout
    }

    /// The line of `property` ("NAME(TYPE) = value"), or nil when it is not set.
    func line(_ property: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(property + "(") }.map(String.init)
    }

    /// The value after " = " on the property's line.
    func value(_ property: String) -> String? {
        guard let line = line(property), let range = line.range(of: " = ") else { return nil }
        return String(line[range.upperBound...])
    }

    /// The sizes xprop lists for `_NET_WM_ICON` ("Icon (16 x 16):" → "16x16"), in order.
    var iconSizes: [String] {
        output.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "Icon ("), let end = line.range(of: "):") else { return nil }
            return line[start.upperBound..<end.lowerBound].replacingOccurrences(of: " x ", with: "x")
        }
    }
}
