import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Finger Paint's Ctrl+S to a full disk: a status line, no partial file, and nothing lost (the
/// drawing stays, and saves once there is room).
@Suite("End to end: saving to a full disk", .serialized)
struct PictureSaveFailureEndToEndTests {
    @Test(.enabled(if: getuid() == 0, "mounting the full tmpfs needs root"))
    func savingToAFullDiskIsAStatusLineAndNothingIsLost() throws {
        let disk = try FullFilesystem()
        let session = try DemoSession(["--screen", "paint"], environment: ["XDG_PICTURES_DIR": disk.path])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        try session.touchscreen.drag(id: 1, from: CGPoint(x: canvas.minX + 60, y: canvas.midY),
                                     to: CGPoint(x: canvas.maxX - 60, y: canvas.midY), steps: 8)
        try session.app.waitFor("one completed stroke") { $0 == .strokes(completed: 1) }

        try session.type(KeyCode.s, holding: [KeyCode.controlL])
        try session.waitForStatus("Cannot save in \(disk.path): No space left on device")
        #expect(try disk.files() == [], "no partial picture left behind")
        #expect(!session.app.events.contains { $0.kind == .saved })
        #expect(session.app.isRunning)

        try disk.makeRoom()
        try session.type(KeyCode.s, holding: [KeyCode.controlL])
        let path = try session.waitForSaved().path
        #expect(try disk.files() == [URL(fileURLWithPath: path).lastPathComponent])
        let middle = try ImagePixels.pixel(ofImageAt: path, x: Int(canvas.width / 2), y: Int(canvas.height / 2))
        #expect(middle.distance(to: RGBPixel(red: 0, green: 0, blue: 0)) < 60, "the stroke is in the file: \(middle)")
    }
}
