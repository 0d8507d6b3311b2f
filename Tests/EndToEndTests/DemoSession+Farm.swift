import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

extension DemoSession {
    /// Waits for the next `farm` event whose animals satisfy `accept`, and returns them.
    @discardableResult
    func waitForFarm(_ description: String, timeout: TimeInterval = 10,
                     where accept: @escaping ([TraceEvent.FarmAnimal]) -> Bool) throws -> [TraceEvent.FarmAnimal] {
        let event = try app.waitFor(timeout: timeout, "farm: \(description)") { event in
            if case let .farm(animals) = event { accept(animals) } else { false }
        }
        guard case let .farm(animals) = event else { return [] }
        return animals
    }

    /// The animals of the last `farm` event so far (consumed or not).
    var lastFarm: [TraceEvent.FarmAnimal] {
        app.events.compactMap { if case let .farm(animals) = $0 { animals } else { nil } }.last ?? []
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

    /// A point of each animal's 1x picture (from its centre, upright) with a colour that tells
    /// it from the meadow and from the other animals, and how far the screen may differ there
    /// (the hen's comb is small, so its edge may blend in).
    static func probe(of state: String) -> (offset: CGPoint, color: RGBPixel, tolerance: Int)? {
        switch state {
        case "hen": (CGPoint(x: combOffset.dx, y: combOffset.dy), comb, 60)
        case "egg": (CGPoint(x: -20, y: 0), RGBPixel(red: 227, green: 189, blue: 142), 24)
        case "fried": (CGPoint(x: 0, y: 0), RGBPixel(red: 248, green: 174, blue: 31), 30)
        case "roast": (CGPoint(x: 20, y: 0), RGBPixel(red: 206, green: 140, blue: 64), 28)
        case "chicken": (CGPoint(x: -20, y: 0), RGBPixel(red: 253, green: 223, blue: 97), 28)
        default: nil
        }
    }
}

extension DemoSession {
    /// Where `offset` (from an animal's centre, in its upright 1x picture) shows on screen for
    /// `animal`: scaled and turned clockwise by its transform about its centre.
    static func screenPoint(of offset: CGPoint, on animal: TraceEvent.FarmAnimal) -> CGPoint {
        let (c, s) = (cos(animal.rotation) * animal.scale, sin(animal.rotation) * animal.scale)
        return CGPoint(x: animal.center.x + c * offset.x - s * offset.y,
                       y: animal.center.y + s * offset.x + c * offset.y)
    }

    /// Expects every animal of `animals` (a `farm` event's) to be drawn on screen as the trace
    /// says: its state's probe colour where its transform puts the probe.
    func expectAnimalsDrawn(_ animals: [TraceEvent.FarmAnimal], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for animal in animals {
            guard let probe = FarmPixels.probe(of: animal.state) else {
                Issue.record("no probe for a \(animal.state)", sourceLocation: sourceLocation)
                continue
            }
            let point = Self.screenPoint(of: probe.offset, on: animal)
            let mismatches = try pixelMismatches(at: [point], expecting: probe.color, tolerance: probe.tolerance)
            #expect(mismatches.isEmpty, "Animal-\(animal.id), a \(animal.state), drawn at \(point): \(mismatches)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Expects only the meadow at `points`: no animal is drawn there (any more).
    func expectMeadow(at points: [CGPoint], _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let mismatches = try pixelMismatches(at: points, expecting: FarmPixels.meadow, tolerance: 12)
        #expect(mismatches.isEmpty, "only the meadow: \(mismatches) \(comment)", sourceLocation: sourceLocation)
    }
}
