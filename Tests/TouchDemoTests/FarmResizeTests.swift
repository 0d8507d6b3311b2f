import Foundation
import Testing
import TouchDemoTrace
@testable import TouchDemo
@testable import TouchKit
import TouchKitTesting

/// The Farm's animals stay in sight: each shows inside the meadow between the bars (above the
/// hint), pulled in while the window is too small for where the user put it, and back there
/// when it grows again.
@Suite("Farm: animals within the meadow") @MainActor
struct FarmResizeTests {
    static let original = CGSize(width: 480, height: 720)
    static let minimum = TouchDemoApp.minimumWindowSize
    let demo: DemoHarness
    var script: TouchScript { demo.script }

    init() throws {
        demo = try DemoHarness(screen: .farm, size: Self.original)
    }

    private func animal(_ number: Int) throws -> FarmAnimalView {
        try #require(demo.app.window.view(withAccessibilityIdentifier: "Animal-\(number)") as? FarmAnimalView)
    }

    /// The meadow between the bars in window coordinates: the Farm's view above its hint.
    private var meadow: CGRect {
        get throws {
            let farm = try #require(demo.frame(of: "Farm"))
            let hint = try #require(demo.frame(of: "HintLabel"))
            return CGRect(x: farm.minX, y: farm.minY, width: farm.width, height: hint.minY - SampleLayout.hintTopMargin - farm.minY)
        }
    }

    /// The box an animal shows in, in window coordinates: its scaled and turned size about the
    /// centre where it shows.
    private func shownBox(_ animal: FarmAnimalView) -> CGRect {
        let size = animal.shownSize, center = animal.windowCenter
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The centres of the last `farm` event, by animal number.
    private var tracedCenters: [Int: CGPoint] {
        Dictionary(uniqueKeysWithValues: (demo.farms.last ?? []).map { ($0.id, $0.center) })
    }

    @Test func animalsShowInsideTheMeadowWhileTheWindowIsSmallAndComeBackWhenItGrows() throws {
        // A hen near the bottom right, and one dragged near the bottom left (apart, so that
        // neither covers the other once pulled in).
        let corner = CGPoint(x: 410, y: 600)
        script.tap(at: corner)
        script.wait(1)
        script.tap(at: CGPoint(x: 200, y: 300))
        script.wait(1)
        script.drag(1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 100, y: 480), steps: 10)
        script.wait(1)
        let placed = try [animal(1).windowCenter, animal(2).windowCenter]
        #expect(placed[0] == corner)
        #expect(abs(placed[1].x - 100) < 0.5 && abs(placed[1].y - 480) < 0.5, "\(placed[1])")

        demo.resize(to: Self.minimum)
        let small = try meadow
        for number in [1, 2] {
            let box = shownBox(try animal(number))
            #expect(small.insetBy(dx: -0.01, dy: -0.01).contains(box), "Animal-\(number) shows in \(small): \(box)")
        }
        #expect(try animal(1).windowCenter != corner, "pulled in")
        #expect(tracedCenters[1] == (try animal(1).windowCenter), "the trace tells where it shows")
        // The next touch hits the hen where it shows now (the undragged one: its centre holds
        // no translation): it becomes an egg.
        script.tap(at: try animal(1).windowCenter)
        #expect(try animal(1).state == .egg)

        demo.resize(to: Self.original)
        #expect(try animal(1).windowCenter == corner, "back where the user put it")
        let back = try animal(2).windowCenter
        #expect(abs(back.x - placed[1].x) < 0.01 && abs(back.y - placed[1].y) < 0.01, "\(back)")
        #expect(tracedCenters[1] == corner)
    }

    @Test func aHenTappedOnTheHintShowsWholeAboveIt() throws {
        let hint = try #require(demo.frame(of: "HintLabel"))
        script.tap(at: CGPoint(x: 240, y: hint.midY))
        let hen = try animal(1)
        let box = shownBox(hen)
        #expect(abs(box.maxY - (hint.minY - SampleLayout.hintTopMargin)) < 0.01, "just above the hint: \(box)")
        #expect(hen.windowCenter.x == 240)
        // That is where the user has it now: a larger window keeps it there.
        demo.resize(to: CGSize(width: 480, height: 900))
        #expect(abs(shownBox(hen).maxY - (hint.minY - SampleLayout.hintTopMargin)) < 0.01)
    }

    @Test func aPinchNearTheEdgeKeepsTheAnimalInside() throws {
        script.tap(at: CGPoint(x: 420, y: 360))
        script.wait(1)
        let center = try animal(1).windowCenter
        // Spread 40 → 120 pt: three times, the most a pinch gives.
        script.begin(1, at: center.offsetBy(dx: -20, dy: 0))
        script.begin(2, at: center.offsetBy(dx: 20, dy: 0))
        for step in 1...8 {
            let half = 20 + 40 * CGFloat(step) / 8
            script.move(1, to: center.offsetBy(dx: -half, dy: 0))
            script.move(2, to: center.offsetBy(dx: half, dy: 0))
        }
        script.end(1, at: center.offsetBy(dx: -60, dy: 0))
        script.end(2, at: center.offsetBy(dx: 60, dy: 0))
        let hen = try animal(1)
        #expect(abs(hen.scale - 3) < 0.01)
        #expect(try meadow.insetBy(dx: -0.01, dy: -0.01).contains(shownBox(hen)), "\(shownBox(hen))")
    }

    @Test func movingAnAnimalWhileTheWindowIsSmallMakesItsNewPlaceTheOneKept() throws {
        script.tap(at: CGPoint(x: 410, y: 600))
        script.wait(1)
        demo.resize(to: Self.minimum)
        let shown = try animal(1).windowCenter
        script.drag(1, from: shown, to: shown.offsetBy(dx: -100, dy: -50), steps: 8)
        script.wait(1)
        let moved = try animal(1).windowCenter
        demo.resize(to: Self.original)
        let kept = try animal(1).windowCenter
        #expect(abs(kept.x - moved.x) < 0.01 && abs(kept.y - moved.y) < 0.01, "stays where it was moved to: \(kept) vs \(moved)")
    }
}
