import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The app reads the display's refresh rate from XRandR (the `ready` event's `refreshRate`).
@Suite("End to end: refresh rate from XRandR", .serialized)
struct RefreshRateEndToEndTests {
    /// The rate of the configuration's modeline: the dot clock (MHz) over htotal × vtotal.
    private func modelineRate(of configuration: XorgConfiguration) throws -> Int {
        let line = try #require(configuration.text.split(separator: "\n").first { $0.contains("Modeline") })
        let fields = line.split(separator: " ").map(String.init)
        // Modeline "name" clock hdisp hsyncstart hsyncend htotal vdisp vsyncstart vsyncend vtotal
        let clock = try #require(Double(fields[2])), hTotal = try #require(Double(fields[6]))
        let vTotal = try #require(Double(fields[10]))
        return Int((clock * 1_000_000 / (hTotal * vTotal)).rounded())
    }

    @Test func theDefaultServersModeIsSixtyHertz() throws {
        let session = try DemoSession()
        let ready = try #require(session.app.events.first { $0.kind == .ready })
        guard case let .ready(_, _, _, refreshRate) = ready else { return }
        #expect(refreshRate == (try modelineRate(of: session.server.configuration)))
        #expect(refreshRate == 60)
    }

    /// A 400×300 dummy screen gets the driver's lowest dot clock (12 MHz), so its mode refreshes
    /// at 71 Hz: a rate the 60-Hz fallback cannot fake.
    @Test func aFasterModeIsReadFromXRandR() throws {
        let server = try PrivateXServer(width: 400, height: 300)
        defer { server.stop() }
        let app = try AppUnderTest(executable: try AppUnderTest.builtExecutable(), arguments: ["--trace"], server: server)
        defer { app.terminate() }
        let ready = try app.waitFor(event: .ready)
        let expected = try modelineRate(of: server.configuration)
        #expect(expected == 71)
        guard case let .ready(_, _, _, refreshRate) = ready else { return }
        #expect(refreshRate == expected, "\(ready.line)")
    }
}
