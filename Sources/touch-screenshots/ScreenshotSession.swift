import Foundation
import TouchDemoTrace
import XServerFixture

/// One run of touch-demo on its own private Xorg, driven with real XI2 touches, the inputtest
/// mouse and keyboard, and photographed: the pictures in docs/images/ come from here, so they show
/// what this code draws (`scripts/screenshots`).
final class ScreenshotSession {
    let server: PrivateXServer
    let app: AppUnderTest
    /// The window's size in points (= pixels: the pictures are taken at scale 1).
    let size: CGSize
    /// The latest layout: every named view's frame.
    private(set) var layout: TraceEvent

    /// Starts a server large enough for a `width` x `height` window and the app on `screen`.
    init(screen: String, width: Int = 480, height: Int = 720, extraArguments: [String] = []) throws {
        server = try PrivateXServer(width: max(1024, width), height: max(768, height))
        app = try AppUnderTest(executable: try AppUnderTest.builtExecutable(),
                               arguments: ["--trace", "--screen", screen, "--size", "\(width)x\(height)"] + extraArguments,
                               server: server)
        _ = try app.waitFor(event: .ready)
        layout = try app.waitFor(event: .layout)
        size = CGSize(width: width, height: height)
    }

    deinit {
        app.terminate()
        server.stop()
    }

    var touchscreen: InputTestTouchscreen { get throws { try server.touchscreen } }
    var pointer: InputTestPointer { get throws { try server.pointer } }

    /// The frame of `view` in the latest layout.
    func frame(of view: String) throws -> CGRect {
        guard let frame = layout.frame(ofView: view) else { throw XServerFixtureError("no \(view) in \(layout.line)") }
        return frame
    }

    /// Waits for the next trace event that `predicate` accepts.
    @discardableResult
    func waitFor(_ description: String, _ predicate: (TraceEvent) -> Bool) throws -> TraceEvent {
        try app.waitFor(description, where: predicate)
    }

    /// Saves the window as `path`. With `settled`, waits until two screenshots in a row are the
    /// same (the last change is painted and no animation runs); without, takes the first one
    /// (for something that fades, like a recognized checkmark's trail).
    func save(to path: String, settled: Bool = true) throws {
        let whole = path + ".root.png"
        defer { try? FileManager.default.removeItem(atPath: whole) }
        var previous: Data?
        let deadline = Deadline(seconds: 10)
        while true {
            try server.screenshot(to: whole)
            try ShellCommand.runChecked("convert", [whole, "-crop", "\(Int(size.width))x\(Int(size.height))+0+0",
                                                    "+repage", "-strip", path])
            let current = FileManager.default.contents(atPath: path)
            if !settled || current == previous || deadline.hasPassed { return }
            previous = current
        }
    }
}

extension CGPoint {
    /// This point moved by (`dx`, `dy`).
    func offset(_ dx: Double, _ dy: Double) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}

extension CGRect {
    /// The rectangle's centre.
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
