import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Trace output that cannot be written: stdout closed, a full device, a pipe nobody reads. The
/// window keeps answering (a digit opens a screen and the title follows), a failed write gives
/// one line on stderr, and a closed pipe with SIGPIPE at its default ends the app quietly.
@Suite("End to end: I/O failures", .serialized)
struct IOFailureEndToEndTests {
    /// Opens entry 1 (Touch Samples) by key and expects the title to follow: the window answers.
    private func expectWindowAnswers(_ run: UntracedApp) throws {
        let window = try #require(try run.windowID(), "no window; stderr: \(run.app.stderr)")
        try run.pressDigit(1)
        let title = try run.waitForTitle(of: window, containing: "Touch Samples")
        #expect(title.contains("Touch Samples"), "title \(title); stderr: \(run.app.stderr)")
        #expect(run.app.isRunning)
    }

    @Test(arguments: [">&-", ">&- 2>&-", "<&- >&- 2>&-"])
    func traceWithStdoutClosedKeepsTheWindowAnswering(redirections: String) throws {
        // Before the fix the X connection became descriptor 1 and the trace went into it.
        let run = try UntracedApp(#"exec "$0" --trace "# + redirections)
        try expectWindowAnswers(run)
        #expect(run.app.stderr == "", "stderr: \(run.app.stderr)")
    }

    @Test func aBrokenStderrLosesTheWarningNotTheApp() throws {
        // An unusable TOUCHKIT_SCALE is warned about on stderr, here /dev/full: the warning is
        // dropped (there is nowhere to say so) and the app runs, its trace intact.
        let run = try UntracedApp(#"exec "$0" --trace 2>/dev/full"#, environment: ["TOUCHKIT_SCALE": "huge"])
        try run.app.waitFor(event: .ready)
        try run.pressDigit(1)
        try run.app.waitFor("screen touch") { $0 == .screen(name: "touch") }
        #expect(run.app.isRunning)
    }

    @Test func traceToAFullDeviceIsOneLineAndTheAppGoesOn() throws {
        let run = try UntracedApp(#"exec "$0" --trace >/dev/full"#)
        let line = try run.app.waitForStderr(containing: "cannot write the trace")
        try expectWindowAnswers(run)
        #expect(line == "touch-demo: cannot write the trace (No space left on device); tracing stops, the app goes on\n")
        #expect(run.app.stderr == line, "one line only: \(run.app.stderr)")
    }

    @Test func traceToAClosedPipeWithSIGPIPEIgnoredIsOneLineAndTheAppGoesOn() throws {
        // The reader exits at once; the first or second trace line finds the pipe closed.
        let run = try UntracedApp(#"exec "$0" --trace > >(exec true)"#, prefix: ["--ignore-signal=PIPE"], bash: true)
        let window = try #require(try run.windowID(), "no window; stderr: \(run.app.stderr)")
        try run.pressDigit(1)
        let line = try run.app.waitForStderr(containing: "cannot write the trace")
        #expect(line == "touch-demo: cannot write the trace (Broken pipe); tracing stops, the app goes on\n")
        try run.waitForTitle(of: window, containing: "Touch Samples")
        #expect(run.app.isRunning)
    }

    @Test func traceToAClosedPipeWithDefaultSIGPIPEEndsQuietlyBySignal() throws {
        let run = try UntracedApp(#"exec "$0" --trace > >(exec true)"#, prefix: ["--default-signal=PIPE"], bash: true)
        // "ready" may still fit in the pipe before the reader is gone: then a screen change
        // writes the line that meets the closed pipe.
        if try run.windowID() != nil, run.app.isRunning { try run.pressDigit(1) }
        let status = try run.app.waitForExit(timeout: 10)
        #expect(status == SIGPIPE, "ended by SIGPIPE (no core: its default action is to terminate)")
        run.app.process.waitForOutputToEnd(timeout: 5)
        #expect(run.app.stderr == "", "quietly: \(run.app.stderr)")
    }
}
