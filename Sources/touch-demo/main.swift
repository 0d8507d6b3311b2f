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
            """,
        version: "touch-demo \(TouchDemoVersion.current)")

    /// The size the window opens at when `--size` is not given (shrunk to fit the screen).
    static let defaultWindowSize = WindowSize(width: 480, height: 720)
    /// The window manager keeps the window at least this large (points). A stand-in until the
    /// lead merges `TouchDemoApp.minimumWindowSize` (layout team), which replaces it.
    static let provisionalMinimumWindowSize = CGSize(width: 360, height: 560)

    @Option(help: "The screen to open: \(Screen.allCases.map(\.rawValue).joined(separator: ", ")).")
    var screen: Screen = .menu

    @Option(help: "Window size in points, as WIDTHxHEIGHT (default: 480x720, shrunk to fit the screen).")
    var size: WindowSize?

    @Flag(help: "Write one JSON object per line to stdout for every visible change.")
    var trace = false

    func run() throws {
        let code = MainActor.assumeIsolated { launch() }
        if code != 0 { throw ExitCode(code) }
    }

    @MainActor
    private func launch() -> Int32 {
        let requested = size ?? Self.defaultWindowSize
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: requested.width, height: requested.height))
        do {
            let backend = try X11Application(window: window, title: "Touch Demo", className: "TouchDemo",
                                             minimumSize: Self.provisionalMinimumWindowSize,
                                             fitsWorkArea: size == nil)
            guard let directory = ImageCatalog.locateDirectory(executable: Self.executableURL, sourceFile: #filePath)
            else {
                return fail("cannot find the Resources folder with TouchMe.png (set TOUCHDEMO_RESOURCES)")
            }
            let images = try ImageCatalog(directory: directory, scale: backend.scale)
            try backend.setIcon(pngFiles: ImageCatalog.iconFiles(in: directory))
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

    /// The running executable's real path: argv[0] is only a name when the shell found the
    /// program on PATH, and the installed layout is found relative to the real file.
    private static var executableURL: URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0])
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
