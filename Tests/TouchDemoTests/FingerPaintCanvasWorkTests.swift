import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The work of painting one new segment does not grow with the drawing. Time is not
/// deterministic, so the tests count the work instead: the line segments the canvas hands to
/// Cairo as vectors in a frame, and the polylines stroked onto the raster layer. Copying the
/// layer is one image copy of the dirty rectangle whatever the layer holds.
@Suite("Finger Paint canvas work per segment") @MainActor
struct FingerPaintCanvasWorkTests {
    /// The work of each frame while one finger draws `segments` segments across a canvas that
    /// already has `finished` strokes of 200 points over its whole area.
    private func workPerFrame(finished: Int, segments: Int = 30) throws -> (vectorSegments: [Int], layerStrokes: Int, rebuilds: Int) {
        let demo = try DemoHarness(screen: .paint)
        let window = demo.app.window
        let canvas = try #require(window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
        for index in 0..<finished {
            canvas.drawing.add(FingerPaintCanvasBenchmark.lissajous(index: index, in: canvas.bounds.size, points: 200))
        }
        canvas.setNeedsDisplay()
        let buffer = ImageBuffer(width: Int(window.bounds.width), height: Int(window.bounds.height))
        func frame() {
            let dirty = window.takeDirtyRects()
            buffer.draw { context in for rect in dirty { window.render(in: context, rect: rect) } }
        }
        frame()
        let layerStrokes = canvas.rasterLayer.strokedPolylineCount, rebuilds = canvas.rasterLayer.rebuildCount
        let s = demo.script
        s.begin(1, at: canvas.convert(CGPoint(x: 20, y: 300), to: nil))
        frame()
        var vectorSegments: [Int] = []
        for step in 1...segments {
            let before = canvas.strokedSegmentCount
            s.move(1, to: canvas.convert(CGPoint(x: 20 + CGFloat(step * 12), y: 300 + CGFloat(step % 3) * 10), to: nil))
            frame()
            vectorSegments.append(canvas.strokedSegmentCount - before)
        }
        return (vectorSegments, canvas.rasterLayer.strokedPolylineCount - layerStrokes, canvas.rasterLayer.rebuildCount - rebuilds)
    }

    @Test func aNewSegmentCostsTheSameOnALargeDrawingAsOnAnEmptyOne() throws {
        let empty = try workPerFrame(finished: 0)
        let large = try workPerFrame(finished: 20)
        #expect(large.vectorSegments == empty.vectorSegments)
        // A segment's dirty area reaches its neighbours on the line, no further back.
        #expect(large.vectorSegments.allSatisfy { $0 >= 1 && $0 <= 3 }, "\(large.vectorSegments)")
        // Moves stroke nothing onto the layer and never repaint it from scratch.
        #expect(large.layerStrokes == 0 && large.rebuilds == 0)
    }

    @Test func aFinishedStrokeIsStrokedOntoTheLayerOnce() throws {
        let demo = try DemoHarness(screen: .paint)
        let window = demo.app.window
        let canvas = try #require(window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
        _ = window.snapshot()
        let layer = canvas.rasterLayer
        let (strokes, rebuilds) = (layer.strokedPolylineCount, layer.rebuildCount)
        demo.script.drag(1, from: canvas.convert(CGPoint(x: 50, y: 50), to: nil), to: canvas.convert(CGPoint(x: 250, y: 90), to: nil))
        _ = window.snapshot()
        _ = window.snapshot()
        #expect(layer.strokedPolylineCount - strokes == 1 && layer.rebuildCount == rebuilds)
        // Undo cannot take a stroke off a bitmap: the layer paints itself again, once.
        canvas.undo()
        _ = window.snapshot()
        _ = window.snapshot()
        #expect(layer.rebuildCount - rebuilds == 1 && layer.paintedCount == 0)
    }
}
