import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The Finger Paint canvas keeps its whole picture, finished and live lines, in a raster layer
/// painted run by run: what it shows must be, pixel for pixel, what a full re-render by replay
/// shows (the same canvas with its layer repainted from scratch, or a canvas built afresh from
/// the same drawing), after strokes of several colours crossing, several fingers at once,
/// undo, redo, Clear, a cancelled finger and a resize, at the display scales 1 and 2.
@Suite("Finger Paint retained canvas") @MainActor
struct FingerPaintRetainedCanvasTests {
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// The Finger Paint screen at `scale` and its canvas.
    private func paintScreen(scale: CGFloat) throws -> (DemoHarness, FingerPaintCanvasView) {
        let demo = try DemoHarness(screen: .paint)
        demo.app.window.screen.scale = scale
        let canvas = try #require(demo.app.window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
        return (demo, canvas)
    }

    /// The window point of canvas point (`x`, `y`).
    private func point(_ canvas: FingerPaintCanvasView, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        canvas.convert(CGPoint(x: x, y: y), to: nil)
    }

    /// The canvas's pixels beside those of a new canvas, in a window of the same scale, showing
    /// the same drawing: the places where they differ at all.
    private func differencesFromAFreshCanvas(_ canvas: FingerPaintCanvasView, scale: CGFloat) throws -> [String] {
        let window = UIWindow(frame: try #require(canvas.window).bounds)
        window.screen.scale = scale
        let fresh = FingerPaintCanvasView(drawing: canvas.drawing, frame: canvas.frame)
        window.addSubview(fresh)
        let retained = canvas.snapshot(scale: scale), rebuilt = fresh.snapshot(scale: scale)
        #expect(fresh.rasterLayer.rebuildCount == 1)
        return differences(retained, rebuilt, tolerance: 0)
    }

    /// The canvas's pixels beside its own after its layer is painted again from scratch: the
    /// places where they differ at all.
    private func differencesFromAReplay(_ canvas: FingerPaintCanvasView, scale: CGFloat) -> [String] {
        let retained = canvas.snapshot(scale: scale)
        let rebuilds = canvas.rasterLayer.rebuildCount
        canvas.rasterLayer.invalidate()
        let replayed = canvas.snapshot(scale: scale)
        #expect(canvas.rasterLayer.rebuildCount == rebuilds + 1)
        return differences(retained, replayed, tolerance: 0)
    }

    /// The pixels (up to 10) where `a` and `b` differ by more than `tolerance` in a channel.
    private func differences(_ a: ImageBuffer, _ b: ImageBuffer, tolerance: Int) -> [String] {
        guard a.width == b.width, a.height == b.height else { return ["sizes \(a.width)×\(a.height) and \(b.width)×\(b.height)"] }
        func distance(_ p: Pixel, _ q: Pixel) -> Int {
            max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
        }
        var found: [String] = []
        for y in 0..<a.height {
            for x in 0..<a.width where distance(a.pixel(x: x, y: y), b.pixel(x: x, y: y)) > tolerance {
                found.append("(\(x), \(y))")
                if found.count == 10 { return found }
            }
        }
        return found
    }

    /// Draws `count` strokes with scripted fingers: zigzags of several colours and widths that
    /// cross each other, two fingers at a time.
    private func drawStrokes(_ count: Int, on demo: DemoHarness, _ canvas: FingerPaintCanvasView, seed: Int) {
        let s = demo.script
        for pair in stride(from: 0, to: count, by: 2) {
            canvas.strokeColor = [UIColor.black, .red, .blue][(pair / 2 + seed) % 3]
            canvas.strokeWidth = [4, 8, 16][(pair + seed) % 3]
            let y = CGFloat(40 + (pair * 37 + seed * 23) % 400)
            s.begin(1, at: point(canvas, 30, y))
            s.begin(2, at: point(canvas, 400, y + 60))
            for step in 1...12 {
                let x = CGFloat(step * 30)
                s.move(1, to: point(canvas, 30 + x, y + (step.isMultiple(of: 2) ? 50 : 0)))
                s.move(2, to: point(canvas, 400 - x, y + 60 - (step.isMultiple(of: 2) ? 40 : 0)))
            }
            s.end(1, at: point(canvas, 400, y + 20))
            s.end(2, at: point(canvas, 40, y))
        }
    }

    @Test(arguments: [1.0, 2.0]) func theRetainedCanvasShowsWhatAFreshCanvasShows(scale: CGFloat) throws {
        let (demo, canvas) = try paintScreen(scale: scale)
        _ = canvas.snapshot(scale: scale)
        drawStrokes(8, on: demo, canvas, seed: 0)
        #expect(canvas.completedPolylines.count == 8)
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after strokes")
        #expect(canvas.rasterLayer.rebuildCount == 1, "strokes are added to the layer, not repainted from scratch")

        // The strokes were drawn two fingers at a time: each undo takes a pair.
        canvas.undo()
        canvas.undo()
        #expect(canvas.completedPolylines.count == 4)
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after undo")
        canvas.redo()
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after redo")
        drawStrokes(4, on: demo, canvas, seed: 1)
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after more strokes")
        // Undo, then a new stroke before any frame: as many strokes as the layer holds, but not
        // the same ones.
        canvas.undo()
        drawStrokes(2, on: demo, canvas, seed: 2)
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after undo and a new stroke")
        canvas.clear()
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after Clear")
        canvas.undo()
        #expect(canvas.completedPolylines.count == 10)
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after undoing Clear")
        demo.resize(to: CGSize(width: 600, height: 500))
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after a resize")
    }

    @Test(arguments: [1.0, 2.0]) func liveLinesOfSeveralColoursEqualAReplayWhileTheyAreDrawn(scale: CGFloat) throws {
        let (demo, canvas) = try paintScreen(scale: scale)
        _ = canvas.snapshot(scale: scale)
        drawStrokes(4, on: demo, canvas, seed: 1)
        let s = demo.script
        // Three fingers at once, each its own colour and width, crossing each other and the
        // finished strokes, their moves read together in drains.
        let colours: [UIColor] = [.red, .blue, .black], widths: [CGFloat] = [16, 4, 8]
        for finger in 1...3 {
            canvas.strokeColor = colours[finger - 1]
            canvas.strokeWidth = widths[finger - 1]
            s.begin(finger, at: point(canvas, 100 + CGFloat(finger) * 60, 100))
        }
        func circle(_ finger: Int, _ step: Int) -> CGPoint {
            let angle = Double(step) * 0.3 + Double(finger) * 2
            return point(canvas, 100 + CGFloat(finger) * 60 + 70 * cos(angle), 200 + 70 * sin(angle))
        }
        for step in 1...30 {
            s.drain((0..<6).map { index in (.touch(index % 3 + 1), .moved, circle(index % 3 + 1, step * 2 + index / 3)) })
        }
        #expect(canvas.inProgressPolylines.count == 3)
        #expect(differencesFromAReplay(canvas, scale: scale) == [], "live lines")
        s.cancel(2, at: circle(2, 61))
        #expect(differencesFromAReplay(canvas, scale: scale) == [], "after a cancelled finger")
        s.end(1, at: circle(1, 62))
        canvas.undo()
        #expect(differencesFromAReplay(canvas, scale: scale) == [], "after undo with a finger down")
        canvas.redo()
        canvas.clear()
        #expect(canvas.inProgressPolylines.count == 1)
        #expect(differencesFromAReplay(canvas, scale: scale) == [], "after Clear with a finger down")
        for step in 62...80 { s.move(3, to: circle(3, step)) }
        canvas.undo()
        #expect(differencesFromAReplay(canvas, scale: scale) == [], "after undoing Clear")
        s.end(3, at: circle(3, 80))
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "a fresh canvas")
    }

    @Test(arguments: [1.0, 2.0]) func theRetainedCanvasLooksLikeStrokingEveryLineWhole(scale: CGFloat) throws {
        let (demo, canvas) = try paintScreen(scale: scale)
        drawStrokes(6, on: demo, canvas, seed: 2)
        // The walkthrough's picture: white, then every finished line stroked whole, in order
        // (each pair of fingers shares a colour, so time order and finishing order agree).
        let size = canvas.bounds.size
        let reference = ImageBuffer(width: Int(size.width * scale), height: Int(size.height * scale))
        reference.draw { context in
            context.scaleBy(x: scale, y: scale)
            context.fill(canvas.bounds, with: .white)
            for polyline in canvas.completedPolylines { polyline.stroke(in: context) }
        }
        // Runs overlap at their shared points, where an antialiased edge pixel is composited
        // twice and comes out up to a quarter darker (64 levels); a missed segment or join
        // differs by about 255.
        #expect(differences(canvas.snapshot(scale: scale), reference, tolerance: 64) == [])
        #expect(differences(canvas.snapshot(scale: scale), reference, tolerance: 0) != [], "runs are not one path")
    }

    @Test func linesCompositeInTheOrderTheyWereDrawn() throws {
        let (demo, canvas) = try paintScreen(scale: 1)
        let s = demo.script
        // Red crosses (200, 200) first; blue crosses it later and lifts first; red lifts last.
        canvas.strokeColor = .red
        s.begin(1, at: point(canvas, 100, 200))
        s.move(1, to: point(canvas, 300, 200))
        canvas.strokeColor = .blue
        s.begin(2, at: point(canvas, 200, 100))
        s.move(2, to: point(canvas, 200, 300))
        s.end(2, at: point(canvas, 200, 300))
        s.move(1, to: point(canvas, 300, 350))
        s.end(1, at: point(canvas, 300, 350))
        #expect(canvas.completedPolylines.map(\.color) == [.blue, .red], "blue finished first")
        // Time order: blue was drawn over red at the crossing, and stays on top.
        let crossing = canvas.snapshot(scale: 1).pixel(x: 200, y: 200)
        #expect(crossing.blue == 255 && crossing.red == 0, "\(crossing)")
        canvas.rasterLayer.invalidate()
        let replayed = canvas.snapshot(scale: 1).pixel(x: 200, y: 200)
        #expect(replayed.blue == 255 && replayed.red == 0, "\(replayed)")
    }

    @Test func aLiveLineShowsTheSameRepaintedPieceByPieceAsWhole() throws {
        let (demo, canvas) = try paintScreen(scale: 2)
        let window = demo.app.window
        let incremental = window.snapshot(scale: 2)
        _ = window.takeDirtyRects()
        let s = demo.script
        s.begin(1, at: point(canvas, 50, 50))
        for step in 1...40 {
            // A spiral that crosses its own earlier segments.
            let angle = Double(step) * 0.5, radius = 40 + Double(step) * 3
            s.move(1, to: point(canvas, 220 + radius * cos(angle), 260 + radius * sin(angle)))
            let dirty = window.takeDirtyRects()
            incremental.draw { context in
                context.scaleBy(x: 2, y: 2)
                for rect in dirty { window.render(in: context, rect: rect) }
            }
        }
        // Both copy the same layer: exactly the same pixels.
        #expect(differences(incremental, window.snapshot(scale: 2), tolerance: 0) == [])
        s.end(1, at: point(canvas, 220, 260))
    }
}
