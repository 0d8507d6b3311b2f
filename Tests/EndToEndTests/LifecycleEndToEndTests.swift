import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Closing, losing the server, losing the touch device mid-touch, and bad input.
@Suite("End to end: lifecycle and bad input", .serialized)
struct LifecycleEndToEndTests {
    @Test func closingTheWindowExitsZero() throws {
        let session = try DemoSession()
        try WindowManagerMessages.sendDeleteWindow(display: session.server.display, window: session.windowID)
        #expect(try session.app.waitForExit(timeout: 10) == 0)
    }

    @Test func resizingRelaysOutAndKeepsTheDraggedImageVisible() throws {
        let session = try DemoSession(["--screen", "touch"])
        let start = try session.frame(of: "DragImage")
        try session.touchscreen.drag(id: 1, from: start.center, to: CGPoint(x: 400, y: 680), steps: 6)
        try session.waitForFrame("DragImage", origin: CGPoint(x: start.minX + 400 - start.midX, y: start.minY + 680 - start.midY))
        try WindowManagerMessages.resize(display: session.server.display, window: session.windowID, width: 640, height: 420)
        let layout = try session.app.waitFor(event: .layout)
        let status = try #require(layout.frame(ofView: "TouchStatus"))
        #expect(status.width == 600, "the status line spans the new width")
        let drag = try #require(layout.frame(ofView: "DragImage"))
        #expect(drag.minX + drag.width <= 640 && drag.minY + drag.height <= 420, "DragImage stays inside: \(drag)")
        // Visible, on screen: drawn where the layout says, inside the smaller window.
        try session.expectPicture("DragMe", in: drag, "(pulled into the 640x420 window)")
    }

    @Test func losingTheXServerExitsNonZeroWithOneClearLine() throws {
        let session = try DemoSession(["--screen", "touch"])
        session.server.stop()
        let status = try session.app.waitForExit(timeout: 10)
        #expect(status != 0)
        // The exit can be seen before the stderr pipe is drained: wait for the line itself.
        try session.app.waitForStderr(containing: "lost the connection to the X server")
    }

    @Test func touchDeviceDisappearingMidTouchCancelsTheTouch() throws {
        let session = try DemoSession(["--screen", "touch"])
        let center = try session.center(of: "TouchImage")
        let touch = try session.touchscreen
        try touch.begin(1, x: center.x, y: center.y)
        try touch.sync()
        try session.waitForStatus("Touches Began")
        try session.expectImageView("TouchImage", showing: "TouchMe_Touched", not: "TouchMe")
        let disable = try ShellCommand.run("xinput", ["disable", XorgConfiguration.deviceNames.touchscreen],
                                           environment: session.server.environment)
        #expect(disable.status == 0, "xinput: \(disable.stderr)")
        // Xorg ends the live touches of a disabled device (an ordinary XI_TouchEnd, then
        // XI_HierarchyChanged in a later read); the app sees the device is disabled and cancels
        // the touch, as UIKit does on an interruption: touchesCancelled resets the image and
        // clears the status, which never reads "Touches Ended".
        try session.waitForImage("TouchImage", "TouchMe")
        try session.waitForStatus("")
        try session.expectImageView("TouchImage", showing: "TouchMe", not: "TouchMe_Touched")
        #expect(!session.statuses.contains("Touches Ended"), "\(session.statuses)")
        #expect(session.app.isRunning)
        try session.pointer.click(at: session.center(of: "BackButton"))
        try session.waitForScreen("menu")
    }

    @Test(arguments: [["--bogus"], ["--screen", "nowhere"], ["--size", "12xfoo"]])
    func badArgumentsAreAUsageError(arguments: [String]) throws {
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), arguments, environment: ["DISPLAY": ""])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Usage: touch-demo"), "stderr: \(result.stderr)")
    }

    @Test func noDisplayIsOneClearLineAndNonZero() throws {
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), [], environment: ["DISPLAY": ""])
        #expect(result.status != 0)
        #expect(result.stderr == "touch-demo: no X display: DISPLAY is not set (run inside an X session, or set DISPLAY=:0)\n")
        let unreachable = try ShellCommand.run(try AppUnderTest.builtExecutable(), [], environment: ["DISPLAY": ":97"])
        #expect(unreachable.status != 0)
        #expect(unreachable.stderr.split(separator: "\n").count == 1)
        #expect(unreachable.stderr.contains("cannot open X display \":97\""))
    }

    @Test func missingImageIsNamed() throws {
        let resources = try Self.copyOfResources()
        defer { try? FileManager.default.removeItem(at: resources) }
        try FileManager.default.removeItem(at: resources.appendingPathComponent("DragMe.png"))
        let message = try Self.failureOfApp(resources: resources)
        #expect(message.contains("DragMe.png"), "stderr: \(message)")
        #expect(message.contains("not found"))
    }

    @Test func corruptImageIsNamed() throws {
        let resources = try Self.copyOfResources()
        defer { try? FileManager.default.removeItem(at: resources) }
        try Data("this is not a PNG".utf8).write(to: resources.appendingPathComponent("CheckBox_Checked.png"))
        let message = try Self.failureOfApp(resources: resources)
        #expect(message.contains("CheckBox_Checked.png"), "stderr: \(message)")
    }

    /// Runs the app on a private server with `resources` and returns its stderr, expecting a
    /// non-zero exit before any window shows.
    private static func failureOfApp(resources: URL) throws -> String {
        let server = try PrivateXServer()
        defer { server.stop() }
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), ["--trace"],
                                          environment: server.environment.merging(["TOUCHDEMO_RESOURCES": resources.path]) { $1 })
        #expect(result.status != 0)
        #expect(!result.stdout.contains("\"ready\""))
        return result.stderr
    }

    private static func copyOfResources() throws -> URL {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-resources-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }
}
