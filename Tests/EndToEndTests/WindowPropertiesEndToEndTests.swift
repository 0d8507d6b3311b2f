import Foundation
import Testing
import TouchKit
import TouchDemoTrace
import XServerFixture
@testable import TouchKitX11

/// What a window manager, task bar and session read from the demo's window, read back with
/// `xprop`; and the title and fullscreen request of ``X11Application``, driven in process (the
/// keys team's F11 and per-screen titles call them in the app).
@Suite("End to end: window properties", .serialized)
struct WindowPropertiesEndToEndTests {
    @Test func theWindowCarriesMinimumSizeOwnerIconTitleAndClass() throws {
        let session = try DemoSession(["--screen", "touch"])
        let properties = try XProp(display: session.server.display, window: session.windowID, [])
        #expect(properties.output.contains("program specified minimum size: 420 by 540"), "\(properties.line("WM_NORMAL_HINTS") ?? "no WM_NORMAL_HINTS")")
        // A window manager keeps the window within what the app draws (8192 pixels per side).
        #expect(properties.output.contains("program specified maximum size: 8192 by 8192"), "\(properties.output)")
        #expect(properties.value("_NET_WM_PID") == String(session.app.process.pid))
        #expect(properties.value("WM_CLIENT_MACHINE") == "\"\(ProcessInfo.processInfo.hostName)\"")
        #expect(properties.iconSizes == ["16x16", "32x32", "48x48", "64x64", "128x128", "256x256"])
        // The title names the screen; WM_NAME carries the em dash as COMPOUND_TEXT.
        #expect(properties.line("_NET_WM_NAME") == "_NET_WM_NAME(UTF8_STRING) = \"Touch Demo — Touch Samples\"")
        #expect(properties.line("WM_NAME")?.hasPrefix("WM_NAME(COMPOUND_TEXT) = ") == true)
        // Back on the menu, the title is the app's name alone.
        try session.type(KeyCode.escape)
        try session.waitForScreen("menu")
        let menuTitle = try Deadline(seconds: 10).poll(every: 0.05) {
            try XProp(display: session.server.display, window: session.windowID, ["_NET_WM_NAME", "WM_NAME"])
                .line("WM_NAME").flatMap { $0 == "WM_NAME(STRING) = \"Touch Demo\"" ? $0 : nil }
        }
        #expect(menuTitle != nil, "the title did not return to \"Touch Demo\" on the menu")
        #expect(properties.value("WM_CLASS") == "\"touch-demo\", \"TouchDemo\"")
    }

    @Test func theMinimumSizeIsInPixelsAtTheDisplayScale() throws {
        let server = try PrivateXServer(width: 1280, height: 1024)
        defer { server.stop() }
        let app = try AppUnderTest(executable: try AppUnderTest.builtExecutable(), arguments: ["--trace", "--size", "420x600"],
                                   server: server, environment: ["TOUCHKIT_SCALE": "1.5"])
        guard case let .ready(window, _, _, _) = try app.waitFor(event: .ready) else { return }
        let properties = try XProp(display: server.display, window: window, ["WM_NORMAL_HINTS"])
        #expect(properties.output.contains("program specified minimum size: 630 by 810"), "\(properties.output)")
    }

    @MainActor
    @Test func settingTheTitleUpdatesWMNameAndNetWMName() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let application = try X11Application(
            window: UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600)), title: "Touch Demo",
            className: "TouchDemo", minimumSize: CGSize(width: 360, height: 560), displayName: server.display)
        application.title = "Touch Demo — Touch Samples"
        let properties = try XProp(display: server.display, window: application.windowID, ["_NET_WM_NAME", "WM_NAME"])
        #expect(properties.line("_NET_WM_NAME") == "_NET_WM_NAME(UTF8_STRING) = \"Touch Demo — Touch Samples\"")
        // The em dash is not Latin-1, so ICCCM's WM_NAME becomes COMPOUND_TEXT.
        #expect(properties.line("WM_NAME")?.hasPrefix("WM_NAME(COMPOUND_TEXT) = ") == true, "\(properties.output)")
        application.title = "Touch Demo"
        let back = try XProp(display: server.display, window: application.windowID, ["_NET_WM_NAME", "WM_NAME"])
        #expect(back.line("WM_NAME") == "WM_NAME(STRING) = \"Touch Demo\"")
        #expect(back.line("_NET_WM_NAME") == "_NET_WM_NAME(UTF8_STRING) = \"Touch Demo\"")
    }

    @MainActor
    @Test func toggleFullscreenAsksTheWindowManagerWithNetWMState() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let manager = try StandInWindowManager(display: server.display)
        defer { manager.close() }
        let application = try X11Application(
            window: UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600)), title: "Touch Demo",
            className: "TouchDemo", minimumSize: CGSize(width: 360, height: 560), displayName: server.display)
        application.toggleFullscreen()
        let request = try manager.waitForStateRequest()
        #expect(request == StandInWindowManager.StateRequest(
            window: application.windowID, action: 2 /* _NET_WM_STATE_TOGGLE */,
            firstProperty: "_NET_WM_STATE_FULLSCREEN", secondProperty: nil, source: 1 /* application */))
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), ["--version"], environment: ["DISPLAY": ""])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .newlines) == "touch-demo 0.8.0")
    }
}
