import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Reproductions the dispatch fuzzer (`scripts/fuzz`) found, shrunk, each with the fix's rule.
@Suite("Fuzzer findings")
@MainActor
struct FuzzFoundTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let script: TouchScript
    let stateLogger: GestureStateLogger

    init() {
        script = TouchScript(window: window)
        stateLogger = GestureStateLogger(log: log, window: window)
    }

    /// Seed 149: a pan's action cancels a device's touches while the pan is delivered the move
    /// that changed it. The cancel used to be dispatched at once, inside the move's dispatch: it
    /// cancelled the touch in its view, and the outer dispatch, back from the action, found the
    /// same touch now `cancelled` and sent `touchesCancelled` again. Now the cancel waits for the
    /// move's dispatch to end: the view gets the move, then one cancel. UIKit: a view gets one
    /// `touchesEnded` or `touchesCancelled` per touch.
    @Test func deviceCancelledFromAnActionCancelsEachTouchInItsViewOnce() {
        let view = LoggingView("view", log: log, frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.addTarget(nil) { [window] in
            if $0.state == .changed { window.cancelTouches(ofDevice: 10, at: 1) }
        }
        view.addGestureRecognizer(pan)
        window.handle(InputEvent(pointer: .touch(device: 12, id: 1), phase: .began, location: CGPoint(x: 196, y: 201), timestamp: 1))
        window.handle(InputEvent(pointer: .touch(device: 12, id: 1), phase: .moved, location: CGPoint(x: 204, y: 194), timestamp: 1.01))
        window.handle(InputEvent(pointer: .touch(device: 10, id: 11), phase: .began, location: CGPoint(x: 396, y: 178), timestamp: 1.02))
        window.handle(InputEvent(pointer: .touch(device: 10, id: 11), phase: .moved, location: CGPoint(x: 418, y: 189), timestamp: 1.03))
        window.flushInput()
        #expect(log.entries == ["view touchesBegan 1", "pan began", "view touchesCancelled 1", "view touchesBegan 1",
                                "pan changed", "view touchesMoved 1", "pan cancelled", "view touchesCancelled 1"],
                "the first touch is cancelled when the pan begins, the second when its device is, once")
        #expect(window.dispatchBookkeeping.liveTouches == 1, "the first finger is still down")
    }
}

extension FuzzFoundTests {
    /// Seed 15938: a pan's action, run as the pan ends on a finger's lift, cancels another
    /// device's touch. That cancel, dispatched at once, marked the lifting touch `stationary` (the
    /// tracker marks every other touch so for a change), so the lift's own dispatch delivered no
    /// end to the view and never removed the touch: the view waited forever, and the tracker held
    /// a touch that was gone. Now the cancel waits for the lift's dispatch to end.
    @Test func deviceCancelledFromAnActionOnLiftStillEndsTheLiftingTouch() {
        let view = LoggingView("view", log: log, frame: CGRect(x: 185, y: -11, width: 220, height: 196))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.maximumNumberOfTouches = 1
        pan.cancelsTouchesInView = false
        pan.addTarget(nil) { [window] in
            if $0.state == .ended { window.cancelTouches(ofDevice: 11, at: 1) }
        }
        window.addGestureRecognizer(pan)
        window.handle(InputEvent(pointer: .touch(device: 10, id: 14), phase: .began, location: CGPoint(x: 186, y: 110), timestamp: 1))
        window.handle(InputEvent(pointer: .touch(device: 10, id: 14), phase: .moved, location: CGPoint(x: 179, y: 80), timestamp: 1.01))
        window.handle(InputEvent(pointer: .mouse(device: 11), phase: .began, location: CGPoint(x: 277, y: 220), timestamp: 1.02))
        window.handle(InputEvent(pointer: .touch(device: 10, id: 14), phase: .ended, location: CGPoint(x: 179, y: 80), timestamp: 1.03))
        #expect(log.entries == ["view touchesBegan 1", "pan began", "view touchesMoved 1", "pan ended", "view touchesEnded 1"])
        #expect(window.dispatchBookkeeping.isEmpty, "\(window.dispatchBookkeeping)")
    }

    /// Seed 56783: a recognizer that delays touches began holds a touch's began and move; when it
    /// fails, they are released to the view, whose `touchesBegan` cancels the device's touches.
    /// The touch was cancelled in the view, and then the held move was still sent after it.
    ///
    /// Since the dispatcher has one queue (issue 18), the cancellation the handler asks for waits
    /// until the release is over, like any input that arrives during dispatch: the view hears
    /// its touch in the order things happened (began, the held move, then the cancel), and
    /// nothing after the cancel.
    @Test func heldPhasesStopWhenTheViewsHandlerEndsTheTouch() {
        // The touched view logs each call, then forwards it to its superview, whose
        // `touchesBegan` cancels the device's touches.
        let handler = HandlerView(frame: window.bounds)
        handler.onBegan = { [window] in window.cancelTouches(ofDevice: TouchScript.touchDevice, at: 2) }
        window.addSubview(handler)
        let view = LoggingView("view", log: log, frame: window.bounds, forwards: true)
        handler.addSubview(view)
        let swipe = UISwipeGestureRecognizer()
        swipe.name = "swipe"
        swipe.numberOfTouchesRequired = 3
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        script.begin(5, at: CGPoint(x: 88, y: 180))
        script.move(5, to: CGPoint(x: 307, y: 211))
        script.wait(1)
        #expect(log.entries == ["swipe failed", "view touchesBegan 1", "view touchesMoved 1", "view touchesCancelled 1"],
                "the held move before the cancel, nothing after it")
        #expect(window.dispatchBookkeeping.isEmpty, "\(window.dispatchBookkeeping)")
    }
}

extension FuzzFoundTests {
    /// Seed 529693: a swipe recognizes on the lift; its view's `touchesCancelled` (sent because
    /// the swipe took the touch) disables the swipe. Disabling settled at once, resetting the
    /// swipe while its `touchesEnded` was still running; that then failed the swipe ("if still
    /// possible"), and nothing reset it again: it stayed `failed`, disabled, for good.
    @Test func recognizerDisabledByItsViewsCancelIsResetOnce() {
        let view = HandlerView(frame: window.bounds)
        window.addSubview(view)
        let swipe = UISwipeGestureRecognizer()
        swipe.name = "swipe"
        swipe.direction = .down
        view.addGestureRecognizer(swipe)
        view.onCancelled = { swipe.isEnabled = false }
        script.begin(5, at: CGPoint(x: 190, y: 55))
        script.end(5, at: CGPoint(x: 216, y: 205))
        #expect(log.entries == ["swipe ended"])
        #expect(swipe.state == .possible)
        #expect(window.dispatchBookkeeping.isEmpty, "\(window.dispatchBookkeeping)")
    }
}

/// A view that runs `onBegan` from `touchesBegan` and `onCancelled` from `touchesCancelled`.
@MainActor
private final class HandlerView: UIView {
    var onBegan: () -> Void = {}
    var onCancelled: () -> Void = {}

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onBegan()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onCancelled()
    }
}
