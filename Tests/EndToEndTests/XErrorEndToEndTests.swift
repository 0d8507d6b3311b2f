import Foundation
import Testing
import TouchDemoTrace
import TouchKitTesting
import XServerFixture

/// A real X protocol error, reported in one line by the app's handler.
@Suite("End to end: X errors", .serialized)
struct XErrorEndToEndTests {
    @Test func anIconTooLargeForOneRequestIsOneLineAndTheAppGoesOn() throws {
        // A 4096×4096 icon is within the image limit, but its _NET_WM_ICON (16.7 million
        // 32-bit values, 64 MiB) is more than the server takes in one request: BadLength.
        let resources = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-resources-\(UUID().uuidString)")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources")
        try FileManager.default.copyItem(at: source, to: resources)
        defer { try? FileManager.default.removeItem(at: resources) }
        try CraftedPNG.blackImage(width: 4096, height: 4096).write(to: resources.appendingPathComponent("Icons/touch-demo-256.png"))
        let session = try DemoSession(environment: ["TOUCHDEMO_RESOURCES": resources.path])
        let stderr = try session.app.waitForStderr(containing: "X error", timeout: 20)
        // Xlib's default handler printed four lines and exited 1.
        #expect(stderr.hasPrefix("touch-demo: X error BadLength (poly request too large or internal Xlib length error) "
            + "in X_ChangeProperty (request 18.0, resource 0x"), "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "\(stderr)")
        // Not fatal: the app goes on (without an icon) and answers.
        try session.type(KeyCode.digit(1))
        try session.waitForScreen("touch")
        #expect(session.app.isRunning)
    }
}
