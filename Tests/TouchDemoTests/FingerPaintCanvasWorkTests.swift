import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The work of painting does not grow with the drawing or with a live line's length. Time is
/// not deterministic, so the tests count the work instead: the runs and line segments stroked
/// onto the raster layer, and the segments the canvas hands to Cairo as vectors in a frame.
/// Copying the layer is one image copy of the dirty rectangle whatever the layer holds.
@Suite("Finger Paint canvas work per segment") @MainActor
struct FingerPaintCanvasWorkTests {
    /// The work of one frame: what the layer stroked and what the frame stroked as vectors.
    struct Work: Equatable {
        var layerRuns = 0
        var layerSegments = 0
        var vectorSegments = 0
        var rebuilds = 0
    }

    /// The Finger Paint screen with `finished` strokes of 200 points over the canvas's whole
    /// area, drawn once.
    private func canvas(finished: Int) throws -> (DemoHarness, FingerPaintCanvasView, () -> Work) {
        let demo = try DemoHarness(screen: .paint)
        let window = demo.app.window
        let canvas = try #require(window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
        for index in 0..<finished {
            canvas.drawing.add(FingerPaintCanvasBenchmark.lissajous(index: index, in: canvas.bounds.size, points: 200))
        }
        canvas.setNeedsDisplay()
        let buffer = ImageBuffer(width: Int(window.bounds.width), height: Int(window.bounds.height))
        let layer = canvas.rasterLayer
        /// Paints the dirty rectangles and returns the work done since the previous frame.
        var last = Work()
        func frame() -> Work {
            let dirty = window.takeDirtyRects()
            buffer.draw { context in for rect in dirty { window.render(in: context, rect: rect) } }
            let now = Work(layerRuns: layer.strokedRunCount, layerSegments: layer.strokedSegmentCount,
                           vectorSegments: canvas.strokedSegmentCount, rebuilds: layer.rebuildCount)
            defer { last = now }
            return Work(layerRuns: now.layerRuns - last.layerRuns, layerSegments: now.layerSegments - last.layerSegments,
                        vectorSegments: now.vectorSegments - last.vectorSegments, rebuilds: now.rebuilds - last.rebuilds)
        }
        _ = frame()
        return (demo, canvas, frame)
    }

    /// The work of each frame while one finger draws `segments` segments, one per frame.
    private func workPerMove(finished: Int, segments: Int = 30) throws -> [Work] {
        let (demo, canvas, frame) = try canvas(finished: finished)
        let s = demo.script
        s.begin(1, at: canvas.convert(CGPoint(x: 20, y: 300), to: nil))
        _ = frame()
        return (1...segments).map { step in
            s.move(1, to: canvas.convert(CGPoint(x: 20 + CGFloat(step * 12), y: 300 + CGFloat(step % 3) * 10), to: nil))
            return frame()
        }
    }

    @Test func aNewSegmentCostsTheSameOnALargeDrawingAsOnAnEmptyOne() throws {
        let empty = try workPerMove(finished: 0)
        let large = try workPerMove(finished: 20)
        #expect(large == empty)
        // One run of one segment stroked onto the layer, nothing stroked again, no repaint.
        #expect(large.allSatisfy { $0 == Work(layerRuns: 1, layerSegments: 1) }, "\(large)")
    }

    @Test func fiveCirclingFingersCostAFrameTheSameOnTheFirstLapAsOnTheTwentieth() throws {
        let (demo, canvas, frame) = try canvas(finished: 0)
        func point(_ finger: Int, _ update: Int) -> CGPoint {
            let angle = Double(update) * 0.15 + Double(finger)
            return canvas.convert(CGPoint(x: 120 + Double(finger) * 50 + 80 * cos(angle), y: 200 + 80 * sin(angle)), to: nil)
        }
        for finger in 1...5 { demo.script.begin(finger, at: point(finger, 0)) }
        #expect(frame() == Work(layerRuns: 5, layerSegments: 5), "five dots")
        // 64 updates per frame: about 13 per finger, each a new point; a lap is about 42.
        var update = 0, works: [Work] = [], last: [Int: CGPoint] = [:]
        for _ in 0..<70 {
            var events: [(pointer: TouchScript.Pointer, phase: InputEvent.Phase, point: CGPoint)] = []
            for index in 0..<64 {
                let finger = index % 5 + 1
                if finger == 1 { update += 1 }
                last[finger] = point(finger, update)
                events.append((.touch(finger), .moved, point(finger, update)))
            }
            demo.script.drain(events)
            works.append(frame())
        }
        // Each frame strokes one run per finger with its new segments, whatever the laps so far.
        #expect(works.allSatisfy { $0 == Work(layerRuns: 5, layerSegments: 64) }, "\(works.prefix(3)) … \(works.suffix(3))")
        // Lifting where the fingers are strokes nothing new.
        demo.script.drain((1...5).map { (.touch($0), .ended, last[$0] ?? .zero) })
        #expect(frame() == Work())
        #expect(canvas.completedPolylines.count == 5)
    }

    @Test func aLiftOffAtANewPointStrokesOneSegment() throws {
        let (demo, canvas, frame) = try canvas(finished: 0)
        let s = demo.script
        s.begin(1, at: canvas.convert(CGPoint(x: 50, y: 50), to: nil))
        s.move(1, to: canvas.convert(CGPoint(x: 150, y: 60), to: nil))
        _ = frame()
        s.end(1, at: canvas.convert(CGPoint(x: 250, y: 90), to: nil))
        #expect(frame() == Work(layerRuns: 1, layerSegments: 1))
        #expect(canvas.completedPolylines.first?.runEnds == [1, 2, 3])
    }

    @Test func undoRepaintsTheLayerOnceByReplayingEveryRun() throws {
        let (demo, canvas, frame) = try canvas(finished: 0)
        demo.script.drag(1, from: canvas.convert(CGPoint(x: 50, y: 50), to: nil), to: canvas.convert(CGPoint(x: 250, y: 90), to: nil))
        demo.script.drag(2, from: canvas.convert(CGPoint(x: 50, y: 150), to: nil), to: canvas.convert(CGPoint(x: 250, y: 190), to: nil))
        #expect(frame().rebuilds == 0)
        let first = try #require(canvas.completedPolylines.first)
        // Undo cannot take a stroke off a bitmap: the layer paints itself again, once, with
        // every run of the strokes left.
        canvas.undo()
        #expect(frame() == Work(layerRuns: first.runEnds.count, layerSegments: first.points.count - 1 + 1, rebuilds: 1))
        #expect(frame() == Work())
    }
}
