import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The pinch with views and other recognizers: a disabled pinch, `cancelsTouchesInView`, and
/// recognizing together with rotation and pan (``PinchGestureRecognizerTests``' fixture).
extension PinchGestureRecognizerTests {
    @Test func disabledRecognizerGetsNothing() {
        let viewLog = EventLog()
        let loggingView = LoggingView("w", log: viewLog, frame: view.frame)
        loggingView.isMultipleTouchEnabled = true
        window.addSubview(loggingView)
        let disabled = UIPinchGestureRecognizer()
        disabled.name = "disabled"
        disabled.isEnabled = false
        loggingView.addGestureRecognizer(disabled)
        landTwoFingers()
        script.move(2, to: CGPoint(x: 300, y: 200))
        script.end(2, at: CGPoint(x: 300, y: 200))
        script.end(1, at: left)
        #expect(log.entries.isEmpty)
        #expect(disabled.numberOfTouches == 0)
        #expect(viewLog.entries == ["w touchesBegan 1", "w touchesBegan 1", "w touchesMoved 1",
                                    "w touchesEnded 1", "w touchesEnded 1"])
    }

    @Test func viewGetsTouchesCancelledWhenThePinchBegins() {
        let loggingView = LoggingView("w", log: log, frame: view.frame)
        loggingView.isMultipleTouchEnabled = true
        window.addSubview(loggingView)
        loggingView.addGestureRecognizer(pinch)
        landTwoFingers()
        script.move(2, to: right.offsetBy(dx: 5, dy: 0))
        script.move(2, to: right.offsetBy(dx: 20, dy: 0))
        script.move(2, to: right.offsetBy(dx: 30, dy: 0))
        script.end(2, at: right.offsetBy(dx: 30, dy: 0))
        script.end(1, at: left)
        #expect(log.entries == ["w touchesBegan 1", "w touchesBegan 1", "w touchesMoved 1",
                                "pinch began", "w touchesCancelled 2", "pinch changed", "pinch ended"])
    }

    @Test func viewKeepsItsTouchesWhenCancelsTouchesInViewIsFalse() {
        let loggingView = LoggingView("w", log: log, frame: view.frame)
        loggingView.isMultipleTouchEnabled = true
        window.addSubview(loggingView)
        loggingView.addGestureRecognizer(pinch)
        pinch.cancelsTouchesInView = false
        landTwoFingers()
        script.move(2, to: right.offsetBy(dx: 20, dy: 0))
        script.end(2, at: right.offsetBy(dx: 20, dy: 0))
        script.end(1, at: left)
        #expect(log.entries == ["w touchesBegan 1", "w touchesBegan 1", "pinch began", "w touchesMoved 1",
                                "w touchesEnded 1", "pinch ended", "w touchesEnded 1"])
    }

    @Test func pinchAndRotationRecognizeTogetherWhenAllowed() {
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        view.addGestureRecognizer(rotation)
        pinch.shouldRecognizeSimultaneously = { _, other in other is UIRotationGestureRecognizer }
        landTwoFingers()
        // Finger 2 swings a quarter turn clockwise around finger 1 while the span doubles.
        let steps = 6
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            let angle = t * .pi / 2, radius = 100 + 100 * t
            script.move(2, to: CGPoint(x: left.x + radius * cos(angle), y: left.y + radius * sin(angle)))
        }
        #expect(log.entries.prefix(2).sorted() == ["pinch began", "rotation began"])
        #expect(!log.entries.contains { $0.hasSuffix("failed") })
        #expect(abs(pinch.scale - 2) < 1e-6)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-6)
        script.end(2, at: CGPoint(x: left.x, y: left.y + 200))
        #expect(!log.entries.contains { $0.hasSuffix("ended") })
        script.end(1, at: left)
        #expect(log.entries.suffix(2).sorted() == ["pinch ended", "rotation ended"])
    }

    @Test func onlyTheFirstToBeginWinsWhenNotSimultaneous() {
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        view.addGestureRecognizer(rotation)
        landTwoFingers()
        // Spreading without turning: the pinch begins first and the rotation is out.
        script.move(2, to: right.offsetBy(dx: 20, dy: 0))
        #expect(log.entries == ["pinch began", "rotation failed"])
        // Turning now changes only the pinch.
        script.move(2, to: CGPoint(x: left.x, y: left.y + 120))
        script.end(2, at: CGPoint(x: left.x, y: left.y + 120))
        script.end(1, at: left)
        #expect(log.entries == ["pinch began", "rotation failed", "pinch changed", "pinch ended"])
        #expect(rotation.rotation == 0)
    }

    @Test func panPinchAndRotationRecognizeTogetherWhenAllowed() {
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(rotation)
        // Either side allowing it is enough: these two cover every pair of the three.
        pinch.shouldRecognizeSimultaneously = { _, _ in true }
        rotation.shouldRecognizeSimultaneously = { _, _ in true }
        landTwoFingers()
        // Each step: the centre moves (10, 10), the span grows 20 pt and the line turns 0.1 rad.
        var first = left, second = right
        for step in 1...5 {
            let k = CGFloat(step)
            let center = CGPoint(x: 150 + 10 * k, y: 200 + 10 * k)
            let half = (100 + 20 * k) / 2, angle = 0.1 * k
            first = CGPoint(x: center.x - half * cos(angle), y: center.y - half * sin(angle))
            second = CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
            script.move(1, to: first)
            script.move(2, to: second)
        }
        #expect(Set(log.entries) == ["pan began", "pan changed", "pinch began", "pinch changed",
                                     "rotation began", "rotation changed"])
        let translation = pan.translation(in: nil)
        #expect(abs(translation.x - 50) < 1e-6 && abs(translation.y - 50) < 1e-6)
        #expect(abs(pinch.scale - 2) < 1e-6)
        #expect(abs(rotation.rotation - 0.5) < 1e-6)
        log.clear()
        script.end(2, at: second)
        #expect(log.entries.isEmpty)
        script.end(1, at: first)
        #expect(log.entries.sorted() == ["pan ended", "pinch ended", "rotation ended"])
    }

    @Test func aPanThatBeginsFirstShutsOutPinchAndRotation() {
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(rotation)
        landTwoFingers()
        // Both fingers slide right 4 pt at a time: the span never changes by more than 4 pt.
        for step in 1...5 {
            script.move(1, to: left.offsetBy(dx: 4 * CGFloat(step), dy: 0))
            script.move(2, to: right.offsetBy(dx: 4 * CGFloat(step), dy: 0))
        }
        script.end(1, at: left.offsetBy(dx: 20, dy: 0))
        script.end(2, at: right.offsetBy(dx: 20, dy: 0))
        #expect(log.entries.prefix(3) == ["pan began", "pinch failed", "rotation failed"])
        #expect(log.entries.last == "pan ended")
        #expect(!log.entries.contains { $0.hasPrefix("pinch") && !$0.hasSuffix("failed") })
    }
}
