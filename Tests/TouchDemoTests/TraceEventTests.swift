import Foundation
import Testing
import TouchDemoTrace

/// A trace line is one line of JSON that reads back as the event that wrote it.
@Suite("Trace events")
struct TraceEventTests {
    @Test func aLineReadsBackAsTheSameEvent() throws {
        var layout = TraceEvent(.layout)
        layout.views = ["DragImage": CGRect(x: 1.5, y: 2, width: 180, height: 64.25), "TouchStatus": .zero]
        var farm = TraceEvent(.farm)
        farm.animals = [TraceEvent.FarmAnimal(id: 1, state: "hen", center: CGPoint(x: 120, y: 300), scale: 1.5, rotation: -0.5)]
        var circle = TraceEvent(.circle)
        circle.center = CGPoint(x: 240, y: 357)
        circle.radius = 100
        var ready = TraceEvent(.ready)
        ready.window = "0x400001"
        ready.width = 480
        ready.height = 720
        ready.refreshRate = 60
        var swipeResult = TraceEvent(.swipeResult)
        swipeResult.source = "touches"
        swipeResult.text = "No swipe: 22 pt is under 30 pt"
        #expect(swipeResult.line == #"{"event":"swipeResult","source":"touches","text":"No swipe: 22 pt is under 30 pt"}"#)
        for event in [layout, farm, circle, ready, swipeResult] {
            #expect(TraceEvent(line: event.line) == event, "\(event.line)")
            #expect(!event.line.contains("\n"))
        }
    }

    @Test func numbersAreRoundedToHundredthsAndRectanglesAreFourNumbers() {
        var frame = TraceEvent(.frame)
        frame.view = "DragImage"
        frame.rect = CGRect(x: 1.5, y: 2, width: 180, height: 64.125)
        #expect(frame.line == #"{"event":"frame","rect":[1.5,2,180,64.13],"view":"DragImage"}"#)
    }

    @Test func textIsEscapedOntoOneLine() throws {
        var status = TraceEvent(.status)
        status.text = "quote \" backslash \\ newline \n tab \t bell \u{7} é"
        #expect(!status.line.contains("\n"))
        #expect(TraceEvent(line: status.line)?.text == status.text)
    }

    @Test func nonFiniteNumbersSurviveAsStrings() throws {
        var circle = TraceEvent(.circle)
        circle.radius = .infinity
        #expect(circle.line.contains(#""radius":"inf""#))
        #expect(TraceEvent(line: circle.line)?.radius == .infinity)
    }

    @Test(arguments: ["not json", #"{"event":"unknown"}"#, #"{"text":"no kind"}"#, #"{"event":"frame","rect":[1,2,3]}"#, ""])
    func whatIsNotAnEventIsNil(_ line: String) {
        #expect(TraceEvent(line: line) == nil)
    }
}
