import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The Farm's undoable clear and its animals kept in sight, with real XI2 touches, the inputtest
/// keyboard and window resizes, each checked on screen: the hen's red comb is drawn (or the
/// meadow shows) where the screenshot says, and the next touch hits what it shows.
@Suite("End to end: Farm undo and resize", .serialized)
struct FarmUndoEndToEndTests {
    /// The middle of the hen's red comb, off its centre (the picture's own geometry).
    static let combOffset = CGPoint(x: 28, y: -33.5)
    static let combRed = RGBPixel(red: 220, green: 60, blue: 50)
    static let meadow = RGBPixel(red: 0xEA, green: 0xF5, blue: 0xE1)
    /// A filled button's tint, `systemBlue`.
    static let buttonBlue = RGBPixel(red: 0, green: 0x7A, blue: 0xFF)

    /// A session on the Farm and the middle of the meadow.
    private func farm() throws -> (DemoSession, CGPoint) {
        let session = try DemoSession(["--screen", "farm"])
        let meadow = try session.frame(of: "Farm")
        return (session, CGPoint(x: meadow.midX.rounded(), y: meadow.midY.rounded()))
    }

    /// Whether `point` is within `tolerance` of `expected`.
    private func isNear(_ point: CGPoint, _ expected: CGPoint, tolerance: Double = 1) -> Bool {
        abs(point.x - expected.x) <= tolerance && abs(point.y - expected.y) <= tolerance
    }

    /// Where the comb of a hen centred at `center` is drawn.
    private func comb(_ center: CGPoint) -> CGPoint {
        center.applying(dx: Self.combOffset.x, dy: Self.combOffset.y)
    }

    /// Adds a hen with a tap at `point` and waits for it, and for its comb on screen.
    private func addHen(_ session: DemoSession, at point: CGPoint, count: Int) throws {
        try session.touchscreen.tap(at: point, id: 1)
        try session.waitForFarm("hen \(count) at \(point)") { $0.count == count && isNear($0.last!.center, point) }
        #expect(try session.pixelMismatches(at: [comb(point)], expecting: Self.combRed, tolerance: 60).isEmpty,
                "the hen at \(point) is drawn")
    }

    /// Clears with a finger on Clear; waits until the farm is empty, the Undo button is listed
    /// and the meadow shows where the combs were. Returns the Undo button's frame.
    private func clear(_ session: DemoSession, hensAt centers: [CGPoint]) throws -> CGRect {
        let button = try session.frame(of: "FarmClearButton")
        try session.touchscreen.tap(at: CGPoint(x: button.midX.rounded(), y: button.midY.rounded()), id: 1)
        try session.waitForFarm("cleared") { $0.isEmpty }
        let layout = try session.app.waitFor("the Undo button listed") { $0.kind == .layout && $0.frame(ofView: "FarmUndoButton") != nil }
        let undo = try #require(layout.frame(ofView: "FarmUndoButton"))
        #expect(try session.pixelMismatches(at: centers.map(comb), expecting: Self.meadow, tolerance: 12).isEmpty,
                "the hens are gone from the screen")
        return undo
    }

    @Test func theUndoButtonDrawsTheClearedAnimalsAgainWhereTheNextTouchHitsThem() throws {
        let (session, c) = try farm()
        let a = c.applying(dx: -90, dy: -60), b = c.applying(dx: 80, dy: 90)
        try addHen(session, at: a, count: 1)
        try addHen(session, at: b, count: 2)
        let undo = try clear(session, hensAt: [a, b])
        // The button is drawn: blue left of its title.
        let onUndo = CGPoint(x: undo.midX.rounded(), y: undo.midY.rounded())
        #expect(try session.pixelMismatches(at: [onUndo.applying(dx: -undo.width / 2 + 5, dy: 0)], expecting: Self.buttonBlue).isEmpty,
                "the Undo button shows")

        try session.touchscreen.tap(at: onUndo, id: 1)
        // The button goes first, then the hens come back.
        try session.app.waitFor("the Undo button gone") { $0.kind == .layout && $0.frame(ofView: "FarmUndoButton") == nil }
        let back = try session.waitForFarm("both hens back") { $0.count == 2 }
        #expect(isNear(back[0].center, a) && isNear(back[1].center, b), "\(back)")
        #expect(try session.pixelMismatches(at: [comb(a), comb(b)], expecting: Self.combRed, tolerance: 60).isEmpty,
                "drawn again")
        // The next touch hits the restored hen: it becomes an egg.
        try session.app.waitFor("the cross-dissolve's end") { $0.kind == .animation && $0.view == "Farm" && $0.state == "ended" }
        try session.touchscreen.tap(at: a, id: 1)
        try session.waitForFarm("the first hen tapped") { $0.map(\.state) == ["egg", "hen"] }
    }

    @Test func theUndoButtonHidesAfterFiveSecondsAndControlZStillUndoes() throws {
        let (session, c) = try farm()
        try addHen(session, at: c, count: 1)
        let clearedAt = Date()
        let undo = try clear(session, hensAt: [c])
        try session.app.waitFor(timeout: 15, "the Undo button hidden") {
            $0.kind == .layout && $0.frame(ofView: "FarmUndoButton") == nil
        }
        let shownFor = Date().timeIntervalSince(clearedAt)
        #expect(shownFor > 4.9 && shownFor < 9, "hidden 5 s after the clear: \(shownFor) s")
        #expect(try session.pixelMismatches(at: [CGPoint(x: undo.midX.rounded(), y: undo.midY.rounded())],
                                            expecting: Self.meadow, tolerance: 12).isEmpty, "not drawn any more")
        try session.type(KeyCode.z, holding: [KeyCode.controlL])
        try session.waitForFarm("the hen back by Ctrl+Z") { $0.count == 1 && isNear($0[0].center, c) }
        #expect(try session.pixelMismatches(at: [comb(c)], expecting: Self.combRed, tolerance: 60).isEmpty)
    }

    @Test func aShrunkWindowShowsTheHenInsideAndAGrownOneBringsItBack() throws {
        let (session, _) = try farm()
        // Near the bottom right of the 480x720 window: outside a 420x540 one.
        let corner = CGPoint(x: 410, y: 600)
        try addHen(session, at: corner, count: 1)
        try WindowManagerMessages.resize(display: session.server.display, window: session.windowID, width: 420, height: 540)
        let small = try session.waitForFarm("the hen pulled inside") { $0.count == 1 && $0[0].center.y < 540 }
        let layout = try session.app.waitFor(event: .layout)
        let hint = try #require(layout.frame(ofView: "HintLabel"))
        let shown = small[0].center
        // The whole hen (112 × 104 pt) shows between the bar and the hint.
        #expect(shown.x + 56 <= 420 && shown.y + 52 <= hint.minY, "\(shown), hint at \(hint.minY)")
        #expect(try session.pixelMismatches(at: [comb(shown)], expecting: Self.combRed, tolerance: 60).isEmpty,
                "drawn where the trace says")
        // Hit where it shows.
        try session.touchscreen.tap(at: CGPoint(x: shown.x.rounded(), y: shown.y.rounded()), id: 1)
        try session.waitForFarm("the pulled-in hen tapped") { $0.map(\.state) == ["egg"] }

        try WindowManagerMessages.resize(display: session.server.display, window: session.windowID, width: 480, height: 720)
        try session.waitForFarm("the egg back where the hen was put") { $0.count == 1 && isNear($0[0].center, corner) }
        let eggPixel = try session.pollPixel(at: corner) { $0.distance(to: Self.meadow) > 30 }
        #expect(eggPixel.distance(to: Self.meadow) > 30, "the egg is drawn at its place again: \(eggPixel)")
        #expect(try session.pixelMismatches(at: [shown], expecting: Self.meadow, tolerance: 12).isEmpty,
                "and no longer where it was pulled to")
    }
}
