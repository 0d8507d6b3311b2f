import ArgumentParser
import Foundation
import TouchDemo
import TouchKit
import TouchKitX11

/// `touch-demo`: the "Using Touch in iOS" walkthrough on an X11 desktop, driven by a touchscreen
/// or a mouse.
struct TouchDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch-demo",
        abstract: "UIKit-style touch handling and gesture samples on X11.",
        discussion: """
            Opens a window on $DISPLAY. Use a touchscreen, or the left mouse button as one finger \
            (double-click for a double tap). Escape goes back.
            """)

    @Option(help: "The screen to open: \(Screen.allCases.map(\.rawValue).joined(separator: ", ")).")
    var screen: Screen = .menu

    @Option(help: "Window size in points, as WIDTHxHEIGHT.")
    var size: WindowSize = WindowSize(width: 480, height: 720)

    @Flag(help: "Write one JSON object per line to stdout for every visible change.")
    var trace = false

    @Flag(help: "Draw a translucent circle under every touch, with a short fading trail (the key t toggles it).")
    var showTouches = false

    func run() throws {
        let code = MainActor.assumeIsolated { launch() }
        if code != 0 { throw ExitCode(code) }
    }

    @MainActor
    private func launch() -> Int32 {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.showsTouches = showTouches
        do {
            let backend = try X11Application(window: window, title: "Touch Demo", className: "TouchDemo")
            guard let directory = ImageCatalog.locateDirectory(
                executable: URL(fileURLWithPath: CommandLine.arguments[0]), sourceFile: #filePath)
            else {
                return fail("cannot find the Resources folder with TouchMe.png (set TOUCHDEMO_RESOURCES)")
            }
            let images = try ImageCatalog(directory: directory, scale: backend.scale)
            let recorder = trace ? TraceRecorder(write: Self.writeLine) : nil
            let app = TouchDemoApp(window: window, images: images, screen: screen, trace: recorder)
            backend.onReady = { app.windowDidBecomeReady(id: $0, size: $1) }
            backend.onResize = { app.windowDidResize(to: $0) }
            backend.onKeyPress = { app.keyPressed($0, modifiers: $1) }
            backend.run()
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    private func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("touch-demo: \(message)\n".utf8))
        return 1
    }

    /// Writes a trace line at once (unbuffered), so a reader sees it as soon as it happens.
    private static func writeLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// A `WIDTHxHEIGHT` window size in points.
struct WindowSize: ExpressibleByArgument {
    static let minimum = 200.0, maximum = 8192.0
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (Self.minimum...Self.maximum).contains(width), (Self.minimum...Self.maximum).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}

extension Screen: ExpressibleByArgument {}

TouchDemoCommand.main()
