import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The Finger Paint canvas keeps its finished strokes in a raster layer: what it shows must be
/// what a canvas built afresh from the same strokes shows, after strokes, undo, redo, Clear and
/// a resize, at the display scales 1 and 2; and a new segment must cost the same work however
/// large the drawing is.
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

        canvas.undo()
        canvas.undo()
        #expect(canvas.completedPolylines.count == 6)
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
        #expect(canvas.completedPolylines.count == 12)
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after undoing Clear")
        demo.resize(to: CGSize(width: 600, height: 500))
        #expect(try differencesFromAFreshCanvas(canvas, scale: scale) == [], "after a resize")
    }

    @Test(arguments: [1.0, 2.0]) func theRetainedCanvasLooksLikeStrokingEveryLine(scale: CGFloat) throws {
        let (demo, canvas) = try paintScreen(scale: scale)
        drawStrokes(6, on: demo, canvas, seed: 2)
        // The picture before the layer: white, then every finished line stroked in order.
        let size = canvas.bounds.size
        let reference = ImageBuffer(width: Int(size.width * scale), height: Int(size.height * scale))
        reference.draw { context in
            context.scaleBy(x: scale, y: scale)
            context.fill(canvas.bounds, with: .white)
            for polyline in canvas.completedPolylines { polyline.stroke(in: context) }
        }
        // Compositing the transparent layer over white may round an edge pixel one level apart.
        #expect(differences(canvas.snapshot(scale: scale), reference, tolerance: 1) == [])
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
        // Cairo shades some edge pixels up to 16 levels apart when it strokes through a clip
        // rather than whole (the same with the whole live line stroked in every frame); a
        // missed segment or join differs by about 200.
        #expect(differences(incremental, window.snapshot(scale: 2), tolerance: 24) == [])
        s.end(1, at: point(canvas, 220, 260))
    }
}
