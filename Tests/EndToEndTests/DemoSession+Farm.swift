import Foundation
import TouchDemoTrace
import XServerFixture

extension DemoSession {
    /// Waits for the next `farm` event whose animals satisfy `accept`, and returns them.
    @discardableResult
    func waitForFarm(_ description: String, timeout: TimeInterval = 10,
                     where accept: @escaping ([TraceEvent.FarmAnimal]) -> Bool) throws -> [TraceEvent.FarmAnimal] {
        let event = try app.waitFor(timeout: timeout, "farm: \(description)") { event in
            event.animals.map(accept) ?? false
        }
        return event.animals ?? []
    }

    /// The animals of the last `farm` event so far (consumed or not).
    var lastFarm: [TraceEvent.FarmAnimal] {
        app.events.last { $0.kind == .farm }?.animals ?? []
    }
}
