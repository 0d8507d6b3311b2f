import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Finger Paint's Undo, Redo and Save buttons under real XI2 touches: Undo takes the stroke off
/// the screen and Redo brings it back (pixels), Save writes a PNG with the stroke in it, and a
/// disabled button is drawn dimmed and ignores touches.
@Suite("End to end: Finger Paint's Undo, Redo and Save buttons", .serialized)
struct FingerPaintButtonsEndToEndTests {
    static let black = RGBPixel(red: 0x1C, green: 0x1C, blue: 0x1E)
    static let white = RGBPixel(red: 255, green: 255, blue: 255)
    /// The buttons' tint, the palette's accent (`Palette.tint`).
    static let tint = RGBPixel(red: 0x00, green: 0x62, blue: 0xCC)

    /// A horizontal stroke with finger 1 across the canvas, 150 pt down; returns its middle.
    private func paintStroke(_ session: DemoSession) throws -> CGPoint {
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let y = canvas.minY + 150
        try session.touchscreen.drag(id: 1, from: CGPoint(x: canvas.minX + 60, y: y), to: CGPoint(x: canvas.minX + 360, y: y),
                                     steps: 6)
        try waitForCompleted(session, 1)
        return CGPoint(x: canvas.minX + 210, y: y)
    }

    private func waitForCompleted(_ session: DemoSession, _ count: Int) throws {
        try session.app.waitFor("strokes completed \(count)") { $0 == .strokes(completed: count) }
    }

    /// A point of `button`'s fill: left of its title, inside its rounded corners.
    private func fill(of button: String, _ session: DemoSession) throws -> CGPoint {
        let frame = try session.frame(of: button)
        return CGPoint(x: frame.minX + 6, y: frame.midY)
    }

    @Test func undoTakesTheStrokeOffTheScreenAndRedoBringsItBack() throws {
        let session = try DemoSession(["--screen", "paint"])
        let middle = try paintStroke(session)
        #expect(try session.pixelMismatches(at: [middle], expecting: Self.black).isEmpty)

        try session.touchscreen.tap(at: session.center(of: "UndoButton"), id: 2)
        try waitForCompleted(session, 0)
        try session.waitForStatus("Undid the last stroke")
        let gone = try session.pixelMismatches(at: [middle], expecting: Self.white, tolerance: 0)
        #expect(gone.isEmpty, "the stroke is off the screen: \(gone)")

        try session.touchscreen.tap(at: session.center(of: "RedoButton"), id: 3)
        try waitForCompleted(session, 1)
        let back = try session.pixelMismatches(at: [middle], expecting: Self.black)
        #expect(back.isEmpty, "the stroke is back: \(back)")
    }

    @Test func saveWritesAPNGOfTheCanvas() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: pictures) }
        let session = try DemoSession(["--screen", "paint"], environment: ["XDG_PICTURES_DIR": pictures])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let middle = try paintStroke(session)

        try session.touchscreen.tap(at: session.center(of: "SaveButton"), id: 2)
        let saved = try session.waitForSaved()
        let path = saved.path
        #expect(path.hasPrefix(pictures + "/touch-demo-") && path.hasSuffix(".png"), "\(path)")
        #expect(saved.width == Int(canvas.width) && saved.height == Int(canvas.height))
        // The stroke is in the file where it is on the canvas.
        let inFile = try ImagePixels.pixel(ofImageAt: path, x: Int(middle.x - canvas.minX), y: Int(middle.y - canvas.minY))
        #expect(inFile.distance(to: Self.black) <= 40, "\(inFile)")
        let corner = try ImagePixels.pixel(ofImageAt: path, x: 4, y: 4)
        #expect(corner == Self.white, "\(corner)")
    }

    @Test func disabledButtonsAreDimmedAndIgnoreTouches() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: pictures) }
        let session = try DemoSession(["--screen", "paint"], environment: ["XDG_PICTURES_DIR": pictures])
        let undoFill = try fill(of: "UndoButton", session)
        let dimmed = try session.pollPixel(at: undoFill) { $0.distance(to: Self.tint) > 100 }
        #expect(dimmed.distance(to: Self.tint) > 100, "Undo is drawn dimmed on an empty canvas: \(dimmed)")

        for (id, button) in ["UndoButton", "RedoButton", "SaveButton"].enumerated() {
            try session.touchscreen.tap(at: session.center(of: button), id: id + 1)
        }
        // The stroke comes after the taps: once it is reported, the taps have been handled.
        _ = try paintStroke(session)
        #expect(session.statuses.isEmpty, "no command ran: \(session.statuses)")
        #expect(!session.app.events.contains { $0.kind == .saved })
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures).isEmpty)
        let enabled = try session.pollPixel(at: undoFill) { $0.distance(to: Self.tint) <= 6 }
        #expect(enabled.distance(to: Self.tint) <= 6, "Undo is drawn in full once there is a stroke: \(enabled)")
    }
}
