import Foundation
import Testing
import TouchDemoTrace
@testable import TouchDemo
@testable import TouchKit
import TouchKitTesting

/// Undoing the Farm's clear, driven by scripted fingers and keys on the manual clock: the Undo
/// button shows for five seconds after a clear and hides on the window's timer; it and Ctrl+Z
/// bring every animal back as it was.
@Suite("Farm: undoing a clear") @MainActor
struct FarmUndoTests {
    let demo: DemoHarness
    var script: TouchScript { demo.script }
    let spot = CGPoint(x: 240, y: 360)
    let other = CGPoint(x: 120, y: 200)

    init() throws {
        demo = try DemoHarness(screen: .farm)
    }

    private var farm: FarmViewController {
        get throws {
            let navigation = try #require(demo.app.window.rootViewController as? UINavigationController)
            return try #require(navigation.topViewController as? FarmViewController)
        }
    }

    private var undoButton: UIButton? {
        demo.app.window.view(withAccessibilityIdentifier: "FarmUndoButton") as? UIButton
    }

    /// The animals of the last `farm` event.
    private var traced: [TraceEvent.FarmAnimal] {
        demo.farms.last ?? []
    }

    /// Whether a tap at `point` would land on the Undo button: what the next touch hits.
    private func undoButtonIsHit(at point: CGPoint) -> Bool {
        guard let undoButton else { return false }
        return demo.app.window.hitTest(point, with: nil) === undoButton
    }

    /// Two hens, the first tapped into an egg and the second pinched, turned and moved by two
    /// fingers; returns the `farm` animals as they are then.
    private func populate() -> [TraceEvent.FarmAnimal] {
        script.tap(at: spot)
        script.wait(1)
        script.tap(at: other)
        script.wait(1)
        script.tap(at: spot)
        script.wait(1)
        // Two fingers about the second hen: spread 60 → 90 pt, turned 0.3 rad, moved (30, 20).
        let steps = 8
        for step in 0...steps {
            let t = CGFloat(step) / CGFloat(steps)
            let half = 30 * (1 + 0.5 * t), turn = 0.3 * t
            let mid = other.offsetBy(dx: 30 * t, dy: 20 * t)
            let a = CGPoint(x: mid.x - half * cos(turn), y: mid.y - half * sin(turn))
            let b = CGPoint(x: mid.x + half * cos(turn), y: mid.y + half * sin(turn))
            if step == 0 {
                script.begin(1, at: a)
                script.begin(2, at: b)
            } else {
                script.move(1, to: a)
                script.move(2, to: b)
            }
            if step == steps {
                script.end(1, at: a)
                script.end(2, at: b)
            }
        }
        script.wait(1)
        return traced
    }

    /// The Clear button's centre in window coordinates.
    private func center(of name: String) throws -> CGPoint {
        try #require(demo.frame(of: name)).center
    }

    @Test func aClearShowsTheUndoButtonForFiveSecondsThenHidesIt() throws {
        _ = populate()
        #expect(undoButton?.isHidden == true, "no Undo before a clear")
        script.tap(at: try center(of: "FarmClearButton"))
        let button = try #require(undoButton)
        #expect(!button.isHidden)
        let frame = try #require(demo.frame(of: "FarmUndoButton"))
        #expect(demo.events(named: .layout).last?.frame(ofView: "FarmUndoButton") == frame, "the layout lists it")
        // Once the cross-dissolve is over (a view takes no touches while it animates), the next
        // touch there hits it.
        script.wait(FarmViewController.clearDuration + 0.1)
        #expect(undoButtonIsHit(at: frame.center))
        script.wait(4.9 - FarmViewController.clearDuration - 0.1)
        #expect(!button.isHidden, "still there at 4.9 s")
        script.wait(0.2)
        #expect(button.isHidden, "gone at 5.1 s")
        #expect(!undoButtonIsHit(at: frame.center), "a touch there now goes to the meadow")
        #expect(demo.events(named: .layout).last?.frame(ofView: "FarmUndoButton") == nil)
        #expect(demo.app.window.timers.count == 0, "no timer left once it is hidden")
    }

    @Test func theUndoButtonBringsBackEveryAnimalAsItWas() throws {
        let before = populate()
        #expect(before.map(\.state) == ["egg", "hen"])
        #expect(before[1].scale > 1.4 && before[1].rotation > 0.25, "the second hen was pinched and turned: \(before)")
        let views = try farm.animals
        script.tap(at: try center(of: "FarmClearButton"))
        #expect(traced.isEmpty)
        script.wait(1)
        script.tap(at: try center(of: "FarmUndoButton"))
        #expect(traced == before, "state, place, scale, turn and order: \(traced)")
        #expect(try farm.animals.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(undoButton?.isHidden == true, "the button goes with the undo")
        script.wait(1)
        #expect(demo.app.window.timers.count == 0, "the hiding timer went with the button")
        // The restored egg is hit where it shows: a tap makes it a chick.
        script.tap(at: spot)
        #expect(traced.map(\.state) == ["chicken", "hen"])
    }

    @Test func controlZUndoesTheClearAfterTheButtonHasGone() throws {
        let before = populate()
        // The left-edge pan clears too.
        script.drag(1, from: CGPoint(x: 4, y: 600), to: CGPoint(x: 150, y: 600), steps: 10)
        #expect(traced.isEmpty)
        script.wait(6)
        #expect(undoButton?.isHidden == true)
        demo.press("z", .control)
        #expect(traced == before)
        let farmEvents = demo.events(named: .farm).count
        demo.press("z", .control)
        #expect(demo.events(named: .farm).count == farmEvents, "a second Ctrl+Z has nothing to undo")
    }

    @Test func controlZWithNothingClearedDoesNothing() throws {
        script.tap(at: spot)
        let before = demo.traceLines.count
        demo.press("z", .control)
        script.wait(1)
        #expect(demo.traceLines.count == before)
        #expect(undoButton?.isHidden == true)
    }

    @Test func restoredAnimalsGoBehindTheOnesAddedSinceTheClear() throws {
        script.tap(at: spot)
        script.wait(1)
        script.tap(at: try center(of: "FarmClearButton"))
        script.wait(1)
        script.tap(at: other)
        script.wait(1)
        demo.press("z", .control)
        let meadow = try #require(demo.app.window.view(withAccessibilityIdentifier: "Farm"))
        #expect(meadow.subviews.map { $0 is BottomBand ? "BottomBand" : $0.accessibilityIdentifier ?? "?" }
            == ["Animal-1", "Animal-2", "BottomBand", "FarmClearButton", "FarmUndoButton"])
        #expect(traced.map(\.id) == [1, 2])
    }

    @Test func onlyTheLatestClearCanBeUndone() throws {
        script.tap(at: spot)
        script.wait(1)
        script.tap(at: try center(of: "FarmClearButton"))
        script.wait(1)
        script.tap(at: other)
        script.wait(1)
        script.tap(at: try center(of: "FarmClearButton"))
        script.wait(1)
        demo.press("z", .control)
        #expect(traced.map(\.id) == [2], "one level of undo: the farm keeps one clear's animals, not every clear's")
    }
}
