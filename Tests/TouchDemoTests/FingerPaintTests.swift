import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The Finger Paint screen driven by scripted fingers: which touch owns which line, the pickers,
/// Clear, partial repaints and the pixels on the canvas.
@Suite("Finger Paint screen") @MainActor
struct FingerPaintTests {
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    let demo: DemoHarness
    let canvas: FingerPaintCanvasView
    /// The canvas's frame in window coordinates.
    let canvasFrame: CGRect

    init() throws {
        demo = try DemoHarness(screen: .paint)
        canvas = try #require(demo.app.window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView)
        canvasFrame = try #require(demo.frame(of: "FingerPaintCanvas"))
    }

    /// The window point of canvas point (`x`, `y`).
    private func canvasPoint(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: canvasFrame.minX + x, y: canvasFrame.minY + y)
    }

    /// Every `stroke` event as "STATE TOUCH POINTS".
    private var strokeEvents: [String] {
        demo.events.compactMap {
            if case let .stroke(touch, phase, points) = $0 { "\(phase) \(touch) \(points)" } else { nil }
        }
    }

    /// The `completed` of every `strokes` event after the one the screen reports when it shows.
    private var completedCounts: [Int] {
        Array(demo.completedStrokes.dropFirst())
    }

    /// The whole window painted into a fresh buffer.
    private func renderWindow() -> ImageBuffer {
        let window = demo.app.window
        let buffer = ImageBuffer(width: Int(window.bounds.width), height: Int(window.bounds.height))
        buffer.draw { context in window.render(in: context, rect: window.bounds) }
        return buffer
    }

    /// Whether `pixel` is opaque and each channel within `tolerance` of `color`.
    private func matches(_ pixel: Pixel, _ color: UIColor, tolerance: Int = 2) -> Bool {
        func close(_ channel: UInt8, _ value: Double) -> Bool { abs(Int(channel) - Int((value * 255).rounded())) <= tolerance }
        return pixel.alpha == 255 && close(pixel.red, color.red) && close(pixel.green, color.green) && close(pixel.blue, color.blue)
    }

    private func colorNamed(_ name: String) throws -> UIColor {
        try #require(FingerPaintViewController.colors.first { $0.name == name }?.color)
    }

    @Test func screenShowsItsBarAndCanvas() throws {
        #expect(demo.screens == ["paint"])
        // Showing the screen reports how many strokes it shows.
        #expect(demo.completedStrokes.first == 0)
        let title = demo.app.window.view(withAccessibilityIdentifier: "NavigationTitle") as? UILabel
        #expect(title?.text == "Finger Paint")
        let layout = try #require(demo.layouts.last)
        let names = FingerPaintViewController.colors.map { "ColorButton-\($0.name)" }
            + ["WidthButton-4", "WidthButton-8", "WidthButton-16", "UndoButton", "RedoButton", "SaveButton", "ClearButton",
               "FingerPaintCanvas"]
        for name in names { #expect(layout[name] != nil, "layout lists \(name)") }
        // At 480 points the bar takes two rows; the canvas fills the screen between it and the
        // status line, which sits above the hint.
        let top = UINavigationBar.height + 2 * FingerPaintViewController.barRowHeight
        #expect(canvasFrame == CGRect(x: 0, y: top, width: 480,
                                      height: 720 - top - BottomBand.height(statusLines: FingerPaintViewController.statusLines)))
        #expect(demo.frame(of: "TouchStatus")?.minY ?? 0 > canvasFrame.maxY)
        #expect(demo.frame(of: "HintLabel")?.minY ?? 0 > demo.frame(of: "TouchStatus")?.maxY ?? .infinity)
        #expect(canvas.isMultipleTouchEnabled)
    }

    @Test func aNarrowWindowPutsTheWidthsAndActionsOnASecondRow() throws {
        demo.resize(to: TouchDemoApp.minimumWindowSize)
        let names = FingerPaintViewController.colors.map { "ColorButton-\($0.name)" }
            + ["WidthButton-4", "WidthButton-8", "WidthButton-16", "UndoButton", "RedoButton", "SaveButton", "ClearButton"]
        let frames = try names.map { try #require(demo.frame(of: $0)) }
        let window = demo.app.window.bounds
        #expect(frames.allSatisfy { window.contains($0) })
        let canvasTop = try #require(demo.frame(of: "FingerPaintCanvas")).minY
        #expect(frames.allSatisfy { $0.maxY <= canvasTop })
        #expect(canvasTop == UINavigationBar.height + 2 * FingerPaintViewController.barRowHeight)
        // No two controls overlap.
        for (index, frame) in frames.enumerated() {
            #expect(!frames[(index + 1)...].contains { !$0.intersection(frame).isEmpty }, "\(names[index]) overlaps")
        }
    }

    @Test func strokesStayTiedToTheirTouchAcrossInterleavedMovesOfFiveFingers() {
        let s = demo.script
        // Finger f starts at (60·f, 100) and moves by (f, 10) per step, so every point says
        // which finger and which step it came from.
        func point(_ finger: Int, _ step: Int) -> CGPoint {
            CGPoint(x: CGFloat(60 * finger + finger * step), y: CGFloat(100 + 10 * step))
        }
        for finger in 1...5 { s.begin(finger, at: canvasPoint(point(finger, 0).x, point(finger, 0).y)) }
        for step in 1...4 {
            // A different interleaving on every step.
            let order = step.isMultiple(of: 2) ? [5, 4, 3, 2, 1] : [2, 4, 1, 5, 3]
            for finger in order { s.move(finger, to: canvasPoint(point(finger, step).x, point(finger, step).y)) }
        }
        let endOrder = [3, 1, 5, 2, 4]
        for finger in endOrder { s.end(finger, at: canvasPoint(point(finger, 5).x, point(finger, 5).y)) }

        #expect(canvas.inProgressPolylines.isEmpty)
        #expect(canvas.completedPolylines.map(\.points) == endOrder.map { finger in (0...5).map { point(finger, $0) } })
        #expect(strokeEvents == (1...5).map { "began touch-10-\($0) 1" } + endOrder.map { "ended touch-10-\($0) 6" })
        #expect(completedCounts == [1, 2, 3, 4, 5])
    }

    @Test func tenFingersPaintTenStrokesAtOnce() {
        let s = demo.script
        for finger in 1...10 { s.begin(finger, at: canvasPoint(CGFloat(40 * finger), 50)) }
        for step in 1...3 {
            for finger in 1...10 { s.move(finger, to: canvasPoint(CGFloat(40 * finger), CGFloat(50 + 40 * step))) }
        }
        #expect(canvas.inProgressPolylines.count == 10)
        for finger in 1...10 { s.end(finger, at: canvasPoint(CGFloat(40 * finger), 200)) }
        #expect(canvas.completedPolylines.count == 10)
        #expect(canvas.completedPolylines.allSatisfy { $0.points.count == 5 })
        #expect(Set(canvas.completedPolylines.map { $0.points[0].x }).count == 10)
    }

    /// Moves read in one drain arrive as one delivery: the stroke still passes through every
    /// reported position (the coalesced touches), not only the latest, so a zigzag stays a zigzag.
    @Test func aStrokeReadInOneDrainKeepsEveryReportedPoint() {
        let s = demo.script
        let zigzag = (0...6).map { canvasPoint(CGFloat(40 + 30 * $0), $0.isMultiple(of: 2) ? 100 : 160) }
        s.begin(1, at: zigzag[0])
        s.drain(zigzag.dropFirst().map { (.touch(1), .moved, $0) })
        s.end(1, at: zigzag[zigzag.count - 1])
        let points = canvas.completedPolylines.last?.points ?? []
        #expect(points.count == zigzag.count, "\(points)")
    }

    @Test func backWhilePaintingCancelsAndDropsTheStroke() {
        // The screen leaves the window at the end of Back's slide: UIKit cancels a touch whose
        // view is removed from its window, so the stroke is dropped, not left in progress.
        let s = demo.script
        s.begin(1, at: canvasPoint(100, 100))
        s.move(1, to: canvasPoint(100, 160))
        s.tap(at: demo.center(of: "BackButton"), finger: 2)
        demo.finishNavigation()
        #expect(demo.screens.last == "menu")
        #expect(canvas.inProgressPolylines.isEmpty)
        #expect(canvas.completedPolylines.isEmpty)
        s.move(1, to: canvasPoint(100, 200))
        s.end(1, at: canvasPoint(100, 200))
        #expect(strokeEvents == ["began touch-10-1 1", "cancelled touch-10-1 2"])
        #expect(canvas.completedPolylines.isEmpty, "the later lift adds no stroke")
    }

    @Test func cancellingDropsExactlyOneStroke() throws {
        let s = demo.script
        for finger in 1...3 { s.begin(finger, at: canvasPoint(CGFloat(100 * finger), 100)) }
        for finger in 1...3 { s.move(finger, to: canvasPoint(CGFloat(100 * finger), 160)) }
        s.cancel(2, at: canvasPoint(200, 160))
        #expect(canvas.inProgressPolylines.count == 2)
        s.end(1, at: canvasPoint(100, 200))
        s.end(3, at: canvasPoint(300, 200))

        #expect(canvas.completedPolylines.map { $0.points[0] } == [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100)])
        #expect(canvas.inProgressPolylines.isEmpty)
        #expect(strokeEvents.filter { !$0.hasPrefix("began") } == ["cancelled touch-10-2 2", "ended touch-10-1 3", "ended touch-10-3 3"])
        #expect(completedCounts == [1, 2])
        // The cancelled line is gone from the screen too.
        let pixels = renderWindow()
        let gone = canvasPoint(200, 130), kept = canvasPoint(100, 130)
        #expect(matches(pixels.pixel(x: Int(gone.x), y: Int(gone.y)), .white))
        #expect(matches(pixels.pixel(x: Int(kept.x), y: Int(kept.y)), try colorNamed("black")))
    }

    @Test func clearEmptiesTheCanvas() throws {
        demo.script.drag(1, from: canvasPoint(50, 50), to: canvasPoint(250, 50), steps: 4)
        demo.script.drag(1, from: canvasPoint(50, 150), to: canvasPoint(250, 150), steps: 4)
        let painted = canvasPoint(150, 50)
        #expect(!matches(renderWindow().pixel(x: Int(painted.x), y: Int(painted.y)), .white))

        demo.script.tap(at: demo.center(of: "ClearButton"))
        #expect(canvas.completedPolylines.isEmpty)
        #expect(completedCounts == [1, 2, 0])
        #expect(matches(renderWindow().pixel(x: Int(painted.x), y: Int(painted.y)), .white))
        // Clearing an empty canvas changes nothing, so it reports nothing.
        demo.script.tap(at: demo.center(of: "ClearButton"))
        #expect(completedCounts == [1, 2, 0])
    }

    @Test func clearWhileAFingerPaintsRestartsItsLineWhereItIs() {
        let s = demo.script
        s.begin(1, at: canvasPoint(50, 300))
        s.move(1, to: canvasPoint(150, 300))
        s.tap(at: demo.center(of: "ClearButton"), finger: 2)
        s.move(1, to: canvasPoint(200, 300))
        s.end(1, at: canvasPoint(250, 300))
        #expect(canvas.completedPolylines.map(\.points) == [[150, 200, 250].map { CGPoint(x: $0, y: 300) }])
    }

    @Test func pickedColourAndWidthApplyToNewStrokesOnly() throws {
        let s = demo.script
        s.begin(1, at: canvasPoint(50, 100))
        s.move(1, to: canvasPoint(100, 100))
        // A second finger picks red and the thick width while the first is still painting.
        s.tap(at: demo.center(of: "ColorButton-red"), finger: 2)
        s.tap(at: demo.center(of: "WidthButton-16"), finger: 2)
        s.move(1, to: canvasPoint(150, 100))
        s.end(1, at: canvasPoint(200, 100))
        s.drag(3, from: canvasPoint(50, 200), to: canvasPoint(200, 200), steps: 3)

        let black = try colorNamed("black"), red = try colorNamed("red")
        #expect(canvas.completedPolylines.map(\.color) == [black, red])
        #expect(canvas.completedPolylines.map(\.strokeWidth) == [FingerPaintViewController.defaultStrokeWidth, 16])
        let selected = demo.app.window.view(withAccessibilityIdentifier: "ColorButton-red") as? SwatchButton
        let unselected = demo.app.window.view(withAccessibilityIdentifier: "ColorButton-black") as? SwatchButton
        #expect(selected?.isSelected == true && unselected?.isSelected == false)
        // Picking draws nothing on the canvas.
        #expect(strokeEvents.count == 4)
    }

    @Test func aNewSegmentRepaintsOnlyTheAreaAroundIt() throws {
        let s = demo.script
        s.begin(1, at: canvasPoint(100, 200))
        _ = demo.app.window.takeDirtyRects()
        s.move(1, to: canvasPoint(120, 205))
        let dirty = demo.app.window.takeDirtyRects()
        let area = dirty.reduce(CGRect.null) { $0.union($1) }
        let segment = CGRect(x: canvasPoint(100, 200).x, y: canvasPoint(100, 200).y, width: 20, height: 5)
        let reach = FingerPaintViewController.defaultStrokeWidth / 2
        #expect(area.contains(segment.insetBy(dx: -reach, dy: -reach)))
        // Half the width and one point of the canvas's own margin, plus the window's
        // whole-pixel and antialiasing margin (at most 2 points per side).
        let limit = segment.insetBy(dx: -(reach + 3), dy: -(reach + 3))
        #expect(limit.contains(area), "\(area) within \(limit)")
    }

    @Test func partialRepaintsAddUpToAFullRepaint() {
        // A buffer that, like the X11 window, only ever gets the dirty areas repainted.
        let appWindow = demo.app.window
        let incremental = renderWindow()
        _ = appWindow.takeDirtyRects()
        func repaintDirtyAreas() {
            let dirty = appWindow.takeDirtyRects()
            incremental.draw { context in for rect in dirty { appWindow.render(in: context, rect: rect) } }
        }
        let s = demo.script
        s.begin(1, at: canvasPoint(100, 100))
        s.begin(2, at: canvasPoint(300, 120))
        repaintDirtyAreas()
        for step in 1...6 {
            s.move(1, to: canvasPoint(100 + CGFloat(30 * step), 100 + CGFloat(25 * step)))
            s.move(2, to: canvasPoint(300 - CGFloat(30 * step), 120 + CGFloat(20 * step)))
            repaintDirtyAreas()
        }
        s.end(1, at: canvasPoint(300, 300))
        s.cancel(2, at: canvasPoint(120, 250))
        repaintDirtyAreas()

        let full = renderWindow()
        // Cairo may shade an edge pixel a few levels differently when it strokes a longer path
        // through it; a missed repaint would differ by far more.
        func distance(_ a: Pixel, _ b: Pixel) -> Int {
            max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
        }
        var differing: [String] = []
        for y in Int(canvasFrame.minY)..<720 {
            for x in 0..<480 where distance(full.pixel(x: x, y: y), incremental.pixel(x: x, y: y)) > 8 {
                differing.append("(\(x), \(y))")
            }
        }
        #expect(differing.count == 0, "first: \(differing.prefix(10))")
    }

    @Test func aStrokeIsPaintedInItsColourWithRoundEnds() throws {
        demo.script.tap(at: demo.center(of: "ColorButton-blue"))
        demo.script.tap(at: demo.center(of: "WidthButton-16"))
        demo.script.drag(1, from: canvasPoint(100, 200), to: canvasPoint(300, 200), steps: 5)
        // A tap paints a dot.
        demo.script.tap(at: canvasPoint(100, 400))
        let pixels = renderWindow()
        let blue = try colorNamed("blue")
        func pixel(_ x: CGFloat, _ y: CGFloat) -> Pixel {
            let point = canvasPoint(x, y)
            return pixels.pixel(x: Int(point.x), y: Int(point.y))
        }
        #expect(matches(pixel(200, 200), blue))
        #expect(matches(pixel(200, 206), blue), "16 points wide")
        #expect(matches(pixel(200, 212), .white))
        // Round caps reach half the width beyond the ends, but not at the corners.
        #expect(matches(pixel(94, 200), blue))
        #expect(matches(pixel(93, 193), .white))
        #expect(matches(pixel(100, 400), blue))
        #expect(matches(pixel(100, 412), .white))
    }

    @Test func theMousePaintsOneStroke() {
        let s = demo.script
        s.mouseDown(at: canvasPoint(50, 300))
        s.mouseDrag(to: canvasPoint(100, 320))
        s.mouseDrag(to: canvasPoint(150, 300))
        s.mouseUp(at: canvasPoint(150, 300))
        #expect(canvas.completedPolylines.map(\.points) == [[CGPoint(x: 50, y: 300), CGPoint(x: 100, y: 320), CGPoint(x: 150, y: 300)]])
        #expect(strokeEvents == ["began mouse-11 1", "ended mouse-11 3"])
    }

    @Test func strokeEventsFollowTheTraceContract() {
        demo.script.drag(4, from: canvasPoint(50, 50), to: canvasPoint(80, 50), steps: 2)
        let lines = demo.traceLines.filter { $0.hasPrefix(#"{"event":"stroke","#) }
        #expect(lines == [#"{"event":"stroke","points":1,"state":"began","touch":"touch-10-4"}"#,
                          #"{"event":"stroke","points":3,"state":"ended","touch":"touch-10-4"}"#])
        #expect(demo.traceLines.last == #"{"completed":1,"event":"strokes"}"#)
    }
}
