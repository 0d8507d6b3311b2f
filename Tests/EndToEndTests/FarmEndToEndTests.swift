import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The Farm with real XI2 touches and the inputtest mouse: adding, tapping and holding animals,
/// two-finger and Ctrl-drag pinch and rotation, hit-testing and drawing of a rotated animal, the
/// edge pan that clears, and an idle app once the animations are over.
@Suite("End to end: Farm", .serialized)
struct FarmEndToEndTests {
    /// Holds a finger on `point` until `view`'s long press began, runs `whilePressed` (the farm
    /// event comes between the press's `began` and `ended`), waits for the flip to end, then
    /// lifts it.
    private func hold(_ session: DemoSession, at point: CGPoint, on view: String, whilePressed: () throws -> Void) throws {
        let touch = try session.touchscreen
        try touch.begin(2, x: point.x, y: point.y)
        try touch.sync()
        // Nothing more is sent until the app's own 0.5 s timer has begun the press.
        try session.waitForGesture("longPress", .began, on: view)
        try whilePressed()
        // The finger stays until the flip is over, so that its `animation ended` comes before
        // the press's `ended` however slow the machine (`waitFor` consumes what it passes).
        try session.app.waitFor("\(view)'s flip to end") {
            $0 == .animation(view: view, state: .ended)
        }
        try touch.end(2)
        try touch.sync()
        try session.waitForGesture("longPress", .ended, on: view)
    }

    /// Waits for the clearing cross-dissolve's `animation ended`. Callers keep the finger (or
    /// button) down until then, so that it comes before the edge pan's `ended` however slow the
    /// machine (`waitFor` consumes what it passes).
    private func waitForTheClearingToEnd(_ session: DemoSession) throws {
        try session.app.waitFor("the cross-dissolve's end") {
            $0 == .animation(view: "Farm", state: .ended)
        }
    }

    @Test func tapsAddTwoAnimalsCycleOneAndHoldingRoastsTheHenAndFriesTheEgg() throws {
        let (session, c) = try DemoSession.farm()
        let a = c.applying(dx: -100, dy: -120), b = c.applying(dx: 100, dy: 120)
        try session.addHen(at: a, count: 1)
        try session.addHen(at: b, count: 2)
        try session.expectAnimalsDrawn(session.lastFarm)
        let combA = a.applying(dx: FarmPixels.combOffset.dx, dy: FarmPixels.combOffset.dy)
        let combB = b.applying(dx: FarmPixels.combOffset.dx, dy: FarmPixels.combOffset.dy)
        try session.touchscreen.tap(at: a, id: 1)
        try session.waitForFarm("the first hen became an egg") { $0.map(\.state) == ["egg", "hen"] }
        try session.expectAnimalsDrawn(session.lastFarm)
        try session.expectMeadow(at: [combA], "(the hen's comb is gone: an egg is drawn instead)")
        try hold(session, at: a, on: "Animal-1") {
            try session.waitForFarm("the egg is fried") { $0.map(\.state) == ["fried", "hen"] }
        }
        try hold(session, at: b, on: "Animal-2") {
            try session.waitForFarm("the hen is roasted") { $0.map(\.state) == ["fried", "roast"] }
        }
        // The flips are over (`hold` waited for them): both cooked pictures show, no comb.
        try session.expectAnimalsDrawn(session.lastFarm)
        try session.expectMeadow(at: [combB], "(the hen's comb is gone: a roast is drawn instead)")
        // The lift after a long press does not tap: each animal's tap failed when its press began.
        #expect(session.gestures(on: "Animal-1").filter { $0.hasPrefix("tap ") } == ["tap ended", "tap failed"])
        #expect(session.gestures(on: "Animal-2").filter { $0.hasPrefix("tap ") } == ["tap failed"])
        #expect(session.lastFarm.map(\.state) == ["fried", "roast"])
        // After the flips (`hold` waited for their ends), nothing runs: no timer is left.
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s: \(idle)")
    }

    @Test func twoFingersPinchAndRotateAnAnimalAtOnce() throws {
        let (session, c) = try DemoSession.farm()
        try session.addHen(at: c, count: 1)
        // 60 pt apart to 60 × 48 pt apart: scale hypot(60, 48) / 60 = 1.28, turned atan2(48, 60) = 0.67 rad.
        try session.touchscreen.drag([
            TouchStroke(id: 1, from: c.applying(dx: -30, dy: 0), to: c.applying(dx: -30, dy: -24)),
            TouchStroke(id: 2, from: c.applying(dx: 30, dy: 0), to: c.applying(dx: 30, dy: 24)),
        ], steps: 10)
        let animals = try session.waitForFarm("scale 1.28, 0.67 rad") {
            abs($0[0].scale - 1.28) <= 0.01 && abs($0[0].rotation - 0.67) <= 0.01
        }
        #expect(isNearFarmPoint(animals[0].center, c), "the midpoint did not move: \(animals)")
        try session.waitForGesture("pinch", .ended, on: "Animal-1")
        try session.waitForGesture("rotation", .ended, on: "Animal-1")
        try expectScaledAndTurned(session, animals, around: c)
        // Both recognized over the same two fingers (how many "changed" come between depends on
        // how the moves were coalesced: one per drain of the X queue).
        #expect(session.gestures(on: "Animal-1").contains("pinch began"))
        #expect(session.gestures(on: "Animal-1").contains("rotation began"))
        #expect(session.lastFarm.map(\.state) == ["egg"], "no tap, no long press before the test's own tap")
    }

    @Test func controlDragPinchesAndRotatesAnAnimalWithTheMouse() throws {
        let (session, c) = try DemoSession.farm()
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        // A click is a tap: it adds the hen.
        try mouse.click(at: c)
        try session.waitForFarm("a hen from a click") { $0.count == 1 && isNearFarmPoint($0[0].center, c) }
        try session.expectAnimalsDrawn(session.lastFarm)
        // Ctrl fixes the anchor at the hen's centre; the pointer's finger goes from 30 pt right of
        // it to (48, 24) off it and the mirrored one does the opposite: distance 60 -> 107.3
        // (scale 1.79), turned atan2(24, 48) = 0.46 rad.
        try session.hold([KeyCode.controlL], withPointerAt: c)
        try mouse.drag(from: c.applying(dx: 30, dy: 0), to: c.applying(dx: 48, dy: 24), steps: 10)
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        let animals = try session.waitForFarm("scale 1.79, 0.46 rad") {
            abs($0[0].scale - 1.79) <= 0.01 && abs($0[0].rotation - 0.46) <= 0.01
        }
        #expect(isNearFarmPoint(animals[0].center, c), "\(animals)")
        try session.waitForGesture("pinch", .ended, on: "Animal-1")
        try session.waitForGesture("rotation", .ended, on: "Animal-1")
        try expectScaledAndTurned(session, animals, around: c)
    }

    /// After a pinch and turn of the hen at `c`: its comb is drawn where the transform puts it
    /// and no longer where the upright hen had it, and a tap 65 pt above the centre (outside
    /// the upright hen's 52 pt half-height, inside the larger, turned one) hits it.
    private func expectScaledAndTurned(_ session: DemoSession, _ animals: [TraceEvent.FarmAnimal], around c: CGPoint) throws {
        try session.expectAnimalsDrawn(animals)
        try session.expectMeadow(at: [c.applying(dx: FarmPixels.combOffset.dx, dy: FarmPixels.combOffset.dy)],
                                 "(the upright hen's comb)")
        try session.touchscreen.tap(at: c.applying(dx: 0, dy: -65), id: 1)
        try session.waitForFarm("the scaled, turned hen is hit outside its upright shape") { $0.map(\.state) == ["egg"] }
    }

    @Test func theMouseAddsHoldsMovesAndClearsAsTheHintSays() throws {
        let (session, c) = try DemoSession.farm()
        let mouse = try session.pointer
        // Click: a hen.
        try mouse.click(at: c)
        try session.waitForFarm("a hen from a click") { $0.count == 1 && isNearFarmPoint($0[0].center, c) }
        try session.expectAnimalsDrawn(session.lastFarm)
        // Hold the button: the long press roasts it (the app's own 0.5 s timer; nothing more is
        // sent until it has begun).
        try mouse.move(to: c)
        try mouse.press()
        try mouse.sync()
        try session.waitForGesture("longPress", .began, on: "Animal-1")
        try session.waitForFarm("the hen is roasted") { $0.map(\.state) == ["roast"] }
        // Still holding until the flip is over, so the events come in one order; the drag must
        // wait for it anyway (as in UIKit, a view takes no touches while it animates without
        // `.allowUserInteraction`).
        try session.app.waitFor("the flip's end") {
            $0 == .animation(view: "Animal-1", state: .ended)
        }
        try mouse.release()
        try mouse.sync()
        try session.waitForGesture("longPress", .ended, on: "Animal-1")
        try session.expectAnimalsDrawn(session.lastFarm)
        try session.expectMeadow(at: [c.applying(dx: FarmPixels.combOffset.dx, dy: FarmPixels.combOffset.dy)], "(no comb: roasted)")
        // Drag: it follows the pointer, on screen too.
        let moved = c.applying(dx: 60, dy: 80)
        try mouse.drag(from: c, to: moved, steps: 10)
        try session.waitForFarm("the roast follows the drag") { $0.count == 1 && isNearFarmPoint($0[0].center, moved) }
        try session.expectAnimalsDrawn(session.lastFarm)
        try session.expectMeadow(at: [c.applying(dx: 20, dy: 0)], "(where the roast was)")
        // A drag in from the left edge: the farm clears, and the screen stays.
        let y = c.y + 220
        try mouse.move(to: CGPoint(x: 2, y: y))
        try mouse.press()
        for x in stride(from: 22.0, through: 202, by: 20) { try mouse.move(to: CGPoint(x: x, y: y)) }
        try mouse.sync()
        try session.waitForFarm("cleared by the mouse") { $0.isEmpty }
        try waitForTheClearingToEnd(session)
        try session.expectMeadow(at: [moved.applying(dx: 20, dy: 0)], "(the roast is cleared)")
        try mouse.release()
        try mouse.sync()
        try session.waitForGesture("screenEdgePan", .ended, on: "Farm")
        #expect(!session.gestures().contains { $0.hasPrefix("interactivePop") && !$0.hasSuffix("failed") })
        // Neither the release after the hold nor the drag tapped the animal (the events since
        // are the fence: they come after any tap of those two).
        #expect(!session.gestures(on: "Animal-1").contains("tap ended"), "\(session.gestures(on: "Animal-1"))")
    }

    @Test func aRotatedAnimalIsHitAndDrawnInItsRotatedShape() throws {
        let (session, c) = try DemoSession.farm()
        try session.addHen(at: c, count: 1)
        // The middle of the hen's red comb.
        let comb = c.applying(dx: FarmPixels.combOffset.dx, dy: FarmPixels.combOffset.dy)
        let red = FarmPixels.comb
        #expect(try session.pixelMismatches(at: [comb], expecting: red, tolerance: 60).isEmpty)
        // Turn it 45° clockwise without scaling: each finger moves along a chord.
        let r = 30 * sqrt(0.5)
        try session.touchscreen.drag([
            TouchStroke(id: 1, from: c.applying(dx: -30, dy: 0), to: c.applying(dx: -r, dy: -r)),
            TouchStroke(id: 2, from: c.applying(dx: 30, dy: 0), to: c.applying(dx: r, dy: r)),
        ], steps: 10)
        try session.waitForFarm("turned 45°") { abs($0[0].rotation - .pi / 4) <= 0.02 && abs($0[0].scale - 1) <= 0.01 }
        try session.waitForGesture("rotation", .ended, on: "Animal-1")

        // Drawn turned: the comb is now 43.5 pt right of the centre and 4 pt above it, and the
        // meadow shows where it was.
        let turnedComb = c.applying(dx: 43.5, dy: -3.9)
        #expect(try session.pixelMismatches(at: [turnedComb], expecting: red, tolerance: 60).isEmpty)
        #expect(try session.pixelMismatches(at: [comb], expecting: FarmPixels.meadow, tolerance: 12).isEmpty)

        // Hit in the turned shape: 65 pt above the centre is outside the upright hen (52 pt
        // half-height) but inside the turned one (46 pt from each of its axes): it becomes an egg.
        try session.touchscreen.tap(at: c.applying(dx: 0, dy: -65), id: 1)
        try session.waitForFarm("the turned hen was tapped") { $0.map(\.state) == ["egg"] }
        // Missed outside it: (34, -40) is inside the upright egg (36 × 46 pt half-sizes) but 52 pt
        // from the turned egg's long axis: the tap lands on the meadow and adds a hen there.
        let outside = c.applying(dx: 34, dy: -40)
        try session.addHen(at: outside, count: 2)
        #expect(session.lastFarm.map(\.state) == ["egg", "hen"])
    }

    @Test func anEdgePanClearsTheFarmAndBeatsTheNavigationsPop() throws {
        let (session, c) = try DemoSession.farm()
        try session.addHen(at: c.applying(dx: -60, dy: 0), count: 1)
        try session.addHen(at: c.applying(dx: 80, dy: 100), count: 2)
        let hens = session.lastFarm
        try session.expectAnimalsDrawn(hens)
        let y = c.y + 220
        let touch = try session.touchscreen
        try touch.begin(1, x: 3, y: y)
        try touch.sync()
        for x in stride(from: 23.0, through: 203, by: 20) {
            try touch.move(1, x: x, y: y)
            try touch.sync()
        }
        try session.waitForFarm("cleared") { $0.isEmpty }
        try waitForTheClearingToEnd(session)
        try session.expectMeadow(at: hens.map { DemoSession.screenPoint(of: CGPoint(x: FarmPixels.combOffset.dx, y: FarmPixels.combOffset.dy), on: $0) },
                                 "(both hens cleared)")
        try touch.end(1)
        try touch.sync()
        try session.waitForGesture("screenEdgePan", .ended, on: "Farm")
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s: \(idle)")
        // Two seconds later still on the Farm: the navigation's interactive pop never began.
        #expect(!session.app.events.contains { $0 == .screen(name: "menu") })
        #expect(!session.gestures().contains { $0.hasPrefix("interactivePop") && !$0.hasSuffix("failed") })
        // A cleared hen is no longer hit: a tap where the first one was adds a new hen there.
        try session.addHen(at: c.applying(dx: -60, dy: 0), count: 1)
        #expect(session.lastFarm.map(\.id) == [3], "\(session.lastFarm)")
    }

    /// The Clear button sits on the background, whose tap recognizer adds hens: a control's own
    /// action wins over an ancestor's single tap (UIKit's "Attaching gesture recognizers to UIKit
    /// controls"), by a real finger and by a mouse click.
    @Test func theClearButtonClearsUnderTheBackgroundsTapAndAddsNoHen() throws {
        let (session, c) = try DemoSession.farm()
        let button = try session.frame(of: "FarmClearButton")
        let onButton = CGPoint(x: button.midX.rounded(), y: button.midY.rounded())
        for (round, device) in ["finger", "mouse"].enumerated() {
            let henAt = c.applying(dx: -60 + 40 * Double(round), dy: 0)
            try session.addHen(at: henAt, count: 1)
            try session.expectAnimalsDrawn(session.lastFarm)
            if device == "finger" {
                try session.touchscreen.tap(at: onButton, id: 1)
            } else {
                try session.pointer.click(at: onButton)
            }
            try session.waitForFarm("cleared by the \(device) on Clear") { $0.isEmpty }
            try waitForTheClearingToEnd(session)
            try session.expectMeadow(at: [henAt.applying(dx: FarmPixels.combOffset.dx, dy: FarmPixels.combOffset.dy)],
                                     "(\(device): the hen is cleared)")
            // The background's tap saw the touch and failed; no hen came under the button.
            #expect(session.gestures(on: "Farm").filter { $0.hasPrefix("tap ") }.suffix(1) == ["tap failed"],
                    "\(device): \(session.gestures(on: "Farm"))")
            #expect(session.lastFarm.isEmpty, "\(device)")
        }
        let idle = try session.idleUsage()
        #expect(idle.ticks == 0 && idle.wakeups <= 2, "idle for 2 s: \(idle)")
        #expect(session.lastFarm.isEmpty, "still empty after the idle wait: the tap added no hen late")
    }
}
