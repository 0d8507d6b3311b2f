import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UILongPressGestureRecognizer`: fingers held still for `minimumPressDuration` begin the press,
/// which then follows them anywhere until they lift; moving, lifting or crowding before that
/// fails it. Time passes only through the script's manual clock.
@Suite("Long press gesture recognizer")
@MainActor
struct LongPressGestureRecognizerTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let view: LoggingView
    let stateLogger: GestureStateLogger
    let press = UILongPressGestureRecognizer()
    let spot = CGPoint(x: 200, y: 200)

    init() {
        script = TouchScript(window: window)
        view = LoggingView("v", log: log, frame: window.bounds)
        window.addSubview(view)
        stateLogger = GestureStateLogger(log: log, window: window)
        press.name = "press"
        view.addGestureRecognizer(press)
    }

    private var pressEntries: [String] { log.entries.filter { $0.hasPrefix("press") } }

    /// Holds one finger at `spot` until the press begins.
    private func beginPress() {
        script.begin(1, at: spot)
        script.wait(press.minimumPressDuration)
    }

    // MARK: Beginning

    @Test func defaultsAreUIKits() {
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }

    @Test func beginsWhenTheFingerWasHeldForTheMinimumDuration() {
        script.begin(1, at: spot)
        script.wait(0.5)
        #expect(log.entries == ["v touchesBegan 1", "press began", "v touchesCancelled 1"])
        #expect(press.state == .began)
        #expect(press.location(in: nil) == spot)
    }

    @Test func doesNotBeginBeforeTheMinimumDuration() {
        script.begin(1, at: spot)
        script.wait(0.49)
        #expect(log.entries == ["v touchesBegan 1"])
        #expect(press.state == .possible)
        script.wait(0.02)
        #expect(pressEntries == ["press began"])
    }

    @Test func honoursACustomMinimumDuration() {
        press.minimumPressDuration = 1
        script.begin(1, at: spot)
        script.wait(0.9)
        #expect(pressEntries == [])
        script.wait(0.1)
        #expect(pressEntries == ["press began"])
    }

    @Test func smallWobbleWithinTheAllowableMovementStillBegins() {
        script.begin(1, at: spot)
        script.move(1, to: spot.offsetBy(dx: 6, dy: 8))  // exactly 10 pt
        script.move(1, to: spot.offsetBy(dx: -5, dy: 0))
        script.wait(0.5)
        #expect(pressEntries == ["press began"])
    }

    // MARK: After it began

    @Test func movesAfterItBeganAreChangesWithoutAnyLimit() {
        var locations: [CGPoint] = []
        press.addTarget(nil) { locations.append($0.location(in: nil)) }
        beginPress()
        script.move(1, to: spot.offsetBy(dx: 100, dy: 0))
        script.move(1, to: spot.offsetBy(dx: 100, dy: 150))
        #expect(log.entries == [
            "v touchesBegan 1", "press began", "v touchesCancelled 1", "press changed", "press changed",
        ])
        #expect(locations == [spot, spot.offsetBy(dx: 100, dy: 0), spot.offsetBy(dx: 100, dy: 150)])
    }

    @Test func liftingAfterItBeganEndsIt() {
        beginPress()
        script.move(1, to: spot.offsetBy(dx: 30, dy: 0))
        script.end(1, at: spot.offsetBy(dx: 30, dy: 0))
        #expect(log.entries == [
            "v touchesBegan 1", "press began", "v touchesCancelled 1", "press changed", "press ended",
        ])
        #expect(press.state == .possible)
    }

    @Test func cancelledTouchCancelsTheBegunPress() {
        var states: [UIGestureRecognizer.State] = []
        press.addTarget(nil) { states.append($0.state) }
        beginPress()
        script.cancel(1, at: spot)
        #expect(pressEntries == ["press began", "press cancelled"])
        #expect(states == [.began, .cancelled])
    }

    @Test func extraFingerAfterItBeganIsIgnored() {
        view.isMultipleTouchEnabled = true
        beginPress()
        script.begin(2, at: spot.offsetBy(dx: 50, dy: 0))
        script.move(2, to: spot.offsetBy(dx: 80, dy: 0))
        script.end(2, at: spot.offsetBy(dx: 80, dy: 0))
        #expect(pressEntries == ["press began"])
        script.end(1, at: spot)
        #expect(pressEntries == ["press began", "press ended"])
    }

    // MARK: Failing

    @Test func movingBeyondTheAllowableMovementBeforeItBeganFails() {
        script.begin(1, at: spot)
        script.move(1, to: spot.offsetBy(dx: 11, dy: 0))
        script.wait(1)
        #expect(log.entries == ["v touchesBegan 1", "press failed", "v touchesMoved 1"])
    }

    @Test func liftingBeforeItBeganFails() {
        script.begin(1, at: spot)
        script.wait(0.3)
        script.end(1, at: spot)
        script.wait(1)
        #expect(log.entries == ["v touchesBegan 1", "press failed", "v touchesEnded 1"])
    }

    @Test func secondFingerBeforeItBeganFails() {
        view.isMultipleTouchEnabled = true
        script.begin(1, at: spot)
        script.begin(2, at: spot.offsetBy(dx: 50, dy: 0))
        script.wait(1)
        #expect(pressEntries == ["press failed"])
    }

    @Test func cancelledTouchBeforeItBeganFails() {
        script.begin(1, at: spot)
        script.cancel(1, at: spot)
        script.wait(1)
        #expect(pressEntries == ["press failed"])
    }

    // MARK: Taps first

    @Test func tapThenPressBeginsWhenATapIsRequired() {
        press.numberOfTapsRequired = 1
        script.tap(at: spot)
        script.wait(0.2)
        script.begin(1, at: spot)
        script.wait(0.5)
        // The tap's touchesEnded waited for the press to decide; it took the gesture, so the
        // view hears both touches cancelled.
        #expect(log.entries == [
            "v touchesBegan 1", "v touchesBegan 1", "press began", "v touchesCancelled 2",
        ])
    }

    @Test func pressWithoutTheRequiredTapFails() {
        press.numberOfTapsRequired = 1
        script.begin(1, at: spot)
        script.wait(0.5)
        #expect(pressEntries == ["press failed"])
        script.wait(1)
        #expect(pressEntries == ["press failed"])
    }

    @Test func pressThatComesTooLongAfterTheTapFails() {
        press.numberOfTapsRequired = 1
        script.tap(at: spot)
        script.wait(UILongPressGestureRecognizer.maximumTapInterval - 0.05)
        #expect(pressEntries == [])
        script.wait(0.1)
        #expect(pressEntries == ["press failed"])
    }

    @Test func twoTapsThenPressWhenTwoAreRequired() {
        press.numberOfTapsRequired = 2
        script.tap(at: spot)
        script.tap(at: spot)
        script.begin(1, at: spot)
        script.wait(0.5)
        #expect(pressEntries == ["press began"])
    }

    @Test func tapThatMovesTooFarFails() {
        press.numberOfTapsRequired = 1
        script.drag(from: spot, to: spot.offsetBy(dx: 20, dy: 0), steps: 1)
        #expect(pressEntries == ["press failed"])
    }

    // MARK: Reset

    @Test func resetsAfterEndingSoTheNextPressBeginsAgain() {
        beginPress()
        script.end(1, at: spot)
        #expect(press.state == .possible)
        beginPress()
        script.end(1, at: spot)
        #expect(pressEntries == ["press began", "press ended", "press began", "press ended"])
    }

    @Test func resetsAfterFailingSoTheNextPressBeginsAgain() {
        script.begin(1, at: spot)
        script.end(1, at: spot)
        script.wait(1)
        beginPress()
        #expect(pressEntries == ["press failed", "press began"])
    }

    @Test func resetForgetsTheTapsOfTheLastGesture() {
        press.numberOfTapsRequired = 1
        script.tap(at: spot)
        beginPress()
        script.end(1, at: spot)
        script.wait(0.1)
        // The previous press's lift is no tap for the next one.
        beginPress()
        #expect(pressEntries == ["press began", "press ended", "press failed"])
    }

    // MARK: Several fingers

    @Test func twoFingerPressBeginsWhenTwoAreRequired() {
        press.numberOfTouchesRequired = 2
        view.isMultipleTouchEnabled = true
        var location: CGPoint?
        press.addTarget(nil) { location = $0.location(in: nil) }
        script.begin(1, at: CGPoint(x: 100, y: 200))
        script.wait(0.3)
        script.begin(2, at: CGPoint(x: 200, y: 200))
        // The timer starts when both fingers are down.
        script.wait(0.4)
        #expect(pressEntries == [])
        script.wait(0.1)
        #expect(pressEntries == ["press began"])
        #expect(location == CGPoint(x: 150, y: 200))
    }

    @Test func oneFingerDoesNotMakeATwoFingerPress() {
        press.numberOfTouchesRequired = 2
        script.begin(1, at: spot)
        script.wait(1)
        #expect(pressEntries == [])
        script.end(1, at: spot)
        #expect(pressEntries == ["press failed"])
    }

    // MARK: Enabling

    @Test func disabledRecognizerLeavesTheTouchesToTheView() {
        press.isEnabled = false
        beginPress()
        script.end(1, at: spot)
        #expect(log.entries == ["v touchesBegan 1", "v touchesEnded 1"])
    }

    @Test func disablingABegunPressCancelsIt() {
        beginPress()
        press.isEnabled = false
        script.end(1, at: spot)
        #expect(pressEntries == ["press began", "press cancelled"])
    }

    // MARK: With other recognizers

    @Test func tapOnTheSameViewFailsWhenThePressBegins() {
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        view.addGestureRecognizer(tap)
        beginPress()
        script.end(1, at: spot)
        #expect(log.entries == [
            "v touchesBegan 1", "press began", "tap failed", "v touchesCancelled 1", "press ended",
        ])
    }

    @Test func quickTapOnTheSameViewIsATapNotAPress() {
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        view.addGestureRecognizer(tap)
        script.tap(at: spot)
        script.wait(1)
        #expect(log.entries == [
            "v touchesBegan 1", "press failed", "tap ended", "v touchesCancelled 1",
        ])
    }

    @Test func pressHeldBackByRequireToFailBeginsWhenTheOtherFails() {
        // A double tap that the press waits for; the finger then drifts, which fails the double
        // tap. The press had asked to begin, so the drift is part of it, not a failure.
        let doubleTap = UITapGestureRecognizer()
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        press.require(toFail: doubleTap)
        beginPress()
        #expect(press.state == .possible)
        script.move(1, to: spot.offsetBy(dx: 40, dy: 0))
        script.move(1, to: spot.offsetBy(dx: 60, dy: 0))
        script.end(1, at: spot.offsetBy(dx: 60, dy: 0))
        #expect(log.entries.filter { !$0.hasPrefix("v ") } == [
            "doubleTap failed", "press began", "press changed", "press ended",
        ])
    }
}
