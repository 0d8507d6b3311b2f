import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// What docs/screens.md promises of the Circle beyond tap, pan and pinch, checked on screen: Ctrl +
/// wheel pinches it, its radius stays between 10 pt and the view's diagonal, and a resize keeps
/// its centre and radius.
@Suite("End to end: Circle's wheel, limits and resize on screen", .serialized)
struct CircleLimitsEndToEndTests {
    static let white = RGBPixel(red: 0xFF, green: 0xFF, blue: 0xFF)

    /// Whether `pixel` is the circle's red (the palette's or pure red).
    static func isRed(_ pixel: RGBPixel) -> Bool {
        pixel.red > 230 && pixel.green < 80 && pixel.blue < 80
    }

    private func expectRed(_ session: DemoSession, at points: [CGPoint], _ comment: String,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pixels = try session.pollPixels(at: points) { $0.allSatisfy(Self.isRed) }
        #expect(pixels.allSatisfy(Self.isRed), "red at \(points): \(pixels) \(comment)", sourceLocation: sourceLocation)
    }

    private func expectWhite(_ session: DemoSession, at points: [CGPoint], _ comment: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try session.pixelMismatches(at: points, expecting: Self.white, tolerance: 8) == [], "\(comment)",
                sourceLocation: sourceLocation)
    }

    private func lastRadius(_ session: DemoSession) -> Double? {
        session.app.events.compactMap { if case let .circle(_, radius) = $0 { radius } else { nil } }.last
    }

    @Test func controlWheelPinchesTheCircle() throws {
        let session = try DemoSession(["--screen", "circle"])
        let c = try session.center(of: "CircleView")
        try expectWhite(session, at: [c.applying(dx: 120, dy: 0)], "outside the 100 pt circle")
        try session.hold([KeyCode.controlL], withPointerAt: c)
        try session.pointer.scroll(notches: 3)
        try session.waitForGesture("pinch", .ended, on: "CircleView")
        try session.server.keyboard.release(keyCode: KeyCode.controlL)
        try session.server.keyboard.sync()
        #expect(abs((lastRadius(session) ?? 0) - 133.1) <= 1, "\(String(describing: lastRadius(session)))")
        try expectRed(session, at: [c.applying(dx: 120, dy: 0), c.applying(dx: 0, dy: -120)], "(1.1³ × 100 pt)")
        try expectWhite(session, at: [c.applying(dx: 145, dy: 0)], "outside the 133 pt circle")
    }

    @Test func aPinchCannotShrinkTheCircleBelowTenPointsNorGrowItPastTheDiagonal() throws {
        let session = try DemoSession(["--screen", "circle"])
        let area = try session.frame(of: "CircleView")
        let c = try session.center(of: "CircleView")
        // Fingers 160 pt apart pinched to 2 pt: 1/80 of 100 pt would be 1.25 pt.
        try session.touchscreen.drag([
            TouchStroke(id: 1, from: c.applying(dx: -80, dy: 0), to: c.applying(dx: -1, dy: 0)),
            TouchStroke(id: 2, from: c.applying(dx: 80, dy: 0), to: c.applying(dx: 1, dy: 0)),
        ], steps: 12)
        try session.waitForGesture("pinch", .ended, on: "CircleView")
        #expect(lastRadius(session) == 10, "\(String(describing: lastRadius(session)))")
        try expectRed(session, at: [c.applying(dx: 0, dy: -6)], "a 10 pt circle is still drawn")
        try expectWhite(session, at: [c.applying(dx: 0, dy: -14), c.applying(dx: 60, dy: 0)], "and no larger")
        // Spread from 4 pt to 300 pt, three times: ×75 each would be far past the diagonal.
        for round in 0..<3 {
            try session.touchscreen.drag([
                TouchStroke(id: 1, from: c.applying(dx: -2, dy: 0), to: c.applying(dx: -150, dy: 0)),
                TouchStroke(id: 2, from: c.applying(dx: 2, dy: 0), to: c.applying(dx: 150, dy: 0)),
            ], steps: 12)
            try session.app.waitFor("pinch \(round) ended") {
                $0.isGesture("pinch", .ended)
            }
        }
        let diagonal = hypot(area.width, area.height)
        #expect(abs((lastRadius(session) ?? 0) - diagonal) <= 1, "\(String(describing: lastRadius(session))) vs \(diagonal)")
        let corners = [CGPoint(x: area.minX + 3, y: area.minY + 3), CGPoint(x: area.maxX - 3, y: area.maxY - 3)]
        try expectRed(session, at: corners, "the whole view is inside the largest circle")
    }

    @Test func aResizeKeepsTheCirclesCentreAndRadius() throws {
        let session = try DemoSession(["--screen", "circle"])
        let area = try session.frame(of: "CircleView")
        let placed = CGPoint(x: area.minX + 130, y: area.minY + 140)
        try session.touchscreen.tap(at: placed)
        try session.app.waitFor("the circle moved") {
            guard case let .circle(center, _) = $0 else { return false }
            return abs(center.x - placed.x) <= 1 && abs(center.y - placed.y) <= 1
        }
        try WindowManagerMessages.resize(display: session.server.display, window: session.windowID, width: 700, height: 760)
        _ = try session.app.waitFor(event: .layout)
        #expect(lastRadius(session) == 100)
        try expectRed(session, at: [placed, placed.applying(dx: 90, dy: 0), placed.applying(dx: 0, dy: 90)],
                      "the same circle after the resize")
        try expectWhite(session, at: [placed.applying(dx: 110, dy: 0), placed.applying(dx: 0, dy: 110)], "and no larger")
    }
}
