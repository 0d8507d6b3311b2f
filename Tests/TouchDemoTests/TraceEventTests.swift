import Foundation
import Testing
import TouchDemoTrace
import TouchKit

/// A trace line is one line of JSON that reads back as the event that wrote it.
@Suite("Trace events")
struct TraceEventTests {
    /// One event of every case.
    static let everyCase: [TraceEvent] = [
        .ready(window: "0x400001", width: 480, height: 720, refreshRate: 60),
        .screen(name: "touch"),
        .layout(views: ["DragImage": CGRect(x: 1.5, y: 2, width: 180, height: 64.25), "TouchStatus": .zero]),
        .status(text: "Touches Began"),
        .hint(text: "Draw a V anywhere: finger or mouse"),
        .image(view: "TouchImage", image: ""),
        .frame(view: "DragImage", rect: CGRect(x: 1, y: 2, width: 3, height: 4)),
        .gesture(recognizer: "pan", state: .began, view: "DragImage"),
        .gesture(recognizer: "checkmark", state: .failed, view: nil),
        .animation(view: "Farm", state: .ended),
        .stroke(touch: "touch-10-3", phase: .cancelled, points: 7),
        .strokes(completed: 5),
        .saved(path: "/tmp/touch-demo-20260101-120000.png", width: 480, height: 520),
        .farm(animals: [TraceEvent.FarmAnimal(id: 1, state: "hen", center: CGPoint(x: 120, y: 300), scale: 1.5, rotation: -0.5)]),
        .circle(center: CGPoint(x: 240, y: 357), radius: 100),
        .swipe(source: .recognizer, direction: "left"),
        .swipeResult(source: .touches, text: "No swipe: 22 pt is under 30 pt"),
        .focus(view: "TouchSamplesButton", rect: CGRect(x: 60, y: 71, width: 360, height: 62)),
        .focusHidden,
    ]

    @Test(arguments: everyCase)
    func aLineReadsBackAsTheSameEvent(_ event: TraceEvent) {
        #expect(TraceEvent(line: event.line) == event, "\(event.line)")
        #expect(!event.line.contains("\n"))
        #expect(event.line.hasPrefix(#"{"#) && event.line.contains(#""event":"\#(event.kind.rawValue)""#))
    }

    @Test func everyStateOfARecognizerAndPhaseOfAStrokeReadsBack() {
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        for state in states {
            let event = TraceEvent.gesture(recognizer: "pan", state: state, view: nil)
            #expect(TraceEvent(line: event.line) == event, "\(event.line)")
        }
        let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
        for phase in phases {
            let event = TraceEvent.stroke(touch: "mouse", phase: phase, points: 1)
            #expect(TraceEvent(line: event.line) == event, "\(event.line)")
        }
    }

    @Test func aRecognizedDiscreteGestureIsWrittenEnded() {
        let event = TraceEvent.gesture(recognizer: "tap", state: .recognized, view: "TouchImage")
        #expect(event.line == #"{"event":"gesture","recognizer":"tap","state":"ended","view":"TouchImage"}"#)
    }

    @Test func numbersAreRoundedToHundredthsAndRectanglesAreFourNumbers() {
        let frame = TraceEvent.frame(view: "DragImage", rect: CGRect(x: 1.5, y: 2, width: 180, height: 64.125))
        #expect(frame.line == #"{"event":"frame","rect":[1.5,2,180,64.13],"view":"DragImage"}"#)
    }

    @Test func textIsEscapedOntoOneLine() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} é"
        let status = TraceEvent.status(text: text)
        #expect(!status.line.contains("\n"))
        #expect(TraceEvent(line: status.line) == .status(text: text))
    }

    @Test func nonFiniteNumbersSurviveAsStrings() throws {
        let circle = TraceEvent.circle(center: .zero, radius: .infinity)
        #expect(circle.line.contains(#""radius":"inf""#))
        #expect(TraceEvent(line: circle.line) == circle)
    }

    @Test func theQueriesAnswerForTheirOwnKindOnly() {
        let pan = TraceEvent.gesture(recognizer: "pan", state: .began, view: "DragImage")
        #expect(pan.state(ofGesture: "pan") == .began)
        #expect(pan.isGesture("pan", .began, on: "DragImage"))
        #expect(!pan.isGesture("pan", .began, on: "TouchImage"))
        #expect(pan.state(ofGesture: "pinch") == nil)
        #expect(TraceEvent.animation(view: "pan", state: .began).state(ofGesture: "pan") == nil)
        let layout = TraceEvent.layout(views: ["DragImage": CGRect(x: 10, y: 20, width: 100, height: 40)])
        #expect(layout.center(ofView: "DragImage") == CGPoint(x: 60, y: 40))
        #expect(layout.frame(ofView: "TouchImage") == nil)
        #expect(pan.frame(ofView: "DragImage") == nil)
        let events: [TraceEvent] = [pan, .status(text: "Touches Began"),
                                    .gesture(recognizer: "pan", state: .ended, view: "DragImage"),
                                    .gesture(recognizer: "tap", state: .failed, view: nil)]
        #expect(events.states(ofGesture: "pan") == [.began, .ended])
        #expect(events.gestureSteps() == ["pan began", "pan ended", "tap failed"])
        #expect(events.gestureSteps(on: "DragImage") == ["pan began", "pan ended"])
        #expect(events.statusTexts == ["Touches Began"])
    }

    @Test(arguments: [
        "not json", #"{"event":"unknown"}"#, #"{"text":"no kind"}"#, #"{"event":"frame","rect":[1,2,3]}"#, "",
        #"{"event":"gesture","recognizer":"pan","state":"sideways"}"#, #"{"event":"status"}"#,
        #"{"event":"stroke","points":1,"state":"possible","touch":"mouse"}"#,
    ])
    func whatIsNotAnEventIsNil(_ line: String) {
        #expect(TraceEvent(line: line) == nil)
    }
}
