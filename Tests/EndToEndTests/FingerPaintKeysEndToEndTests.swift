import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Finger Paint's keys and memory on a real X server: Ctrl+Z and Ctrl+Shift+Z, Ctrl+S writing a
/// PNG that matches the screen, the drawing kept across Back, and a folder that cannot be written.
@Suite("End to end: Finger Paint keys", .serialized)
struct FingerPaintKeysEndToEndTests {
    static let black = RGBPixel(red: 0x1C, green: 0x1C, blue: 0x1E)
    static let white = RGBPixel(red: 255, green: 255, blue: 255)

    /// Two horizontal strokes with fingers 1 and 2, one after the other, at canvas heights 100
    /// and 250; returns a point in the middle of each.
    private func paintTwoStrokes(_ session: DemoSession) throws -> [CGPoint] {
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let ys = [canvas.minY + 100, canvas.minY + 250]
        for (index, y) in ys.enumerated() {
            try session.touchscreen.drag(id: index + 1, from: CGPoint(x: canvas.minX + 60, y: y),
                                         to: CGPoint(x: canvas.minX + 360, y: y), steps: 6)
            try waitForCompleted(session, index + 1)
        }
        return ys.map { CGPoint(x: canvas.minX + 210, y: $0) }
    }

    private func waitForCompleted(_ session: DemoSession, _ count: Int) throws {
        try session.app.waitFor("strokes completed \(count)") { $0 == .strokes(completed: count) }
    }

    @Test func ctrlZUndoesAStrokeAndCtrlShiftZRedoesIt() throws {
        let session = try DemoSession(["--screen", "paint"])
        let middles = try paintTwoStrokes(session)
        #expect(try session.pixelMismatches(at: middles, expecting: Self.black).isEmpty)

        try session.type(KeyCode.z, holding: [KeyCode.controlL])
        try waitForCompleted(session, 1)
        try session.waitForStatus("Undid the last stroke")
        #expect(try session.pixelMismatches(at: [middles[1]], expecting: Self.white, tolerance: 0).isEmpty, "the second stroke is gone")
        #expect(try session.pixelMismatches(at: [middles[0]], expecting: Self.black).isEmpty, "the first stays")

        try session.type(KeyCode.z, holding: [KeyCode.controlL, KeyCode.shiftL])
        try waitForCompleted(session, 2)
        #expect(try session.pixelMismatches(at: middles, expecting: Self.black).isEmpty, "both strokes show again")
    }

    @Test func ctrlSSavesAPNGThatMatchesTheCanvasOnScreen() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: pictures) }
        let session = try DemoSession(["--screen", "paint"], environment: ["XDG_PICTURES_DIR": pictures])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let middles = try paintTwoStrokes(session)
        #expect(try session.pixelMismatches(at: middles, expecting: Self.black).isEmpty)

        try session.type(KeyCode.s, holding: [KeyCode.controlL])
        let saved = try session.waitForSaved()
        let path = saved.path
        let name = URL(fileURLWithPath: path).lastPathComponent
        #expect(path.hasPrefix(pictures + "/touch-demo-") && path.hasSuffix(".png"), "\(path)")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(saved.width == Int(canvas.width) && saved.height == Int(canvas.height))
        // The status line changes as the file is written, just before the trace reports it.
        #expect(session.statuses.last == "Saved \(name) in \(pictures)")

        let file = try ImagePixels.region(ofImageAt: path, x: 0, y: 0, width: Int(canvas.width), height: Int(canvas.height))
        func differing(_ screen: [RGBPixel]) -> Int { zip(file, screen).filter { $0.distance(to: $1) > 2 }.count }
        // While Ctrl is held the mouse emulation shows its two fingers over the canvas; they go
        // with the frame painted after Ctrl's release, which may follow the `saved` event.
        let screen = try session.screenPixels(in: canvas) { differing($0) == 0 }
        let differing = differing(screen)
        #expect(file.count == screen.count && differing == 0, "\(differing) of \(file.count) pixels differ")
        #expect(file.contains(Self.black), "the strokes are in the file")
    }

    @Test func theDrawingIsKeptAcrossBack() throws {
        let session = try DemoSession(["--screen", "paint"])
        let middles = try paintTwoStrokes(session)
        try session.type(KeyCode.escape)
        try session.waitForScreen("menu")
        try session.type(KeyCode.digit(4))
        try session.waitForScreen("paint")
        try waitForCompleted(session, 2)
        #expect(try session.pixelMismatches(at: middles, expecting: Self.black).isEmpty, "both strokes are back")
    }

    @Test func aFolderThatCannotBeWrittenGivesAStatusLine() throws {
        // /proc is a directory in which not even root can create a file.
        let session = try DemoSession(["--screen", "paint"], environment: ["XDG_PICTURES_DIR": "/proc"])
        let middles = try paintTwoStrokes(session)
        try session.type(KeyCode.s, holding: [KeyCode.controlL])
        let status = try session.waitForStatus("about /proc") { $0.hasPrefix("Cannot save in /proc: ") }
        #expect(!session.app.events.contains { $0.kind == .saved }, "\(status)")
        #expect(session.app.isRunning)
        try session.type(KeyCode.z, holding: [KeyCode.controlL])
        try session.waitForStatus("Undid the last stroke")
        // The failed save lost nothing and the app still works: the undo takes the second
        // stroke off the screen, the first stays.
        #expect(try session.pixelMismatches(at: [middles[1]], expecting: Self.white, tolerance: 0).isEmpty,
                "the undone stroke is gone")
        #expect(try session.pixelMismatches(at: [middles[0]], expecting: Self.black).isEmpty, "the first stroke stays")
    }
}
