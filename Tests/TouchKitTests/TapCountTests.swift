import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// Records the `tapCount` of every touch that begins in it.
@MainActor
private final class TapCountView: UIView {
    var tapCounts: [Int] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCounts += touches.map(\.tapCount)
    }
}

/// `UITouch.tapCount` as `TouchTracker` computes it: taps in quick succession at about the same
/// place count up; a pause, a distant tap, or a touch that moved starts again at 1.
@Suite("Tap count")
@MainActor
struct TapCountTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private let view = TapCountView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let script: TouchScript
    let spot = CGPoint(x: 100, y: 100)

    init() {
        window.addSubview(view)
        script = TouchScript(window: window)
    }

    @Test func firstTapCountsOne() {
        script.tap(at: spot)
        #expect(view.tapCounts == [1])
    }

    @Test func quickTapsAtTheSamePlaceCountUp() {
        script.tap(at: spot)
        script.tap(at: spot)
        script.tap(at: spot)
        #expect(view.tapCounts == [1, 2, 3])
    }

    @Test func nearbyTapWithinTheDistanceLimitCounts() {
        script.tap(at: spot)
        script.tap(at: spot.offsetBy(dx: TouchTracker.doubleTapDistance - 5, dy: 0))
        #expect(view.tapCounts == [1, 2])
    }

    @Test func tapFartherThanTheDistanceLimitStartsAgain() {
        script.tap(at: spot)
        script.tap(at: spot.offsetBy(dx: TouchTracker.doubleTapDistance + 5, dy: 0))
        #expect(view.tapCounts == [1, 1])
    }

    @Test func pauseWithinTheIntervalStillCounts() {
        script.tap(at: spot)
        script.clock.advance(by: TouchTracker.doubleTapInterval - 0.1)
        script.tap(at: spot)
        #expect(view.tapCounts == [1, 2])
    }

    @Test func pauseLongerThanTheIntervalStartsAgain() {
        script.tap(at: spot)
        script.tap(at: spot)
        script.clock.advance(by: TouchTracker.doubleTapInterval + 0.05)
        script.tap(at: spot)
        script.tap(at: spot)
        #expect(view.tapCounts == [1, 2, 1, 2])
    }

    @Test func longHoldStillCountsIfTheNextTapFollowsQuickly() {
        // The interval runs from the end of one tap to the start of the next.
        script.begin(1, at: spot)
        script.clock.advance(by: 2)
        script.end(1, at: spot)
        script.tap(at: spot)
        #expect(view.tapCounts == [1, 2])
    }

    @Test func smallWobbleWithinTapSlopIsStillATap() {
        script.begin(1, at: spot)
        script.move(1, to: spot.offsetBy(dx: 5, dy: 5))
        script.end(1, at: spot.offsetBy(dx: 5, dy: 5))
        script.tap(at: spot)
        #expect(view.tapCounts == [1, 2])
    }

    @Test func touchThatEndsBeyondTapSlopIsNotATap() {
        let far = spot.offsetBy(dx: TouchTracker.tapSlop + 10, dy: 0)
        script.drag(1, from: spot, to: far, steps: 3)
        script.tap(at: far)
        #expect(view.tapCounts == [1, 1])
    }

    @Test func touchThatWanderedBeyondTapSlopAndCameBackIsNotATap() {
        script.begin(1, at: spot)
        script.move(1, to: spot.offsetBy(dx: 100, dy: 0))
        script.move(1, to: spot)
        script.end(1, at: spot)
        script.tap(at: spot)
        #expect(view.tapCounts == [1, 1], "a drag that returns to its start is not a tap")
    }

    @Test func tapCountWorksWithTheMouse() {
        script.mouseDown(at: spot)
        script.mouseUp(at: spot)
        script.mouseDown(at: spot)
        script.mouseUp(at: spot)
        #expect(view.tapCounts == [1, 2])
    }

    @Test func tapCountIsFixedWhenTheTouchBegins() throws {
        script.tap(at: spot)
        script.begin(1, at: spot)
        let touch = try #require(window.touchTracker.touch(for: .touch(device: TouchScript.touchDevice, id: 1)))
        #expect(touch.tapCount == 2)
        script.move(1, to: spot.offsetBy(dx: 100, dy: 0))
        script.end(1, at: spot.offsetBy(dx: 100, dy: 0))
        #expect(touch.tapCount == 2)
    }

    @Test func trackerCountsTapsFromRawEvents() {
        let tracker = TouchTracker()
        let pointer = PointerID.touch(device: 1, id: 1)
        var counts: [Int] = []
        for (index, time) in [0.0, 0.2, 0.4, 1.0].enumerated() {
            let location = CGPoint(x: 50, y: 50)
            let touch = tracker.process(InputEvent(pointer: pointer, phase: .began, location: location, timestamp: time))
            counts.append(touch?.tapCount ?? -index)
            if let ended = tracker.process(InputEvent(pointer: pointer, phase: .ended, location: location,
                                                      timestamp: time + 0.05)) {
                tracker.remove(ended)
            }
        }
        // 0.4 follows 0.25 closely; 1.0 comes 0.55 s after the previous end.
        #expect(counts == [1, 2, 3, 1])
    }
}
