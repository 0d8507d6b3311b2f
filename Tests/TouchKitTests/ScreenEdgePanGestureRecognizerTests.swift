import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UIScreenEdgePanGestureRecognizer` driven through the window's real dispatch: where a drag
/// must start and which way it must go to begin.
@Suite("Screen-edge pan gesture recognizer")
@MainActor
struct ScreenEdgePanGestureRecognizerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let log = EventLog()
    let logger: GestureStateLogger
    let script: TouchScript
    /// Covers the whole window, as a screen-edge pan's view must.
    let view: LoggingView
    let edgePan = UIScreenEdgePanGestureRecognizer()

    init() {
        view = LoggingView("v", log: log, frame: window.bounds)
        window.addSubview(view)
        edgePan.name = "edge"
        view.addGestureRecognizer(edgePan)
        logger = GestureStateLogger(log: log, window: window)
        script = TouchScript(window: window)
    }

    /// The recognizer's state entries in the log.
    private var edgeLog: [String] { log.entries.filter { $0.hasPrefix("edge") } }

    private let region = UIScreenEdgePanGestureRecognizer.edgeRegionWidth

    @Test func defaultEdgesNeverBegin() {
        #expect(edgePan.edges == [])
        script.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 200, y: 200), steps: 5)
        #expect(edgeLog == ["edge failed"])
    }

    @Test func leftEdgePanBeginsFromTheLeftEdgeMovingRight() {
        edgePan.edges = .left
        script.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 110, y: 200), steps: 5)
        #expect(log.entries == [
            "v touchesBegan 1", "edge began", "v touchesCancelled 1",
            "edge changed", "edge changed", "edge changed", "edge changed", "edge ended",
        ])
    }

    @Test func leftEdgePanTranslationIsTheFingersTravel() {
        edgePan.edges = .left
        script.begin(1, at: CGPoint(x: 4, y: 200))
        script.move(1, to: CGPoint(x: 60, y: 210))
        #expect(edgeLog == ["edge began"])
        #expect(edgePan.translation(in: view) == CGPoint(x: 56, y: 10))
    }

    @Test func leftEdgePanBeginsFromExactlyTheEdgeRegionWidth() {
        edgePan.edges = .left
        script.drag(from: CGPoint(x: region, y: 200), to: CGPoint(x: region + 100, y: 200), steps: 2)
        #expect(edgeLog == ["edge began", "edge changed", "edge ended"])
    }

    @Test func leftEdgePanFailsWhenStartingFartherIn() {
        edgePan.edges = .left
        script.drag(from: CGPoint(x: region + 1, y: 200), to: CGPoint(x: region + 101, y: 200), steps: 5)
        // Recognizers see the touch first: it fails before the view hears of the touch.
        #expect(log.entries.prefix(2) == ["edge failed", "v touchesBegan 1"])
        #expect(edgeLog == ["edge failed"])
    }

    @Test func leftEdgePanFailsWhenMovingAlongTheEdge() {
        edgePan.edges = .left
        script.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 10, y: 300), steps: 5)
        #expect(edgeLog == ["edge failed"])
    }

    @Test func leftEdgePanFailsWhenCreepingAlongTheEdgeInSmallSteps() {
        // Each step is below the hysteresis: the direction is judged when the drag passes it.
        edgePan.edges = .left
        script.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 14, y: 300), steps: 50)
        #expect(edgeLog == ["edge failed"])
    }

    @Test func leftEdgePanFailsWhenMovingOutward() {
        edgePan.edges = .left
        script.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 0, y: 205), steps: 2)
        #expect(edgeLog == ["edge failed"])
    }

    @Test func leftEdgePanBeginsWhenMovingMostlyInward() {
        edgePan.edges = .left
        script.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 70, y: 250), steps: 5)
        #expect(edgeLog.first == "edge began")
        #expect(edgeLog.last == "edge ended")
    }

    @Test func rightEdgePanBeginsFromTheRightEdgeMovingLeft() {
        edgePan.edges = .right
        script.drag(from: CGPoint(x: 390, y: 200), to: CGPoint(x: 290, y: 200), steps: 5)
        #expect(edgeLog == ["edge began", "edge changed", "edge changed", "edge changed", "edge changed", "edge ended"])
    }

    @Test func rightEdgePanFailsWhenMovingAlongTheEdge() {
        edgePan.edges = .right
        script.drag(from: CGPoint(x: 390, y: 200), to: CGPoint(x: 390, y: 100), steps: 5)
        #expect(edgeLog == ["edge failed"])
    }

    @Test func rightEdgePanFailsWhenStartingFartherIn() {
        edgePan.edges = .right
        script.drag(from: CGPoint(x: 400 - region - 1, y: 200), to: CGPoint(x: 250, y: 200), steps: 5)
        #expect(edgeLog == ["edge failed"])
    }

    @Test func rightEdgePanFailsWhenStartingAtTheLeftEdge() {
        edgePan.edges = .right
        script.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 110, y: 200), steps: 5)
        #expect(edgeLog == ["edge failed"])
    }

    @Test func panStartsFromWhicheverOfSeveralEdgesIsNear() {
        edgePan.edges = [.left, .right]
        script.drag(from: CGPoint(x: 390, y: 200), to: CGPoint(x: 290, y: 200), steps: 2)
        script.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 110, y: 200), steps: 2)
        #expect(edgeLog == ["edge began", "edge changed", "edge ended", "edge began", "edge changed", "edge ended"])
    }
}
