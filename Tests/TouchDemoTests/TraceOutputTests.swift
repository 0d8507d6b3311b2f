import Foundation
import Testing
import TouchDemo

/// `TraceOutput`: lines reach the descriptor whole; the first failed write is reported once and
/// tracing stops, without trapping. Real descriptors: a file and `/dev/full`.
@MainActor
@Suite("Trace output")
struct TraceOutputTests {
    @Test func linesReachTheFileEachWithANewline() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)").path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        defer { close(fd); unlink(path) }
        var reports: [String] = []
        let output = TraceOutput(programName: "touch-demo", descriptor: fd) { reports.append($0) }
        output.write(#"{"event":"ready"}"#)
        output.write(#"{"event":"screen","name":"menu"}"#)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"event\":\"ready\"}\n{\"event\":\"screen\",\"name\":\"menu\"}\n")
        #expect(reports.isEmpty && output.failure == nil)
    }

    @Test func aFullDeviceIsReportedOnceAndTracingStops() throws {
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        var reports: [String] = []
        let output = TraceOutput(programName: "touch-demo", descriptor: fd) { reports.append($0) }
        for _ in 0..<3 { output.write(#"{"event":"status","text":"Touches Began"}"#) }
        #expect(reports == ["touch-demo: cannot write the trace (No space left on device); tracing stops, the app goes on"])
        #expect(output.failure == "No space left on device")
    }

    @Test func aClosedDescriptorIsReportedNotTrapped() throws {
        let fd = open("/dev/null", O_WRONLY)
        try #require(fd >= 0)
        close(fd)
        var reports: [String] = []
        let output = TraceOutput(programName: "touch-demo", descriptor: fd) { reports.append($0) }
        output.write("{}")
        #expect(reports == ["touch-demo: cannot write the trace (Bad file descriptor); tracing stops, the app goes on"])
    }
}
