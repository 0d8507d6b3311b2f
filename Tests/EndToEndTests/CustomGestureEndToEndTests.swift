import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The Custom Gesture Recognizer screen with real XI2 touches and the inputtest pointer.
@Suite("End to end: Custom Gesture Recognizer", .serialized)
struct CustomGestureEndToEndTests {
    /// The points of a V with its bottom at `bottom`: down-right for 80 pt, then up-right for 140.
    static func vStroke(bottom: CGPoint) -> [CGPoint] {
        let start = bottom.applying(dx: -50, dy: -80)
        return (0...16).map { start.applying(dx: Double($0) * 50 / 16, dy: Double($0) * 5) }
            + (1...24).map { bottom.applying(dx: Double($0) * 4, dy: -Double($0) * 6) }
    }

    private func draw(_ points: [CGPoint], with touch: InputTestTouchscreen) throws {
        try touch.begin(1, x: points[0].x, y: points[0].y)
        for point in points.dropFirst() {
            try touch.move(1, x: point.x, y: point.y)
            try touch.sync()
        }
        try touch.end(1)
        try touch.sync()
    }

    @Test func aFingerDrawnVTogglesTheCheckboxBothWays() throws {
        let session = try DemoSession(["--screen", "checkmark"])
        let touch = try session.touchscreen
        try session.expectImageView("CheckboxImage", showing: "CheckBox_Unchecked", not: "CheckBox_Checked")
        try draw(Self.vStroke(bottom: CGPoint(x: 200, y: 520)), with: touch)
        try session.waitForGesture("checkmark", .ended)
        try session.waitForImage("CheckboxImage", "CheckBox_Checked")
        try session.expectImageView("CheckboxImage", showing: "CheckBox_Checked", not: "CheckBox_Unchecked")
        try session.waitForStatus("Checkmark recognized: checked")
        try draw(Self.vStroke(bottom: CGPoint(x: 240, y: 420)), with: touch)
        try session.waitForGesture("checkmark", .ended)
        try session.waitForImage("CheckboxImage", "CheckBox_Unchecked")
        try session.expectImageView("CheckboxImage", showing: "CheckBox_Unchecked", not: "CheckBox_Checked")
        try session.waitForStatus("Checkmark recognized: unchecked")
    }

    @Test func aStrokeThatIsNotAVDoesNotToggle() throws {
        let session = try DemoSession(["--screen", "checkmark"])
        // An inverted V: up first, then down.
        let points = Self.vStroke(bottom: CGPoint(x: 200, y: 520)).map { CGPoint(x: $0.x, y: 1000 - $0.y) }
        try draw(points, with: try session.touchscreen)
        try session.waitForGesture("checkmark", .failed)
        try session.waitForStatus("Not a checkmark: it started upward, not down")
        #expect(!session.app.events.contains { $0.kind == .image })
        try session.expectImageView("CheckboxImage", showing: "CheckBox_Unchecked", not: "CheckBox_Checked")
    }

    @Test func aMouseDrawnVToggles() throws {
        let session = try DemoSession(["--screen", "checkmark"])
        let mouse = try session.pointer
        let points = Self.vStroke(bottom: CGPoint(x: 220, y: 500))
        try mouse.move(to: points[0])
        try mouse.press()
        for point in points.dropFirst() {
            try mouse.move(to: point)
            try mouse.sync()
        }
        try mouse.release()
        try mouse.sync()
        try session.waitForGesture("checkmark", .ended)
        try session.waitForImage("CheckboxImage", "CheckBox_Checked")
        try session.expectImageView("CheckboxImage", showing: "CheckBox_Checked", not: "CheckBox_Unchecked")
    }

    /// The trail docs/screens.md describes, on screen: blue under the drawing finger, red as soon as
    /// the stroke fails (while the finger is still down), green once a V is recognized.
    @Test func theTrailIsBlueWhileDrawingRedOnFailureAndGreenWhenRecognized() throws {
        let session = try DemoSession(["--screen", "checkmark"])
        let touch = try session.touchscreen
        let isBlue: (RGBPixel) -> Bool = { Int($0.blue) > Int($0.red) + 80 && Int($0.blue) > Int($0.green) + 30 }
        let isRed: (RGBPixel) -> Bool = { Int($0.red) > Int($0.green) + 80 && Int($0.red) > Int($0.blue) + 80 }
        let isGreen: (RGBPixel) -> Bool = { Int($0.green) > Int($0.red) + 30 && Int($0.green) > Int($0.blue) + 20 }

        // Down-right, finger held: the newest part of the trail is blue.
        let v = Self.vStroke(bottom: CGPoint(x: 200, y: 520))
        try touch.begin(1, x: v[0].x, y: v[0].y)
        for point in v[1...16] {
            try touch.move(1, x: point.x, y: point.y)
            try touch.sync()
        }
        let drawing = try session.pollPixel(at: v[15], until: isBlue)
        #expect(isBlue(drawing), "blue while drawing: \(drawing)")
        // Then down again after going up: no V any more; red at once, the finger still down.
        for point in v[17...24] {
            try touch.move(1, x: point.x, y: point.y)
            try touch.sync()
        }
        let wrong = [v[24].applying(dx: 4, dy: 6), v[24].applying(dx: 8, dy: 12), v[24].applying(dx: 12, dy: 18)]
        for point in wrong {
            try touch.move(1, x: point.x, y: point.y)
            try touch.sync()
        }
        try session.waitForGesture("checkmark", .failed)
        let failed = try session.pollPixel(at: wrong[1], until: isRed)
        #expect(isRed(failed), "red once it failed: \(failed)")
        try touch.end(1)
        try touch.sync()

        // A whole V: green after the lift, fading over 0.8 s (read at once, near its newest end).
        try draw(Self.vStroke(bottom: CGPoint(x: 240, y: 420)), with: touch)
        try session.waitForGesture("checkmark", .ended)
        let end = Self.vStroke(bottom: CGPoint(x: 240, y: 420)).suffix(3).first!
        let recognized = try session.pollPixel(at: end, timeout: 1, until: isGreen)
        #expect(isGreen(recognized), "green once recognized: \(recognized)")
    }
}
