import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Pinch and rotation with views and with each other, each test run for both: a disabled
/// recognizer, `cancelsTouchesInView`, and the first of the two to begin shutting out the other.
extension TwoFingerGestureTests {
    /// A multiple-touch view logging into `log`, on top of `scene`'s view, carrying its recognizer.
    private func loggingView(in scene: TwoFingerScene, log: EventLog) -> LoggingView {
        let loggingView = LoggingView("w", log: log, frame: scene.view.frame)
        loggingView.isMultipleTouchEnabled = true
        scene.window.addSubview(loggingView)
        loggingView.addGestureRecognizer(scene.recognizer)
        return loggingView
    }

    @Test(arguments: TwoFingerKind.allCases)
    func aDisabledRecognizerGetsNothing(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        let viewLog = EventLog()
        _ = loggingView(in: scene, log: viewLog)
        scene.recognizer.isEnabled = false
        scene.landTwoFingers()
        scene.move2(to: kind.offset(1))
        scene.script.end(2, at: scene.point(kind.offset(1)))
        scene.script.end(1, at: scene.center)
        #expect(scene.log.entries.isEmpty)
        #expect(scene.readings.states.isEmpty)
        #expect(scene.recognizer.numberOfTouches == 0)
        #expect(viewLog.entries == ["w touchesBegan 1", "w touchesBegan 1", "w touchesMoved 1",
                                    "w touchesEnded 1", "w touchesEnded 1"])
    }

    @Test(arguments: TwoFingerKind.allCases)
    func theViewGetsTouchesCancelledWhenTheGestureBegins(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        _ = loggingView(in: scene, log: scene.log)
        scene.landTwoFingers()
        // The first move stays under the hysteresis: the view still gets it.
        for change: CGFloat in [0.05, 0.2, 0.3] { scene.move2(to: kind.offset(change)) }
        scene.script.end(2, at: scene.point(kind.offset(0.3)))
        scene.script.end(1, at: scene.center)
        #expect(scene.log.entries == ["w touchesBegan 1", "w touchesBegan 1", "w touchesMoved 1",
                                      scene.entry("began"), "w touchesCancelled 2", scene.entry("changed"),
                                      scene.entry("ended")])
    }

    @Test(arguments: TwoFingerKind.allCases)
    func theViewKeepsItsTouchesWhenCancelsTouchesInViewIsFalse(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        _ = loggingView(in: scene, log: scene.log)
        scene.recognizer.cancelsTouchesInView = false
        scene.landTwoFingers()
        scene.move2(to: kind.offset(0.2))
        scene.script.end(2, at: scene.point(kind.offset(0.2)))
        scene.script.end(1, at: scene.center)
        #expect(scene.log.entries == ["w touchesBegan 1", "w touchesBegan 1", scene.entry("began"),
                                      "w touchesMoved 1", "w touchesEnded 1", scene.entry("ended"),
                                      "w touchesEnded 1"])
    }

    @Test(arguments: TwoFingerKind.allCases)
    func theFirstToBeginShutsOutTheOtherWhenNotSimultaneous(kind: TwoFingerKind) {
        let scene = TwoFingerScene(kind)
        let other: TwoFingerKind = kind == .pinch ? .rotation : .pinch
        let otherRecognizer = other.makeRecognizer()
        otherRecognizer.name = other.name
        scene.view.addGestureRecognizer(otherRecognizer)
        scene.landTwoFingers()
        // A move only this kind reads (spreading without turning, or turning without spreading):
        // it begins first and the other is out.
        scene.move2(to: kind.offset(0.2))
        #expect(scene.log.entries == [scene.entry("began"), "\(other.name) failed"])
        // The other's gesture now (turning, or spreading) changes only this one.
        let along = kind == .pinch ? CGFloat.pi / 2 : 0.2, span: CGFloat = kind == .pinch ? 120 : 200
        let end = CGPoint(x: scene.center.x + span * cos(along), y: scene.center.y + span * sin(along))
        scene.script.move(2, to: end)
        scene.script.end(2, at: end)
        scene.script.end(1, at: scene.center)
        #expect(scene.log.entries == [scene.entry("began"), "\(other.name) failed", scene.entry("changed"),
                                      scene.entry("ended")])
        #expect(other.value(of: otherRecognizer) == other.identity)
    }
}
