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

    /// A session on the Farm and the middle of the meadow (whole points).
    static func farm(_ arguments: [String] = []) throws -> (DemoSession, CGPoint) {
        let session = try DemoSession(["--screen", "farm"] + arguments)
        let meadow = try session.frame(of: "Farm")
        return (session, CGPoint(x: meadow.midX.rounded(), y: meadow.midY.rounded()))
    }

    /// Adds a hen with a finger's tap at `point` and waits for the farm to have `count` animals,
    /// the last a hen there.
    func addHen(at point: CGPoint, count: Int) throws {
        try touchscreen.tap(at: point, id: 1)
        try waitForFarm("hen \(count) at \(point)") { animals in
            animals.count == count && animals.last?.state == "hen" && isNearFarmPoint(animals.last!.center, point)
        }
    }
}

/// Whether `point` is within `tolerance` points of `expected` (the injectors work in whole
/// pixels).
func isNearFarmPoint(_ point: CGPoint, _ expected: CGPoint, tolerance: Double = 1) -> Bool {
    abs(point.x - expected.x) <= tolerance && abs(point.y - expected.y) <= tolerance
}

/// The Farm's pixels the tests look for: the hen's red comb, 28 pt right of and 33.5 pt above
/// its centre, and the meadow's green.
enum FarmPixels {
    static let combOffset = (dx: 28.0, dy: -33.5)
    static let comb = RGBPixel(red: 220, green: 60, blue: 50)
    static let meadow = RGBPixel(red: 0xEA, green: 0xF5, blue: 0xE1)
}
