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
    private func waitForSwipe(_ session: DemoSession, _ source: TraceEvent.SwipeSource, _ direction: String) throws
        -> TraceEvent {
        try session.app.waitFor("swipe \(source) \(direction)") { $0 == .swipe(source: source, direction: direction) }
    }

    /// Every `swipe` event so far as "source direction".
    private func swipes(_ session: DemoSession) -> [String] {
        session.app.events.compactMap { if case let .swipe(source, direction) = $0 { "\(source) \(direction)" } else { nil } }
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
            try waitForSwipe(session, .recognizer, stroke.direction)
            try waitForSwipe(session, .touches, stroke.axis)
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
        try waitForSwipe(session, .touches, "vertical")
        #expect(swipes(session) == ["touches vertical"])
        let ended = session.gestures(on: "SwipeArea").filter { $0.hasSuffix(" ended") }
        #expect(ended.isEmpty, "\(ended)")
    }

    @Test func aMouseDragIsASwipeForBothApproaches() throws {
        let session = try DemoSession(["--screen", "swipe"])
        let c = try session.center(of: "SwipeArea")
        try session.pointer.drag(from: c.applying(dx: 50, dy: 0), to: c.applying(dx: -50, dy: 0), steps: 8)
        try waitForSwipe(session, .recognizer, "left")
        try waitForSwipe(session, .touches, "horizontal")
        #expect(swipes(session) == ["recognizer left", "touches horizontal"])
    }

    /// The `text` of the latest `swipeResult` event of `source` so far.
    private func lastResult(_ session: DemoSession, _ source: TraceEvent.SwipeSource) -> String? {
        session.app.events.compactMap { if case .swipeResult(source, let text) = $0 { text } else { nil } }.last
    }

    @Test func everyStrokeRedrawsBothColumnsWithItsOwnResult() throws {
        let session = try DemoSession(["--screen", "swipe"])
        let c = try session.center(of: "SwipeArea")
        let touches = try session.frame(of: "TouchesSwipeResult"), recognizers = try session.frame(of: "RecognizerSwipeResult")
        // A quick straight flick: both columns find it.
        try session.touchscreen.drag(id: 1, from: c.applying(dx: 0, dy: 50), to: c.applying(dx: 0, dy: -50), steps: 8)
        // The two columns report separately, in either order: wait until both have.
        try waitForResults(session, touches: "Vertical", recognizer: "Swipe up")
        // Settled on screen: two screenshots in a row show the same labels.
        let region = touches.union(recognizers), split = Int(touches.maxX - region.minX)
        var before = try session.screenPixels(in: region)
        let deadline = Deadline(seconds: 5)
        while !deadline.hasPassed {
            let again = try session.screenPixels(in: region)
            if again == before { break }
            before = again
        }
        // A short stroke: no swipe for either, and each column says so.
        try session.touchscreen.drag(id: 2, from: c, to: c.applying(dx: 22, dy: 0), steps: 4)
        // No recognizer fired for this stroke: its column says so too.
        try waitForResults(session, touches: "No swipe: 22 pt is under 30 pt", recognizer: "—")
        // Both labels were drawn again with the new text.
        let after = try session.screenPixels(in: region) { pixels in
            Self.changedColumns(before, pixels, width: Int(region.width), split: split).allSatisfy { $0 }
        }
        let changed = Self.changedColumns(before, after, width: Int(region.width), split: split)
        #expect(changed == [true, true], "pixels changed in the hand-written and the recognizers' label")
    }

    /// Waits until the latest results of both columns read `touches` and `recognizer` (their
    /// `swipeResult` events come in either order).
    private func waitForResults(_ session: DemoSession, touches: String, recognizer: String) throws {
        // Read before waiting: the predicate runs while the app's output is locked.
        var shown = (touches: lastResult(session, .touches), recognizer: lastResult(session, .recognizer))
        try session.app.waitFor("touches: \(touches), recognizers: \(recognizer)") { event in
            guard case let .swipeResult(source, text) = event else { return false }
            switch source {
            case .touches: shown.touches = text
            case .recognizer: shown.recognizer = text
            }
            return shown.touches == touches && shown.recognizer == recognizer
        }
    }

    /// Whether any pixel differs between `a` and `b` (rows of `width`), left of `split` and from
    /// `split` on.
    private static func changedColumns(_ a: [RGBPixel], _ b: [RGBPixel], width: Int, split: Int) -> [Bool] {
        guard a.count == b.count, width > 0 else { return [true, true] }
        var changed = [false, false]
        for index in a.indices where a[index] != b[index] { changed[index % width < split ? 0 : 1] = true }
        return changed
    }
}
