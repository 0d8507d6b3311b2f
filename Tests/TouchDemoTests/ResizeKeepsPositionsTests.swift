import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Resizing keeps what the user did: a dragged image shows in the free area between the
/// navigation bar and the bottom band, pulled in only while the window is too small for it, and
/// comes back when the window grows; painted strokes stay where they were
/// drawn when Finger Paint's bar wraps.
@Suite("Resizing keeps what the user did") @MainActor
struct ResizeKeepsPositionsTests {
    static let original = CGSize(width: 480, height: 720)
    static let minimum = TouchDemoApp.minimumWindowSize

    /// The `rect` of the latest `frame` event of `view`.
    private func lastTracedFrame(of view: String, in demo: DemoHarness) -> CGRect? {
        demo.events.compactMap { if case .frame(view, let rect) = $0 { rect } else { nil } }.last
    }

    /// Drags `DragImage` so that its bottom-right corner ends near the window's, where a
    /// minimum-size window cannot show it.
    private func dragImageToTheBottomRight(_ demo: DemoHarness) throws -> CGRect {
        let start = try #require(demo.frame(of: "DragImage"))
        let target = CGPoint(x: Self.original.width - start.width / 2 - 4, y: Self.original.height - start.height / 2 - 4)
        demo.script.drag(1, from: start.center, to: target, steps: 8)
        return try #require(demo.frame(of: "DragImage"))
    }

    /// The free area of `demo`'s window: below the navigation bar, above the bottom band.
    private func freeArea(_ demo: DemoHarness) -> CGRect {
        let size = demo.app.window.bounds.size
        return CGRect(x: 0, y: UINavigationBar.height, width: size.width,
                      height: size.height - UINavigationBar.height - SampleLayout.hintAreaHeight)
    }

    @Test(arguments: [Screen.touch, .gestures])
    func aDraggedImageStopsAtTheBandAndNeverHidesTheHint(screen: Screen) throws {
        let demo = try DemoHarness(screen: screen)
        let placed = try dragImageToTheBottomRight(demo)
        let hint = try #require(demo.frame(of: "HintLabel"))
        #expect(freeArea(demo).contains(placed), "\(placed) in \(freeArea(demo))")
        #expect(!placed.intersects(hint), "\(placed) is clear of the hint \(hint)")
        #expect(placed.maxY == freeArea(demo).maxY, "it went as far down as the free area goes")
        // And on screen: the image's green just above the band, the band's grey just below it.
        let buffer = ImageBuffer(width: Int(Self.original.width), height: Int(Self.original.height))
        buffer.draw { demo.app.window.render(in: $0, rect: demo.app.window.bounds) }
        let image = buffer.pixel(x: Int(placed.midX) - 60, y: Int(placed.maxY) - 12)
        let band = buffer.pixel(x: Int(placed.midX) - 60, y: Int(placed.maxY) + 4)
        #expect(Int(image.green) > Int(image.red) + 40, "the image is drawn there: \(image)")
        #expect(band.red > 240 && band.green > 240 && band.blue > 240, "the band is clear below it: \(band)")
    }

    @Test(arguments: [Screen.touch, .gestures])
    func draggedImageIsClampedWhileSmallAndComesBackWhenTheWindowGrows(screen: Screen) throws {
        let demo = try DemoHarness(screen: screen)
        let placed = try dragImageToTheBottomRight(demo)
        #expect(placed.maxY > Self.minimum.height, "the drag put the image where the minimum window cannot show it")

        demo.resize(to: Self.minimum)
        let shown = try #require(demo.frame(of: "DragImage"))
        #expect(freeArea(demo).contains(shown), "clamped between the bars: \(shown) in \(freeArea(demo))")
        #expect(shown.size == placed.size)
        #expect(lastTracedFrame(of: "DragImage", in: demo) == shown, "the trace tells the displayed frame")

        demo.resize(to: Self.original)
        #expect(demo.frame(of: "DragImage") == placed)
        #expect(lastTracedFrame(of: "DragImage", in: demo) == placed)
    }

    @Test func movingAClampedImageMakesItsNewPlaceTheOneKept() throws {
        let demo = try DemoHarness(screen: .touch)
        _ = try dragImageToTheBottomRight(demo)
        demo.resize(to: Self.minimum)
        let shown = try #require(demo.frame(of: "DragImage"))
        demo.script.drag(1, from: shown.center, to: shown.center.offsetBy(dx: -30, dy: -20), steps: 3)
        demo.resize(to: Self.original)
        #expect(demo.frame(of: "DragImage") == shown.offsetBy(dx: -30, dy: -20))
    }

    @Test func anImageTheUserNeverMovedStaysCentredInItsRow() throws {
        let demo = try DemoHarness(screen: .touch, size: CGSize(width: 3840, height: 2160))
        demo.resize(to: Self.minimum)
        let frame = try #require(demo.frame(of: "DragImage"))
        #expect(frame.midX == Self.minimum.width / 2)
    }

    @Test func playgroundCardComesBackToWhereItWasDragged() throws {
        let demo = try DemoHarness(screen: .playground)
        let canvasView = try #require(demo.app.window.view(withAccessibilityIdentifier: "Canvas") as? TransformCardView)
        let start = canvasView.convert(canvasView.cardCenter, to: nil)
        demo.script.drag(1, from: start, to: CGPoint(x: 440, y: 560), steps: 8)
        let placed = canvasView.cardCenter
        #expect(canvasView.convert(placed, to: nil) == CGPoint(x: 440, y: 560))

        demo.resize(to: Self.minimum)
        let inside = canvasView.bounds.insetBy(dx: GesturePlaygroundViewController.cardCenterInset,
                                               dy: GesturePlaygroundViewController.cardCenterInset)
        let shown = canvasView.cardCenter
        #expect(shown.x >= inside.minX && shown.x <= inside.maxX && shown.y >= inside.minY && shown.y <= inside.maxY,
                "\(shown) kept inside \(inside)")
        #expect(canvasView.cardCenter != placed)

        demo.resize(to: Self.original)
        #expect(canvasView.cardCenter == placed)
    }

    @Test func strokesStayWhereTheyWereDrawnWhenTheBarWraps() throws {
        // Wide enough for a one-row bar.
        let wide = CGSize(width: 1600, height: 1000)
        let demo = try DemoHarness(screen: .paint, size: wide)
        let canvas = try #require(demo.app.window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
        let from = CGPoint(x: 60, y: 300), to = CGPoint(x: 300, y: 300)
        demo.script.drag(1, from: from, to: to, steps: 6)
        let oneRowTop = try #require(demo.frame(of: "FingerPaintCanvas")).minY

        demo.resize(to: Self.minimum)
        #expect(try #require(demo.frame(of: "FingerPaintCanvas")).minY > oneRowTop, "the bar wrapped")
        let stroke = try #require(canvas.completedPolylines.first)
        #expect(canvas.convert(stroke.points[0], to: nil) == from)
        #expect(canvas.convert(try #require(stroke.points.last), to: nil) == to)
        // And on screen: the stroke's pixels are still at its window position, the canvas white
        // just above it.
        let buffer = ImageBuffer(width: Int(Self.minimum.width), height: Int(Self.minimum.height))
        buffer.draw { demo.app.window.render(in: $0, rect: demo.app.window.bounds) }
        let onStroke = buffer.pixel(x: 180, y: 300), above = buffer.pixel(x: 180, y: 300 - 20)
        #expect(onStroke.red < 60 && onStroke.green < 60 && onStroke.blue < 60, "black stroke at y 300: \(onStroke)")
        #expect(above.red == 255 && above.green == 255 && above.blue == 255, "white canvas above it: \(above)")

        demo.resize(to: wide)
        #expect(canvas.convert(stroke.points[0], to: nil) == from)
    }
}
