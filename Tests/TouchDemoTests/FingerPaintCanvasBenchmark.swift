import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// A benchmark run by hand, not a timed test: the time to paint one new segment of a live
/// stroke (touch move, then repainting the window's dirty rectangles into a buffer) on an empty
/// canvas and after 20 strokes of 1,000 points. Enabled with `TOUCHDEMO_CANVAS_BENCH=1`:
///
///     TOUCHDEMO_CANVAS_BENCH=1 swift test --skip-build --filter FingerPaintCanvasBenchmark
@Suite("Finger Paint canvas benchmark", .enabled(if: ProcessInfo.processInfo.environment["TOUCHDEMO_CANVAS_BENCH"] == "1"))
@MainActor
struct FingerPaintCanvasBenchmark {
    /// How many finished strokes the long drawing has, and how many points each.
    static let strokeCount = 20
    static let pointsPerStroke = 1_000
    /// How many segments of the live stroke are timed.
    static let timedSegments = 400

    @Test(arguments: [1.0, 2.0]) func timePerSegment(scale: CGFloat) throws {
        let empty = try millisecondsPerSegment(strokes: 0, scale: scale)
        let long = try millisecondsPerSegment(strokes: Self.strokeCount, scale: scale)
        print(String(format: "canvas benchmark scale %.0f: empty %.4f ms/segment, after %d × %d points %.4f ms/segment (%.2f×)",
                     scale, empty, Self.strokeCount, Self.pointsPerStroke, long, long / empty))
    }

    /// Milliseconds per segment (median of 5 runs) with `strokes` finished strokes on the canvas.
    private func millisecondsPerSegment(strokes: Int, scale: CGFloat) throws -> Double {
        var runs: [Double] = []
        for _ in 0..<5 {
            let demo = try DemoHarness(screen: .paint)
            let window = demo.app.window
            window.screen.scale = scale
            let canvas = try #require(window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
            let origin = try #require(demo.frame(of: "FingerPaintCanvas")).origin
            let size = canvas.bounds.size
            for index in 0..<strokes {
                canvas.drawing.add(Self.lissajous(index: index, in: size))
            }
            canvas.setNeedsDisplay()
            let buffer = ImageBuffer(width: Int(window.bounds.width * scale), height: Int(window.bounds.height * scale))
            func repaint() {
                let dirty = window.takeDirtyRects()
                buffer.draw { context in
                    context.scaleBy(x: scale, y: scale)
                    for rect in dirty { window.render(in: context, rect: rect) }
                }
            }
            repaint()
            let s = demo.script
            s.begin(1, at: CGPoint(x: origin.x + 20, y: origin.y + 20))
            repaint()
            let start = ContinuousClock.now
            for step in 1...Self.timedSegments {
                let t = Double(step) / Double(Self.timedSegments)
                s.move(1, to: CGPoint(x: origin.x + 20 + (size.width - 40) * t,
                                      y: origin.y + size.height / 2 + (size.height / 2 - 20) * sin(t * 40)))
                repaint()
            }
            let elapsed = ContinuousClock.now - start
            s.end(1, at: CGPoint(x: origin.x + size.width - 20, y: origin.y + size.height / 2))
            repaint()
            let undoStart = ContinuousClock.now
            canvas.undo()
            repaint()
            if strokes > 0 { print("canvas benchmark scale \(scale): undo and repaint \(ContinuousClock.now - undoStart)") }
            runs.append(Double(elapsed.components.attoseconds) / 1e15 / Double(Self.timedSegments)
                        + Double(elapsed.components.seconds) * 1000 / Double(Self.timedSegments))
        }
        return runs.sorted()[runs.count / 2]
    }

    /// Stroke `index` of the long drawing: a Lissajous curve over the whole canvas, so that
    /// every new segment crosses many of them.
    static func lissajous(index: Int, in size: CGSize, points: Int = pointsPerStroke) -> FingerPaintPolyline {
        func point(_ j: Int) -> CGPoint {
            let t = Double(j) / Double(points) * 2 * .pi
            return CGPoint(x: size.width / 2 + (size.width / 2 - 10) * sin(3 * t + Double(index)),
                           y: size.height / 2 + (size.height / 2 - 10) * sin(4 * t + Double(index) / 3))
        }
        var polyline = FingerPaintPolyline(color: .black, strokeWidth: 8, start: point(0))
        for j in 1..<points { polyline.addLine(to: point(j)) }
        return polyline
    }
}
