import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Self-test of the private-Xorg fixture: a real headless Xorg, real `inputtest` devices,
/// and an independent X client (`xinput test-xi2`) that reports what the server delivers.
@Suite(.serialized)
struct InputTestFixtureTests {
    @Test func serverHasTheRequestedScreenSize() throws {
        let server = try PrivateXServer(width: 800, height: 600)
        let info = try ShellCommand.runChecked("xdpyinfo", ["-display", server.display])
        #expect(info.stdout.contains("dimensions:    800x600 pixels"), "\(info.stdout.prefix(2000))")
        print("PrivateXServer \(server.display) answered \(String(format: "%.3f", server.startupDuration)) s after launch")
    }

    @Test func serverHasTheThreeInputtestDevices() throws {
        let server = try PrivateXServer()
        let list = try ShellCommand.runChecked("xinput", ["list", "--name-only"], environment: server.environment)
        let names = Set(list.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(names.isSuperset(of: ["touchscreen", "pointer", "keyboard"]), "\(names)")
        let touch = try ShellCommand.runChecked("xinput", ["list", "touchscreen"], environment: server.environment)
        #expect(touch.stdout.contains("XITouchClass"), "\(touch.stdout)")
        #expect(touch.stdout.contains("Max number of touches: 10"), "\(touch.stdout)")
    }

    @Test func injectedTouchReachesClientsAtTheSentPixels() throws {
        let server = try PrivateXServer()
        let monitor = try startMonitor(on: server)
        let touchscreen = try server.touchscreen

        try touchscreen.begin(3, x: 200, y: 150)
        try touchscreen.sync()
        let begin = try monitor.waitFor("TouchBegin") { $0.name == "TouchBegin" && $0.isFromMasterDevice }
        try expectRoot(of: begin, x: 200, y: 150)

        try touchscreen.move(3, x: 1000.5, y: 700.25)
        try touchscreen.sync()
        let update = try monitor.waitFor("TouchUpdate") { $0.name == "TouchUpdate" && $0.isFromMasterDevice }
        try expectRoot(of: update, x: 1000.5, y: 700.25)
        #expect(update.detail == begin.detail, "one finger keeps one X touch id")

        try touchscreen.end(3, x: 1023, y: 767)
        try touchscreen.sync()
        let end = try monitor.waitFor("TouchEnd") { $0.name == "TouchEnd" && $0.isFromMasterDevice }
        try expectRoot(of: end, x: 1023, y: 767)
        #expect(end.detail == begin.detail)
    }

    @Test func twoFingersAreTwoTouchSequences() throws {
        let server = try PrivateXServer()
        let monitor = try startMonitor(on: server)
        try server.touchscreen.drag([
            TouchStroke(id: 0, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 50, y: 50)),
            TouchStroke(id: 1, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 350, y: 350)),
        ], steps: 3)
        let first = try monitor.waitFor("first TouchBegin") { $0.name == "TouchBegin" && $0.isFromMasterDevice }
        let second = try monitor.waitFor("second TouchBegin") { $0.name == "TouchBegin" && $0.isFromMasterDevice }
        #expect(first.detail != second.detail)
        var endPoints: Set<String> = []
        for finger in ["first", "second"] {
            let end = try monitor.waitFor("\(finger) TouchEnd") { $0.name == "TouchEnd" && $0.isFromMasterDevice }
            let root = try #require(end.root)
            endPoints.insert("\(Int(root.x.rounded())),\(Int(root.y.rounded()))")
        }
        #expect(endPoints == ["50,50", "350,350"])
    }

    @Test func injectedPointerReachesClientsAtTheSentPixels() throws {
        let server = try PrivateXServer(width: 640, height: 480)
        let monitor = try startMonitor(on: server)
        let pointer = try server.pointer

        try pointer.move(to: 321, y: 234)
        try pointer.sync()
        let motion = try monitor.waitFor("Motion") { $0.name == "Motion" && $0.isFromMasterDevice }
        try expectRoot(of: motion, x: 321, y: 234)

        try pointer.press(button: 1)
        try pointer.sync()
        let press = try monitor.waitFor("ButtonPress") { $0.name == "ButtonPress" && $0.isFromMasterDevice }
        #expect(press.detail == 1)
        try expectRoot(of: press, x: 321, y: 234)

        try pointer.release(button: 1)
        try pointer.sync()
        let release = try monitor.waitFor("ButtonRelease") { $0.name == "ButtonRelease" && $0.isFromMasterDevice }
        #expect(release.detail == 1)
        try expectRoot(of: release, x: 321, y: 234)
    }

    @Test func stopLeavesNoXorgProcess() throws {
        let server = try PrivateXServer()
        let pid = try #require(server.pid)
        let directory = server.directory
        _ = try server.touchscreen  // a connected injector must not keep anything alive
        server.stop()
        #expect(kill(pid, 0) != 0, "Xorg \(pid) still exists after stop()")
        let processes = try ShellCommand.run("pgrep", ["-a", "Xorg"])
        // Matched by directory: other test processes may already reuse the display number.
        #expect(!processes.stdout.contains(directory), "\(processes.stdout)")
        #expect(!FileManager.default.fileExists(atPath: directory) || PrivateXServer.keepsArtifacts)
    }

    @Test func screenshotCoversExactlyTheScreen() throws {
        let server = try PrivateXServer(width: 320, height: 240)
        let path = server.directory + "/shot.png"
        try server.screenshot(to: path)
        let corner = try ImagePixels.region(ofImageAt: path, x: 310, y: 230, width: 10, height: 10)
        #expect(corner.count == 100)
        #expect(throws: XServerFixtureError.self, "one pixel right of the screen is outside the image") {
            try ImagePixels.pixel(ofImageAt: path, x: 320, y: 0)
        }
    }

    /// Starts `xinput test-xi2 --root` and waits until it demonstrably receives events: it
    /// selects events only after printing the device list, so nudge the pointer until a
    /// motion shows up (each wait wakes on output, the deadline bounds the whole probe).
    private func startMonitor(on server: PrivateXServer) throws -> XInputEventMonitor {
        let monitor = try XInputEventMonitor(server: server)
        let pointer = try server.pointer
        let deadline = Date().addingTimeInterval(10)
        var x = 1.0
        while true {
            try pointer.move(to: x, y: 1)
            try pointer.sync()
            let seen = try? monitor.waitFor(timeout: 0.25, "probe motion") {
                $0.name == "Motion" && $0.isFromMasterDevice
            }
            if seen != nil { return monitor }
            if Date() > deadline { throw monitor.process.failure("xinput test-xi2 never reported a motion") }
            x = x == 1 ? 2 : 1
        }
    }

    private func expectRoot(
        of event: XInputEventMonitor.Event, x: Double, y: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let root = try #require(event.root, "no root coordinates in \(event)", sourceLocation: sourceLocation)
        #expect(abs(root.x - x) <= 1 && abs(root.y - y) <= 1,
                "sent (\(x), \(y)), got \(root) in\n\(event)", sourceLocation: sourceLocation)
    }
}
