import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// What a recognizer's action saw each time it ran.
@MainActor
private final class TapActions {
    /// How many times the action ran.
    private(set) var count = 0
    /// `location(ofTouch: 0, in: view)` read inside each run.
    private(set) var touchLocations: [CGPoint] = []
    /// `location(in: view)` (the centroid) read inside each run.
    private(set) var locations: [CGPoint] = []

    /// Adds an action to `recognizer` that records its runs, reading locations in `view`.
    init(_ recognizer: UIGestureRecognizer, in view: UIView) {
        recognizer.addTarget(self) { [weak self, weak view] recognizer in
            self?.count += 1
            self?.touchLocations.append(recognizer.location(ofTouch: 0, in: view))
            self?.locations.append(recognizer.location(in: view))
        }
    }
}

/// `UITapGestureRecognizer` driven through the window's real dispatch: the taps and fingers it
/// needs, the movement and pause that fail it, and what the view under it hears.
@Suite("Tap gesture recognizer")
@MainActor
struct TapGestureRecognizerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let log = EventLog()
    let logger: GestureStateLogger
    let script: TouchScript
    /// Not at the window's origin, so view and window coordinates differ.
    let view: LoggingView
    let tap = UITapGestureRecognizer()
    private let actions: TapActions
    /// Where the taps land, in window coordinates ((50, 40) in `view`).
    let spot = CGPoint(x: 100, y: 100)

    init() {
        view = LoggingView("v", log: log, frame: CGRect(x: 50, y: 60, width: 300, height: 300))
        window.addSubview(view)
        tap.name = "tap"
        view.addGestureRecognizer(tap)
        actions = TapActions(tap, in: view)
        logger = GestureStateLogger(log: log, window: window)
        script = TouchScript(window: window)
    }

    /// Turns `tap` into a double tap, named "doubleTap" in the log.
    private func makeDoubleTap() {
        tap.numberOfTapsRequired = 2
        tap.name = "doubleTap"
    }

    // MARK: Single tap

    @Test func singleTapIsRecognizedOnce() {
        script.tap(at: spot)
        script.wait(1)
        #expect(log.entries == ["v touchesBegan 1", "tap ended", "v touchesCancelled 1"])
        #expect(actions.count == 1)
    }

    @Test func tapFailsWhenTouchMovesBeyondAllowableMovement() {
        let away = spot.offsetBy(dx: UITapGestureRecognizer.allowableMovement + 1, dy: 0)
        script.begin(1, at: spot)
        script.move(1, to: away)
        script.end(1, at: away)
        #expect(log.entries == ["v touchesBegan 1", "tap failed", "v touchesMoved 1", "v touchesEnded 1"])
        #expect(actions.count == 0)
    }

    @Test func tapIsRecognizedWhenTouchMovesExactlyAllowableMovement() {
        let edge = spot.offsetBy(dx: 0, dy: UITapGestureRecognizer.allowableMovement)
        script.begin(1, at: spot)
        script.move(1, to: edge)
        script.end(1, at: edge)
        #expect(log.entries == ["v touchesBegan 1", "v touchesMoved 1", "tap ended", "v touchesCancelled 1"])
        #expect(actions.count == 1)
    }

    @Test func tapFailsWhenTouchLiftsBeyondAllowableMovementWithoutMoving() {
        // XInput2 may report the last position only with the TouchEnd: the lift point counts too.
        script.begin(1, at: spot)
        script.end(1, at: spot.offsetBy(dx: 40, dy: 0))
        #expect(log.entries == ["v touchesBegan 1", "tap failed", "v touchesEnded 1"])
        #expect(actions.count == 0)
    }

    @Test func actionReadsTheLiftPointInTheViewsCoordinates() {
        // The Gesture screen moves its image to where the finger lifted.
        script.begin(1, at: spot)
        script.move(1, to: CGPoint(x: 102, y: 101))
        script.end(1, at: CGPoint(x: 104, y: 103))
        #expect(actions.touchLocations == [CGPoint(x: 54, y: 43)])
        #expect(actions.locations == [CGPoint(x: 54, y: 43)])
    }

    @Test func cancelledTouchFailsTheTap() {
        script.begin(1, at: spot)
        script.cancel(1, at: spot)
        #expect(log.entries == ["v touchesBegan 1", "tap failed", "v touchesCancelled 1"])
        #expect(actions.count == 0)
    }

    @Test func failedTapDoesNotStopTheNextOne() {
        script.begin(1, at: spot)
        script.cancel(1, at: spot)
        log.clear()
        script.tap(at: spot)
        #expect(log.entries == ["v touchesBegan 1", "tap ended", "v touchesCancelled 1"])
        #expect(actions.count == 1)
    }

    @Test func recognizedTapDoesNotStopTheNextOne() {
        script.tap(at: spot)
        script.wait(1)
        script.tap(at: spot)
        #expect(actions.count == 2)
        #expect(log.entries.filter { $0.hasPrefix("tap") } == ["tap ended", "tap ended"])
    }

    // MARK: What the view hears

    @Test func viewHearsTouchesEndedWhenTapDoesNotCancelTouches() {
        tap.cancelsTouchesInView = false
        script.tap(at: spot)
        #expect(log.entries == ["v touchesBegan 1", "tap ended", "v touchesEnded 1"])
    }

    @Test func doubleTapHoldsTheFirstTouchesEndedUntilItFails() {
        makeDoubleTap()
        script.tap(at: spot)
        #expect(log.entries == ["v touchesBegan 1"])
        script.wait(UITapGestureRecognizer.maximumTapInterval)
        #expect(log.entries == ["v touchesBegan 1", "doubleTap failed", "v touchesEnded 1"])
        #expect(actions.count == 0)
    }

    @Test func doubleTapPassesTouchesEndedAtOnceWithoutDelaysTouchesEnded() {
        makeDoubleTap()
        tap.delaysTouchesEnded = false
        script.tap(at: spot)
        script.wait(1)
        #expect(log.entries == ["v touchesBegan 1", "v touchesEnded 1", "doubleTap failed"])
    }

    // MARK: Double tap

    @Test func doubleTapIsRecognizedOnTheSecondLift() {
        makeDoubleTap()
        script.tap(at: spot)
        script.begin(1, at: spot)
        #expect(actions.count == 0)
        script.end(1, at: spot)
        script.wait(1)
        // Both taps' touches are cancelled in the view: the first one's touchesEnded was held.
        #expect(log.entries == ["v touchesBegan 1", "v touchesBegan 1", "doubleTap ended", "v touchesCancelled 2"])
        #expect(actions.count == 1)
    }

    @Test func doubleTapActionReadsTheSecondLiftPoint() {
        makeDoubleTap()
        script.tap(at: spot)
        script.tap(at: CGPoint(x: 110, y: 95))
        #expect(actions.touchLocations == [CGPoint(x: 60, y: 35)])
    }

    @Test func doubleTapIsRecognizedWhenSecondTapComesJustWithinTheInterval() {
        makeDoubleTap()
        script.tap(at: spot)
        // The second touch-down comes one step after the wait: 0.01 s before the interval ends.
        script.wait(UITapGestureRecognizer.maximumTapInterval - 2 * script.stepInterval)
        script.tap(at: spot)
        #expect(log.entries.filter { $0.hasPrefix("doubleTap") } == ["doubleTap ended"])
        #expect(actions.count == 1)
    }

    @Test func doubleTapFailsWhenSecondTapComesAfterTheInterval() {
        makeDoubleTap()
        script.tap(at: spot)
        script.wait(UITapGestureRecognizer.maximumTapInterval + 0.05)
        script.tap(at: spot)
        #expect(log.entries == ["v touchesBegan 1", "doubleTap failed", "v touchesEnded 1", "v touchesBegan 1"])
        #expect(actions.count == 0)
    }

    @Test func doubleTapFailsWhenSecondTapComesExactlyAtTheInterval() {
        // The interval is exclusive: its timer fires at its deadline, before a touch-down stamped
        // with the same time (the script, like the run loop, fires due timers before input).
        makeDoubleTap()
        script.tap(at: spot)
        script.stepInterval = 0
        script.wait(UITapGestureRecognizer.maximumTapInterval)
        script.tap(at: spot)
        #expect(log.entries == ["v touchesBegan 1", "doubleTap failed", "v touchesEnded 1", "v touchesBegan 1"])
        #expect(actions.count == 0)
    }

    @Test func doubleTapFailsWhenSecondTapLandsTooFarAway() {
        makeDoubleTap()
        script.tap(at: spot)
        script.tap(at: spot.offsetBy(dx: UITapGestureRecognizer.maximumTapDistance + 5, dy: 0))
        script.wait(1)
        #expect(log.entries.filter { $0.hasPrefix("doubleTap") } == ["doubleTap failed"])
        #expect(actions.count == 0)
        // The failure releases the first touch's held touchesEnded, which reaches the view
        // before the second touch's touchesBegan: the view sees touches in the order they happened.
        #expect(log.entries == [
            "v touchesBegan 1", "doubleTap failed", "v touchesEnded 1", "v touchesBegan 1", "v touchesEnded 1",
        ])
    }

    @Test func doubleTapFailsWhenSecondTapMovesBeyondAllowableMovement() {
        makeDoubleTap()
        script.tap(at: spot)
        script.drag(from: spot, to: spot.offsetBy(dx: 0, dy: 40), steps: 2)
        #expect(log.entries.filter { $0.hasPrefix("doubleTap") } == ["doubleTap failed"])
        #expect(actions.count == 0)
    }

    @Test func singleTapThatRequiresDoubleTapToFailWaitsForTheInterval() {
        let single = UITapGestureRecognizer()
        single.name = "tap"
        view.addGestureRecognizer(single)
        let singleActions = TapActions(single, in: view)
        makeDoubleTap()
        single.require(toFail: tap)
        script.tap(at: spot)
        #expect(singleActions.count == 0)
        script.wait(UITapGestureRecognizer.maximumTapInterval)
        #expect(log.entries == ["v touchesBegan 1", "doubleTap failed", "tap ended", "v touchesCancelled 1"])
        #expect(singleActions.count == 1)
    }

    @Test func singleTapThatRequiresDoubleTapToFailFailsOnADoubleTap() {
        let single = UITapGestureRecognizer()
        single.name = "tap"
        view.addGestureRecognizer(single)
        let singleActions = TapActions(single, in: view)
        makeDoubleTap()
        single.require(toFail: tap)
        script.tap(at: spot)
        script.tap(at: spot)
        script.wait(1)
        // The second touch-down is a tap beyond the single tap's one: it fails there.
        #expect(log.entries.filter { !$0.hasPrefix("v") } == ["tap failed", "doubleTap ended"])
        #expect(singleActions.count == 0)
        #expect(actions.count == 1)
    }

    // MARK: Fingers

    @Test func twoFingerTapIsRecognizedWhenTheLastFingerLifts() {
        tap.numberOfTouchesRequired = 2
        view.isMultipleTouchEnabled = true
        script.begin(1, at: spot)
        script.begin(2, at: spot.offsetBy(dx: 40, dy: 0))
        script.end(1, at: spot)
        #expect(actions.count == 0)
        script.end(2, at: spot.offsetBy(dx: 40, dy: 0))
        #expect(log.entries == ["v touchesBegan 1", "v touchesBegan 1", "tap ended", "v touchesCancelled 2"])
        #expect(actions.count == 1)
    }

    @Test func twoFingerTapFailsWithOneFinger() {
        tap.numberOfTouchesRequired = 2
        script.tap(at: spot)
        #expect(log.entries == ["v touchesBegan 1", "tap failed", "v touchesEnded 1"])
        #expect(actions.count == 0)
    }

    @Test func twoFingerTapFailsWithThreeFingers() {
        tap.numberOfTouchesRequired = 2
        view.isMultipleTouchEnabled = true
        script.begin(1, at: spot)
        script.begin(2, at: spot.offsetBy(dx: 40, dy: 0))
        script.begin(3, at: spot.offsetBy(dx: 80, dy: 0))
        #expect(log.entries == ["v touchesBegan 1", "v touchesBegan 1", "tap failed", "v touchesBegan 1"])
        script.end(1, at: spot)
        script.end(2, at: spot.offsetBy(dx: 40, dy: 0))
        script.end(3, at: spot.offsetBy(dx: 80, dy: 0))
        #expect(actions.count == 0)
        #expect(log.entries.filter { $0.hasSuffix("touchesEnded 1") }.count == 3)
    }

    @Test func oneFingerTapFailsWhenASecondFingerLands() {
        script.begin(1, at: spot)
        script.begin(2, at: spot.offsetBy(dx: 40, dy: 0))
        script.end(1, at: spot)
        script.end(2, at: spot.offsetBy(dx: 40, dy: 0))
        #expect(log.entries.filter { $0.hasPrefix("tap") } == ["tap failed"])
        #expect(actions.count == 0)
    }
}
