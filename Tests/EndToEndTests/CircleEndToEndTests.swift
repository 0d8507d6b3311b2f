import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The course's Circle with real XI2 touches: a tap places the circle, a pan drags it and a
/// two-finger pinch resizes it, each read back from the `circle` trace events; a mouse Ctrl-drag
/// pinches too.
@Suite("End to end: Circle", .serialized)
struct CircleEndToEndTests {
    /// The palette's red (`systemRed`, #FF3B30), not #FF0000.
    static let red = RGBPixel(red: 0xFF, green: 0x3B, blue: 0x30)
    static let white = RGBPixel(red: 0xFF, green: 0xFF, blue: 0xFF)

    /// Waits for a `circle` event whose centre is within 1 pt of `center` (and whose radius is
    /// within 1 pt of `radius`, when given).
    @discardableResult
    private func waitForCircle(_ session: DemoSession, center: CGPoint, radius: Double? = nil) throws -> TraceEvent {
        let description = "circle at \(center) radius \(radius.map { "\($0)" } ?? "any")"
        return try session.app.waitFor(description) { (event: TraceEvent) -> Bool in
            guard event.kind == .circle, let found = Self.circle(in: event) else { return false }
            let centred = abs(found.center.x - center.x) <= 1 && abs(found.center.y - center.y) <= 1
            guard let radius else { return centred }
            return centred && abs(found.radius - radius) <= 1
        }
    }

    /// How far inside or outside the circle's edge (in points) a sample point is, clear of the
    /// edge's anti-aliasing.
    static let edgeMargin: Double = 10

    /// Expects the circle drawn at `center` with `radius` (window coordinates): red at the centre
    /// and just inside its edge on four axes, white just outside it; with `old`, white at the
    /// centre and the inner points of the circle as it was wherever they are off the new one.
    /// Points off `CircleView` are left out. Screenshots until all match (5 s).
    private func expectCircle(_ session: DemoSession, center: CGPoint, radius: Double,
                              notAt old: (center: CGPoint, radius: Double)? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let area = try session.frame(of: "CircleView").insetBy(dx: 2, dy: 2)
        let axes = [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)]
        func ring(_ c: CGPoint, _ r: Double) -> [CGPoint] { axes.map { c.applying(dx: $0.0 * r, dy: $0.1 * r) } }
        let inside = [center] + ring(center, radius - Self.edgeMargin)
        let outside = ring(center, radius + Self.edgeMargin)
        let left = old.map { old in
            ([old.center] + ring(old.center, old.radius - Self.edgeMargin)).filter {
                hypot($0.x - center.x, $0.y - center.y) > radius + Self.edgeMargin
            }
        } ?? []
        let samples = inside.filter(area.contains).map { PixelSample(point: $0, color: Self.red, what: "the circle") }
            + outside.filter(area.contains).map { PixelSample(point: $0, color: Self.white, what: "just off the circle") }
            + left.filter(area.contains).map { PixelSample(point: $0, color: Self.white, what: "where the circle was") }
        try session.expectPixels(samples, "circle at \(center) radius \(radius)", sourceLocation: sourceLocation)
    }

    /// The centre and radius of a `circle` event.
    private static func circle(in event: TraceEvent) -> (center: CGPoint, radius: Double)? {
        guard case let .circle(center, radius) = event else { return nil }
        return (center, radius)
    }

    @Test func aTapAPanAndATwoFingerPinchMoveAndResizeTheCircle() throws {
        let session = try DemoSession(["--screen", "circle"])
        let area = try session.frame(of: "CircleView")
        let start = try session.center(of: "CircleView")
        try waitForCircle(session, center: start, radius: 100)

        let tapped = CGPoint(x: area.minX + 120, y: area.minY + 150)
        try session.touchscreen.tap(at: tapped)
        try waitForCircle(session, center: tapped, radius: 100)
        #expect(session.gestures(on: "CircleView").contains("tap ended"))
        // On screen: red at the new centre, white again at the old one (its area was repainted).
        #expect(try session.pixelMismatches(at: [tapped, tapped.applying(dx: 90, dy: 0)], expecting: Self.red) == [])
        #expect(try session.pixelMismatches(at: [start, tapped.applying(dx: 110, dy: 0)], expecting: Self.white) == [])

        // The finger need not start on the circle: the pan moves the centre by its travel.
        let dragged = tapped.applying(dx: 100, dy: 120)
        try session.touchscreen.drag(id: 1, from: tapped.applying(dx: 30, dy: 0), to: dragged.applying(dx: 30, dy: 0),
                                     steps: 10)
        // The circle comes first: `waitFor` consumes the events before what it finds, and the
        // recognizer's last state is traced after its last action.
        try waitForCircle(session, center: dragged, radius: 100)
        try session.waitForGesture("pan", .ended, on: "CircleView")
        // On screen: drawn about the dragged centre, gone from where the tap put it.
        try expectCircle(session, center: dragged, radius: 100, notAt: (tapped, 100))

        // Two fingers 100 pt apart spread to 180 about the centre: the radius grows 1.8 times
        // and the centre stays (the pan follows the fingers' unchanged centroid).
        try session.touchscreen.drag([
            TouchStroke(id: 2, from: dragged.applying(dx: -50, dy: 0), to: dragged.applying(dx: -90, dy: 0)),
            TouchStroke(id: 3, from: dragged.applying(dx: 50, dy: 0), to: dragged.applying(dx: 90, dy: 0)),
        ], steps: 10)
        try waitForCircle(session, center: dragged, radius: 180)
        try session.waitForGesture("pinch", .ended, on: "CircleView")
        // On screen: red out to 170 pt where it was white before, white from 190 pt.
        try expectCircle(session, center: dragged, radius: 180)
        // The one-finger tap and pan made the pinch fail before; the two fingers' pinch is what
        // follows its first `began`.
        let pinch = Array(session.gestures(on: "CircleView").filter { $0.hasPrefix("pinch ") }.drop { $0 != "pinch began" })
        // One gesture, began first, ended last, only changes between (how many depends on how the
        // moves were coalesced: one delivery per drain of the X queue).
        #expect(pinch.first == "pinch began" && pinch.last == "pinch ended"
                && pinch.dropFirst().dropLast().allSatisfy { $0 == "pinch changed" }, "\(pinch)")
    }

    @Test func aMouseClickPlacesAndAControlDragPinchesTheCircle() throws {
        let session = try DemoSession(["--screen", "circle"])
        let c = try session.center(of: "CircleView")
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        let clicked = c.applying(dx: -60, dy: -40)
        try mouse.click(at: clicked)
        try waitForCircle(session, center: clicked, radius: 100)
        try expectCircle(session, center: clicked, radius: 100, notAt: (c, 100))
        // Ctrl fixes the anchor at the centre; the pointer's finger goes from 50 to 25 pt right
        // of it and the mirrored one follows: the fingers' distance halves, and so does the radius.
        try session.hold([KeyCode.controlL], withPointerAt: clicked)
        try mouse.drag(from: clicked.applying(dx: 50, dy: 0), to: clicked.applying(dx: 25, dy: 0), steps: 10)
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        try waitForCircle(session, center: clicked, radius: 50)
        try session.waitForGesture("pinch", .ended, on: "CircleView")
        // Ctrl is released, so the ghost circles are gone: the red ends at 50 pt now, where the
        // points 60...90 pt out were red before.
        try expectCircle(session, center: clicked, radius: 50, notAt: (clicked, 100))
    }
}
