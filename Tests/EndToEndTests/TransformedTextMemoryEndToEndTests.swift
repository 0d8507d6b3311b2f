import Foundation
import Testing
import TouchDemoTrace
import ToolSupport
import XServerFixture

/// The Gesture Playground's card turned and pinched by two real fingers, gesture after gesture:
/// every frame draws the card's text under a transform no frame had before, and the app's memory
/// must stay flat (issue 12, defect 1). Before text under a transform was rasterised per grid
/// scale, Pango kept a fontset for every distinct scale and RSS grew without bound.
@Suite("End to end: transformed text memory", .serialized)
struct TransformedTextMemoryEndToEndTests {
    /// Gestures before the first sample: every grid scale the pinch reaches is rasterised, and
    /// the allocator reaches its steady state.
    static let warmUpGestures = 10
    /// Gestures between the two samples.
    static let measuredGestures = 100
    /// Touch updates per gesture, each with a new rotation and scale (the app draws a frame per
    /// read of the X queue, so several updates may share one: about 4 frames a gesture here).
    static let stepsPerGesture = 30
    /// How much the app's RSS may grow over the measured gestures, in bytes. Measured: 4 KB over
    /// 40 gestures; drawing text straight through each transform instead grew it by 8.5 MB.
    static let allowedGrowth = 3 << 20

    @Test func turningAndPinchingTheCardKeepsMemoryFlat() throws {
        let session = try DemoSession(["--screen", "playground"])
        let center = try session.center(of: "Canvas")
        for gesture in 0..<Self.warmUpGestures { try turnAndPinch(session, around: center, gesture: gesture) }
        let warm = try #require(ResidentMemory.bytes(ofProcess: session.app.process.pid))
        for gesture in Self.warmUpGestures..<(Self.warmUpGestures + Self.measuredGestures) {
            try turnAndPinch(session, around: center, gesture: gesture)
        }
        let after = try #require(ResidentMemory.bytes(ofProcess: session.app.process.pid))
        #expect(after - warm < Self.allowedGrowth,
                "RSS \(warm / 1024) KB after warm-up, \(after / 1024) KB after \(Self.measuredGestures) more gestures")
    }

    /// Two fingers on opposite sides of `center` turn through 60° while spreading to 1.5 times
    /// their distance and closing again, then lift; waits until the app has seen the pinch end
    /// (or fail).
    private func turnAndPinch(_ session: DemoSession, around center: CGPoint, gesture: Int) throws {
        let touch = try session.touchscreen
        let startAngle = Double(gesture) * .pi / 3, radius = 50.0
        func finger(_ index: Int, step: Int) -> CGPoint {
            let progress = Double(step) / Double(Self.stepsPerGesture)
            let angle = startAngle + progress * .pi / 3 + (index == 0 ? 0 : .pi)
            let distance = radius * (1 + 0.5 * sin(progress * .pi))
            return CGPoint(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle))
        }
        for index in 0..<2 {
            let point = finger(index, step: 0)
            try touch.begin(index + 1, x: point.x, y: point.y)
        }
        try touch.sync()
        for step in 1...Self.stepsPerGesture {
            for index in 0..<2 {
                let point = finger(index, step: step)
                try touch.move(index + 1, x: point.x, y: point.y)
            }
            try touch.sync()
        }
        try touch.end(1)
        try touch.end(2)
        try touch.sync()
        // The pinch ends, or fails when the X server handed every move over in one read (a
        // loaded machine): the fingers then land, arrive at their last places, where the
        // distance is back to the start, and lift, and the pinch never saw a scale change.
        try session.app.waitFor("the pinch on Canvas ended or failed") {
            $0.isGesture("pinch", .ended, on: "Canvas") || $0.isGesture("pinch", .failed, on: "Canvas")
        }
    }
}
