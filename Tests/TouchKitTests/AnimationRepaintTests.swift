import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// What an animation frame repaints and draws.
@Suite("Animations: repainting and pixels")
@MainActor
struct AnimationRepaintTests {
    @Test func aFrameRepaintsOnlyTheOldAndNewPresentedAreas() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            stage.view.center = CGPoint(x: 120, y: 20)
        })
        stage.wait(0.25)
        _ = stage.window.takeDirtyRects()
        stage.wait(0.25)
        let dirty = stage.window.takeDirtyRects()
        // From x 35...55 (a quarter of the way) to 60...80 (half): two 20×20 squares, each with
        // the dirty region's 1-pixel antialiasing margin.
        let covered = dirty.reduce(CGRect.null) { $0.union($1) }
        #expect(covered == CGRect(x: 34, y: 9, width: 47, height: 22))
        #expect(dirty.reduce(0) { $0 + $1.width * $1.height } <= 2 * 22 * 22, "\(dirty): no more than the two squares")
    }

    @Test func aDelayRepaintsNothing() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 1, options: [], animations: { stage.view.alpha = 0 })
        _ = stage.window.takeDirtyRects()
        stage.wait(0.75)
        #expect(stage.window.takeDirtyRects().isEmpty)
    }

    @Test func aSnapshotMidAnimationShowsThePresentation() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            stage.view.center = CGPoint(x: 120, y: 20)
            stage.view.backgroundColor = .blue
        })
        stage.wait(0.5)
        let image = stage.window.snapshot()
        let middle = image.pixel(x: 70, y: 20)
        #expect(middle.red == 128 || middle.red == 127, "half red: \(middle)")
        #expect(middle.blue == 128 || middle.blue == 127, "half blue: \(middle)")
        let start = image.pixel(x: 20, y: 20), end = image.pixel(x: 120, y: 20)
        #expect(start.red == 255 && start.green == 255 && start.blue == 255, "the start is white again")
        #expect(end.red == 255 && end.green == 255, "the model position is not drawn yet")
    }

    @Test func aSizeAnimationDrawsThePresentedSize() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            stage.view.frame = CGRect(x: 100, y: 100, width: 80, height: 60)
        })
        stage.wait(0.5)
        // Half way: centre (80, 75), size 50×40, so x 55...105 and y 55...95.
        let image = stage.window.snapshot()
        #expect(image.pixel(x: 56, y: 56).green == 0 && image.pixel(x: 104, y: 94).green == 0, "inside is red")
        #expect(image.pixel(x: 106, y: 75).green == 255 && image.pixel(x: 80, y: 96).green == 255,
                "the model's 80×60 is not drawn yet")
    }
}
