import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The checkmark recognizer driven by point sequences through a window's real dispatch.
@Suite("Checkmark gesture recognizer") @MainActor
struct CheckmarkGestureRecognizerTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 720))
    let view = UIView(frame: CGRect(x: 0, y: 48, width: 480, height: 672))
    let recognizer = CheckmarkGestureRecognizer()
    let script: TouchScript
    let logger: GestureStateLogger

    init() {
        window.addSubview(view)
        recognizer.name = "checkmark"
        view.addGestureRecognizer(recognizer)
        script = TouchScript(window: window)
        logger = GestureStateLogger(log: log, window: window)
    }

    /// Finger 1 goes down at the first point, through the others, and lifts at the last.
    private func stroke(_ points: [CGPoint]) {
        script.begin(1, at: points[0])
        for point in points.dropFirst() { script.move(1, to: point) }
        script.end(1, at: points[points.count - 1])
    }

    /// A polyline through `corners`, in steps of about `step` points.
    private func path(_ corners: [CGPoint], step: CGFloat = 5) -> [CGPoint] {
        var points = [corners[0]]
        for (a, b) in zip(corners, corners.dropFirst()) {
            let count = max(1, Int((hypot(b.x - a.x, b.y - a.y) / step).rounded()))
            for i in 1...count {
                let t = CGFloat(i) / CGFloat(count)
                points.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return points
    }

    private let v = [CGPoint(x: 100, y: 300), CGPoint(x: 150, y: 380), CGPoint(x: 260, y: 200)]

    /// A V whose moves all arrive in one drain (an app that fell behind): the recognizer sees
    /// one delivery, and must follow the coalesced positions through the bottom of the V. Judged
    /// on the latest position alone, the stroke would seem to start upward.
    @Test func aVReadInOneDrainIsRecognizedThroughItsCoalescedPositions() {
        let points = path(v)
        script.begin(1, at: points[0])
        script.drain(points.dropFirst().map { (.touch(1), .moved, $0) })
        script.end(1, at: points[points.count - 1])
        #expect(recognizer.failureReason == nil)
        #expect(log.entries == ["checkmark ended"])
    }

    @Test func cleanVIsRecognized() {
        var actions = 0
        recognizer.addTarget(nil) { _ in actions += 1 }
        stroke(path(v))
        #expect(log.entries == ["checkmark ended"])
        #expect(actions == 1)
        #expect(recognizer.failureReason == nil)
    }

    @Test func wobblyVWithinTheToleranceIsRecognized() {
        // Every point pushed up to 3 pt (less than the 4 pt tolerance) against the stroke, and
        // the finger steps back 2-3 pt to the left now and then.
        let wobble: [CGFloat] = [0, 3, -3, 2, -2, 3, 0, -3]
        let points = path(v, step: 6).enumerated().map { index, point in
            CGPoint(x: point.x + (index % 5 == 0 ? -3 : 0), y: point.y + wobble[index % wobble.count])
        }
        stroke(points)
        #expect(log.entries == ["checkmark ended"], "\(recognizer.failureReason ?? "")")
    }

    @Test(arguments: [
        ("inverted V", [CGPoint(x: 100, y: 380), CGPoint(x: 150, y: 300), CGPoint(x: 260, y: 380)], "it started upward, not down"),
        ("left-going stroke", [CGPoint(x: 260, y: 300), CGPoint(x: 200, y: 380), CGPoint(x: 100, y: 200)], "the stroke went left"),
        ("N shape", [CGPoint(x: 100, y: 300), CGPoint(x: 150, y: 380), CGPoint(x: 200, y: 250), CGPoint(x: 250, y: 380)],
         "the up-stroke turned down again"),
        ("down only", [CGPoint(x: 100, y: 300), CGPoint(x: 150, y: 380)], "no up-stroke"),
        ("tiny tick", [CGPoint(x: 100, y: 300), CGPoint(x: 130, y: 340), CGPoint(x: 140, y: 330)], "the up-stroke is too short"),
    ])
    func strokesThatAreNotAVFail(name: String, corners: [CGPoint], reason: String) {
        stroke(path(corners))
        #expect(log.entries == ["checkmark failed"], "\(name)")
        #expect(recognizer.failureReason == reason, "\(name)")
    }

    @Test func plainTapFails() {
        script.tap(at: CGPoint(x: 200, y: 300))
        #expect(log.entries == ["checkmark failed"])
        #expect(recognizer.failureReason == "no up-stroke")
    }

    @Test func twoFingerStartFails() {
        script.begin(1, at: CGPoint(x: 100, y: 300))
        script.begin(2, at: CGPoint(x: 300, y: 300))
        for point in path(v).dropFirst() { script.move(1, to: point) }
        script.end(1, at: v[2])
        script.end(2, at: CGPoint(x: 300, y: 300))
        #expect(log.entries == ["checkmark failed"])
        #expect(recognizer.failureReason == "more than one finger")
    }

    @Test func cancellationFails() {
        let points = path(v)
        script.begin(1, at: points[0])
        for point in points.dropFirst().dropLast() { script.move(1, to: point) }
        script.cancel(1, at: points[points.count - 2])
        #expect(log.entries == ["checkmark failed"])
        #expect(recognizer.failureReason == "the touch was cancelled")
    }

    @Test func resetClearsItsStateAfterEachGesture() {
        let points = path(v)
        script.begin(1, at: points[0])
        for point in points.dropFirst() { script.move(1, to: point) }
        #expect(recognizer.strokeUp)
        #expect(recognizer.midpoint.y > 300)
        script.end(1, at: points[points.count - 1])
        #expect(!recognizer.strokeUp)
        #expect(recognizer.midpoint == .zero)
        #expect(recognizer.state == .possible)
        // The next stroke starts fresh: a V again is recognized, and a failure reason is cleared.
        stroke(path([CGPoint(x: 100, y: 300), CGPoint(x: 150, y: 380)]))
        stroke(path(v))
        #expect(log.entries == ["checkmark ended", "checkmark failed", "checkmark ended"])
        #expect(recognizer.failureReason == nil)
    }

    @Test func theMouseDrawsAVToo() {
        let points = path(v)
        script.mouseDown(at: points[0])
        for point in points.dropFirst() { script.mouseDrag(to: point) }
        script.mouseUp(at: points[points.count - 1])
        #expect(log.entries == ["checkmark ended"])
    }
}
