import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// `--size` times the display scale against what the app can draw and the server accepts:
/// out-of-range sizes are one clear line and a non-zero exit, at once, never a window that
/// never paints or a server that drops the connection (what 8192×8192 points at scale 3 did).
@Suite("End to end: window size limits", .serialized)
struct WindowSizeLimitEndToEndTests {
    @Test func aSizeTooLargeAtTheScaleIsOneLineAndExitsAtOnce() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let start = Date()
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), ["--trace", "--size", "8192x8192"],
                                          environment: server.environment.merging(["TOUCHKIT_SCALE": "3"]) { $1 })
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(result.status == 1)
        #expect(result.stderr == "touch-demo: a 8192×8192-point window at scale 3 is 24576×24576 pixels, more than "
            + "the 8192 per side the app can draw; at this scale, use at most 2730×2730 points\n")
        #expect(!result.stdout.contains("\"ready\""))
    }

    @Test func theLargestSizeThatFitsOpens() throws {
        let session = try DemoSession(["--size", "2730x2730"], environment: ["TOUCHKIT_SCALE": "3"])
        #expect(session.app.isRunning)
        #expect(session.app.stderr == "")
    }

    @Test func aSizeOutOfTheOptionsRangeIsAUsageErrorNamingTheRange() throws {
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), ["--size", "30000x30000"],
                                          environment: ["DISPLAY": ":97", "TOUCHKIT_SCALE": "2"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --size must be between 420x540 and 8192x8192\n"), "\(result.stderr)")
    }
}
