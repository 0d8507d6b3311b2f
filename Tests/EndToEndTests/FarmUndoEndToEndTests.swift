import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The Farm's undoable clear and its animals kept in the meadow between the bars, with real XI2
/// touches, the inputtest keyboard and window resizes, each checked on screen: every animal is
/// drawn as the trace says (or the meadow shows where it was), and the next touch hits what is
/// shown.
@Suite("End to end: Farm undo and the meadow's bounds", .serialized)
struct FarmUndoEndToEndTests {
    /// The palette's accent (`Palette.tint`), the buttons' fill.
    static let buttonBlue = RGBPixel(red: 0, green: 0x62, blue: 0xCC)
    /// The bottom band's grey (`Palette.barBackground`), from the meadow's bottom edge down.
    static let bandGrey = RGBPixel(red: 0xF9, green: 0xF9, blue: 0xF9)

    /// Where each animal's probe colour shows, for checking that the meadow is back there.
    private func probePoints(_ animals: [TraceEvent.FarmAnimal]) -> [CGPoint] {
        animals.compactMap { animal in
            FarmPixels.probe(of: animal.state).map { DemoSession.screenPoint(of: $0.offset, on: animal) }
        }
    }

    /// Clears with a finger on Clear; waits until the farm is empty, the Undo button is listed
    /// and the meadow shows where `animals` were drawn. Returns the Undo button's frame.
    private func clear(_ session: DemoSession, _ animals: [TraceEvent.FarmAnimal]) throws -> CGRect {
        let button = try session.frame(of: "FarmClearButton")
        try session.touchscreen.tap(at: CGPoint(x: button.midX.rounded(), y: button.midY.rounded()), id: 1)
        try session.waitForFarm("cleared") { $0.isEmpty }
        let layout = try session.app.waitFor("the Undo button listed") {
            $0.kind == .layout && $0.frame(ofView: "FarmUndoButton") != nil
        }
        try session.expectMeadow(at: probePoints(animals), "the animals are gone from the screen")
        return try #require(layout.frame(ofView: "FarmUndoButton"))
    }

    @Test func theUndoButtonDrawsTheClearedAnimalsAgainWhereTheNextTouchHitsThem() throws {
        let (session, c) = try DemoSession.farm()
        let a = c.applying(dx: -90, dy: -60), b = c.applying(dx: 60, dy: 40)
        try session.addHen(at: a, count: 1)
        try session.addHen(at: b, count: 2)
        // The second hen dragged, pinched and turned by two fingers: 60 pt apart to 72 × 48 pt
        // apart (scale 1.44, 0.59 rad), their middle moved by (40, 50).
        try session.touchscreen.drag([
            TouchStroke(id: 1, from: b.applying(dx: -30, dy: 0), to: b.applying(dx: 40 - 36, dy: 50 - 24)),
            TouchStroke(id: 2, from: b.applying(dx: 30, dy: 0), to: b.applying(dx: 40 + 36, dy: 50 + 24)),
        ], steps: 10)
        let before = try session.waitForFarm("the second hen at scale 1.44, 0.59 rad") { animals in
            animals.count == 2 && abs(animals[1].scale - 1.44) <= 0.02 && abs(animals[1].rotation - 0.59) <= 0.02
        }
        #expect(isNearFarmPoint(before[1].center, b.applying(dx: 40, dy: 50)), "\(before)")
        try session.expectAnimalsDrawn(before)

        let undo = try clear(session, before)
        let onUndo = CGPoint(x: undo.midX.rounded(), y: undo.midY.rounded())
        #expect(try session.pixelMismatches(at: [onUndo.applying(dx: -undo.width / 2 + 5, dy: 0)],
                                            expecting: Self.buttonBlue).isEmpty, "the Undo button is drawn")
        try session.touchscreen.tap(at: onUndo, id: 1)
        // The button goes first, then the animals come back as they were.
        try session.app.waitFor("the Undo button gone") { $0.kind == .layout && $0.frame(ofView: "FarmUndoButton") == nil }
        let back = try session.waitForFarm("both hens back") { $0.count == 2 }
        #expect(back == before, "state, place, scale, turn and order: \(back)")
        try session.expectAnimalsDrawn(back)
        try session.expectMeadow(at: [CGPoint(x: undo.minX + 5, y: onUndo.y)], "the Undo button is no longer drawn")
        // The next touch hits the restored, moved hen where it shows: it becomes an egg.
        try session.app.waitFor("the cross-dissolve's end") { $0 == .animation(view: "Farm", state: .ended) }
        try session.touchscreen.tap(at: CGPoint(x: back[1].center.x.rounded(), y: back[1].center.y.rounded()), id: 1)
        let tapped = try session.waitForFarm("the moved hen tapped") { $0.map(\.state) == ["hen", "egg"] }
        try session.expectAnimalsDrawn(tapped)
    }

    @Test func theUndoButtonHidesAfterFiveSecondsAndControlZStillUndoes() throws {
        let (session, c) = try DemoSession.farm()
        try session.addHen(at: c, count: 1)
        let clearedAt = Date()
        let undo = try clear(session, session.lastFarm)
        try session.app.waitFor(timeout: 15, "the Undo button hidden") {
            $0.kind == .layout && $0.frame(ofView: "FarmUndoButton") == nil
        }
        let shownFor = Date().timeIntervalSince(clearedAt)
        #expect(shownFor > 4.9 && shownFor < 9, "hidden 5 s after the clear: \(shownFor) s")
        try session.expectMeadow(at: [CGPoint(x: undo.minX + 5, y: undo.midY.rounded())], "the Undo button is no longer drawn")
        // Its timer is gone with it: nothing runs.
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s: \(idle)")
        try session.type(KeyCode.z, holding: [KeyCode.controlL])
        let back = try session.waitForFarm("the hen back by Ctrl+Z") { $0.count == 1 && isNearFarmPoint($0[0].center, c) }
        try session.expectAnimalsDrawn(back)
    }

    @Test func aShrunkWindowShowsTheHensInsideAndAGrownOneBringsThemBack() throws {
        let (session, _) = try DemoSession.farm()
        // Near the bottom right of the 480x720 window: outside a 420x540 one.
        let corner = CGPoint(x: 410, y: 600)
        try session.addHen(at: corner, count: 1)
        // And one dragged near the bottom left (moved by its transform's translation).
        let dragged = CGPoint(x: 80, y: 600)
        try session.addHen(at: CGPoint(x: 150, y: 400), count: 2)
        try session.touchscreen.drag(id: 2, from: CGPoint(x: 150, y: 400), to: dragged, steps: 12)
        let placed = try session.waitForFarm("the second hen dragged") { $0.count == 2 && isNearFarmPoint($0[1].center, dragged) }
        try session.expectAnimalsDrawn(placed)
        try WindowManagerMessages.resize(display: session.server.display, window: session.windowID, width: 420, height: 540)
        let small = try session.waitForFarm("the hens pulled inside") { $0.count == 2 && $0[0].center.y < 540 && $0[1].center.y < 540 }
        let layout = try session.app.waitFor(event: .layout)
        let hint = try #require(layout.frame(ofView: "HintLabel"))
        let shown = small[0].center
        // The whole hens (112 × 104 pt) show between the bar and the hint.
        for hen in small {
            #expect(hen.center.x - 56 >= 0 && hen.center.x + 56 <= 420 && hen.center.y + 52 <= hint.minY,
                    "\(hen), hint at \(hint.minY)")
        }
        try session.expectAnimalsDrawn(small)
        // Hit where they show.
        try session.touchscreen.tap(at: CGPoint(x: shown.x.rounded(), y: shown.y.rounded()), id: 1)
        try session.waitForFarm("the first pulled-in hen tapped") { $0.map(\.state) == ["egg", "hen"] }
        try session.touchscreen.tap(at: CGPoint(x: small[1].center.x.rounded(), y: small[1].center.y.rounded()), id: 1)
        try session.waitForFarm("the dragged one tapped") { $0.map(\.state) == ["egg", "egg"] }

        try WindowManagerMessages.resize(display: session.server.display, window: session.windowID, width: 480, height: 720)
        let large = try session.waitForFarm("both back where the user put them") {
            $0.count == 2 && isNearFarmPoint($0[0].center, corner) && isNearFarmPoint($0[1].center, dragged)
        }
        try session.expectAnimalsDrawn(large)
        try session.expectMeadow(at: [shown.applying(dx: -20, dy: 0), small[1].center.applying(dx: -20, dy: 0)],
                                 "no longer where they were pulled to")
    }

    @Test func aHenTappedOnTheHintShowsAboveItAndADragStopsAtTheMeadowsEdge() throws {
        let (session, _) = try DemoSession.farm()
        let hint = try session.frame(of: "HintLabel")
        // The hint takes no touches: the tap reaches the meadow, and the hen shows whole above it.
        let onHint = CGPoint(x: 200, y: hint.midY.rounded())
        try session.touchscreen.tap(at: onHint, id: 1)
        let added = try session.waitForFarm("a hen above the hint") { $0.count == 1 }
        let top = hint.minY - 8 - 52
        #expect(abs(added[0].center.x - onHint.x) <= 1 && abs(added[0].center.y - top) <= 1, "\(added), hint at \(hint.minY)")
        try session.expectAnimalsDrawn(added)
        // Dragged further down and to the right, it stops at the meadow's bottom edge.
        let start = CGPoint(x: added[0].center.x.rounded(), y: added[0].center.y.rounded())
        try session.touchscreen.drag(id: 2, from: start, to: start.applying(dx: 60, dy: 120), steps: 12)
        let dragged = try session.waitForFarm("the hen moved right, not down") { isNearFarmPoint($0[0].center, CGPoint(x: start.x + 60, y: top)) }
        try session.expectAnimalsDrawn(dragged)
        let overBand = try session.pixelMismatches(at: [CGPoint(x: start.x + 60 + FarmPixels.combOffset.dx, y: hint.minY - 3)],
                                                   expecting: Self.bandGrey, tolerance: 12)
        #expect(overBand.isEmpty, "nothing drawn over the bottom band: \(overBand)")
    }
}
