import Foundation
import Testing
import TouchDemoTrace

/// The trace's wire format, as lines the app's writer produced before `TraceEvent` became an
/// enum: every one must read and write back byte for byte, so that no reader of a trace (a
/// script, an old log) sees a change.
@Suite("Trace lines on the wire")
struct TraceLineWireTests {
    /// One line of every kind (two where a field may be left out), as today's writer writes them:
    /// sorted keys, numbers to two decimals, slashes unescaped.
    static let lines = [
        #"{"event":"ready","height":720,"refreshRate":60,"width":480,"window":"0x400001"}"#,
        #"{"event":"ready","height":666.67,"refreshRate":144,"width":853.33,"window":"0x1a00001"}"#,
        #"{"event":"screen","name":"touch"}"#,
        #"{"event":"layout","views":{"DragImage":[1.5,2,180,64.25],"TouchStatus":[0,0,0,0]}}"#,
        #"{"event":"status","text":"Touches Began"}"#,
        #"{"event":"hint","text":"Draw a V anywhere: finger or mouse"}"#,
        #"{"event":"image","image":"TouchMe_Touched","view":"TouchImage"}"#,
        #"{"event":"image","image":"","view":"TouchImage"}"#,
        #"{"event":"frame","rect":[1.5,2,180,64.13],"view":"DragImage"}"#,
        #"{"event":"gesture","recognizer":"pan","state":"began","view":"DragImage"}"#,
        #"{"event":"gesture","recognizer":"checkmark","state":"failed"}"#,
        #"{"event":"animation","state":"ended","view":"FarmAnimal"}"#,
        #"{"event":"stroke","points":1,"state":"began","touch":"touch-10-3"}"#,
        #"{"event":"stroke","points":42,"state":"cancelled","touch":"mouse"}"#,
        #"{"completed":5,"event":"strokes"}"#,
        #"{"event":"saved","height":520,"path":"/home/u/Pictures/touch-demo-20260101-120000.png","width":480}"#,
        #"{"animals":[{"center":[120,300],"id":1,"rotation":-0.5,"scale":1.5,"state":"hen"}],"event":"farm"}"#,
        #"{"center":[240,347.5],"event":"circle","radius":100}"#,
        #"{"direction":"horizontal","event":"swipe","source":"touches"}"#,
        #"{"event":"swipeResult","source":"recognizer","text":"—"}"#,
        #"{"event":"focus","rect":[60,71,360,62],"view":"TouchSamplesButton"}"#,
        #"{"event":"focus"}"#,
    ]

    @Test(arguments: lines)
    func aLineOfTodaysWriterReadsAndWritesBackUnchanged(_ line: String) throws {
        let event = try #require(TraceEvent(line: line))
        #expect(event.line == line)
    }
}
