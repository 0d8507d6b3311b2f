import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// Records the `tapCount` of every touch that begins in it.
@MainActor
private final class TapCountingView: UIView {
    var tapCounts: [Int] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCounts += touches.map(\.tapCount)
    }
}

/// The mouse's multi-tap interval is the desktop's double-click time (400 ms unless the backend
/// sets another), fingers keep UIKit's 0.35 s; `tapCount` and the multi-tap recognizers agree.
/// Pauses are measured from the first lift to the second touch-down, on the manual clock.
@Suite("Double-click time for the mouse")
@MainActor
struct PointerDoubleTapIntervalTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private let view = TapCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let script: TouchScript
    let spot = CGPoint(x: 100, y: 100)
    /// A pause longer than UIKit's finger interval and shorter than the default double-click time.
    let pause: TimeInterval = 0.38

    init() {
        window.addSubview(view)
        script = TouchScript(window: window)
    }

    /// Lets time pass so that the next scripted event comes `seconds` after the previous one
    /// (each event takes one step of the script's clock).
    private func pause(_ seconds: TimeInterval) {
        script.wait(seconds - script.stepInterval)
    }

    private func click() {
        script.mouseDown(at: spot)
        script.mouseUp(at: spot)
    }

    /// A double-tap recognizer on the view, and how many times it fired.
    private func addDoubleTap() -> () -> Int {
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        var count = 0
        doubleTap.addTarget(nil) { _ in count += 1 }
        return { count }
    }

    @Test func theIntervalsAreUIKitsForFingersAnd400MillisecondsForTheMouse() {
        #expect(window.touchDispatcher.doubleTapInterval(for: .direct) == TouchTracker.doubleTapInterval)
        #expect(window.touchDispatcher.doubleTapInterval(for: .indirectPointer) == 0.4)
        #expect(TouchTracker.doubleTapInterval < pause && pause < TouchTracker.defaultPointerDoubleTapInterval)
    }

    @Test func twoClicks380MillisecondsApartAreADoubleTap() {
        click()
        pause(pause)
        click()
        #expect(view.tapCounts == [1, 2])
    }

    @Test func twoFingerTaps380MillisecondsApartAreTwoSingleTaps() {
        script.tap(at: spot)
        pause(pause)
        script.tap(at: spot)
        #expect(view.tapCounts == [1, 1])
    }

    @Test func clicksFartherApartThanTheDoubleClickTimeStartAgain() {
        click()
        pause(0.45)
        click()
        #expect(view.tapCounts == [1, 1])
    }

    @Test func theDesktopsDoubleClickTimeDecides() {
        window.touchDispatcher.pointerDoubleTapInterval = 0.6
        click()
        pause(0.55)
        click()
        pause(0.65)
        click()
        script.wait(1)
        window.touchDispatcher.pointerDoubleTapInterval = 0.2
        click()
        pause(0.25)
        click()
        #expect(view.tapCounts == [1, 2, 1, 1, 1])
    }

    @Test func theFingersTheMouseEmulatesUseTheDoubleClickTime() {
        let tracker = window.touchTracker
        let finger = PointerID.emulatedTouch(device: TouchScript.mouseDevice, finger: 1)
        var counts: [Int] = []
        for time in [0.0, 0.43, 1.3] {
            if let touch = tracker.process(InputEvent(pointer: finger, phase: .began, location: spot, timestamp: time)) {
                counts.append(touch.tapCount)
            }
            if let ended = tracker.process(InputEvent(pointer: finger, phase: .ended, location: spot, timestamp: time + 0.05)) {
                tracker.remove(ended)
            }
        }
        // 0.43 comes 0.38 s after the first lift; 1.3 comes 0.82 s after the second.
        #expect(counts == [1, 2, 1])
    }

    @Test func aDoubleTapRecognizerTakesTwoClicks380MillisecondsApart() {
        let fired = addDoubleTap()
        click()
        pause(pause)
        click()
        #expect(fired() == 1)
    }

    @Test func aDoubleTapRecognizerFailsOnTwoFingerTaps380MillisecondsApart() {
        let fired = addDoubleTap()
        script.tap(at: spot)
        pause(pause)
        script.tap(at: spot)
        script.wait(1)
        #expect(fired() == 0)
    }

    @Test func aDoubleTapRecognizerWaitsForTheDesktopsDoubleClickTime() {
        window.touchDispatcher.pointerDoubleTapInterval = 0.6
        let fired = addDoubleTap()
        click()
        pause(0.55)
        click()
        #expect(fired() == 1)
        script.wait(1)
        click()
        pause(0.65)
        click()
        script.wait(1)
        #expect(fired() == 1, "0.65 s is past a 0.6 s double-click time")
    }

    @Test func aTapAndHoldTakesAClickThenAPress380MillisecondsLater() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        view.addGestureRecognizer(press)
        var states: [UIGestureRecognizer.State] = []
        press.addTarget(nil) { states.append($0.state) }
        click()
        pause(pause)
        script.mouseDown(at: spot)
        script.wait(press.minimumPressDuration + 0.05)
        script.mouseUp(at: spot)
        #expect(states == [.began, .ended])
    }
}
