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
            Opens a window on $DISPLAY. Use a touchscreen, or the mouse as below.

            \(InputCheatSheet.helpText)
            Environment:
              DISPLAY               the X display to open (e.g. :0)
              TOUCHKIT_SCALE        pixels per point (instead of Xft.dpi / 96)
              TOUCHKIT_NO_SHM=1     send frames with XPutImage, not MIT-SHM
              TOUCHDEMO_RESOURCES   folder to load the images from
              XDG_PICTURES_DIR      where Ctrl+S saves (else the one in
                                    ~/.config/user-dirs.dirs, else ~/Pictures,
                                    else the current directory)
            """,
        version: "touch-demo \(TouchDemoVersion.current)")

    /// The size the window opens at when `--size` is not given (shrunk to fit the screen).
    static let defaultWindowSize = WindowSize(width: 480, height: 720)

    @Option(help: "The screen to open")
    var screen: Screen = .menu

    @Option(help: "Window size in points, as WIDTHxHEIGHT, from \(TouchDemoApp.sizeRangeDescription) (default: 480x720, shrunk to fit the screen).")
    var size: WindowSize?

    @Flag(help: "Write one JSON object per line to stdout for every visible change.")
    var trace = false

    @Flag(help: "Draw a translucent circle under every touch, with a short fading trail (the key t toggles it).")
    var showTouches = false

    func validate() throws {
        if let size, let problem = TouchDemoApp.problem(withWindowSize: CGSize(width: size.width, height: size.height)) {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        let code = MainActor.assumeIsolated { launch() }
        if code != 0 { throw ExitCode(code) }
    }

    /// The environment variables the app reads (listed under "Environment" in `--help`): read
    /// here once, and passed to the modules as plain values.
    private enum Variable {
        static let display = "DISPLAY"
        static let scale = "TOUCHKIT_SCALE"
        static let noSharedMemory = "TOUCHKIT_NO_SHM"
        static let resources = "TOUCHDEMO_RESOURCES"
    }

    @MainActor
    private func launch() -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let requested = size ?? Self.defaultWindowSize
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: requested.width, height: requested.height))
        window.showsTouches = showTouches
        do {
            let backend = try X11Application(window: window, title: "Touch Demo", className: "TouchDemo",
                                             minimumSize: TouchDemoApp.minimumWindowSize,
                                             fitsWorkArea: size == nil, displayName: environment[Variable.display],
                                             scaleOverride: environment[Variable.scale],
                                             sharedMemoryDisabled: environment[Variable.noSharedMemory] == "1")
            guard let directory = ImageCatalog.locateDirectory(override: environment[Variable.resources],
                                                               executable: Self.executableURL, sourceFile: #filePath)
            else {
                return fail("cannot find the Resources folder with TouchMe.png (set TOUCHDEMO_RESOURCES)")
            }
            let images = try ImageCatalog(directory: directory, scale: backend.scale)
            // The icon is cosmetic: a resources folder without it (one made before the icon
            // existed) still runs the app, with one line saying what is missing.
            do {
                try backend.setIcon(pngFiles: ImageCatalog.iconFiles(in: directory))
            } catch {
                warn("no window icon: \(error)")
            }
            let output = TraceOutput(programName: "touch-demo")
            let recorder = trace ? TraceRecorder(write: output.write) : nil
            let app = TouchDemoApp(window: window, images: images, screen: screen, trace: recorder,
                                   displayScale: backend.scale, environment: environment)
            backend.onReady = { app.windowDidBecomeReady(id: $0, size: $1) }
            backend.onResize = { app.windowDidResize(to: $0) }
            backend.onKeyPress = { app.keyPressed($0, modifiers: $1) }
            // The backend holds the app (through its callbacks above): the app holds it weakly,
            // or the two keep each other, and the window, alive after `run()` returns
            // (memcheck's "definitely lost" at exit, scripts/soak).
            app.onQuit = { [weak backend] in backend?.stop() }
            app.onToggleFullscreen = { [weak backend] in backend?.toggleFullscreen() }
            app.onTitleChange = { [weak backend] in backend?.title = $0 }
            app.onScreenDidShow = { FreedMemory.returnToTheSystem() }
            backend.title = app.windowTitle
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
        warn(message)
        return 1
    }

    /// One line on stderr; dropped if stderr cannot be written (see ``StandardError``).
    private func warn(_ message: String) {
        StandardError.writeLine("touch-demo: \(message)")
    }
}

/// A `WIDTHxHEIGHT` window size in points (the allowed range is checked by `validate()`, which
/// can say what it is).
struct WindowSize: ExpressibleByArgument {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite
        else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}

extension Screen: ExpressibleByArgument {
    /// Each screen's line under `--screen` in `--help` (which lists the names once, with these
    /// lines, instead of a bare list of values).
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, HelpText.line(for: $0)) })
    }
}

// Before anything is opened: a closed stdout must not become the X connection.
StandardDescriptors.openMissing()
TouchDemoCommand.main()
