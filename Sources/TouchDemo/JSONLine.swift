import Foundation

/// A JSON value that serializes on one line with keys in the order given, so trace lines read
/// `{"event":…` first.
enum JSONValue {
    case string(String)
    case number(Double)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A rectangle as `[x, y, width, height]`.
    static func rect(_ rect: CGRect) -> JSONValue {
        .array([rect.minX, rect.minY, rect.width, rect.height].map { .number(Double($0)) })
    }

    /// The value as compact JSON text.
    var serialized: String {
        switch self {
        case .string(let text): Self.quoted(text)
        case .number(let value): Self.format(value)
        case .array(let items): "[" + items.map(\.serialized).joined(separator: ",") + "]"
        case .object(let pairs):
            "{" + pairs.map { Self.quoted($0.0) + ":" + $0.1.serialized }.joined(separator: ",") + "}"
        }
    }

    /// Whole numbers print without a fraction; others with at most two decimals (sub-pixel
    /// precision beyond that is noise in a trace).
    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(format: "%.2f", rounded).replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
