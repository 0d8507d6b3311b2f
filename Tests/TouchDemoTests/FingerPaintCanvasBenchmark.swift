import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// A benchmark run by hand, not a timed test: the time to paint one new segment of a live
/// stroke (touch move, then repainting the window's dirty rectangles into a buffer) on an empty
/// canvas and after 20 strokes of 1,000 points; and a flood: 5 fingers circling, 64 updates
/// read per frame, with the cost of the frame where they all lift. Enabled with
/// `TOUCHDEMO_CANVAS_BENCH=1`:
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

    /// How many frames of the flood are timed, and how many updates each frame reads.
    static let floodFrames = 100
    static let floodUpdatesPerFrame = 64
    static let floodFingers = 5

    @Test(arguments: [1.0, 2.0]) func timePerFloodFrame(scale: CGFloat) throws {
        var frames: [Double] = [], lifts: [Double] = []
        for _ in 0..<5 {
            let (frame, lift) = try floodMilliseconds(scale: scale)
            frames.append(frame)
            lifts.append(lift)
        }
        print(String(format: "canvas benchmark scale %.0f: flood of %d fingers circling, %d updates per frame: %.3f ms/frame (median of 5; min %.3f), lift %.3f ms (min %.3f)",
                     scale, Self.floodFingers, Self.floodUpdatesPerFrame, frames.sorted()[2], frames.min() ?? 0,
                     lifts.sorted()[2], lifts.min() ?? 0))
    }

    /// One flood run: milliseconds per frame (a drain of 64 updates from 5 circling fingers,
    /// then repainting the dirty rectangles), and milliseconds for the frame where they lift.
    private func floodMilliseconds(scale: CGFloat) throws -> (frame: Double, lift: Double) {
        let demo = try DemoHarness(screen: .paint)
        let window = demo.app.window
        window.screen.scale = scale
        let origin = try #require(demo.frame(of: "FingerPaintCanvas")).origin
        let buffer = ImageBuffer(width: Int(window.bounds.width * scale), height: Int(window.bounds.height * scale))
        func repaint() { Self.repaint(window, into: buffer, scale: scale) }
        // Each finger circles its own centre; the circles overlap, and a lap is about 42 updates.
        func point(finger: Int, update: Int) -> CGPoint {
            let angle = Double(update) * 0.15 + Double(finger)
            return CGPoint(x: origin.x + 120 + Double(finger) * 50 + 80 * cos(angle),
                           y: origin.y + 200 + 80 * sin(angle))
        }
        repaint()
        for finger in 1...Self.floodFingers { demo.script.begin(finger, at: point(finger: finger, update: 0)) }
        repaint()
        var update = 0
        let start = ContinuousClock.now
        for _ in 0..<Self.floodFrames {
            var events: [(pointer: TouchScript.Pointer, phase: InputEvent.Phase, point: CGPoint)] = []
            for index in 0..<Self.floodUpdatesPerFrame {
                let finger = index % Self.floodFingers + 1
                if finger == 1 { update += 1 }
                events.append((.touch(finger), .moved, point(finger: finger, update: update)))
            }
            demo.script.drain(events)
            repaint()
        }
        let elapsed = ContinuousClock.now - start
        let liftStart = ContinuousClock.now
        // Each finger lifts where it is (64 updates per frame are not a multiple of 5 fingers).
        demo.script.drain((1...Self.floodFingers).map { finger in
            (.touch(finger), .ended, point(finger: finger, update: finger <= Self.floodUpdatesPerFrame % Self.floodFingers ? update : update - 1))
        })
        repaint()
        let lift = ContinuousClock.now - liftStart
        return (Self.milliseconds(elapsed) / Double(Self.floodFrames), Self.milliseconds(lift))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
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
            func repaint() { Self.repaint(window, into: buffer, scale: scale) }
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

    @Test(arguments: [1.0, 2.0]) func timeUndoOnALongDrawing(scale: CGFloat) throws {
        for pointsPerRun in [Self.pointsPerStroke, 1] {
            var runs: [Double] = []
            for _ in 0..<5 {
                let demo = try DemoHarness(screen: .paint)
                let window = demo.app.window
                window.screen.scale = scale
                let canvas = try #require(window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
                for index in 0..<Self.strokeCount {
                    canvas.drawing.add(Self.lissajous(index: index, in: canvas.bounds.size,
                                                      runsFrom: pointsPerRun == 1 ? canvas.drawing : nil))
                }
                _ = window.snapshot(scale: scale)
                let start = ContinuousClock.now
                canvas.undo()
                _ = window.snapshot(scale: scale)
                runs.append(Self.milliseconds(ContinuousClock.now - start))
            }
            print(String(format: "canvas benchmark scale %.0f: undo and full repaint after %d × %d points, %@: %.1f ms (median of 5)",
                         scale, Self.strokeCount, Self.pointsPerStroke,
                         pointsPerRun == 1 ? "one run per point (a finger read once per frame)" : "one run per stroke",
                         runs.sorted()[2]))
        }
    }

    /// Stroke `index` of the long drawing: a Lissajous curve over the whole canvas, so that
    /// every new segment crosses many of them. With `drawing`, each point is its own run
    /// numbered by it, as a finger read once per frame paints; else the points after the
    /// first form one run.
    static func lissajous(index: Int, in size: CGSize, points: Int = pointsPerStroke,
                          runsFrom drawing: FingerPaintDrawing? = nil) -> FingerPaintPolyline {
        func point(_ j: Int) -> CGPoint {
            let t = Double(j) / Double(points) * 2 * .pi
            return CGPoint(x: size.width / 2 + (size.width / 2 - 10) * sin(3 * t + Double(index)),
                           y: size.height / 2 + (size.height / 2 - 10) * sin(4 * t + Double(index) / 3))
        }
        var polyline = FingerPaintPolyline(color: .black, strokeWidth: 8, start: point(0), sequence: drawing?.takeRunSequence() ?? 0)
        for j in 1..<points {
            polyline.addLine(to: point(j))
            if let drawing { polyline.endRun(sequence: drawing.takeRunSequence()) }
        }
        return polyline
    }

    /// Paints the window's dirty rectangles into `buffer`, as a frame does.
    private static func repaint(_ window: UIWindow, into buffer: ImageBuffer, scale: CGFloat) {
        let dirty = window.takeDirtyRects()
        buffer.draw { context in
            context.scaleBy(x: scale, y: scale)
            for rect in dirty { window.render(in: context, rect: rect) }
        }
    }
}
