import Foundation
import TouchKitTesting

/// One animal of a `farm` trace event.
struct FarmAnimalTrace: CustomStringConvertible {
    let id: Int
    let state: String
    /// The centre where it shows, in window (= screen) coordinates.
    let center: CGPoint
    let scale: Double
    /// Radians, clockwise on screen.
    let rotation: Double

    var description: String {
        "#\(id) \(state) at (\(center.x), \(center.y)) ×\(scale) \(rotation) rad"
    }
}

extension TraceEvent {
    /// The animals of a `farm` event, back to front; nil for other events.
    var farmAnimals: [FarmAnimalTrace]? {
        guard event == "farm", let animals = object["animals"] as? [[String: Any]] else { return nil }
        return animals.compactMap { fields in
            guard let id = (fields["id"] as? NSNumber)?.intValue, let state = fields["state"] as? String,
                  let center = (fields["center"] as? [NSNumber])?.map(\.doubleValue), center.count == 2,
                  let scale = (fields["scale"] as? NSNumber)?.doubleValue,
                  let rotation = (fields["rotation"] as? NSNumber)?.doubleValue else { return nil }
            return FarmAnimalTrace(id: id, state: state, center: CGPoint(x: center[0], y: center[1]),
                                   scale: scale, rotation: rotation)
        }
    }
}

extension DemoSession {
    /// Waits for the next `farm` event whose animals satisfy `accept`, and returns them.
    @discardableResult
    func waitForFarm(_ description: String, timeout: TimeInterval = 10,
                     where accept: @escaping ([FarmAnimalTrace]) -> Bool) throws -> [FarmAnimalTrace] {
        let event = try app.waitFor(timeout: timeout, "farm: \(description)") { event in
            event.farmAnimals.map(accept) ?? false
        }
        return event.farmAnimals ?? []
    }

    /// The animals of the last `farm` event so far (consumed or not).
    var lastFarm: [FarmAnimalTrace] {
        app.events.last { $0.event == "farm" }?.farmAnimals ?? []
    }
}

extension DemoSession {
    /// The app's CPU time so far (user + system), in clock ticks, from `/proc/PID/stat`.
    func cpuTicks() throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(app.process.pid)/stat", encoding: .utf8)
        // Fields after the command name (in parentheses, which may hold spaces): state is
        // field 3, utime 14 and stime 15 (proc(5)).
        guard let close = stat.lastIndex(of: ")") else { throw XServerFixtureError("unreadable /proc stat: \(stat)") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw XServerFixtureError("unreadable /proc stat: \(stat)")
        }
        return user + system
    }

    /// The CPU ticks the app uses while `seconds` pass: 0 when it is idle (no timer left).
    /// The wait is the measurement itself, not a hope that something happened.
    func cpuTicks(over seconds: TimeInterval) throws -> Int {
        let before = try cpuTicks()
        Thread.sleep(forTimeInterval: seconds)
        return try cpuTicks() - before
    }
}
