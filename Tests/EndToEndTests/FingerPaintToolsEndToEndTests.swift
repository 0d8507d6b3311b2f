import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// What docs/screens.md and the hint promise of Finger Paint's tools, checked on screen: the widths,
/// the mouse's two parallel strokes (Ctrl+Shift), and a Clear that Ctrl+Z brings back.
@Suite("End to end: Finger Paint's tools on screen", .serialized)
struct FingerPaintToolsEndToEndTests {
    static let black = RGBPixel(red: 0x1C, green: 0x1C, blue: 0x1E)
    static let white = RGBPixel(red: 255, green: 255, blue: 255)

    /// A session on Finger Paint and its canvas.
    private func paint() throws -> (DemoSession, CGRect) {
        let session = try DemoSession(["--screen", "paint"])
        return (session, try session.frame(of: "FingerPaintCanvas"))
    }

    private func waitForCompleted(_ session: DemoSession, _ count: Int) throws {
        try session.app.waitFor("strokes completed \(count)") { $0 == .strokes(completed: count) }
    }

    @Test func theWidthButtonsSetHowWideTheNextStrokeIs() throws {
        let (session, canvas) = try paint()
        let touch = try session.touchscreen
        // 16 pt wide: black 6 pt above the line's middle. 4 pt wide: white there.
        var rows: [(width: Int, y: Double)] = []
        for (index, width) in [16, 4].enumerated() {
            try touch.tap(at: session.center(of: "WidthButton-\(width)"), id: 5)
            let y = (canvas.minY + 120 + 140 * Double(index)).rounded()
            try touch.drag(id: 1, from: CGPoint(x: canvas.minX + 60, y: y), to: CGPoint(x: canvas.maxX - 60, y: y), steps: 8)
            try waitForCompleted(session, index + 1)
            rows.append((width, y))
        }
        let x = canvas.midX.rounded()
        #expect(try session.pixelMismatches(at: [CGPoint(x: x, y: rows[0].y), CGPoint(x: x, y: rows[0].y - 6),
                                                 CGPoint(x: x, y: rows[0].y + 6)], expecting: Self.black) == [],
                "the 16 pt stroke covers ±6 pt")
        #expect(try session.pixelMismatches(at: [CGPoint(x: x, y: rows[0].y - 10)], expecting: Self.white, tolerance: 8) == [],
                "but not 10 pt off")
        #expect(try session.pixelMismatches(at: [CGPoint(x: x, y: rows[1].y)], expecting: Self.black) == [])
        #expect(try session.pixelMismatches(at: [CGPoint(x: x, y: rows[1].y - 6), CGPoint(x: x, y: rows[1].y + 6)],
                                            expecting: Self.white, tolerance: 8) == [],
                "the 4 pt stroke does not reach 6 pt off")
    }

    @Test func controlShiftDragWithTheMousePaintsTwoParallelStrokes() throws {
        let (session, canvas) = try paint()
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        let anchor = CGPoint(x: canvas.midX.rounded(), y: canvas.midY.rounded())
        try session.hold([KeyCode.controlL, KeyCode.shiftL], withPointerAt: anchor)
        // The pointer's finger at anchor − (60, 40), its partner mirrored at anchor + (60, 40);
        // both then move by the pointer's delta.
        let press = anchor.applying(dx: -60, dy: -40)
        try mouse.drag(from: press, to: press.applying(dx: 100, dy: 0), steps: 10)
        try keyboard.release(keyCode: KeyCode.shiftL)
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        try waitForCompleted(session, 2)
        let partner = anchor.applying(dx: 60, dy: 40)
        #expect(try session.pixelMismatches(at: [press.applying(dx: 50, dy: 0), partner.applying(dx: 50, dy: 0)],
                                            expecting: Self.black) == [], "two strokes, side by side")
        #expect(try session.pixelMismatches(at: [anchor.applying(dx: 0, dy: 0)], expecting: Self.white, tolerance: 8) == [],
                "nothing between them")
    }

    @Test func ctrlZBringsBackWhatClearWiped() throws {
        let (session, canvas) = try paint()
        let y = canvas.midY.rounded()
        let stroke = (from: CGPoint(x: canvas.minX + 60, y: y), to: CGPoint(x: canvas.maxX - 60, y: y))
        try session.touchscreen.drag(id: 1, from: stroke.from, to: stroke.to, steps: 8)
        try waitForCompleted(session, 1)
        let middle = CGPoint(x: canvas.midX.rounded(), y: y)
        #expect(try session.pixelMismatches(at: [middle], expecting: Self.black) == [])
        try session.touchscreen.tap(at: session.center(of: "ClearButton"), id: 2)
        try waitForCompleted(session, 0)
        #expect(try session.pixelMismatches(at: [middle], expecting: Self.white, tolerance: 0) == [], "cleared")
        let keyboard = try session.server.keyboard
        try keyboard.press(keyCode: KeyCode.controlL)
        try keyboard.type(keyCode: KeyCode.z)
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        try waitForCompleted(session, 1)
        #expect(try session.pixelMismatches(at: [middle], expecting: Self.black) == [], "the stroke is back on screen")
    }
}
