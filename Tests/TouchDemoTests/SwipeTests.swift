import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The Swipe screen driven by scripted fingers: the course's hand-written swipe at its limits,
/// the four recognizers, and both approaches judging the same strokes.
@Suite("Swipe screen") @MainActor
struct SwipeTests {
    let demo: DemoHarness
    /// The middle of the swipe area, window coordinates.
    let start: CGPoint

    init() throws {
        demo = try DemoHarness(screen: .swipe)
        start = try #require(demo.frame(of: "SwipeArea")).center
    }

    /// Every `swipe` event as "source direction", in order.
    private var swipes: [String] {
        demo.events.compactMap { if case let .swipe(source, direction) = $0 { "\(source) \(direction)" } else { nil } }
    }

    private func label(_ name: String) -> String? {
        (demo.app.window.view(withAccessibilityIdentifier: name) as? UILabel)?.text
    }

    /// One finger from ``start`` by (`dx`, `dy`) in `steps` moves, 10 ms apart.
    private func stroke(dx: CGFloat, dy: CGFloat, steps: Int = 4) {
        demo.script.drag(1, from: start, to: start.offsetBy(dx: dx, dy: dy), steps: steps)
    }

    @Test func theCaptionsNameEachApproachAndFitTheNarrowestWindow() throws {
        demo.resize(to: TouchDemoApp.minimumWindowSize)
        for (name, text) in [("TouchesSwipeCaption", "touchesBegan/Ended"), ("RecognizerSwipeCaption", "UISwipeGestureRecognizer")] {
            let caption = try #require(demo.app.window.view(withAccessibilityIdentifier: name) as? UILabel)
            #expect(caption.text == text)
            let needed = caption.sizeThatFits(CGSize(width: 10_000, height: 100))
            #expect(needed.width <= caption.bounds.width, "\(text) needs \(needed.width) pt")
        }
    }

    @Test func theCoursesConstantsAreThirtyAndFivePoints() {
        #expect(SwipeViewController.minimumLength == 30)
        #expect(SwipeViewController.maximumError == 5)
        #expect(label("TouchesSwipeResult") == "—" && label("RecognizerSwipeResult") == "—")
    }

    @Test(arguments: [(30.0, 5.0), (-30, -5), (30, -5), (-45, 0)])
    func thirtyPointsAcrossWithFivePointsErrorIsHorizontal(dx: Double, dy: Double) {
        stroke(dx: dx, dy: dy)
        #expect(swipes == ["touches horizontal"])
        #expect(label("TouchesSwipeResult") == "Horizontal")
        #expect(label("RecognizerSwipeResult") == "—", "shorter than the recognizers' 50 pt")
    }

    @Test(arguments: [(5.0, 30.0), (-5, -30), (0, 45)])
    func thirtyPointsDownWithFivePointsErrorIsVertical(dx: Double, dy: Double) {
        stroke(dx: dx, dy: dy)
        #expect(swipes == ["touches vertical"])
        #expect(label("TouchesSwipeResult") == "Vertical")
    }

    @Test(arguments: [(29.9, 0.0, "No swipe: 29.9 pt is under 30 pt"), (30, 5.1, "No swipe: 5.1 pt off the line, over 5 pt"),
                      (-29.9, 5, "No swipe: 29.9 pt is under 30 pt"), (0, 29.9, "No swipe: 29.9 pt is under 30 pt"),
                      (5.1, 30, "No swipe: 5.1 pt off the line, over 5 pt"), (5, -29.9, "No swipe: 29.9 pt is under 30 pt")])
    func justShortOrJustOffTheAxisIsNeitherAndSaysWhyWithTheNumbers(dx: Double, dy: Double, why: String) {
        stroke(dx: dx, dy: dy)
        #expect(swipes.isEmpty)
        #expect(label("TouchesSwipeResult") == why)
        #expect(label("RecognizerSwipeResult") == "—")
    }

    @Test func everyStrokeUpdatesBothColumnsSoNoneKeepsAStaleResult() {
        // A quick straight flick: both find it.
        stroke(dx: 0, dy: -80)
        #expect(label("TouchesSwipeResult") == "Vertical" && label("RecognizerSwipeResult") == "Swipe up")
        // A slow diagonal: the recognizers allow 0.5 s, and 42 pt across is far off the line.
        let s = demo.script
        s.begin(1, at: start)
        for step in 1...6 {
            s.wait(0.1)
            s.move(1, to: start.offsetBy(dx: CGFloat(step) * 10, dy: CGFloat(step) * 7))
        }
        s.end(1, at: start.offsetBy(dx: 60, dy: 42))
        #expect(label("TouchesSwipeResult") == "No swipe: 42 pt off the line, over 5 pt")
        #expect(label("RecognizerSwipeResult") == "—", "no recognizer fired for this stroke")
        // A short one: under the course's 30 pt.
        stroke(dx: -22, dy: 0)
        #expect(label("TouchesSwipeResult") == "No swipe: 22 pt is under 30 pt")
        #expect(label("RecognizerSwipeResult") == "—")
        let results = demo.events.compactMap { if case let .swipeResult(source, text) = $0 { "\(source): \(text)" } else { nil } }
        #expect(results == ["recognizer: Swipe up", "touches: Vertical",
                            "touches: No swipe: 42 pt off the line, over 5 pt", "recognizer: —",
                            "touches: No swipe: 22 pt is under 30 pt"],
                "a label that keeps its text is not traced again")
    }

    @Test func aCancelledStrokeSaysSoInBothColumns() {
        stroke(dx: 80, dy: 0)
        let s = demo.script
        s.begin(1, at: start)
        s.move(1, to: start.offsetBy(dx: 10, dy: 0))
        s.cancel(1, at: start.offsetBy(dx: 10, dy: 0))
        #expect(label("TouchesSwipeResult") == "No swipe: touch cancelled")
        #expect(label("RecognizerSwipeResult") == "—")
    }

    @Test(arguments: ["No swipe: 29.9 pt is under 30 pt", "No swipe: 42.5 pt off the line, over 5 pt",
                      "No swipe: touch cancelled", "Swipe right", "Horizontal"])
    func everyResultFitsItsLabelInTheNarrowestWindow(text: String) throws {
        demo.resize(to: TouchDemoApp.minimumWindowSize)
        for name in ["TouchesSwipeResult", "RecognizerSwipeResult"] {
            let label = try #require(demo.app.window.view(withAccessibilityIdentifier: name) as? UILabel)
            // Measured with no line limit: the label's own limit would cut the text to fit.
            let probe = UILabel()
            probe.font = label.font
            probe.numberOfLines = 0
            probe.text = text
            let needed = probe.sizeThatFits(CGSize(width: label.bounds.width, height: 10_000))
            #expect(needed.width <= label.bounds.width && needed.height <= label.bounds.height,
                    "\(text) needs \(needed) in \(label.bounds.size)")
        }
    }

    @Test(arguments: [(40.0, 40.0), (-60, -60), (10, 0), (0, -12)])
    func aDiagonalOrTooShortStrokeGivesNeitherApproachASwipe(dx: Double, dy: Double) {
        stroke(dx: dx, dy: dy)
        #expect(swipes.isEmpty, "\(swipes)")
    }

    @Test func aSlantedStrokeIsASwipeOnlyForTheRecognizer() {
        // 26.6° off the axis: within the recognizer's 30°, far beyond the course's 5 pt.
        stroke(dx: -60, dy: 30)
        #expect(swipes == ["recognizer left"])
    }

    @Test func thePathInBetweenIsNotExamined() {
        // Out 60 pt up and back: the touches judge only where the finger went down and lifted;
        // the recognizers follow the path and see a swipe up.
        let s = demo.script
        s.begin(1, at: start)
        s.move(1, to: start.offsetBy(dx: 20, dy: -60))
        s.move(1, to: start.offsetBy(dx: 40, dy: 0))
        s.end(1, at: start.offsetBy(dx: 40, dy: 2))
        #expect(swipes == ["recognizer up", "touches horizontal"])
    }

    @Test(arguments: [(80.0, 0.0, "left"), (-80, 0, "right"), (0, 80, "up"), (0, -80, "down")])
    func eachRecognizerAndTheTouchesJudgeTheSameStroke(dx: Double, dy: Double, expected: String) {
        // The arguments go the other way: the stroke runs *to* the start.
        demo.script.drag(1, from: start.offsetBy(dx: dx, dy: dy), to: start, steps: 4)
        let axis = dy == 0 ? "horizontal" : "vertical"
        #expect(swipes == ["recognizer \(expected)", "touches \(axis)"],
                "the recognizer decides on a move, the touches when the finger lifts")
        #expect(label("RecognizerSwipeResult") == "Swipe \(expected)")
        #expect(label("TouchesSwipeResult") == (dy == 0 ? "Horizontal" : "Vertical"))
        let name = "swipe" + expected.prefix(1).uppercased() + expected.dropFirst()
        let recognized = demo.events.gestureSteps().filter { $0.hasSuffix(" ended") }
        #expect(recognized == ["\(name) ended"])
    }

    @Test func aSlowStrokeIsOnlyAHandWrittenSwipe() {
        let s = demo.script
        s.begin(1, at: start)
        for step in 1...8 {
            s.wait(0.1)
            s.move(1, to: start.offsetBy(dx: CGFloat(step) * 10, dy: 0))
        }
        s.end(1, at: start.offsetBy(dx: 80, dy: 0))
        #expect(swipes == ["touches horizontal"], "the recognizers allow 0.5 s")
    }

    @Test func theHeldEndStillReachesTheHandWrittenSwipe() {
        // delaysTouchesEnded holds the end while a recognizer is undecided: here the right
        // swipe recognized mid-stroke (and reset), the others failed, and the end is delivered.
        let s = demo.script
        s.begin(1, at: start)
        s.move(1, to: start.offsetBy(dx: 60, dy: 0))
        #expect(swipes == ["recognizer right"])
        s.move(1, to: start.offsetBy(dx: 70, dy: 0))
        s.end(1, at: start.offsetBy(dx: 70, dy: 0))
        #expect(swipes == ["recognizer right", "touches horizontal"])
    }

    @Test func onlyTheFirstFingerIsJudgedAndASecondOneFailsTheRecognizers() {
        let s = demo.script
        s.begin(1, at: start)
        s.begin(2, at: start.offsetBy(dx: 0, dy: 60))
        s.move(2, to: start.offsetBy(dx: 80, dy: 60))
        s.end(2, at: start.offsetBy(dx: 80, dy: 60))
        s.end(1, at: start)
        #expect(swipes.isEmpty, "finger 2 swiped, but the first finger did not move")
        s.begin(3, at: start)
        s.begin(4, at: start.offsetBy(dx: 0, dy: 60))
        s.move(3, to: start.offsetBy(dx: 80, dy: 0))
        s.end(4, at: start.offsetBy(dx: 0, dy: 60))
        s.end(3, at: start.offsetBy(dx: 80, dy: 0))
        #expect(swipes == ["touches horizontal"], "the first finger's stroke counts; two fingers are no recognizer swipe")
    }

    @Test func aCancelledTouchForgetsItsStart() {
        let s = demo.script
        s.begin(1, at: start)
        s.move(1, to: start.offsetBy(dx: 20, dy: 0))
        s.cancel(1, at: start.offsetBy(dx: 40, dy: 0))
        // A later finger that ends 40 pt from the cancelled start is judged from its own start.
        s.begin(2, at: start.offsetBy(dx: 40, dy: 0))
        s.end(2, at: start.offsetBy(dx: 40, dy: 0))
        #expect(swipes.isEmpty)
        stroke(dx: 0, dy: 35)
        #expect(swipes == ["touches vertical"])
    }

    @Test func aStrokeStartingOutsideTheAreaIsNoSwipe() throws {
        let result = try #require(demo.frame(of: "TouchesSwipeResult"))
        demo.script.drag(1, from: result.center, to: result.center.offsetBy(dx: 40, dy: 0), steps: 4)
        #expect(swipes.isEmpty)
    }

    @Test func aMouseDragIsAHandWrittenSwipeToo() {
        let s = demo.script
        s.mouseDown(at: start)
        s.mouseDrag(to: start.offsetBy(dx: 0, dy: 30))
        s.mouseDrag(to: start.offsetBy(dx: 0, dy: 60))
        s.mouseUp(at: start.offsetBy(dx: 0, dy: 60))
        #expect(swipes == ["recognizer down", "touches vertical"])
    }
}
