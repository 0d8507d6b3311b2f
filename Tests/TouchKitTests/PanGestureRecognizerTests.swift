import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// What a pan's action read each time it ran (window coordinates).
@MainActor
private final class PanReadings {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var translations: [CGPoint] = []
    private(set) var velocities: [CGPoint] = []

    init(_ pan: UIPanGestureRecognizer) {
        pan.addTarget(self) { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            states.append(pan.state)
            translations.append(pan.translation(in: nil))
            velocities.append(pan.velocity(in: nil))
        }
    }
}

/// `UIPanGestureRecognizer` driven through the window's real dispatch: the hysteresis, the
/// translation and velocity it reports, its finger limits, and how it ends.
@Suite("Pan gesture recognizer")
@MainActor
struct PanGestureRecognizerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let log = EventLog()
    let logger: GestureStateLogger
    let script: TouchScript
    /// Not at the window's origin, so view and window coordinates differ.
    let view: LoggingView
    let pan = UIPanGestureRecognizer()
    private let readings: PanReadings
    /// Where the fingers first land, in window coordinates.
    let start = CGPoint(x: 100, y: 100)

    init() {
        view = LoggingView("v", log: log, frame: CGRect(x: 50, y: 60, width: 300, height: 300))
        window.addSubview(view)
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        readings = PanReadings(pan)
        logger = GestureStateLogger(log: log, window: window)
        script = TouchScript(window: window)
    }

    /// The pan's state entries in the log.
    private var panLog: [String] { log.entries.filter { $0.hasPrefix("pan") } }

    // MARK: Beginning

    @Test func panDoesNotBeginWithinHysteresis() {
        let edge = start.offsetBy(dx: UIPanGestureRecognizer.panHysteresis, dy: 0)
        script.begin(1, at: start)
        script.move(1, to: edge)
        script.end(1, at: edge)
        #expect(log.entries == ["v touchesBegan 1", "v touchesMoved 1", "pan failed", "v touchesEnded 1"])
        #expect(readings.states.isEmpty)
    }

    @Test func panBeginsBeyondHysteresis() {
        let beyond = start.offsetBy(dx: 0, dy: UIPanGestureRecognizer.panHysteresis + 1)
        script.begin(1, at: start)
        script.move(1, to: beyond)
        #expect(log.entries == ["v touchesBegan 1", "pan began", "v touchesCancelled 1"])
        // The translation includes the hysteresis: it is measured from the touch-down.
        #expect(readings.translations == [CGPoint(x: 0, y: 11)])
    }

    @Test func panEndsWhenTheFingerLifts() {
        script.drag(from: start, to: start.offsetBy(dx: 100, dy: 0), steps: 5)
        #expect(log.entries == [
            "v touchesBegan 1", "pan began", "v touchesCancelled 1",
            "pan changed", "pan changed", "pan changed", "pan changed", "pan ended",
        ])
        #expect(readings.states == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(readings.translations.last == CGPoint(x: 100, y: 0))
    }

    @Test func tapOnAPanViewFailsThePanAndReachesTheViewAtOnce() {
        script.tap(at: start)
        // No wait: the pan decided on the lift, so the view's touchesEnded is not held.
        #expect(log.entries == ["v touchesBegan 1", "pan failed", "v touchesEnded 1"])
    }

    // MARK: Cancelling

    @Test func cancelledTouchCancelsAnActivePan() {
        script.begin(1, at: start)
        script.move(1, to: start.offsetBy(dx: 30, dy: 0))
        script.cancel(1, at: start.offsetBy(dx: 30, dy: 0))
        #expect(panLog == ["pan began", "pan cancelled"])
        #expect(readings.states == [.began, .cancelled])
    }

    @Test func cancelledTouchFailsAPanThatHasNotBegun() {
        script.begin(1, at: start)
        script.move(1, to: start.offsetBy(dx: 5, dy: 0))
        script.cancel(1, at: start.offsetBy(dx: 5, dy: 0))
        #expect(log.entries == ["v touchesBegan 1", "v touchesMoved 1", "pan failed", "v touchesCancelled 1"])
        #expect(readings.states.isEmpty)
    }

    @Test func endedPanDoesNotStopTheNextOne() {
        script.drag(from: start, to: start.offsetBy(dx: 100, dy: 0), steps: 2)
        script.drag(from: start, to: start.offsetBy(dx: 0, dy: 50), steps: 2)
        #expect(panLog == ["pan began", "pan changed", "pan ended", "pan began", "pan changed", "pan ended"])
        // The second pan measures from its own touch-down.
        #expect(readings.translations.last == CGPoint(x: 0, y: 50))
    }

    // MARK: Translation

    @Test func translationIsTheFingersTravelInWindowAndViewCoordinates() {
        let inner = UIView(frame: CGRect(x: 30, y: 20, width: 100, height: 100))
        view.addSubview(inner)
        script.begin(1, at: start)
        script.move(1, to: CGPoint(x: 130, y: 90))
        script.move(1, to: CGPoint(x: 160, y: 140))
        // No transforms: the same vector in every view, whatever its origin.
        #expect(pan.translation(in: nil) == CGPoint(x: 60, y: 40))
        #expect(pan.translation(in: view) == CGPoint(x: 60, y: 40))
        #expect(pan.translation(in: inner) == CGPoint(x: 60, y: 40))
    }

    @Test func translationIsZeroBeforeTheFingerMoves() {
        script.begin(1, at: start)
        #expect(pan.translation(in: view) == .zero)
    }

    @Test func setTranslationRebasesTheTranslation() {
        script.begin(1, at: start)
        script.move(1, to: CGPoint(x: 130, y: 100))
        pan.setTranslation(.zero, in: view)
        #expect(pan.translation(in: view) == .zero)
        script.move(1, to: CGPoint(x: 140, y: 105))
        #expect(pan.translation(in: view) == CGPoint(x: 10, y: 5))
        pan.setTranslation(CGPoint(x: -5, y: 5), in: view)
        script.move(1, to: CGPoint(x: 150, y: 105))
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 5))
    }

    @Test func incrementalHandlerFollowsTheFinger() {
        // The walkthrough's handler: move by the translation, then set it back to zero.
        var moved = CGPoint.zero
        pan.addTarget(nil) { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            let step = pan.translation(in: pan.view)
            moved = CGPoint(x: moved.x + step.x, y: moved.y + step.y)
            pan.setTranslation(.zero, in: pan.view)
        }
        script.drag(from: start, to: CGPoint(x: 190, y: 160), steps: 9)
        #expect(moved == CGPoint(x: 90, y: 60))
    }

    // MARK: Velocity

    @Test func velocityOfASteadyDragIsDistanceOverTime() throws {
        script.stepInterval = 0.01
        // 10 pt right and 5 pt down every 0.01 s: 1000 and 500 points per second.
        script.begin(1, at: start)
        for step in 1...20 {
            script.move(1, to: start.offsetBy(dx: CGFloat(step) * 10, dy: CGFloat(step) * 5))
        }
        let velocity = try #require(readings.velocities.last)
        #expect(abs(velocity.x - 1000) <= 10)
        #expect(abs(velocity.y - 500) <= 5)
        #expect(abs(pan.velocity(in: view).x - 1000) <= 10)
        script.end(1, at: start.offsetBy(dx: 200, dy: 100))
        let atLift = try #require(readings.velocities.last)
        #expect(readings.states.last == .ended)
        #expect(abs(atLift.x - 1000) <= 10)
        #expect(abs(atLift.y - 500) <= 5)
    }

    @Test func velocityIsZeroWhenTheFingerRestsBeforeLifting() throws {
        script.begin(1, at: start)
        for step in 1...10 { script.move(1, to: start.offsetBy(dx: CGFloat(step) * 10, dy: 0)) }
        script.wait(0.5)
        script.end(1, at: start.offsetBy(dx: 100, dy: 0))
        #expect(readings.states.last == .ended)
        #expect(try #require(readings.velocities.last) == .zero)
    }

    // MARK: Fingers

    @Test func translationStaysContinuousWhenFingersLandAndLift() {
        view.isMultipleTouchEnabled = true
        script.begin(1, at: start)
        script.move(1, to: CGPoint(x: 130, y: 100))
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        // A second finger far away moves the centroid, not the translation.
        script.begin(2, at: CGPoint(x: 200, y: 200))
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        // Now the centroid moves half as far as one finger.
        script.move(2, to: CGPoint(x: 220, y: 200))
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        script.move(1, to: CGPoint(x: 150, y: 120))
        script.move(2, to: CGPoint(x: 240, y: 220))
        #expect(pan.translation(in: nil) == CGPoint(x: 60, y: 20))
        script.end(1, at: CGPoint(x: 150, y: 120))
        #expect(pan.translation(in: nil) == CGPoint(x: 60, y: 20))
        script.move(2, to: CGPoint(x: 240, y: 250))
        #expect(pan.translation(in: nil) == CGPoint(x: 60, y: 50))
        script.end(2, at: CGPoint(x: 240, y: 250))
        #expect(panLog.first == "pan began")
        #expect(panLog.last == "pan ended")
        #expect(panLog.filter { $0 == "pan ended" }.count == 1)
    }

    @Test func panWithMinimumTwoTouchesDoesNotBeginWithOneFinger() {
        pan.minimumNumberOfTouches = 2
        script.drag(from: start, to: start.offsetBy(dx: 100, dy: 0), steps: 5)
        #expect(panLog == ["pan failed"])
        #expect(readings.states.isEmpty)
    }

    @Test func panWithMinimumTwoTouchesBeginsWithTwoAndEndsWhenOneLifts() {
        pan.minimumNumberOfTouches = 2
        script.begin(1, at: start)
        script.begin(2, at: CGPoint(x: 200, y: 100))
        script.move(1, to: CGPoint(x: 100, y: 115))
        #expect(panLog.isEmpty)
        script.move(2, to: CGPoint(x: 200, y: 115))
        #expect(panLog == ["pan began"])
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 15))
        script.end(1, at: CGPoint(x: 100, y: 115))
        #expect(panLog == ["pan began", "pan ended"])
        script.end(2, at: CGPoint(x: 200, y: 115))
    }

    @Test func panWithMaximumOneTouchFailsWhenTwoFingersLandFirst() {
        pan.maximumNumberOfTouches = 1
        script.begin(1, at: start)
        script.begin(2, at: CGPoint(x: 200, y: 200))
        #expect(panLog == ["pan failed"])
        script.move(1, to: start.offsetBy(dx: 50, dy: 0))
        script.end(1, at: start.offsetBy(dx: 50, dy: 0))
        script.end(2, at: CGPoint(x: 200, y: 200))
        #expect(panLog == ["pan failed"])
        #expect(readings.states.isEmpty)
    }

    @Test func activePanWithMaximumOneTouchIgnoresASecondFinger() {
        pan.maximumNumberOfTouches = 1
        script.begin(1, at: start)
        script.move(1, to: CGPoint(x: 130, y: 100))
        script.begin(2, at: CGPoint(x: 200, y: 200))
        #expect(pan.numberOfTouches == 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        script.move(2, to: CGPoint(x: 250, y: 250))
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        script.move(1, to: CGPoint(x: 140, y: 100))
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        script.end(1, at: CGPoint(x: 140, y: 100))
        #expect(panLog == ["pan began", "pan changed", "pan ended"])
        script.end(2, at: CGPoint(x: 250, y: 250))
    }
}
