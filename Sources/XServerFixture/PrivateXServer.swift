import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A headless Xorg started for one test: the `dummy` video driver at a chosen size and
/// `inputtest` devices through which tests inject real XInput2 touches and pointer events.
///
/// The server runs on a free display (`:50` and up), with its config, log and input sockets
/// in a fresh directory under `/tmp`. `stop()` (also called by deinit) terminates it and
/// removes the directory unless `TOUCHDEMO_KEEP_ARTIFACTS` is set.
public final class PrivateXServer {
    /// The display name to put in `DISPLAY`, e.g. `":50"`.
    public let display: String
    /// Screen width in pixels.
    public let width: Int
    /// Screen height in pixels.
    public let height: Int
    /// The server's private directory (config, log, input sockets).
    public let directory: String
    /// Path of Xorg's log file.
    public let logPath: String
    /// The generated configuration (it also names the input sockets).
    public let configuration: XorgConfiguration
    /// Seconds from launching Xorg until it answered and its input sockets existed.
    public let startupDuration: TimeInterval

    private let reservation: DisplayReservation
    private var xorg: ChildProcess?
    private var touchscreenInjector: InputTestTouchscreen?
    private var pointerInjector: InputTestPointer?
    private var keyboardInjector: InputTestKeyboard?

    /// How long to wait for Xorg to come up.
    public static let startupTimeout: TimeInterval = 20

    /// Whether `TOUCHDEMO_KEEP_ARTIFACTS` asks to keep server directories (logs) after tests.
    public static var keepsArtifacts: Bool {
        ProcessInfo.processInfo.environment["TOUCHDEMO_KEEP_ARTIFACTS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Starts Xorg with a `width` x `height` screen and waits until it answers.
    ///
    /// Throws `XServerFixtureError` if the prerequisites are missing (see `checkPrerequisites`),
    /// or if Xorg exits or does not come up within `startupTimeout`; the error then includes
    /// the tail of Xorg's log.
    public init(width: Int = 1024, height: Int = 768) throws {
        let xorgPath = try Self.checkPrerequisites()
        OrphanServerReaper.reapOrphans()
        self.width = width
        self.height = height
        directory = try Self.makeDirectory()
        logPath = directory + "/Xorg.log"
        configuration = XorgConfiguration(width: width, height: height, directory: directory)
        let configPath = directory + "/xorg.conf"
        let configDirectory = directory + "/xorg.conf.d"  // empty: keeps system snippets out
        do {
            try FileManager.default.createDirectory(atPath: configDirectory, withIntermediateDirectories: true)
            try configuration.text.write(toFile: configPath, atomically: true, encoding: .utf8)
            try "\(getpid())\n".write(toFile: directory + "/owner.pid", atomically: true, encoding: .utf8)
        } catch {
            throw XServerFixtureError("cannot write the Xorg configuration in \(directory): \(error)")
        }

        var excluded: Set<Int> = []
        var attempt = 0
        while true {
            attempt += 1
            let reservation: DisplayReservation
            do {
                reservation = try DisplayReservation.reserve(excluding: excluded)
            } catch {
                Self.discardDirectory(directory)
                throw error
            }
            let started = Date()
            let launch = Self.launch(
                xorgPath, display: reservation.number, config: configPath, configDirectory: configDirectory,
                logPath: logPath, configuration: configuration, directory: directory)
            switch launch {
            case .ready(let process):
                self.reservation = reservation
                self.display = ":\(reservation.number)"
                self.xorg = process
                self.startupDuration = Date().timeIntervalSince(started)
                return
            case .displayTaken where attempt < 5:
                // Someone outside our locking took this number between our check and Xorg's.
                excluded.insert(reservation.number)
            case .displayTaken(let error), .failed(let error):
                Self.discardDirectory(directory)
                throw error
            }
        }
    }

    deinit {
        stop()
    }

    /// Whether the Xorg process is still running.
    public var isRunning: Bool { xorg?.isRunning ?? false }

    /// The Xorg process id (for leak checks), or nil after `stop()`.
    public var pid: Int32? { xorg?.pid }

    /// Environment variables that point a client at this server.
    public var environment: [String: String] { ["DISPLAY": display] }

    /// The touchscreen injector; connects on first use and stays connected until `stop()`.
    ///
    /// The inputtest driver serves one client per device enable, and Xorg busy-loops once that
    /// client disconnects, so there is exactly one connection per device per server.
    public var touchscreen: InputTestTouchscreen {
        get throws {
            if let touchscreenInjector { return touchscreenInjector }
            let injector = try InputTestTouchscreen(
                socketPath: configuration.touchscreenSocket, screenWidth: width, screenHeight: height)
            touchscreenInjector = injector
            return injector
        }
    }

    /// The absolute-pointer injector; connects on first use and stays connected until `stop()`.
    public var pointer: InputTestPointer {
        get throws {
            if let pointerInjector { return pointerInjector }
            let injector = try InputTestPointer(
                socketPath: configuration.pointerSocket, screenWidth: width, screenHeight: height)
            pointerInjector = injector
            return injector
        }
    }

    /// The keyboard injector; connects on first use and stays connected until `stop()`.
    public var keyboard: InputTestKeyboard {
        get throws {
            if let keyboardInjector { return keyboardInjector }
            let injector = try InputTestKeyboard(socketPath: configuration.keyboardSocket)
            keyboardInjector = injector
            return injector
        }
    }

    /// Saves the whole screen as a PNG at `path` (ImageMagick `import -window root`).
    public func screenshot(to path: String) throws {
        try ShellCommand.runChecked("import", ["-display", display, "-window", "root", path])
    }

    /// The last `lineCount` lines of Xorg's log.
    public func logTail(lineCount: Int = 30) -> String {
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "(no log at \(logPath))"
        return lastLines(of: log, count: lineCount)
    }

    /// Terminates Xorg (SIGTERM, then SIGKILL after 5 s) and removes the server's directory
    /// unless `TOUCHDEMO_KEEP_ARTIFACTS` is set. Safe to call more than once.
    public func stop() {
        guard let xorg else { return }
        xorg.terminate(grace: 5)
        self.xorg = nil
        // Injector sockets are closed only now, with the server gone, to avoid its busy loop.
        touchscreenInjector?.connection.close()
        pointerInjector?.connection.close()
        keyboardInjector?.connection.close()
        touchscreenInjector = nil
        pointerInjector = nil
        keyboardInjector = nil
        // A server that needed SIGKILL leaves its lock and socket behind.
        let number = reservation.number
        if !DisplayReservation.isUsedByAnXServer(number) {
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        }
        reservation.release()
        if !Self.keepsArtifacts {
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    /// Removes a failed server's directory, unless artifacts are kept.
    private static func discardDirectory(_ directory: String) {
        if !keepsArtifacts { try? FileManager.default.removeItem(atPath: directory) }
    }

    private static func makeDirectory() throws -> String {
        let template = "\(OrphanServerReaper.parentDirectory)/\(OrphanServerReaper.directoryPrefix)XXXXXX"
        var buffer = Array(template.utf8CString)
        guard buffer.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw XServerFixtureError("mkdtemp failed in \(OrphanServerReaper.parentDirectory): errno \(errno)")
        }
        return String(decoding: buffer.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
