import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Dragging a Farm animal moves it on screen, not only in the trace: the course moves animals
/// with `transform.translatedBy`, and TouchKit once dropped a transform's translation, so the
/// `farm` event reported the hen at its new centre while it was still drawn, and hit, where it
/// had been (issue 17). Each test checks the pixels at both places and what the next tap hits.
@Suite("End to end: Farm drag on screen", .serialized)
struct FarmDragEndToEndTests {
    /// Checks that the hen is drawn around `center` (its comb is there) and no longer at `old`
    /// (the meadow shows where its comb was), then that a tap at `center` hits it (it becomes an
    /// egg) and a tap at `old` hits the meadow (a second hen comes there).
    private func expectHenShown(_ session: DemoSession, at center: CGPoint, notAt old: CGPoint) throws {
        let comb = FarmPixels.combOffset
        let newComb = center.applying(dx: comb.dx, dy: comb.dy), oldComb = old.applying(dx: comb.dx, dy: comb.dy)
        #expect(try session.pixelMismatches(at: [newComb], expecting: FarmPixels.comb, tolerance: 60).isEmpty,
                "the comb is drawn at the hen's new place")
        #expect(try session.pixelMismatches(at: [oldComb], expecting: FarmPixels.meadow, tolerance: 12).isEmpty,
                "the meadow shows where the comb was")
        try session.touchscreen.tap(at: center, id: 1)
        try session.waitForFarm("the moved hen was tapped where it shows") { $0.map(\.state) == ["egg"] }
        try session.addHen(at: old, count: 2)
        #expect(session.lastFarm.map(\.state) == ["egg", "hen"])
    }

    @Test func aFingerDragMovesTheHenOnScreenAndTheNextTapHitsItThere() throws {
        let (session, c) = try DemoSession.farm()
        try session.addHen(at: c, count: 1)
        let moved = c.applying(dx: -110, dy: 70)
        try session.touchscreen.drag(id: 2, from: c, to: moved, steps: 12)
        try session.waitForFarm("the hen follows the finger") { $0.count == 1 && isNearFarmPoint($0[0].center, moved) }
        try session.waitForGesture("pan", .ended, on: "Animal-1")
        try expectHenShown(session, at: moved, notAt: c)
    }

    @Test func aMouseDragMovesTheHenOnScreenAndTheNextTapHitsItThere() throws {
        let (session, c) = try DemoSession.farm()
        try session.pointer.click(at: c)
        try session.waitForFarm("a hen from a click") { $0.count == 1 && isNearFarmPoint($0[0].center, c) }
        let moved = c.applying(dx: 100, dy: -80)
        try session.pointer.drag(from: c, to: moved, steps: 12)
        try session.waitForFarm("the hen follows the pointer") { $0.count == 1 && isNearFarmPoint($0[0].center, moved) }
        try session.waitForGesture("pan", .ended, on: "Animal-1")
        try expectHenShown(session, at: moved, notAt: c)
    }

    @Test func aTurnedHenDraggedTurnsAboutItsMovedCentre() throws {
        let (session, c) = try DemoSession.farm()
        try session.addHen(at: c, count: 1)
        // A quarter turn clockwise without scaling: the fingers go round on a 30 pt circle.
        try session.touchscreen.drag([
            TouchStroke(id: 1, from: c.applying(dx: -30, dy: 0), to: c.applying(dx: 0, dy: -30)),
            TouchStroke(id: 2, from: c.applying(dx: 30, dy: 0), to: c.applying(dx: 0, dy: 30)),
        ], steps: 12)
        try session.waitForFarm("turned a quarter") { abs($0[0].rotation - .pi / 2) <= 0.03 && abs($0[0].scale - 1) <= 0.01 }
        try session.waitForGesture("rotation", .ended, on: "Animal-1")
        let moved = c.applying(dx: 90, dy: 60)
        try session.touchscreen.drag(id: 3, from: c, to: moved, steps: 12)
        try session.waitForFarm("the turned hen follows the finger") { isNearFarmPoint($0[0].center, moved, tolerance: 1.5) }
        try session.waitForGesture("pan", .ended, on: "Animal-1")
        // Turned a quarter clockwise, the comb at (28, −33.5) from the centre is at (33.5, 28).
        let comb = moved.applying(dx: 33.5, dy: 28)
        #expect(try session.pixelMismatches(at: [comb], expecting: FarmPixels.comb, tolerance: 60).isEmpty,
                "the comb is drawn turned about the moved centre")
        #expect(try session.pixelMismatches(at: [c.applying(dx: 33.5, dy: 28)], expecting: FarmPixels.meadow, tolerance: 12).isEmpty,
                "nothing is drawn about the old centre")
        // 45 pt right of the moved centre is inside the turned hen (its half-height is 52 pt).
        try session.touchscreen.tap(at: moved.applying(dx: 45, dy: 0), id: 1)
        try session.waitForFarm("the turned, moved hen was tapped") { $0.map(\.state) == ["egg"] }
    }

    /// The tap cycle of docs/screens.md, each step on screen: hen → egg → chick → hen.
    @Test func tapsCycleHenEggChickHenOnScreen() throws {
        let (session, c) = try DemoSession.farm()
        try session.addHen(at: c, count: 1)
        for state in ["egg", "chicken", "hen"] {
            try session.touchscreen.tap(at: c, id: 1)
            try session.waitForFarm("a tap makes a \(state)") { $0.map(\.state) == [state] }
            try session.expectAnimalsDrawn(session.lastFarm)
        }
    }

    /// Ctrl + wheel pinches the animal under the pointer, as the hint says: three notches up
    /// scale the hen 1.1³, drawn so (its comb moves out with the scale) and hit so.
    @Test func controlWheelScalesTheHenOnScreen() throws {
        let (session, c) = try DemoSession.farm()
        try session.addHen(at: c, count: 1)
        try session.hold([KeyCode.controlL], withPointerAt: c)
        try session.pointer.scroll(notches: 3)
        try session.waitForGesture("pinch", .ended, on: "Animal-1")
        try session.server.keyboard.release(keyCode: KeyCode.controlL)
        try session.server.keyboard.sync()
        // The farm events came before the pinch's end (which `waitFor` consumed): read the last.
        let animals = session.lastFarm
        #expect(animals.count == 1 && abs(animals[0].scale - 1.331) <= 0.01, "\(animals)")
        try session.expectAnimalsDrawn(animals)
        // Hit where only the larger hen reaches: 60 pt above its centre (the upright hen's
        // half-height is 52 pt, the scaled one's 69).
        try session.touchscreen.tap(at: c.applying(dx: 0, dy: -60), id: 1)
        try session.waitForFarm("the scaled hen is hit above its upright shape") { $0.map(\.state) == ["egg"] }
    }
}
