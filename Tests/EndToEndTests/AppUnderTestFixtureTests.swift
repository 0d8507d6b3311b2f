import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Self-test of `AppUnderTest` and `TraceEvent`, with `/bin/sh` standing in for the app.
@Suite(.serialized)
struct AppUnderTestFixtureTests {
    /// A stand-in app: prints a trace (with one non-JSON line), reports its DISPLAY on
    /// stderr, then stays alive until terminated.
    static let trace = #"""
        echo '{"event":"ready","window":"0x400001","width":640,"height":480,"refreshRate":60}'
        echo 'a stray log line'
        echo '{"event":"layout","views":{"TouchImage":[10,20,30,40],"DragImage":[0,0,50.5,60]}}'
        echo '{"event":"frame","view":"DragImage","rect":[1,2,3,4]}'
        echo '{"event":"frame","view":"DragImage","rect":[5,6,7,8]}'
        echo "display=$DISPLAY" >&2
        exec sleep 60
        """#

    @Test func waitForConsumesEventsInOrder() throws {
        let server = try PrivateXServer(width: 640, height: 480)
        let app = try AppUnderTest(executable: "/bin/sh", arguments: ["-c", Self.trace], server: server)

        let ready = try app.waitFor(event: .ready)
        #expect(ready == .ready(window: "0x400001", width: 640, height: 480, refreshRate: 60))

        let layout = try app.waitFor("layout") { $0.kind == .layout }
        #expect(layout.frame(ofView: "TouchImage") == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(layout.center(ofView: "DragImage") == CGPoint(x: 25.25, y: 30))

        let first = try app.waitFor("a frame") { $0.kind == .frame }
        let second = try app.waitFor("another frame") { $0.kind == .frame }
        #expect(first == .frame(view: "DragImage", rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(second == .frame(view: "DragImage", rect: CGRect(x: 5, y: 6, width: 7, height: 8)))
        #expect(app.events.count == 4, "the non-JSON line is not an event")

        // "ready" was consumed: waiting for it again must time out, and say why.
        let error = try #require(throws: XServerFixtureError.self) {
            try app.waitFor(timeout: 0.3, "a second ready event") { $0.kind == .ready }
        }
        #expect(error.description.contains("a second ready event"))
        #expect(error.description.contains(#""rect":[5,6,7,8]"#), "shows the last trace lines")
        #expect(error.description.contains("display=\(server.display)"), "shows stderr")

        app.terminate()
        #expect(!app.isRunning)
    }

    @Test func waitForFailsFastWhenTheAppExits() throws {
        let server = try PrivateXServer(width: 640, height: 480)
        let script = #"echo '{"event":"ready"}'; echo 'boom' >&2; exit 3"#
        let app = try AppUnderTest(executable: "/bin/sh", arguments: ["-c", script], server: server)
        let started = Date()
        let error = try #require(throws: XServerFixtureError.self) {
            try app.waitFor(timeout: 30, "a status event") { $0.kind == .status }
        }
        #expect(Date().timeIntervalSince(started) < 10, "did not wait for the whole timeout")
        #expect(error.description.contains("exited (status 3) before a status event"))
        #expect(error.description.contains("boom"))
        #expect(try app.waitForExit(timeout: 5) == 3)
    }

    @Test func builtExecutableIsFoundNextToTheTests() throws {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let found = try AppUnderTest.builtExecutable(named: testBinary)
        #expect(FileManager.default.isExecutableFile(atPath: found))
        let error = try #require(throws: XServerFixtureError.self) {
            try AppUnderTest.builtExecutable(named: "no-such-product")
        }
        #expect(error.description.contains("no-such-product"))
    }
}
