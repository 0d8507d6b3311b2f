import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The mouse's double-click on a real X server: two clicks count as a double tap within the
/// desktop's double-click time (XSETTINGS `Net/DoubleClickTime`), else within 400 ms, not
/// within a finger's 0.35 s. Checked on the Touch Samples' `DoubleTouchImage`, whose highlight
/// (`tapCount == 2`) is read from the screen's pixels.
@Suite("End to end: double-click time", .serialized)
struct DoubleClickEndToEndTests {
    /// The pause between the clicks with no settings manager: longer than a finger's interval,
    /// shorter than the 400 ms default.
    static let pause: TimeInterval = 0.38
    /// The longest the server may have seen between the clicks for a missed double tap to count
    /// as a failure: past it, the host was too slow to keep the pause under 400 ms, and the
    /// attempt is made again.
    static let conclusiveGap: TimeInterval = 0.395

    /// Clicks twice at `point`, pressing again `pause` seconds after the first release was
    /// processed (the sleep is the user's pause, part of the input). Returns the longest gap the
    /// server can have seen between the release and the second press; the shortest is `pause`.
    private func doubleClick(_ mouse: InputTestPointer, at point: CGPoint, pause: TimeInterval) throws -> TimeInterval {
        try mouse.move(to: point)
        try mouse.sync()
        try mouse.press()
        try mouse.sync()
        let releaseSent = Date()
        try mouse.release()
        try mouse.sync()
        Thread.sleep(until: Date().addingTimeInterval(pause))
        try mouse.press()
        try mouse.sync()
        let pressSeen = Date()
        try mouse.release()
        try mouse.sync()
        return pressSeen.timeIntervalSince(releaseSent)
    }

    /// Clicks `TouchImage` and waits for its "Touches Ended": once that is in the trace, so is
    /// everything the clicks before it caused. Returns the statuses since `start`.
    private func statuses(of session: DemoSession, since start: Int) throws -> [String] {
        try session.pointer.click(at: try session.center(of: "TouchImage"))
        try session.waitForStatus("Touches Ended")
        return Array(session.statuses.dropFirst(start))
    }

    /// Whether the pixels of `DoubleTouchImage` (`frame`) show its yellow-to-orange highlight.
    private func showsHighlight(_ session: DemoSession, _ frame: CGRect) throws -> Bool {
        let points = [CGPoint(x: frame.midX, y: frame.minY + 8), CGPoint(x: frame.minX + 12, y: frame.midY)]
        let pixels = try session.pollPixels(at: points) { pixels in pixels.allSatisfy(Self.isHighlight) }
        return pixels.allSatisfy(Self.isHighlight)
    }

    /// The highlight runs from #FFDD55 to #FF9A1A; the plain tile is grey (#F4F5F7 to #C8CCD3).
    private static func isHighlight(_ pixel: RGBPixel) -> Bool {
        pixel.red > 200 && Int(pixel.red) - Int(pixel.blue) > 100
    }

    @Test func twoClicks380MillisecondsApartToggleTheHighlight() throws {
        let session = try DemoSession(["--screen", "touch"])
        let frame = try session.frame(of: "DoubleTouchImage")
        let before = try session.pollPixels(at: [CGPoint(x: frame.midX, y: frame.minY + 8)], timeout: 0) { _ in true }
        #expect(!Self.isHighlight(before[0]), "DoubleTouchImage starts plain, got \(before[0])")
        let mouse = try session.pointer
        var attempts: [String] = []
        for _ in 1...3 {
            let start = session.statuses.count
            let longestGap = try doubleClick(mouse, at: frame.center, pause: Self.pause)
            let seen = try statuses(of: session, since: start)
            if seen.contains("Double-Tapped On") {
                // The server saw at least 0.38 s between the clicks: past a finger's 0.35 s.
                #expect(try showsHighlight(session, frame), "DoubleTouchImage is drawn highlighted")
                return
            }
            attempts.append(String(format: "gap 0.380–%.3f s: %@", longestGap, seen.joined(separator: ", ")))
            if longestGap <= Self.conclusiveGap { break }
        }
        Issue.record("two clicks 0.38 s apart were no double tap: \(attempts.joined(separator: "; "))")
    }

    @Test func theDesktopsDoubleClickTimeComesFromXSETTINGS() throws {
        // A slow double-click, as a user who needs more time sets it.
        let desktop = try SettingsDesktop(doubleClickTime: 1000)
        defer { desktop.stop() }
        let (server, app) = (desktop.server, desktop.app)
        let image = try #require(desktop.layout.frame(ofView: "DoubleTouchImage"))
        // 0.6 s apart: far past the 400 ms default, well within the desktop's 1000 ms.
        let longestGap = try doubleClick(try server.pointer, at: image.center, pause: 0.6)
        try #require(longestGap < 1, "the host kept the pause under the double-click time")
        try app.waitFor("DoubleTouchImage highlighted") {
            $0 == .image(view: "DoubleTouchImage", image: "DoubleTapMe_Highlighted")
        }
    }

    @Test func aChangedDoubleClickTimeAppliesAtOnce() throws {
        let desktop = try SettingsDesktop(doubleClickTime: 1000)
        defer { desktop.stop() }
        let (server, manager, app, layout) = (desktop.server, desktop.manager, desktop.app, desktop.layout)
        let image = try #require(layout.frame(ofView: "DoubleTouchImage"))
        let touchImage = try #require(layout.frame(ofView: "TouchImage"))
        let mouse = try server.pointer
        // 0.6 s apart is a double-click at the desktop's 1000 ms.
        try #require(try doubleClick(mouse, at: image.center, pause: 0.6) < 1)
        try app.waitFor("DoubleTouchImage highlighted") {
            $0 == .image(view: "DoubleTouchImage", image: "DoubleTapMe_Highlighted")
        }
        // The user sets a quick double-click. The server tells the app before it sends the
        // clicks below, so the app has the new time by then.
        manager.publish(StandInSettingsManager.settingsBytes(integers: [("Net/DoubleClickTime", 200)]))
        // The user pauses longer than either time before trying again (part of the input: the
        // next clicks must not continue the first pair's count under either setting).
        Thread.sleep(forTimeInterval: 1.1)
        _ = try doubleClick(mouse, at: image.center, pause: 0.6)
        // Everything the clicks caused is in the trace once a later click's end is.
        try mouse.click(at: touchImage.center)
        try app.waitFor("Touches Ended") { $0 == .status(text: "Touches Ended") }
        #expect(app.events.filter { if case .image("DoubleTouchImage", _) = $0 { true } else { false } }.count == 1,
                "0.6 s apart is past the new 200 ms: the highlight stays on")
        _ = try doubleClick(mouse, at: image.center, pause: 0.05)
        try app.waitFor("DoubleTouchImage back to plain") {
            $0 == .image(view: "DoubleTouchImage", image: "DoubleTapMe")
        }
    }

    @Test func brokenXSETTINGSGiveOneLineAndTheAppGoesOn() throws {
        var settings = StandInSettingsManager.settingsBytes(integers: [("Net/DoubleClickTime", 1000)])
        settings.removeLast(2)
        let desktop = try SettingsDesktop(settings: settings)
        defer { desktop.stop() }
        let (server, app) = (desktop.server, desktop.app)
        let image = try #require(desktop.layout.frame(ofView: "DoubleTouchImage"))
        _ = try doubleClick(try server.pointer, at: image.center, pause: 0.05)
        try app.waitFor("DoubleTouchImage highlighted") {
            $0 == .image(view: "DoubleTouchImage", image: "DoubleTapMe_Highlighted")
        }
        let stderr = try app.waitForStderr(containing: "XSETTINGS")
        #expect(stderr.split(separator: "\n").filter { $0.contains("XSETTINGS") } == [
            "touch-demo: ignoring the desktop's XSETTINGS (setting 1 is cut short); double-click time: using 400 ms",
        ])
    }
}
