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
    static let groupedBackground = RGBPixel(red: 0xF2, green: 0xF2, blue: 0xF7)
    /// The menu buttons' `.filled` blue.
    static let menuButton = RGBPixel(red: 0, green: 122, blue: 255)
    /// The Farm's meadow (`FarmPixels.meadow`).
    static let meadow = RGBPixel(red: 0xEA, green: 0xF5, blue: 0xE1)
    static let circleRed = RGBPixel(red: 0xFF, green: 0, blue: 0)
    static let white = RGBPixel(red: 255, green: 255, blue: 255)
    /// Finger Paint's swatches that no other screen draws, by trace name (`ColorButton-<name>`).
    static let swatches = [("red", RGBPixel(red: 0xFF, green: 0x3B, blue: 0x30)),
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
    /// pictures, and fewer than half of its pixels. Call it after `waitForScreen(name)`; the
    /// checks screenshot until they hold (`timeout`), as a slide takes 0.35 s.
    ///
    /// Measured at the default 480×720 on every screen: each signature is whole only on its own
    /// screen; on the menu at most 5 of the playground's 14 pixels and 2 of the swipe's 6 match,
    /// and none of the menu's on any other screen. (Two white screens can share more than half,
    /// which the menu-and-back tests never compare.)
    func expectScreenShown(_ name: String, timeout: TimeInterval = 5, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shown = try signature(of: name, in: layout)
        #expect(!shown.pictures.isEmpty || !shown.samples.isEmpty, "no signature for \(name)", sourceLocation: sourceLocation)
        for picture in shown.pictures {
            try expectPicture(picture.image, in: picture.rect, timeout: timeout,
                              "(screen \(name))", sourceLocation: sourceLocation)
        }
        try expectPixels(shown.samples, timeout: timeout, "screen \(name) shown", sourceLocation: sourceLocation)
        guard let previous = previousScreen(), previous.name != name else { return }
        let gone = try signature(of: previous.name, in: previous.layout)
        for picture in gone.pictures {
            try expectNoPicture(picture.image, in: picture.rect,
                                "(screen \(previous.name) left for \(name))", sourceLocation: sourceLocation)
        }
        let stillShown = try gone.samples.count - mismatches(of: gone.samples, timeout: 0).count
        #expect(gone.samples.isEmpty || Double(stillShown) < Double(gone.samples.count) / 2,
                "screen \(previous.name) still drawn under \(name): \(stillShown) of \(gone.samples)",
                sourceLocation: sourceLocation)
    }

    /// The screen shown before the latest `screen` event, with the layout it was shown with.
    private func previousScreen() -> (name: String, layout: TraceEvent)? {
        let screens = app.events.indices.filter { app.events[$0].kind == .screen }
        guard screens.count >= 2, let name = app.events[screens[screens.count - 2]].name else { return nil }
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
            let buttons = (layout.views ?? [:]).keys.filter { $0.hasSuffix("Button") && $0 != "BackButton" }.sorted()
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
            signature.samples = corners(of: try frame("Farm"), ScreenPixels.meadow, "the meadow")
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
