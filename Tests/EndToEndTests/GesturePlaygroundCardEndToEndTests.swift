import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The rest of what the Gesture Playground's hint promises, checked on screen: a drag moves the
/// card, a double tap puts it back, and a drag in from the left edge is this screen's edge pan,
/// not Back.
@Suite("End to end: Gesture Playground's drag, reset and edge pan", .serialized)
struct GesturePlaygroundCardEndToEndTests {
    @Test func aDragMovesTheCardAndADoubleTapPutsItBack() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        try session.expectCard(center: c)
        let moved = c.applying(dx: 60, dy: 110)
        try session.touchscreen.drag(id: 1, from: c.applying(dx: 0, dy: 50), to: moved.applying(dx: 0, dy: 50), steps: 10)
        try session.waitForGesture("pan", .ended, on: "Canvas")
        try session.expectCard(center: moved, notAt: CardPlacement(center: c), "(dragged)")
        // A double tap on the card where it now is: back to the middle, upright and 1×.
        let onCard = moved.applying(dx: 0, dy: 50)
        try session.touchscreen.tap(at: onCard, id: 2)
        try session.touchscreen.tap(at: onCard, id: 2)
        try session.waitForStatus("Double tap: reset · scale 1.00 · 0°")
        try session.expectCard(center: c, notAt: CardPlacement(center: moved), "(reset)")
    }

    @Test func aDragInFromTheLeftEdgeIsTheEdgePanAndStaysOnTheScreen() throws {
        let session = try DemoSession(["--screen", "playground"])
        let canvas = try session.frame(of: "Canvas")
        let y = (canvas.maxY - 30).rounded()
        let touch = try session.touchscreen
        try touch.begin(1, x: 2, y: y)
        try touch.sync()
        // Slowly: a flick (50 pt within 0.5 s) off the card is this screen's swipe, which would
        // win. These pauses are part of the input (a finger that takes its time), not waits for
        // the app: 60 pt take 0.72 s.
        for x in stride(from: 7.0, through: 62, by: 5) {
            try touch.move(1, x: x, y: y)
            try touch.sync()
            Thread.sleep(forTimeInterval: 0.06)
        }
        for x in stride(from: 82.0, through: 222, by: 20) {
            try touch.move(1, x: x, y: y)
            try touch.sync()
        }
        try touch.end(1)
        try touch.sync()
        try session.waitForGesture("screenEdgePan", .ended, on: "Canvas")
        let status = try session.waitForStatus("the edge pan's last") { $0.hasPrefix("Edge pan ended") }
        #expect(status.hasPrefix("Edge pan ended: 2"), "\(status)")
        #expect(!session.app.events.contains { $0 == .screen(name: "menu") }, "not Back")
        // Still the playground, on screen: the card in its place, not the menu.
        try session.expectScreenShown("playground")
        try session.expectCard(center: session.center(of: "Canvas"))
    }
}
