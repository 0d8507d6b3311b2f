import Foundation

/// Injects real XInput2 touches through the `inputtest` touchscreen of a `PrivateXServer`.
///
/// Coordinates are screen pixels (with no window manager, a window at (0, 0) makes them
/// window coordinates too). Ids are the driver's ids for fingers (any `UInt32`, reusable
/// once ended); X clients see the server's own touch ids (`detail`), which increase with
/// every new touch. Primitives only write; call `sync()` to wait for the server, or use the
/// helpers, which sync after every step.
public final class InputTestTouchscreen {
    /// The underlying connection.
    public let connection: InputTestConnection
    /// The screen-to-device mapping.
    public let mapping: AbsoluteAxisMapping
    /// Last position of each finger that is down, by id.
    public private(set) var activeTouches: [Int: CGPoint] = [:]

    /// Connects to the touchscreen socket of a `screenWidth` x `screenHeight` server.
    public init(socketPath: String, screenWidth: Int, screenHeight: Int) throws {
        connection = try InputTestConnection(socketPath: socketPath)
        mapping = AbsoluteAxisMapping(screenWidth: screenWidth, screenHeight: screenHeight)
    }

    /// Puts finger `id` down at screen point (`x`, `y`): an `XI_TouchBegin`.
    public func begin(_ id: Int, x: Double, y: Double) throws {
        guard activeTouches[id] == nil else { throw XServerFixtureError("touch \(id) is already down") }
        try send(id, .begin, x: x, y: y)
    }

    /// Moves finger `id` to screen point (`x`, `y`): an `XI_TouchUpdate`.
    public func move(_ id: Int, x: Double, y: Double) throws {
        guard activeTouches[id] != nil else { throw XServerFixtureError("touch \(id) is not down") }
        try send(id, .update, x: x, y: y)
    }

    /// Lifts finger `id` at screen point (`x`, `y`): an `XI_TouchEnd` there.
    public func end(_ id: Int, x: Double, y: Double) throws {
        guard activeTouches[id] != nil else { throw XServerFixtureError("touch \(id) is not down") }
        try send(id, .end, x: x, y: y)
    }

    /// Lifts finger `id` where it last was.
    public func end(_ id: Int) throws {
        guard let point = activeTouches[id] else { throw XServerFixtureError("touch \(id) is not down") }
        try end(id, x: point.x, y: point.y)
    }

    /// Blocks until the server has processed every touch sent so far.
    public func sync() throws {
        try connection.sync()
    }

    /// A one-finger tap: begin and end at `point`, syncing after each.
    public func tap(at point: CGPoint, id: Int = 0) throws {
        try begin(id, x: point.x, y: point.y)
        try sync()
        try end(id, x: point.x, y: point.y)
        try sync()
    }

    /// A one-finger drag: begin at `start`, `steps` evenly spaced updates ending at `end`,
    /// then end there; syncs after every event.
    public func drag(id: Int = 0, from start: CGPoint, to end: CGPoint, steps: Int = 10) throws {
        try drag([TouchStroke(id: id, from: start, to: end)], steps: steps)
    }

    /// Several fingers at once (pinch, rotate, two-finger pan): all begin, then move together
    /// in `steps` evenly spaced updates (one event per finger per step), then all end.
    /// Syncs after every step.
    public func drag(_ strokes: [TouchStroke], steps: Int = 10) throws {
        for stroke in strokes { try begin(stroke.id, x: stroke.from.x, y: stroke.from.y) }
        try sync()
        for step in 1...max(steps, 1) {
            let fraction = Double(step) / Double(max(steps, 1))
            for stroke in strokes {
                let point = stroke.point(at: fraction)
                try move(stroke.id, x: point.x, y: point.y)
            }
            try sync()
        }
        for stroke in strokes { try self.end(stroke.id) }
        try sync()
    }

    private func send(_ id: Int, _ type: InputTestMessage.TouchType, x: Double, y: Double) throws {
        guard let touchID = UInt32(exactly: id) else { throw XServerFixtureError("touch id \(id) out of range") }
        try connection.send(InputTestMessage.touch(touchID, type: type, valuators: mapping.valuators(x: x, y: y)))
        activeTouches[id] = type == .end ? nil : CGPoint(x: x, y: y)
    }
}

/// One finger's straight path for `InputTestTouchscreen.drag(_:steps:)`, in screen pixels.
public struct TouchStroke: Sendable {
    /// The driver-side finger id.
    public var id: Int
    /// Where the finger goes down.
    public var from: CGPoint
    /// Where the finger lifts.
    public var to: CGPoint

    /// A straight stroke of finger `id` from `from` to `to`.
    public init(id: Int, from: CGPoint, to: CGPoint) {
        self.id = id
        self.from = from
        self.to = to
    }

    /// The point `fraction` (0...1) of the way along the stroke.
    public func point(at fraction: Double) -> CGPoint {
        CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
}
