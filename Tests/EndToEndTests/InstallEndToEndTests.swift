import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// `scripts/install` into a temporary prefix: a valid `.desktop` file, the icon in the hicolor
/// theme, an installed binary that runs and finds its images there, and an uninstall that leaves
/// the prefix as it found it. Installs the binary under test (`--binary`), so no release build.
@Suite("End to end: install and uninstall", .serialized)
struct InstallEndToEndTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let script = repository.appendingPathComponent("scripts/install").path

    /// Every path under `folder`, relative, sorted.
    private func contents(of folder: URL) throws -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func installValidatesRunsFindsItsImagesAndUninstallLeavesNothing() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: prefix) }

        let install = try ShellCommand.run(Self.script, ["--prefix", prefix.path, "--binary", try AppUnderTest.builtExecutable()])
        #expect(install.status == 0, "stderr: \(install.stderr)")
        let desktopFile = prefix.appendingPathComponent("share/applications/touch-demo.desktop").path
        let validation = try ShellCommand.run("desktop-file-validate", [desktopFile])
        #expect(validation.status == 0 && validation.stdout.isEmpty && validation.stderr.isEmpty,
                "desktop-file-validate: \(validation.stdout) \(validation.stderr)")
        let entry = try String(contentsOfFile: desktopFile, encoding: .utf8)
        #expect(entry.contains("Exec=\"\(prefix.path)/bin/touch-demo\"") && entry.contains("Icon=touch-demo"), "\(entry)")
        for size in [16, 32, 48, 64, 128, 256] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/icons/hicolor/\(size)x\(size)/apps/touch-demo.png").path))
        }

        let installed = prefix.appendingPathComponent("bin/touch-demo").path
        let version = try ShellCommand.run(installed, ["--version"], environment: ["DISPLAY": ""])
        #expect(version.status == 0 && version.stdout.trimmingCharacters(in: .newlines) == "touch-demo 0.8.0", "\(version)")

        // Run as from a menu: by name on PATH, from another folder, no TOUCHDEMO_RESOURCES.
        let server = try PrivateXServer()
        defer { server.stop() }
        let environment = ["PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin", "TOUCHDEMO_RESOURCES": ""]
        // argv[0] is then just "touch-demo": the app must find itself through /proc/self/exe.
        let app = try AppUnderTest(executable: "/bin/sh", arguments: ["-c", "cd / && exec touch-demo --trace"],
                                   server: server, environment: environment)
        try app.waitFor(event: .ready)
        app.terminate()
        // Its images are the installed ones: without one, it names the installed path.
        let image = prefix.appendingPathComponent("share/touch-demo/Resources/DragMe.png").path
        try FileManager.default.removeItem(atPath: image)
        let broken = try ShellCommand.run("/bin/sh", ["-c", "cd / && exec touch-demo --trace"],
                                          environment: server.environment.merging(environment) { $1 })
        #expect(broken.status != 0 && broken.stderr.contains(image), "stderr: \(broken.stderr)")

        let uninstall = try ShellCommand.run(Self.script, ["--uninstall", "--prefix", prefix.path])
        #expect(uninstall.status == 0, "stderr: \(uninstall.stderr)")
        let left = try contents(of: prefix)
        #expect(left == [], "left behind: \(left)")
    }

    @Test func aFailedReinstallLeavesTheEarlierInstallInPlace() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: prefix) }
        let install = try ShellCommand.run(Self.script, ["--prefix", prefix.path, "--binary", try AppUnderTest.builtExecutable()])
        #expect(install.status == 0, "stderr: \(install.stderr)")
        let before = try contents(of: prefix)

        // No binary to install: it stops before removing anything.
        let noBinary = try ShellCommand.run(Self.script, ["--prefix", prefix.path, "--binary", "/nonexistent/touch-demo"])
        #expect(noBinary.status != 0 && noBinary.stderr.split(separator: "\n").count == 1, "stderr: \(noBinary.stderr)")
        #expect(try contents(of: prefix) == before)

        // A file in the way that the earlier install did not put there: the same.
        let foreign = prefix.appendingPathComponent("share/icons/hicolor/16x16/apps/touch-demo.png")
        let manifest = prefix.appendingPathComponent("share/touch-demo/install-manifest")
        let entries = try String(contentsOf: manifest, encoding: .utf8)
        try entries.split(separator: "\n").filter { !$0.hasSuffix(foreign.path) }.joined(separator: "\n")
            .appending("\n").write(to: manifest, atomically: true, encoding: .utf8)
        let blocked = try ShellCommand.run(Self.script, ["--prefix", prefix.path, "--binary", try AppUnderTest.builtExecutable()])
        #expect(blocked.status != 0 && blocked.stderr.contains(foreign.path), "stderr: \(blocked.stderr)")
        #expect(try contents(of: prefix) == before)
    }

    @Test(arguments: [["--bogus"], ["--prefix"], ["--uninstall", "--prefix", "/nonexistent/touch-demo-prefix"]])
    func badArgumentsAreOneLineAndNonZero(arguments: [String]) throws {
        let result = try ShellCommand.run(Self.script, arguments)
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("install: "))
    }
}
