import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The Swipe screen with real XI2 touches: the hand-written swipe and the four recognizers judge
/// the same strokes, in four directions; a short or diagonal stroke is neither "Horizontal" nor
/// "Vertical"; a mouse drag swipes too.
@Suite("End to end: Swipe", .serialized)
struct SwipeEndToEndTests {
    /// Waits for the `swipe` event of `source` going `direction`.
    @discardableResult
    private func waitForSwipe(_ session: DemoSession, _ source: String, _ direction: String) throws -> TraceEvent {
        try session.app.waitFor("swipe \(source) \(direction)") {
            $0.kind == .swipe && $0.source == source && $0.direction == direction
        }
    }

    /// Every `swipe` event so far as "source direction".
    private func swipes(_ session: DemoSession) -> [String] {
        session.app.events.filter { $0.kind == .swipe }
            .map { "\($0.source ?? "?") \($0.direction ?? "?")" }
    }

    @Test func bothApproachesSeeQuickStrokesInFourDirections() throws {
        let session = try DemoSession(["--screen", "swipe"])
        let c = try session.center(of: "SwipeArea")
        let strokes: [(dx: Double, dy: Double, direction: String, axis: String)] = [
            (100, 0, "right", "horizontal"), (-100, 0, "left", "horizontal"),
            (0, -100, "up", "vertical"), (0, 100, "down", "vertical"),
        ]
        for (index, stroke) in strokes.enumerated() {
            try session.touchscreen.drag(id: index + 1, from: c.applying(dx: -stroke.dx / 2, dy: -stroke.dy / 2),
                                         to: c.applying(dx: stroke.dx / 2, dy: stroke.dy / 2), steps: 8)
            try waitForSwipe(session, "recognizer", stroke.direction)
            try waitForSwipe(session, "touches", stroke.axis)
        }
        #expect(swipes(session) == strokes.flatMap { ["recognizer \($0.direction)", "touches \($0.axis)"] })
    }

    @Test func aShortOrDiagonalStrokeIsNeitherHorizontalNorVertical() throws {
        let session = try DemoSession(["--screen", "swipe"])
        let c = try session.center(of: "SwipeArea")
        // 15 pt: too short for either approach; 60 pt at 45°: off every axis.
        try session.touchscreen.drag(id: 1, from: c, to: c.applying(dx: 15, dy: 0), steps: 4)
        try session.touchscreen.drag(id: 2, from: c, to: c.applying(dx: 60, dy: 60), steps: 8)
        // The fence: a straight 40 pt stroke is a hand-written swipe only (the recognizers want
        // 50 pt). Events are in order, so once it shows, the two strokes before have been judged.
        try session.touchscreen.drag(id: 3, from: c, to: c.applying(dx: 0, dy: 40), steps: 8)
        try waitForSwipe(session, "touches", "vertical")
        #expect(swipes(session) == ["touches vertical"])
        let ended = session.gestures(on: "SwipeArea").filter { $0.hasSuffix(" ended") }
        #expect(ended.isEmpty, "\(ended)")
    }

    @Test func aMouseDragIsASwipeForBothApproaches() throws {
        let session = try DemoSession(["--screen", "swipe"])
        let c = try session.center(of: "SwipeArea")
        try session.pointer.drag(from: c.applying(dx: 50, dy: 0), to: c.applying(dx: -50, dy: 0), steps: 8)
        try waitForSwipe(session, "recognizer", "left")
        try waitForSwipe(session, "touches", "horizontal")
        #expect(swipes(session) == ["recognizer left", "touches horizontal"])
    }
}
