import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The Finger Paint screen with real XI2 touches and the inputtest pointer: each finger paints
/// its own stroke (in the trace and on screen), Clear empties the canvas, the mouse paints.
@Suite("End to end: Finger Paint", .serialized)
struct FingerPaintEndToEndTests {
    /// The default stroke colour, 0x1C1C1E.
    static let black = RGBPixel(red: 0x1C, green: 0x1C, blue: 0x1E)
    static let red = RGBPixel(red: 0xFF, green: 0x3B, blue: 0x30)
    static let white = RGBPixel(red: 255, green: 255, blue: 255)

    /// Five slanted strokes across the canvas, one per finger (ids 1...5).
    private func fiveStrokes(in canvas: CGRect) -> [TouchStroke] {
        (1...5).map { finger in
            let x = canvas.minX + CGFloat(80 * finger) - 40
            return TouchStroke(id: finger, from: CGPoint(x: x, y: canvas.minY + 60),
                               to: CGPoint(x: x + 50, y: canvas.minY + 360))
        }
    }

    /// The points of `points` whose pixel on screen is not within `tolerance` of `color`.
    private func mismatches(
        _ session: DemoSession, at points: [CGPoint], expecting color: RGBPixel, tolerance: Int = 40
    ) throws -> [String] {
        try session.pixelMismatches(at: points, expecting: color, tolerance: tolerance)
    }

    /// Points along `stroke`, away from its ends.
    private func samples(of stroke: TouchStroke) -> [CGPoint] {
        [0.2, 0.5, 0.8].map { stroke.point(at: $0) }
    }

    /// Waits for the `strokes` event reporting `count` completed strokes.
    private func waitForCompleted(_ session: DemoSession, _ count: Int) throws {
        try session.app.waitFor("strokes completed \(count)") { $0 == .strokes(completed: count) }
    }

    /// The `state touch` of every `stroke` event so far.
    private func strokeEvents(_ session: DemoSession) -> [(state: String, touch: String)] {
        session.app.events.compactMap { if case let .stroke(touch, phase, _) = $0 { ("\(phase)", touch) } else { nil } }
    }

    @Test func fiveSimultaneousFingersPaintFiveStrokes() throws {
        let session = try DemoSession(["--screen", "paint"])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let strokes = fiveStrokes(in: canvas)
        try session.touchscreen.drag(strokes, steps: 12)
        try waitForCompleted(session, 5)

        let events = strokeEvents(session)
        let began = events.filter { $0.state == "began" }.map(\.touch)
        let ended = events.filter { $0.state == "ended" }.map(\.touch)
        #expect(began.count == 5 && Set(began).count == 5, "\(events)")
        #expect(Set(ended) == Set(began), "\(events)")
        #expect(began.allSatisfy { $0.hasPrefix("touch-") }, "\(began)")
        // All five were down at once: every stroke began before the first one ended.
        #expect(events.prefix(5).allSatisfy { $0.state == "began" }, "\(events)")
        // The first count is the one the screen reports when it shows.
        let completed = session.app.events.compactMap { if case let .strokes(completed) = $0 { completed } else { nil } }
        #expect(completed == [0, 1, 2, 3, 4, 5])

        let painted = try mismatches(session, at: strokes.flatMap(samples(of:)), expecting: Self.black)
        #expect(painted.isEmpty, "paint along every stroke; wrong: \(painted)")
        // Between the strokes the canvas stays white.
        let between = strokes.dropLast().map { $0.point(at: 0.5).applying(dx: 40, dy: 0) }
        let blank = try mismatches(session, at: between, expecting: Self.white, tolerance: 0)
        #expect(blank.isEmpty, "white between the strokes; wrong: \(blank)")
    }

    @Test func clearButtonEmptiesTheCanvas() throws {
        let session = try DemoSession(["--screen", "paint"])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let strokes = Array(fiveStrokes(in: canvas).prefix(2))
        try session.touchscreen.drag(strokes, steps: 8)
        try waitForCompleted(session, 2)
        let points = strokes.flatMap(samples(of:))
        #expect(try mismatches(session, at: points, expecting: Self.black).isEmpty)

        try session.touchscreen.tap(at: session.center(of: "ClearButton"), id: 7)
        try waitForCompleted(session, 0)
        let left = try mismatches(session, at: points, expecting: Self.white, tolerance: 0)
        #expect(left.isEmpty, "the canvas is white again; wrong: \(left)")
    }

    @Test func theMousePaintsAStrokeInThePickedColour() throws {
        let session = try DemoSession(["--screen", "paint"])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let pointer = try session.pointer
        try pointer.click(at: session.center(of: "ColorButton-red"))
        let stroke = TouchStroke(id: 0, from: CGPoint(x: canvas.minX + 80, y: canvas.minY + 300),
                                 to: CGPoint(x: canvas.minX + 380, y: canvas.minY + 200))
        try pointer.drag(from: stroke.from, to: stroke.to, steps: 10)
        try waitForCompleted(session, 1)

        let events = strokeEvents(session)
        #expect(events.map(\.state) == ["began", "ended"], "\(events)")
        #expect(events.allSatisfy { $0.touch.hasPrefix("mouse-") }, "\(events)")
        let wrong = try mismatches(session, at: samples(of: stroke), expecting: Self.red)
        #expect(wrong.isEmpty, "red paint along the drag; wrong: \(wrong)")
    }
}
