import Foundation
import Testing
@testable import TouchDemo

/// Trace lines are valid one-line JSON with keys in order.
@Suite("JSON trace lines")
struct JSONLineTests {
    @Test func keysKeepTheirOrderAndNumbersPrintCompactly() {
        let line = JSONValue.object([("event", .string("frame")), ("rect", .rect(CGRect(x: 1.5, y: 2, width: 180, height: 64.125)))])
        #expect(line.serialized == #"{"event":"frame","rect":[1.5,2,180,64.13]}"#)
    }

    @Test func stringsAreEscaped() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} é"
        let line = JSONValue.object([("text", .string(text))]).serialized
        #expect(!line.contains("\n"))
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        #expect(parsed?["text"] == text)
    }

    @Test func nonFiniteNumbersBecomeNull() {
        #expect(JSONValue.number(.infinity).serialized == "null")
        #expect(JSONValue.number(-3).serialized == "-3")
    }
}
