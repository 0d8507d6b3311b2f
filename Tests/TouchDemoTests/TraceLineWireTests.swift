import Foundation
import Testing
import TouchDemoTrace

/// The trace's wire format, as lines the app's writer produced before `TraceEvent` became an
/// enum: every one must read and write back byte for byte, so that no reader of a trace (a
/// script, an old log) sees a change.
@Suite("Trace lines on the wire")
struct TraceLineWireTests {
    /// One line of every kind (two where a field may be left out), as today's writer writes them
    /// (sorted keys, numbers to two decimals, slashes unescaped), with the event each one is.
    static let lines: [(line: String, event: TraceEvent)] = [
        (#"{"event":"ready","height":720,"refreshRate":60,"width":480,"window":"0x400001"}"#,
         .ready(window: "0x400001", width: 480, height: 720, refreshRate: 60)),
        (#"{"event":"ready","height":666.67,"refreshRate":144,"width":853.33,"window":"0x1a00001"}"#,
         .ready(window: "0x1a00001", width: 853.33, height: 666.67, refreshRate: 144)),
        (#"{"event":"screen","name":"touch"}"#, .screen(name: "touch")),
        (#"{"event":"layout","views":{"DragImage":[1.5,2,180,64.25],"TouchStatus":[0,0,0,0]}}"#,
         .layout(views: ["DragImage": CGRect(x: 1.5, y: 2, width: 180, height: 64.25), "TouchStatus": .zero])),
        (#"{"event":"status","text":"Touches Began"}"#, .status(text: "Touches Began")),
        (#"{"event":"hint","text":"Draw a V anywhere: finger or mouse"}"#, .hint(text: "Draw a V anywhere: finger or mouse")),
        (#"{"event":"image","image":"TouchMe_Touched","view":"TouchImage"}"#, .image(view: "TouchImage", image: "TouchMe_Touched")),
        (#"{"event":"image","image":"","view":"TouchImage"}"#, .image(view: "TouchImage", image: "")),
        (#"{"event":"frame","rect":[1.5,2,180,64.13],"view":"DragImage"}"#,
         .frame(view: "DragImage", rect: CGRect(x: 1.5, y: 2, width: 180, height: 64.13))),
        (#"{"event":"gesture","recognizer":"pan","state":"began","view":"DragImage"}"#,
         .gesture(recognizer: "pan", state: .began, view: "DragImage")),
        (#"{"event":"gesture","recognizer":"checkmark","state":"failed"}"#,
         .gesture(recognizer: "checkmark", state: .failed, view: nil)),
        (#"{"event":"animation","state":"ended","view":"FarmAnimal"}"#, .animation(view: "FarmAnimal", state: .ended)),
        (#"{"event":"stroke","points":1,"state":"began","touch":"touch-10-3"}"#,
         .stroke(touch: "touch-10-3", phase: .began, points: 1)),
        (#"{"event":"stroke","points":42,"state":"cancelled","touch":"mouse"}"#,
         .stroke(touch: "mouse", phase: .cancelled, points: 42)),
        (#"{"completed":5,"event":"strokes"}"#, .strokes(completed: 5)),
        (#"{"event":"saved","height":520,"path":"/home/u/Pictures/touch-demo-20260101-120000.png","width":480}"#,
         .saved(path: "/home/u/Pictures/touch-demo-20260101-120000.png", width: 480, height: 520)),
        (#"{"animals":[{"center":[120,300],"id":1,"rotation":-0.5,"scale":1.5,"state":"hen"}],"event":"farm"}"#,
         .farm(animals: [TraceEvent.FarmAnimal(id: 1, state: "hen", center: CGPoint(x: 120, y: 300), scale: 1.5, rotation: -0.5)])),
        (#"{"center":[240,347.5],"event":"circle","radius":100}"#, .circle(center: CGPoint(x: 240, y: 347.5), radius: 100)),
        (#"{"direction":"horizontal","event":"swipe","source":"touches"}"#, .swipe(source: .touches, direction: "horizontal")),
        (#"{"event":"swipeResult","source":"recognizer","text":"—"}"#, .swipeResult(source: .recognizer, text: "—")),
        (#"{"event":"focus","rect":[60,71,360,62],"view":"TouchSamplesButton"}"#,
         .focus(view: "TouchSamplesButton", rect: CGRect(x: 60, y: 71, width: 360, height: 62))),
        (#"{"event":"focus"}"#, .focusHidden),
    ]

    @Test func aLineOfTodaysWriterReadsAsItsEventAndWritesBackUnchanged() throws {
        for (line, event) in Self.lines {
            #expect(TraceEvent(line: line) == event, "\(line)")
            #expect(event.line == line)
        }
    }

    @Test func everyKindHasALine() {
        #expect(Set(Self.lines.map(\.event.kind)) == Set(TraceEvent.Kind.allCases))
    }
}
