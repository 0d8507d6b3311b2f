import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The display scale on a real server: `TOUCHKIT_SCALE`, `Xft.dpi`, a bad override, and the
/// default size against the work area. Layout and touches stay in points; the window has
/// scale × as many pixels.
@Suite("End to end: HiDPI", .serialized)
struct HiDPIEndToEndTests {
    /// The screen is large enough for 420x600 points at 1.5.
    private static let screen = (width: 1280, height: 1024)

    private func launch(_ arguments: [String], environment: [String: String] = [:],
                        on server: PrivateXServer) throws -> (app: AppUnderTest, window: String, size: CGSize) {
        let app = try AppUnderTest(executable: try AppUnderTest.builtExecutable(), arguments: ["--trace"] + arguments,
                                   server: server, environment: environment)
        let ready = try app.waitFor(event: .ready)
        guard case let .ready(window, width, height, _) = ready else { throw XServerFixtureError("not ready: \(ready)") }
        return (app, window, CGSize(width: width, height: height))
    }

    /// Screenshots of `server` until the pixel at `point` satisfies `accept`, for up to 5 s.
    private func pollScreenPixel(_ server: PrivateXServer, at point: CGPoint, until accept: (RGBPixel) -> Bool) throws -> RGBPixel {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("hidpi-probe-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let deadline = Deadline(seconds: 5)
        while true {
            try server.screenshot(to: shot)
            let pixel = try ImagePixels.pixel(ofImageAt: shot, x: Int(point.x), y: Int(point.y))
            if accept(pixel) || deadline.hasPassed { return pixel }
        }
    }

    @Test func atOneAndAHalfTheWindowHasOneAndAHalfTimesThePixelsAndTouchesLandOnTheirTargets() throws {
        let server = try PrivateXServer(width: Self.screen.width, height: Self.screen.height)
        defer { server.stop() }
        let (app, window, size) = try launch(["--screen", "touch", "--size", "420x600"],
                                             environment: ["TOUCHKIT_SCALE": "1.5"], on: server)
        #expect(size == CGSize(width: 420, height: 600), "the trace stays in points")
        let pixels = try XWinInfo.size(display: server.display, window: window)
        #expect(pixels.width == 630 && pixels.height == 900)

        let layout = try app.waitFor(event: .layout)
        let touchImage = try #require(layout.center(ofView: "TouchImage"))
        let touch = try server.touchscreen
        // The injector works in screen pixels; the window is at (0, 0).
        try touch.begin(1, x: touchImage.x * 1.5, y: touchImage.y * 1.5)
        try touch.sync()
        try app.waitFor("TouchImage touched") { $0 == .image(view: "TouchImage", image: "TouchMe_Touched") }
        // On screen, in pixels: TouchMe's blue (69, 136, 214) darkens to (17, 56, 120) under the finger.
        let touchFrame = try #require(layout.frame(ofView: "TouchImage"))
        let probe = try pollScreenPixel(server, at: CGPoint(x: (touchFrame.minX + 162) * 1.5, y: (touchFrame.minY + 11) * 1.5)) {
            $0.distance(to: RGBPixel(red: 17, green: 56, blue: 120)) <= 30
        }
        #expect(probe.distance(to: RGBPixel(red: 17, green: 56, blue: 120)) <= 30, "TouchMe_Touched drawn: \(probe)")
        try touch.end(1)
        try app.waitFor("status Touches Ended") { $0 == .status(text: "Touches Ended") }

        // A drag repaints at fractional pixel edges: where the image was must be clean background.
        // 70 pt down clears the image's old place and stays above the bottom band.
        let start = try #require(layout.frame(ofView: "DragImage"))
        let from = CGPoint(x: (start.minX + start.width / 2) * 1.5, y: (start.minY + start.height / 2) * 1.5)
        try touch.drag(id: 2, from: from, to: CGPoint(x: from.x, y: from.y + 105), steps: 7)
        try app.waitFor("DragImage moved down") { event in
            guard case let .frame("DragImage", rect) = event else { return false }
            return abs(rect.minY - (start.minY + 70)) <= 1
        }
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("hidpi-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        // The frame event comes before the paint: allow a few screenshots for the frame to land.
        var leftovers: [RGBPixel] = []
        for _ in 0..<20 {
            try server.screenshot(to: shot)
            let pixels = try ImagePixels.region(ofImageAt: shot, x: Int(start.minX * 1.5), y: Int(start.minY * 1.5),
                                                width: Int(start.width * 1.5), height: Int(start.height * 1.5))
            let white = RGBPixel(red: 255, green: 255, blue: 255)
            leftovers = pixels.filter { $0.distance(to: white) > 6 }
            if leftovers.isEmpty { break }
        }
        #expect(leftovers.isEmpty, "\(leftovers.count) pixels left behind where DragImage was, e.g. \(leftovers.prefix(5))")
        // And it is drawn at its new place: DragMe's green, 12 pt in from its right end.
        let moved = CGPoint(x: (start.maxX - 12) * 1.5, y: (start.midY + 70) * 1.5)
        let green = try ImagePixels.pixel(ofImageAt: shot, x: Int(moved.x), y: Int(moved.y))
        #expect(green.green > green.red + 40 && green.green > green.blue + 40, "DragMe's green at \(moved): \(green)")
    }

    @Test func xftDPIOf144GivesOneAndAHalf() throws {
        let server = try PrivateXServer(width: Self.screen.width, height: Self.screen.height)
        defer { server.stop() }
        try RootWindowProperties.setResources(display: server.display, "Xft.dpi:\t144\n")
        let (app, window, size) = try launch(["--size", "420x600"], on: server)
        #expect(size == CGSize(width: 420, height: 600))
        let pixels = try XWinInfo.size(display: server.display, window: window)
        #expect(pixels.width == 630 && pixels.height == 900)
        #expect(app.isRunning)
    }

    @Test func anInvalidScaleWarnsInOneLineAndFallsBackToTheDpi() throws {
        let server = try PrivateXServer(width: Self.screen.width, height: Self.screen.height)
        defer { server.stop() }
        let (app, window, _) = try launch(["--size", "420x600"], environment: ["TOUCHKIT_SCALE": "huge"], on: server)
        let warning = "touch-demo: ignoring TOUCHKIT_SCALE=\"huge\": expected a number from 1 to 3; using 1 from the display's dpi\n"
        // stderr is its own pipe: "ready" on stdout does not mean the warning has been read yet.
        #expect(try app.waitForStderr(containing: warning) == warning)
        let pixels = try XWinInfo.size(display: server.display, window: window)
        #expect(pixels.width == 420 && pixels.height == 600)
    }

    @Test func theDefaultSizeFitsTheWorkAreaAtTheScale() throws {
        let server = try PrivateXServer(width: Self.screen.width, height: Self.screen.height)
        defer { server.stop() }
        // A panel takes 64 px at the top: 960 px are left, 640 points at 1.5.
        try RootWindowProperties.setWorkArea(display: server.display, x: 0, y: 64, width: 1280, height: 960)
        let (app, window, size) = try launch([], environment: ["TOUCHKIT_SCALE": "1.5"], on: server)
        #expect(size.width == 480)
        #expect(size.height < 720 && size.height * 1.5 <= 960, "\(size)")
        let pixels = try XWinInfo.size(display: server.display, window: window)
        #expect(pixels.width == 720 && pixels.height <= 960)
        #expect(app.isRunning)
    }

    @Test func aHugeCurrentDesktopFallsBackToTheScreen() throws {
        let server = try PrivateXServer(width: Self.screen.width, height: Self.screen.height)
        defer { server.stop() }
        // What `xprop -root -f _NET_CURRENT_DESKTOP 32c -set _NET_CURRENT_DESKTOP 4294967295`
        // sets: Xlib hands it over sign-extended, and the start-up used to trap on it.
        try RootWindowProperties.setCardinals(display: server.display, property: "_NET_CURRENT_DESKTOP", [4_294_967_295])
        try RootWindowProperties.setWorkArea(display: server.display, x: 0, y: 64, width: 1280, height: 960)
        try expectDefaultWindowFitsTheScreen(on: server)
    }

    @Test func aHostileWorkAreaFallsBackToTheScreen() throws {
        let server = try PrivateXServer(width: Self.screen.width, height: Self.screen.height)
        defer { server.stop() }
        try RootWindowProperties.setCardinals(display: server.display, property: "_NET_CURRENT_DESKTOP", [0])
        try RootWindowProperties.setCardinals(display: server.display, property: "_NET_WORKAREA", [-1, -1, -1, 0x8000_0000, 7])
        try expectDefaultWindowFitsTheScreen(on: server)
    }

    /// Launches with the default size at 1.5 and checks the window is the screen-fitted default.
    private func expectDefaultWindowFitsTheScreen(on server: PrivateXServer) throws {
        let (app, window, size) = try launch([], environment: ["TOUCHKIT_SCALE": "1.5"], on: server)
        #expect(size.width == 480 && size.height < 720, "\(size)")
        let pixels = try XWinInfo.size(display: server.display, window: window)
        #expect(pixels.width == 720 && pixels.height <= Self.screen.height)
        #expect(app.isRunning)
    }

    @Test func withoutAWorkAreaTheDefaultSizeFitsTheScreen() throws {
        let server = try PrivateXServer(width: Self.screen.width, height: Self.screen.height)
        defer { server.stop() }
        let (app, window, size) = try launch([], environment: ["TOUCHKIT_SCALE": "1.5"], on: server)
        #expect(size.width == 480 && size.height < 720, "\(size)")
        let pixels = try XWinInfo.size(display: server.display, window: window)
        #expect(pixels.width == 720 && pixels.height <= Self.screen.height)
        #expect(app.isRunning)
    }
}
