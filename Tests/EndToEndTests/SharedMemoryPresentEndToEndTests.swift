import CX11
import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Presenting through MIT-SHM (`XShmPutImage`) and through `XPutImage` (`TOUCHKIT_NO_SHM=1`, what
/// a remote display gets) put the same pixels on the screen: the same strokes on Finger Paint,
/// at scale 1 and 1.25, and again after an Expose, which is answered from the back buffer.
@Suite("End to end: shared-memory present", .serialized)
struct SharedMemoryPresentEndToEndTests {
    /// The window's size in points: the smallest the app takes, 675 pixels high at 1.25, within the server's 768.
    private static let size = CGSize(width: 420, height: 540)

    /// Paints three crossing strokes on Finger Paint on a fresh server with `environment`, and
    /// returns the settled pixels of the whole window and whether the app maps a System V
    /// shared-memory segment (the SHM path in use).
    private func paintedWindow(scale: Double, environment: [String: String]) throws
        -> (pixels: [RGBPixel], usesSharedMemory: Bool) {
        let session = try DemoSession(["--screen", "paint", "--size", "\(Int(Self.size.width))x\(Int(Self.size.height))"],
                                      environment: environment.merging(["TOUCHKIT_SCALE": "\(scale)"]) { $1 })
        let canvas = try session.frame(of: "FingerPaintCanvas")
        // The injector works in screen pixels; the window is at (0, 0).
        func pixel(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: (canvas.minX + x) * scale, y: (canvas.minY + y) * scale)
        }
        // Finger Paint strokes the points each delivery brings as one run, and two runs meet with
        // two overlapping round caps where one line would have a join: a few antialiased edge
        // pixels there depend on how the server's events fell into the app's reads. Each finger
        // here makes one straight move between its touch-down and lift-off (phases are never
        // merged), so every run is the same whatever the timing. All lines are black, so which
        // is painted first at a crossing does not change a pixel either.
        try session.touchscreen.drag([TouchStroke(id: 1, from: pixel(40, 40), to: pixel(300, 330)),
                                      TouchStroke(id: 2, from: pixel(310, 50), to: pixel(60, 300)),
                                      TouchStroke(id: 3, from: pixel(30, 200), to: pixel(330, 170))], steps: 1)
        try session.app.waitFor("strokes completed 3") { $0 == .strokes(completed: 3) }
        let window = CGRect(x: 0, y: 0, width: Self.size.width * scale, height: Self.size.height * scale)
        // A resize round trip reallocates the back buffer and repaints all of it from the raster
        // layer: the reallocation is tested on the way.
        for (width, height) in [(window.width + 20, window.height + 20), (window.width, window.height)] {
            try WindowManagerMessages.resize(display: session.server.display, window: session.windowID,
                                             width: UInt32(width), height: UInt32(height))
            _ = try session.app.waitFor(event: .layout)
        }
        let painted = try settledPixels(session, in: window)
        // The middle of the first stroke is painted (not white): the comparison is about something.
        let middle = pixel(170, 185)
        let index = Int(middle.y) * Int(window.width) + Int(middle.x)
        #expect(painted[index].distance(to: RGBPixel(red: 255, green: 255, blue: 255)) > 100, "\(painted[index])")

        // Cover the window with another one and uncover it: the app answers the Expose.
        try coverAndUncover(display: session.server.display, size: window.size)
        let exposed = try settledPixels(session, in: window)
        #expect(exposed == painted, "after an Expose the window shows the same pixels")
        return (painted, try mapsSharedMemory(pid: session.app.process.pid))
    }

    /// Screenshots of `rect` until two in a row are equal (the app painted what it had to).
    private func settledPixels(_ session: DemoSession, in rect: CGRect) throws -> [RGBPixel] {
        var previous = try session.screenPixels(in: rect)
        let deadline = Deadline(seconds: 5)
        while !deadline.hasPassed {
            let pixels = try session.screenPixels(in: rect)
            if pixels == previous { return pixels }
            previous = pixels
        }
        throw XServerFixtureError("the window never settled")
    }

    /// Maps a black override-redirect window over (0, 0, `size`), waits until the server drew
    /// it, and destroys it: the app's window gets an Expose for the whole area.
    private func coverAndUncover(display name: String, size: CGSize) throws {
        guard let display = XOpenDisplay(name) else { throw XServerFixtureError("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        let screen = XDefaultScreen(display)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.background_pixel = XBlackPixel(display, screen)
        let cover = XCreateWindow(display, XRootWindow(display, screen), 0, 0, UInt32(size.width), UInt32(size.height),
                                  0, Int32(CopyFromParent), UInt32(InputOutput), nil,
                                  UInt(CWOverrideRedirect | CWBackPixel), &attributes)
        XMapWindow(display, cover)
        XSync(display, 0)
        XDestroyWindow(display, cover)
        XSync(display, 0)
    }

    /// Whether process `pid` maps a System V shared-memory segment ("/SYSV…" in its maps).
    private func mapsSharedMemory(pid: Int32) throws -> Bool {
        try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8).contains("/SYSV")
    }

    @Test(arguments: [1.0, 1.25])
    func sharedMemoryAndPutImagePresentTheSamePixels(scale: Double) throws {
        let shared = try paintedWindow(scale: scale, environment: [:])
        let plain = try paintedWindow(scale: scale, environment: ["TOUCHKIT_NO_SHM": "1"])
        #expect(shared.usesSharedMemory, "the private Xorg is local: MIT-SHM is used")
        #expect(!plain.usesSharedMemory, "TOUCHKIT_NO_SHM=1 presents with XPutImage")
        #expect(shared.pixels.count == plain.pixels.count)
        let width = Int(Self.size.width * scale)
        let differing = zip(shared.pixels, plain.pixels).enumerated().filter { $0.element.0 != $0.element.1 }
            .map { "(\($0.offset % width), \($0.offset / width)) \($0.element.0) vs \($0.element.1)" }
        #expect(differing.isEmpty, "\(differing.count) of \(shared.pixels.count) pixels differ: \(differing.prefix(12))")
    }
}
