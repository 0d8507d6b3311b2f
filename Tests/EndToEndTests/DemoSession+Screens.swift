import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// What a person sees of a screen at a glance, and no other screen shows: pictures (a
/// `Resources` image drawn in a view's frame) and pixels of known colours.
struct ScreenSignature {
    var pictures: [(image: String, rect: CGRect)] = []
    var samples: [PixelSample] = []
}

/// The colours the screen signatures look for, besides the card's (``CardPixels``).
enum ScreenPixels {
    /// `systemGroupedBackground`: the menu, the Circle and the Swipe screens.
    static let groupedBackground = ScreenColors.menuBackground
    /// The menu buttons' `.filled` blue.
    static let menuButton = ScreenColors.accent
    /// The Farm's meadow.
    static let meadow = FarmPixels.meadow
    /// Space between the bottom band's top and the hint, in points: the meadow ends there.
    static let bandPadding: CGFloat = 8
    /// The Circle's fill, the palette's red (`systemRed`).
    static let circleRed = ScreenColors.systemRed
    static let white = ScreenColors.white
    /// Finger Paint's swatches that no other screen draws, by trace name (`ColorButton-<name>`).
    static let swatches = [("red", ScreenColors.systemRed),
                           ("green", RGBPixel(red: 0x34, green: 0xC7, blue: 0x59)),
                           ("purple", RGBPixel(red: 0xAF, green: 0x52, blue: 0xDE))]
    /// `CheckBox_Unchecked`'s grey border, and a point on each of its four sides (picture pixels).
    static let checkboxBorderGrey = RGBPixel(red: 111, green: 119, blue: 130)
    static let checkboxBorder = [CGPoint(x: 36, y: 8), CGPoint(x: 36, y: 61), CGPoint(x: 9, y: 36), CGPoint(x: 62, y: 36)]
    /// Backgrounds differ by as little as 13 (white and the grouped grey): match them tightly.
    static let backgroundTolerance = 6
    /// How far inside a view's edge (points) a background sample sits, clear of its neighbours.
    static let inset: CGFloat = 10
}

extension DemoSession {
    /// Expects screen `name` drawn (its ``ScreenSignature``: pictures and pixels) and the screen
    /// shown before it, by the trace's previous `screen` event, no longer drawn: none of its
    /// pictures, and fewer than half of its pixels. Call it after `waitForScreen(name)`; it
    /// screenshots until both hold or `timeout` seconds pass, as a slide takes 0.35 s.
    ///
    /// Measured at the default 480×720 on every screen: each signature is whole only on its own
    /// screen; on the menu at most 5 of the playground's 14 pixels and 2 of the swipe's 6 match,
    /// and none of the menu's on any other screen. (Two white screens can share more than half,
    /// which the menu-and-back tests never compare.)
    func expectScreenShown(_ name: String, timeout: TimeInterval = 5, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shown = try signature(of: name, in: layout)
        #expect(!shown.pictures.isEmpty || !shown.samples.isEmpty, "no signature for \(name)", sourceLocation: sourceLocation)
        let previous = previousScreen().flatMap { $0.name == name ? nil : $0 }
        let gone = try previous.map { try signature(of: $0.name, in: $0.layout) } ?? ScreenSignature()
        let capture = try ScreenCapture.Plan(signatures: [shown, gone])
        let deadline = Deadline(seconds: timeout)
        var shot: ScreenCapture
        repeat {
            // Each screenshot takes a fork and a round trip to the server: no sleep needed.
            shot = try capture.take(from: server)
            if shot.isShown(shown) && shot.isGone(gone) { return }
        } while !deadline.hasPassed
        for (image, rect) in shown.pictures {
            let share = shot.pictureShare(image, in: rect)
            #expect(share >= Self.drawnShare, "\(image) drawn in \(rect) on \(name): \(Int(share * 100)) % of its pixels",
                    sourceLocation: sourceLocation)
        }
        let wrong = shown.samples.filter { !$0.accepts(shot.pixel(at: $0.point)) }.map { "\($0) shows \(shot.pixel(at: $0.point))" }
        #expect(wrong.isEmpty, "screen \(name) shown: \(wrong)", sourceLocation: sourceLocation)
        let left = previous?.name ?? "?"
        for (image, rect) in gone.pictures {
            let share = shot.pictureShare(image, in: rect)
            #expect(share < Self.goneShare, "\(image) of \(left) still drawn in \(rect) under \(name): \(Int(share * 100)) %",
                    sourceLocation: sourceLocation)
        }
        #expect(shot.isGone(ScreenSignature(samples: gone.samples)),
                "screen \(left) still drawn under \(name): \(shot.matching(gone.samples)) of \(gone.samples)",
                sourceLocation: sourceLocation)
    }

    /// The screen shown before the latest `screen` event, with the layout it was shown with.
    private func previousScreen() -> (name: String, layout: TraceEvent)? {
        let screens = app.events.indices.filter { app.events[$0].kind == .screen }
        guard screens.count >= 2, case let .screen(name) = app.events[screens[screens.count - 2]] else { return nil }
        let start = screens[screens.count - 2]
        guard let layout = app.events[start..<screens[screens.count - 1]].first(where: { $0.kind == .layout }) else {
            return nil
        }
        return (name, layout)
    }

    /// The signature of screen `name` as laid out in `layout`.
    func signature(of name: String, in layout: TraceEvent) throws -> ScreenSignature {
        func frame(_ view: String) throws -> CGRect {
            guard let frame = layout.frame(ofView: view) else {
                throw XServerFixtureError("no \(view) in the layout of \(name): \(layout.line)")
            }
            return frame
        }
        func corners(of rect: CGRect) -> [CGPoint] {
            let inner = rect.insetBy(dx: ScreenPixels.inset, dy: ScreenPixels.inset)
            return [CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
                    CGPoint(x: inner.minX, y: inner.maxY), CGPoint(x: inner.maxX, y: inner.maxY)]
        }
        func corners(of rect: CGRect, _ color: RGBPixel, _ what: String) -> [PixelSample] {
            corners(of: rect).map { PixelSample(point: $0, color: color, tolerance: ScreenPixels.backgroundTolerance, what: what) }
        }
        var signature = ScreenSignature()
        switch name {
        case "menu":
            // Every entry's button, at its left end (clear of its title and the 12 pt corners).
            guard case let .layout(views) = layout else { throw XServerFixtureError("not a layout: \(layout.line)") }
            let buttons = views.keys.filter { $0.hasSuffix("Button") && $0 != "BackButton" }.sorted()
            guard !buttons.isEmpty else { throw XServerFixtureError("no menu buttons in the layout: \(layout.line)") }
            signature.samples = try buttons.map { button in
                let rect = try frame(button)
                return PixelSample(point: CGPoint(x: rect.minX + 8, y: rect.midY), color: ScreenPixels.menuButton,
                                   tolerance: 30, what: button)
            }
        case "touch":
            signature.pictures = [("TouchMe", try frame("TouchImage")), ("DoubleTapMe", try frame("DoubleTouchImage")),
                                  ("DragMe", try frame("DragImage"))]
        case "gestures":
            signature.pictures = [("DoubleTapMe", try frame("DoubleTouchImage")), ("DragMe", try frame("DragImage"))]
        case "checkmark":
            // The light box alone matches a blank white screen at 87 %: its grey border decides.
            let box = try frame("CheckboxImage")
            signature.pictures = [("CheckBox_Unchecked", box)]
            signature.samples = ScreenPixels.checkboxBorder.map {
                PixelSample(point: CGPoint(x: box.minX + $0.x, y: box.minY + $0.y), color: ScreenPixels.checkboxBorderGrey,
                            tolerance: 30, what: "the checkbox's border")
            }
        case "paint":
            signature.samples = try ScreenPixels.swatches.map { swatch, color in
                let rect = try frame("ColorButton-\(swatch)")
                return PixelSample(point: CGPoint(x: rect.midX, y: rect.midY), color: color, tolerance: 30,
                                   what: "the \(swatch) swatch")
            }
        case "playground":
            let canvas = try frame("Canvas")
            let card = CardPlacement(center: CGPoint(x: canvas.midX, y: canvas.midY))
            signature.samples = CardPlacement.fillPoints.map {
                PixelSample(point: card.windowPoint($0), color: CardPixels.primary, what: "the card")
            } + (card.pointsJustOutside(by: CardPixels.outsideMargin) + corners(of: canvas)).map {
                PixelSample(point: $0, color: CardPixels.canvas, tolerance: CardPixels.canvasTolerance, what: "the canvas")
            }
        case "farm":
            // The meadow above the bottom band, which ends 8 pt above the hint (its padding).
            let farm = try frame("Farm"), hint = try frame("HintLabel")
            let meadow = CGRect(x: farm.minX, y: farm.minY, width: farm.width, height: hint.minY - ScreenPixels.bandPadding - farm.minY)
            signature.samples = corners(of: meadow, ScreenPixels.meadow, "the meadow")
        case "circle":
            let area = try frame("CircleView")
            let centre = CGPoint(x: area.midX, y: area.midY)
            signature.samples = [centre, centre.applying(dx: 60, dy: 0), centre.applying(dx: -60, dy: 0),
                                 centre.applying(dx: 0, dy: 60), centre.applying(dx: 0, dy: -60)].map {
                PixelSample(point: $0, color: ScreenPixels.circleRed, what: "the circle")
            } + corners(of: area, ScreenPixels.white, "the circle's white view")
        case "swipe":
            let area = try frame("SwipeArea")
            signature.samples = corners(of: area, ScreenPixels.white, "the swipe area")
                + [CGPoint(x: area.minX - ScreenPixels.inset, y: area.midY), CGPoint(x: area.maxX + ScreenPixels.inset, y: area.midY)]
                .map {
                    PixelSample(point: $0, color: ScreenPixels.groupedBackground, tolerance: ScreenPixels.backgroundTolerance,
                                what: "the grey beside the swipe area")
                }
        default:
            throw XServerFixtureError("no signature for screen \(name)")
        }
        return signature
    }
}

/// One screenshot's pixels of the box around every point and picture some signatures look at:
/// one screenshot and one read per round, however many checks.
struct ScreenCapture {
    /// The box to read and the pictures to compare, loaded once per check.
    struct Plan {
        let box: (x: Int, y: Int, width: Int, height: Int)
        /// Each picture's pixels at 1x over white, row by row, by name.
        let pictures: [String: [RGBPixel]]

        init(signatures: [ScreenSignature]) throws {
            let rects = signatures.flatMap { signature in
                signature.pictures.map(\.rect)
                    + signature.samples.map { CGRect(origin: $0.point, size: CGSize(width: 1, height: 1)) }
            }.map(\.integral)
            let union = rects.dropFirst().reduce(rects.first ?? CGRect(x: 0, y: 0, width: 1, height: 1)) { $0.union($1) }
            box = (Int(union.minX), Int(union.minY), Int(union.width), Int(union.height))
            var pictures: [String: [RGBPixel]] = [:]
            for name in Set(signatures.flatMap { $0.pictures.map(\.image) }) {
                let path = DemoSession.resourcesFolder.appendingPathComponent("\(name).png").path
                let size = try ImagePixels.size(ofImageAt: path)
                pictures[name] = try ImagePixels.region(ofImageAt: path, x: 0, y: 0, width: size.width, height: size.height,
                                                        flattenedOver: ScreenPixels.white)
            }
            self.pictures = pictures
        }

        /// A screenshot of `server`, read in the box.
        func take(from server: PrivateXServer) throws -> ScreenCapture {
            let shot = server.directory + "/screen.png"
            defer { try? FileManager.default.removeItem(atPath: shot) }
            try server.screenshot(to: shot)
            let pixels = try ImagePixels.region(ofImageAt: shot, x: box.x, y: box.y, width: box.width, height: box.height)
            return ScreenCapture(plan: self, pixels: pixels)
        }
    }

    let plan: Plan
    let pixels: [RGBPixel]

    /// The pixel at `point` (inside the plan's box).
    func pixel(at point: CGPoint) -> RGBPixel {
        let box = plan.box
        return pixels[(Int(point.y.rounded(.down)) - box.y) * box.width + Int(point.x.rounded(.down)) - box.x]
    }

    /// The share of the pixels of `rect` that are within 48 of `image` drawn there, as
    /// `DemoSession.pictureMatch` measures it.
    func pictureShare(_ image: String, in rect: CGRect) -> Double {
        let frame = rect.integral, width = Int(frame.width), height = Int(frame.height)
        guard let expected = plan.pictures[image], expected.count == width * height else { return 0 }
        var matching = 0
        for row in 0..<height {
            for column in 0..<width {
                let shown = pixel(at: CGPoint(x: frame.minX + Double(column), y: frame.minY + Double(row)))
                if shown.distance(to: expected[row * width + column]) <= 48 { matching += 1 }
            }
        }
        return Double(matching) / Double(max(expected.count, 1))
    }

    /// How many of `samples` show their colour.
    func matching(_ samples: [PixelSample]) -> Int { samples.filter { $0.accepts(pixel(at: $0.point)) }.count }

    /// Whether all of the signature's pictures and pixels show.
    func isShown(_ signature: ScreenSignature) -> Bool {
        matching(signature.samples) == signature.samples.count
            && signature.pictures.allSatisfy { pictureShare($0.image, in: $0.rect) >= DemoSession.drawnShare }
    }

    /// Whether the signature's screen is gone: none of its pictures and fewer than half of its
    /// pixels show.
    func isGone(_ signature: ScreenSignature) -> Bool {
        Double(matching(signature.samples)) < max(Double(signature.samples.count) / 2, 0.5)
            && signature.pictures.allSatisfy { pictureShare($0.image, in: $0.rect) < DemoSession.goneShare }
    }
}
