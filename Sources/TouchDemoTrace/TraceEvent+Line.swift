import Foundation

/// The text form of a ``TraceEvent``: one line of compact JSON with sorted keys, rectangles as
/// `[x, y, width, height]` and points as `[x, y]`, numbers to two decimals.
extension TraceEvent {
    /// The event as one line of JSON, without the newline.
    public var line: String {
        // Encoding an event cannot fail: every value is a string, a whole number, or a finite or
        // non-finite double (written as a string), and the keys are fixed.
        guard let data = try? Self.encoder.encode(self) else { return #"{"event":"\#(kind.rawValue)"}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// Parses one trace line; nil when it is not a trace event (a stray log line, a torn line).
    public init?(line: String) {
        guard line.first == "{", let event = try? Self.decoder().decode(TraceEvent.self, from: Data(line.utf8)) else {
            return nil
        }
        self = event
    }

    /// Numbers keep two decimals: sub-pixel precision beyond that is noise in a trace.
    static func rounded(_ value: Double) -> Double {
        value.isFinite ? (value * 100).rounded() / 100 : value
    }

    private static let nonFinite = (positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

    // One encoder for the app's life: trace lines come at touch rate when tracing is on.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity, nan: nonFinite.nan)
        return encoder
    }()

    private static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity, nan: nonFinite.nan)
        return decoder
    }
}
