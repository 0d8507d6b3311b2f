import Foundation

/// One line of the app's JSON trace on stdout, e.g.
/// `{"event":"frame","view":"DragImage","rect":[x,y,w,h]}`.
///
/// Coordinates in the trace are window coordinates; with no window manager the window sits
/// at (0, 0), so they are also the screen pixels the injectors take.
public struct TraceEvent: @unchecked Sendable, CustomStringConvertible {
    // `@unchecked`: `object` holds only immutable JSONSerialization values
    // (strings, numbers, arrays, dictionaries, NSNull).
    /// The parsed JSON object.
    public let object: [String: Any]
    /// The line as printed.
    public let raw: String

    /// Parses `line`; nil if it is not a JSON object (e.g. a stray log line).
    public init?(line: String) {
        guard line.first == "{", let data = line.data(using: .utf8),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return nil }
        self.object = object
        self.raw = line
    }

    /// The `"event"` field: `ready`, `screen`, `layout`, `status`, `image`, `frame`, ...
    public var event: String? { string("event") }

    /// A string field.
    public func string(_ key: String) -> String? {
        object[key] as? String
    }

    /// A numeric field as an integer (nil if absent, not a number, or not integral).
    public func int(_ key: String) -> Int? {
        guard let value = double(key) else { return nil }
        return Int(exactly: value)
    }

    /// A numeric field as a double.
    public func double(_ key: String) -> Double? {
        Self.number(object[key])
    }

    /// A four-number array field `[x, y, w, h]`.
    public func rect(_ key: String) -> (x: Double, y: Double, w: Double, h: Double)? {
        guard let numbers = Self.numbers(object[key]), numbers.count == 4 else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// The `"views"` dictionary of a `layout` event: view name -> `[x, y, w, h]`.
    public var views: [String: [Double]] {
        guard let views = object["views"] as? [String: Any] else { return [:] }
        return views.compactMapValues { Self.numbers($0) }
    }

    /// The center of view `name` in a `layout` event.
    public func center(ofView name: String) -> CGPoint? {
        guard let frame = views[name], frame.count == 4 else { return nil }
        return CGPoint(x: frame[0] + frame[2] / 2, y: frame[1] + frame[3] / 2)
    }

    /// The raw line.
    public var description: String { raw }

    private static func number(_ value: Any?) -> Double? {
        if let value = value as? Double { return value }
        if let value = value as? Int { return Double(value) }
        if let value = value as? NSNumber { return value.doubleValue }
        return nil
    }

    private static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap { number($0) }
        return numbers.count == array.count ? numbers : nil
    }
}
