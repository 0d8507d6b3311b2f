import Foundation
import TouchDemoTrace
import XServerFixture

/// The demo run through a shell line that redirects its output (`--trace >&-`, `>/dev/full`, a
/// pipe nobody reads), so its trace cannot be read. The test watches what a user would instead:
/// the window appearing (`xwininfo`), its title following the screen shown (`xprop`), stderr
/// and the exit.
final class UntracedApp {
    let server: PrivateXServer
    let app: AppUnderTest

    /// Starts a server and runs `script` with `sh -c` (`bash -c` when `bash`), `$0` being the
    /// demo's path. `prefix` goes before the shell (e.g. `env --ignore-signal=PIPE`).
    init(_ script: String, prefix: [String] = [], bash: Bool = false, environment: [String: String] = [:]) throws {
        server = try PrivateXServer()
        let shell = bash ? "/bin/bash" : "/bin/sh"
        let command = prefix + [shell, "-c", script, try AppUnderTest.builtExecutable()]
        app = try AppUnderTest(executable: "/usr/bin/env", arguments: command, server: server, environment: environment)
    }

    deinit {
        app.terminate()
        server.stop()
    }

    /// The id ("0x…") of the demo's window, once it exists; nil if the app exited first or
    /// `timeout` seconds passed.
    func windowID(timeout: TimeInterval = 10) throws -> String? {
        try Deadline(seconds: timeout).poll(every: 0.05) { () throws -> String? in
            guard app.isRunning else { return "" }
            let tree = try ShellCommand.run("xwininfo", ["-display", server.display, "-root", "-children"])
            let line = tree.stdout.split(separator: "\n").first { $0.contains("\"Touch Demo") }
            return line?.split(separator: " ").first.map(String.init)
        }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The window's `_NET_WM_NAME`, as xprop prints it (quoted).
    func title(of window: String) throws -> String {
        try XProp(display: server.display, window: window, ["_NET_WM_NAME"]).value("_NET_WM_NAME") ?? ""
    }

    /// Presses digit `n` with the pointer over the window (focus follows the pointer without a
    /// window manager): on the menu, it opens entry `n`.
    func pressDigit(_ n: Int) throws {
        let pointer = try server.pointer
        try pointer.move(to: CGPoint(x: 240, y: 360))
        try pointer.sync()
        let keyboard = try server.keyboard
        try keyboard.type(keyCode: KeyCode.digit(n))
        try keyboard.sync()
    }

    /// Waits until the title of `window` contains `text`; returns the last title read.
    @discardableResult
    func waitForTitle(of window: String, containing text: String, timeout: TimeInterval = 10) throws -> String {
        var last = ""
        _ = try Deadline(seconds: timeout).poll(every: 0.05) { () throws -> Bool? in
            last = try title(of: window)
            return last.contains(text) ? true : nil
        }
        return last
    }
}
