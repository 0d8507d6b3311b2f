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
