import Foundation
import Testing
import TouchDemoTrace
import TouchKitTesting
import XServerFixture

/// Resource files that are not what their names say: a FIFO, a damaged PNG, a PNG too large to
/// load. Each is refused in one line that names the file and the true reason, well within a
/// deadline (no hang, no 1.5 GB decode), and the app exits non-zero before any window shows;
/// a bad icon only costs the icon.
@Suite("End to end: resource files", .serialized)
struct ResourceFileEndToEndTests {
    /// How long a refusal may take, start-up included, in seconds. A FIFO used to hang for
    /// good, and a 20000×20000 PNG took 7.5 s to load.
    static let refusalDeadline: TimeInterval = 5

    @Test func aFIFONamedLikeAnImageIsNamedNotOpened() throws {
        let resources = try Self.copyOfResources()
        defer { try? FileManager.default.removeItem(at: resources) }
        let fifo = resources.appendingPathComponent("DragMe.png").path
        try FileManager.default.removeItem(atPath: fifo)
        #expect(mkfifo(fifo, 0o644) == 0)
        let (line, seconds) = try Self.refusalOfApp(resources: resources)
        #expect(line == "touch-demo: cannot read image \(fifo): not a regular file but a FIFO")
        #expect(seconds < Self.refusalDeadline)
    }

    @Test(arguments: [
        ("truncated", "truncated: the file ends inside chunk IDAT"),
        ("crc", "corrupt data: chunk IDAT fails its CRC check"),
        ("text", "not a PNG file (it does not start with the PNG signature)"),
        ("inflate", "corrupt data: the compressed image data does not decode"),
    ])
    func aDamagedPNGIsNamedWithItsReason(damage: String, reason: String) throws {
        let resources = try Self.copyOfResources()
        defer { try? FileManager.default.removeItem(at: resources) }
        let file = resources.appendingPathComponent("CheckBox_Checked.png")
        var bytes = try Data(contentsOf: file)
        let idat = try #require(CraftedPNG.offset(ofChunk: "IDAT", in: bytes))
        switch damage {
        case "truncated": bytes = bytes.prefix(idat + 40)
        case "crc": bytes[idat + 20] ^= 0x55
        case "text": bytes = Data("<html>Not found</html>".utf8)
        default: bytes = CraftedPNG.file(width: 72, height: 72, idat: Array("no zlib here".utf8))
        }
        try bytes.write(to: file)
        let (line, _) = try Self.refusalOfApp(resources: resources)
        #expect(line == "touch-demo: cannot read image \(file.path): \(reason)")
    }

    @Test func anOversizedPNGIsRefusedQuicklyFromItsHeader() throws {
        let resources = try Self.copyOfResources()
        defer { try? FileManager.default.removeItem(at: resources) }
        let file = resources.appendingPathComponent("Hen.png")
        try CraftedPNG.blackImage(width: 20000, height: 20000).write(to: file)
        let (line, seconds) = try Self.refusalOfApp(resources: resources)
        #expect(line == "touch-demo: cannot read image \(file.path): too large: 20000×20000 pixels "
            + "(the limit is 16777216 pixels, e.g. 4096×4096, and 32767 per side)")
        #expect(seconds < Self.refusalDeadline)
    }

    @Test func aFIFOInPlaceOfTheIconOnlyCostsTheIcon() throws {
        let resources = try Self.copyOfResources()
        defer { try? FileManager.default.removeItem(at: resources) }
        let fifo = resources.appendingPathComponent("Icons/touch-demo-16.png").path
        try FileManager.default.removeItem(atPath: fifo)
        #expect(mkfifo(fifo, 0o644) == 0)
        let session = try DemoSession(environment: ["TOUCHDEMO_RESOURCES": resources.path])
        let stderr = try session.app.waitForStderr(containing: "no window icon")
        #expect(stderr == "touch-demo: no window icon: cannot read icon \(fifo): not a regular file but a FIFO\n")
    }

    /// Runs the app on a private server with `resources`, expecting a non-zero exit before any
    /// window shows with exactly one line on stderr; returns that line and the seconds it took.
    private static func refusalOfApp(resources: URL) throws -> (line: String, seconds: TimeInterval) {
        let server = try PrivateXServer()
        defer { server.stop() }
        let start = Date()
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), ["--trace"],
                                          environment: server.environment.merging(["TOUCHDEMO_RESOURCES": resources.path]) { $1 },
                                          timeout: 20)
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\"ready\""))
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(result.stderr)")
        return (String(lines.first ?? ""), seconds)
    }

    private static func copyOfResources() throws -> URL {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-resources-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }
}
