import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import ToolSupport

/// The retained canvas against a full re-render on strokes no one designed: three fingers at a
/// time jumping across the canvas in colours and widths drawn from a seeded generator, their
/// moves read two at a time, with undo and redo in between. Each picture must equal the same
/// canvas's layer replayed from scratch, pixel for pixel, at scales 1 and 2.
@Suite("Finger Paint retained canvas, random strokes") @MainActor
struct FingerPaintRetainedCanvasRandomTests {
    /// How many rounds of three strokes each test draws.
    static let rounds = 6

    @Test(arguments: [1.0, 2.0]) func randomStrokesWithUndoAndRedoEqualAReplay(scale: CGFloat) throws {
        var random = SplitMix64(seed: 11)
        let demo = try DemoHarness(screen: .paint)
        demo.app.window.screen.scale = scale
        let canvas = try #require(demo.app.window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
        func anywhere() -> CGPoint {
            canvas.convert(CGPoint(x: .random(in: 0...canvas.bounds.width, using: &random),
                                   y: .random(in: 0...canvas.bounds.height, using: &random)), to: nil)
        }
        _ = canvas.snapshot(scale: scale)
        for round in 0..<Self.rounds {
            for finger in 1...3 {
                canvas.strokeColor = [UIColor.black, .red, .blue][Int.random(in: 0..<3, using: &random)]
                canvas.strokeWidth = FingerPaintViewController.strokeWidths.randomElement(using: &random) ?? 8
                demo.script.begin(finger, at: anywhere())
            }
            for _ in 0..<6 {
                demo.script.drain((1...3).flatMap { finger in (0..<2).map { _ in (.touch(finger), .moved, anywhere()) } })
            }
            for finger in 1...3 { demo.script.end(finger, at: anywhere()) }
            if round % 3 == 1 {
                canvas.undo()
                canvas.undo()
            }
            if round % 3 == 2 { canvas.redo() }
            let retained = canvas.snapshot(scale: scale)
            canvas.rasterLayer.invalidate()
            let replayed = canvas.snapshot(scale: scale)
            var differing = 0
            for y in 0..<retained.height {
                for x in 0..<retained.width where retained.pixel(x: x, y: y) != replayed.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0, "round \(round)")
        }
    }
}
