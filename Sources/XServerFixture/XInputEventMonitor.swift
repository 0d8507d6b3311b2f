import Foundation

/// An independent X client that records XInput2 events on the root window, by running
/// `xinput test-xi2 --root` on a `PrivateXServer`; for checking what injected input the
/// server delivers, without the app.
public final class XInputEventMonitor {
    /// One event block of `xinput test-xi2` output.
    public struct Event: Sendable, CustomStringConvertible {
        /// The XI2 event type number (`EVENT type 18 (TouchBegin)` -> 18).
        public let type: Int
        /// The XI2 event name (`TouchBegin`, `Motion`, `ButtonPress`, ...).
        public let name: String
        /// The `device: D (S)` line: master (or receiving) device id.
        public let deviceID: Int?
        /// The `device: D (S)` line: source (physical) device id.
        public let sourceID: Int?
        /// The `detail:` field: touch id or button number.
        public let detail: Int?
        /// The `root: x/y` field, in screen pixels.
        public let root: CGPoint?
        /// Whether this copy was delivered through a master device (`device` differs from
        /// `source`). `test-xi2 --root` selects all devices, so each event arrives twice:
        /// once from the physical (slave) device and once through its master, as apps see it.
        public var isFromMasterDevice: Bool { deviceID != nil && deviceID != sourceID }
        /// The block's lines, for diagnostics.
        public let lines: [String]

        /// The block as printed.
        public var description: String { lines.joined(separator: "\n") }
    }

    /// The `xinput` process.
    public let process: ChildProcess
    private var cursor = 0

    /// Starts `xinput test-xi2 --root` on `server`, line-buffered through `stdbuf`.
    public init(server: PrivateXServer) throws {
        guard let xinput = ShellCommand.findExecutable("xinput") else {
            throw XServerFixtureError("XInputEventMonitor needs xinput (apt-get install xinput)")
        }
        if let stdbuf = ShellCommand.findExecutable("stdbuf") {
            process = try ChildProcess(executable: stdbuf, arguments: ["-oL", xinput, "test-xi2", "--root"],
                                       environment: server.environment)
        } else {
            process = try ChildProcess(executable: xinput, arguments: ["test-xi2", "--root"],
                                       environment: server.environment)
        }
    }

    deinit {
        process.terminate(grace: 2)
    }

    /// All complete event blocks so far.
    public var events: [Event] { Self.parse(process.stdoutLines) }

    /// Waits for the first not-yet-consumed event matching `predicate` and consumes it (and
    /// all events before it). Throws after `timeout` seconds, naming `description`.
    @discardableResult
    public func waitFor(
        timeout: TimeInterval = 10, _ description: String, where predicate: (Event) -> Bool
    ) throws -> Event {
        let start = cursor
        let (event, index) = try process.waitUntil(timeout: timeout, description) { lines -> (Event, Int)? in
            let events = Self.parse(lines)
            guard start < events.count, let index = events[start...].firstIndex(where: predicate) else {
                return nil
            }
            return (events[index], index)
        }
        cursor = index + 1
        return event
    }

    /// Parses `xinput test-xi2` output into event blocks. A block ends at the next
    /// `EVENT type` line, so the last block counts only once another follows or output ends.
    static func parse(_ lines: [String]) -> [Event] {
        var events: [Event] = []
        var block: [String] = []
        func finish() {
            if let event = makeEvent(block) { events.append(event) }
            block = []
        }
        for line in lines {
            if line.hasPrefix("EVENT type ") { finish() }
            if !block.isEmpty || line.hasPrefix("EVENT type ") { block.append(line) }
        }
        // The last block is complete once its `windows:` line (always the last field of
        // device events) or a blank line arrived.
        if let last = block.last, last.contains("windows:") || last.trimmingCharacters(in: .whitespaces).isEmpty {
            finish()
        }
        return events
    }

    private static func makeEvent(_ block: [String]) -> Event? {
        guard let header = block.first else { return nil }
        // "EVENT type 18 (TouchBegin)"
        let parts = header.dropFirst("EVENT type ".count).split(separator: " ", maxSplits: 1)
        guard let type = parts.first.flatMap({ Int($0) }) else { return nil }
        let name = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: CharacterSet(charactersIn: "()")) : ""
        var fields: [String: String] = [:]
        for line in block.dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let colon = trimmed.firstIndex(of: ":") else { continue }
            let key = String(trimmed[..<colon])
            if fields[key] == nil {
                fields[key] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        var deviceID: Int?, sourceID: Int?
        if let device = fields["device"] {  // "2 (6)"
            let numbers = device.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            deviceID = numbers.first
            sourceID = numbers.count > 1 ? numbers[1] : nil
        }
        var root: CGPoint?
        if let text = fields["root"] {  // "100.00/200.00"
            let xy = text.split(separator: "/").compactMap { Double($0) }
            if xy.count == 2 { root = CGPoint(x: xy[0], y: xy[1]) }
        }
        return Event(type: type, name: name, deviceID: deviceID, sourceID: sourceID,
                     detail: fields["detail"].flatMap { Int($0) }, root: root, lines: block)
    }
}
