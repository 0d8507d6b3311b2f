import Foundation
import Testing
import TouchDemoTrace
@testable import TouchDemo
@testable import TouchKit
import TouchKitTesting

/// The Farm driven by scripted fingers: adding animals, their states, their transform gestures,
/// clearing, and the `farm` trace line.
@Suite("Farm screen") @MainActor
struct FarmTests {
    let demo: DemoHarness
    var script: TouchScript { demo.script }
    /// Where the first hen goes: the middle of the window, below the bar.
    let spot = CGPoint(x: 240, y: 360)

    init() throws {
        demo = try DemoHarness(screen: .farm)
    }

    /// The animals of the last `farm` event.
    private var traced: [TraceEvent.FarmAnimal] {
        demo.farms.last ?? []
    }

    private func animal(_ number: Int) -> FarmAnimalView? {
        demo.app.window.view(withAccessibilityIdentifier: "Animal-\(number)") as? FarmAnimalView
    }

    /// The states `recognizer` of `view` reported, in order.
    private func states(of recognizer: String, on view: String) -> [String] {
        demo.events.states(ofGesture: recognizer, on: view).map(\.description)
    }

    /// Two fingers land `spread` apart across `center`, then turn by `angle` radians, spread
    /// `factor` times as far, and their midpoint moves by `offset`, in `steps` steps.
    private func twoFingers(at center: CGPoint, spread: CGFloat = 60, turn angle: CGFloat, scale factor: CGFloat,
                            move offset: CGPoint, steps: Int = 10) {
        func fingers(_ t: CGFloat) -> (CGPoint, CGPoint) {
            let half = spread / 2 * (1 + (factor - 1) * t), turn = angle * t
            let mid = CGPoint(x: center.x + offset.x * t, y: center.y + offset.y * t)
            let dx = half * cos(turn), dy = half * sin(turn)
            return (CGPoint(x: mid.x - dx, y: mid.y - dy), CGPoint(x: mid.x + dx, y: mid.y + dy))
        }
        let start = fingers(0)
        script.begin(1, at: start.0)
        script.begin(2, at: start.1)
        for step in 1...steps {
            let now = fingers(CGFloat(step) / CGFloat(steps))
            script.move(1, to: now.0)
            script.move(2, to: now.1)
        }
        let end = fingers(1)
        script.end(1, at: end.0)
        script.end(2, at: end.1)
    }

    @Test func aTapOnTheBackgroundAddsAHenCentredThereAndTracesIt() throws {
        script.tap(at: spot)
        let hen = try #require(self.animal(1))
        #expect(hen.state == .hen)
        #expect(hen.bounds.size == CGSize(width: 112, height: 104))
        #expect(demo.center(of: "Animal-1") == spot)
        #expect(demo.traceLines.last ==
            #"{"animals":[{"center":[240,360],"id":1,"rotation":0,"scale":1,"state":"hen"}],"event":"farm"}"#)
        script.wait(1)
        script.tap(at: CGPoint(x: 100, y: 200))
        #expect(traced.map(\.id) == [1, 2])
        #expect(traced.last?.center == CGPoint(x: 100, y: 200))
    }

    @Test func tappingAnAnimalCyclesHenEggChickenAndAddsNoOther() throws {
        script.tap(at: spot)
        let animal = try #require(self.animal(1))
        var seen: [FarmAnimalView.State] = []
        var sizes: [CGSize] = []
        for _ in 0..<3 {
            script.wait(1)  // each tap on its own, not a double tap
            script.tap(at: spot)
            seen.append(animal.state)
            sizes.append(animal.bounds.size)
        }
        #expect(seen == [.egg, .chicken, .hen])
        #expect(sizes == [CGSize(width: 72, height: 92), CGSize(width: 84, height: 84), CGSize(width: 112, height: 104)])
        #expect(demo.images(of: "Animal-1") == ["Egg", "Chicken", "Hen"])
        #expect(traced.count == 1)
        #expect(demo.center(of: "Animal-1") == spot)
        #expect(demo.farms.compactMap { $0.first?.state }
            == ["hen", "egg", "chicken", "hen"])
    }

    @Test func aStateResizesTheBoundsToItsPictureKeepingTheCentre() throws {
        script.tap(at: spot)
        let animal = try #require(self.animal(1))
        for (state, size) in [(FarmAnimalView.State.egg, CGSize(width: 72, height: 92)), (.chicken, CGSize(width: 84, height: 84)),
                              (.fried, CGSize(width: 112, height: 84)), (.roast, CGSize(width: 124, height: 92))] {
            animal.state = state
            #expect(animal.bounds.size == size, "\(state)")
            #expect(demo.center(of: "Animal-1") == spot, "\(state)")
        }
    }

    @Test func holdingAHenRoastsItAndHoldingAnEggFriesItWithNoTapOnTheLift() throws {
        script.tap(at: spot)
        let hen = try #require(self.animal(1))
        script.begin(1, at: spot)
        script.wait(UILongPressGestureRecognizer.defaultMinimumPressDuration)
        #expect(hen.state == .roast)
        script.end(1, at: spot)
        #expect(hen.state == .roast, "the lift after a long press does not tap")
        #expect(states(of: "longPress", on: "Animal-1") == ["began", "ended"])
        #expect(states(of: "tap", on: "Animal-1") == ["failed"], "the long press failed the tap when it began")
        // A roast stays a roast: tapping and holding again change nothing.
        script.wait(1)
        script.tap(at: spot)
        #expect(hen.state == .roast)

        let eggSpot = CGPoint(x: 120, y: 200)
        script.wait(1)
        script.tap(at: eggSpot)
        let egg = try #require(self.animal(2))
        script.wait(1)
        script.tap(at: eggSpot)
        #expect(egg.state == .egg)
        script.begin(1, at: eggSpot)
        script.wait(1)
        script.end(1, at: eggSpot)
        #expect(egg.state == .fried)
        #expect(traced.compactMap { $0.state } == ["roast", "fried"])
        #expect(demo.events(named: .farm).count == 5, "add, roast, add, egg, fried")
    }

    @Test func twoFingersPinchRotateAndMoveAnAnimalAtOnce() throws {
        script.tap(at: spot)
        script.wait(1)
        twoFingers(at: spot, turn: .pi / 6, scale: 1.5, move: CGPoint(x: 40, y: -20))
        for recognizer in ["pan", "pinch", "rotation"] {
            #expect(states(of: recognizer, on: "Animal-1").first == "began", "\(recognizer)")
            #expect(states(of: recognizer, on: "Animal-1").last == "ended", "\(recognizer)")
        }
        let animal = try #require(self.animal(1))
        #expect(abs(animal.scale - 1.5) < 0.01)
        #expect(abs(animal.rotation - .pi / 6) < 0.01)
        let shown = animal.windowCenter
        #expect(abs(shown.x - 280) < 0.5 && abs(shown.y - 340) < 0.5, "\(shown)")
        let last = try #require(traced.first)
        #expect(last.scale == 1.5)
        #expect(last.rotation == 0.52)
        #expect(last.center == CGPoint(x: 280, y: 340))
        #expect(animal.state == .hen, "no tap, no long press")
    }

    @Test func aTapOnATurnedAnimalHitsItInsideItsTurnedShapeOnly() throws {
        script.tap(at: spot)
        let animal = try #require(self.animal(1))
        animal.transform = CGAffineTransform(rotationAngle: .pi / 4)
        script.wait(1)
        // 65 pt above the centre: outside the upright hen (52 pt half-height), inside the turned
        // one (46 pt from each of its axes).
        script.tap(at: spot.offsetBy(dx: 0, dy: -65))
        #expect(animal.state == .egg)
        #expect(traced.count == 1)
        script.wait(1)
        // Inside the upright egg (36 × 46 pt half-sizes), 52 pt from the turned egg's long axis:
        // the meadow's tap adds a hen.
        script.tap(at: spot.offsetBy(dx: 34, dy: -40))
        #expect(animal.state == .egg)
        #expect(traced.compactMap { $0.state } == ["egg", "hen"])
        #expect(traced.last?.center == CGPoint(x: 274, y: 320))
    }

    @Test func aPinchStopsAtTheScaleLimits() throws {
        script.tap(at: spot)
        script.wait(1)
        twoFingers(at: spot, spread: 100, turn: 0, scale: 0.1, move: .zero)
        #expect(animal(1)?.scale == FarmAnimalView.scaleRange.lowerBound)
        script.wait(1)
        twoFingers(at: spot, spread: 20, turn: 0, scale: 20, move: .zero)
        #expect(abs((animal(1)?.scale ?? 0) - FarmAnimalView.scaleRange.upperBound) < 0.001)
    }

    @Test func anEdgePanFromTheLeftClearsTheFarm() throws {
        script.tap(at: spot)
        script.wait(1)
        script.tap(at: CGPoint(x: 120, y: 200))
        #expect(traced.count == 2)
        script.wait(1)
        let before = demo.traceLines.count
        script.drag(1, from: CGPoint(x: 4, y: 600), to: CGPoint(x: 150, y: 600), steps: 10)
        #expect(animal(1) == nil && animal(2) == nil)
        let farmLines = demo.traceLines[before...].filter { TraceEvent(line: $0)?.kind == .farm }
        #expect(farmLines == [#"{"animals":[],"event":"farm"}"#], "cleared once, when the edge pan began")
        // (The taps before it failed the edge pan: they were far from the edge.)
        #expect(states(of: "screenEdgePan", on: "Farm").drop { $0 == "failed" }.first == "began")
        #expect(states(of: "screenEdgePan", on: "Farm").last == "ended")
        // The navigation's interactive pop waited for the farm's edge pan (`require(toFail:)`) and
        // failed when it began: the screen did not move.
        #expect(demo.events.states(ofGesture: "interactivePop") == [.failed])
        #expect(!demo.events.contains { if case .animation("farm", _) = $0 { true } else { false } }, "no slide")
        script.wait(1)
        #expect(demo.screens.last == "farm", "the edge pan is the farm's, not the navigation's pop")
        #expect(demo.app.currentScreen == .farm)
        #expect(animal(3) == nil, "the edge pan added no hen")
    }

    /// The Clear button's centre in window coordinates.
    private func clearButtonCenter() throws -> CGPoint {
        let button = try #require(demo.app.window.view(withAccessibilityIdentifier: "FarmClearButton") as? UIButton)
        let frame = button.convert(button.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func theClearButtonClearsTheFarmAndTheBackgroundTapAddsNoHenUnderIt() throws {
        script.tap(at: spot)
        script.wait(1)
        script.tap(at: CGPoint(x: 120, y: 200))
        #expect(traced.count == 2)
        script.wait(1)
        let before = demo.traceLines.count
        script.tap(at: try clearButtonCenter())
        #expect(animal(1) == nil && animal(2) == nil && animal(3) == nil, "cleared, and no hen under the button")
        let farmLines = demo.traceLines[before...].filter { TraceEvent(line: $0)?.kind == .farm }
        #expect(farmLines == [#"{"animals":[],"event":"farm"}"#])
        // The background's tap saw the touch and failed: the button's action won (UIKit's
        // "Attaching gesture recognizers to UIKit controls").
        #expect(states(of: "tap", on: "Farm").last == "failed")
        script.wait(1)
        #expect(demo.app.currentScreen == .farm)
    }

    @Test func theClearButtonOnAnEmptyFarmDoesNothing() throws {
        let before = demo.traceLines.count
        script.tap(at: try clearButtonCenter())
        script.wait(1)
        #expect(!demo.traceLines[before...].contains { $0.hasPrefix(#"{"event":"farm""#) })
        #expect(!demo.events.contains { if case .animation("Farm", _) = $0 { true } else { false } }, "no cross-dissolve")
    }

    @Test func theClearButtonStaysAboveTheAnimals() throws {
        // A hen added right where the button is goes below it: the button stays reachable (and
        // so does the Undo button beside it, hidden until a clear).
        let center = try clearButtonCenter()
        script.tap(at: CGPoint(x: center.x - 60, y: center.y + 40))
        let farm = try #require(demo.app.window.view(withAccessibilityIdentifier: "Farm"))
        let names = farm.subviews.map { $0 is BottomBand ? "BottomBand" : $0.accessibilityIdentifier ?? "?" }
        #expect(names == ["Animal-1", "BottomBand", "FarmClearButton", "FarmUndoButton"])
    }

    @Test func theNavigationsPopWaitsForTheFarmsEdgePan() throws {
        let navigation = try #require(demo.app.window.rootViewController as? UINavigationController)
        let pop = try #require(navigation.interactivePopGestureRecognizer)
        let farm = try #require(navigation.topViewController as? FarmViewController)
        // Arbitration by `require(toFail:)`, not by which recognizer happens to be asked first.
        #expect(pop.requiresFailure(of: farm.edgePan))
    }
}
