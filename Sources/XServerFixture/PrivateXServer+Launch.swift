import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension PrivateXServer {
    /// The outcome of one attempt to start Xorg on a display number.
    enum LaunchResult {
        case ready(ChildProcess)
        case displayTaken(XServerFixtureError)
        case failed(XServerFixtureError)
    }

    /// Checks that this machine can run a private Xorg and returns the Xorg binary to run.
    ///
    /// Needs root (Debian's `Xorg` wrapper refuses a custom `-config` path otherwise), Xorg
    /// with the `dummy` video driver and `inputtest` input driver, and `xdpyinfo`.
    @discardableResult
    public static func checkPrerequisites() throws -> String {
        let hint = "needs root and xserver-xorg-core + xserver-xorg-video-dummy + x11-utils; run scripts/test"
        guard geteuid() == 0 else {
            throw XServerFixtureError("PrivateXServer \(hint) (not running as root)")
        }
        let realXorg = "/usr/lib/xorg/Xorg"
        guard let xorg = FileManager.default.isExecutableFile(atPath: realXorg)
            ? realXorg : ShellCommand.findExecutable("Xorg")
        else {
            throw XServerFixtureError("PrivateXServer \(hint) (no Xorg: install xserver-xorg-core)")
        }
        let modules = ["/usr/lib/xorg/modules", "/usr/lib64/xorg/modules"]
        func hasModule(_ relativePath: String) -> Bool {
            modules.contains { FileManager.default.fileExists(atPath: "\($0)/\(relativePath)") }
        }
        guard hasModule("drivers/dummy_drv.so") else {
            throw XServerFixtureError("PrivateXServer \(hint) (no dummy video driver: install xserver-xorg-video-dummy)")
        }
        guard hasModule("input/inputtest_drv.so") else {
            throw XServerFixtureError("PrivateXServer \(hint) (no inputtest input driver: xserver-xorg-core >= 21.1)")
        }
        guard ShellCommand.findExecutable("xdpyinfo") != nil else {
            throw XServerFixtureError("PrivateXServer \(hint) (no xdpyinfo: install x11-utils)")
        }
        return xorg
    }

    /// Starts Xorg on `display` and waits until it answers and its input sockets exist.
    static func launch(
        _ xorgPath: String, display: Int, config: String, configDirectory: String, logPath: String,
        configuration: XorgConfiguration, directory: String
    ) -> LaunchResult {
        let arguments = [
            ":\(display)", "-config", config, "-configdir", configDirectory, "-noreset", "-nolisten", "tcp",
            "-novtswitch", "-sharevts", "-logfile", logPath,
        ]
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: xorgPath, arguments: arguments)
        } catch {
            return .failed(XServerFixtureError("\(error)"))
        }
        try? "\(process.pid)\n".write(toFile: directory + "/xorg.pid", atomically: true, encoding: .utf8)

        let sockets = [configuration.touchscreenSocket, configuration.pointerSocket, configuration.keyboardSocket]
        let deadline = Deadline(seconds: startupTimeout)
        // Polling is right here: the only readiness signal is files and answers of another process.
        let ready = deadline.poll(every: 0.05) { () -> Bool? in
            if !process.isRunning { return false }
            let fileManager = FileManager.default
            guard fileManager.fileExists(atPath: "/tmp/.X11-unix/X\(display)"),
                sockets.allSatisfy({ fileManager.fileExists(atPath: $0) })
            else { return nil }
            let answer = try? ShellCommand.run("xdpyinfo", ["-display", ":\(display)"], timeout: 5)
            return answer?.status == 0 ? true : nil
        }
        if ready == true { return .ready(process) }

        let exited = !process.isRunning
        process.terminate(grace: 2)
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let evidence = log.isEmpty ? process.stderrText : log
        let reason = exited ? "Xorg exited during startup" : "Xorg did not answer within \(startupTimeout) s"
        let error = XServerFixtureError("""
            \(reason) on display :\(display) (\(xorgPath) \(arguments.joined(separator: " ")))
            --- last lines of \(logPath) (TOUCHDEMO_KEEP_ARTIFACTS=1 keeps it) ---
            \(lastLines(of: evidence, count: 30))
            """)
        if evidence.contains("Server is already active for display") {
            return .displayTaken(error)
        }
        return .failed(error)
    }
}
