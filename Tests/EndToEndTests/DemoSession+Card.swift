import Foundation
import Testing
import XServerFixture

/// Where the Gesture Playground's card is: its centre in window coordinates, its scale and its
/// clockwise rotation in radians, as `TransformCardView`'s `cardCenter` (in the canvas),
/// `cardScale` and `cardRotation`. The card is a drawing, not a view: no trace event reports its
/// geometry, so the tests compute it from the fingers and look at the screen.
struct CardPlacement {
    var center: CGPoint
    var scale: CGFloat = 1
    var rotation: CGFloat = 0

    /// The card's size at scale 1 (`TransformCardView.cardSize`), in points.
    static let size = CGSize(width: 240, height: 150)

    /// Points of the card's own, unturned coordinates (origin at its centre) that are fill
    /// colour: at least 8 pt from the edges and the 18 pt corners, and clear of the white title
    /// (card y about -29...-7) and the two lines below it (about 11...41), at scale 1.
    static let fillPoints = [
        CGPoint(x: 0, y: -58), CGPoint(x: 0, y: 58), CGPoint(x: -110, y: -1), CGPoint(x: 110, y: -1),
        CGPoint(x: -80, y: -60), CGPoint(x: 80, y: 60),
    ]

    /// The window point of card point `p`: scaled, turned, then moved to the centre (the
    /// matrix `TransformCardView.draw` applies, and `cardContains` undoes).
    func windowPoint(_ p: CGPoint) -> CGPoint {
        let x = p.x * scale, y = p.y * scale
        return CGPoint(x: center.x + x * cos(rotation) - y * sin(rotation),
                       y: center.y + x * sin(rotation) + y * cos(rotation))
    }

    /// The card point of window point `p` (the inverse of ``windowPoint(_:)``).
    func cardPoint(_ p: CGPoint) -> CGPoint {
        let dx = p.x - center.x, dy = p.y - center.y
        return CGPoint(x: (dx * cos(rotation) + dy * sin(rotation)) / scale,
                       y: (-dx * sin(rotation) + dy * cos(rotation)) / scale)
    }

    /// Whether window point `p` is more than `margin` points (on screen) outside the card.
    func isOutside(_ p: CGPoint, by margin: CGFloat) -> Bool {
        let q = cardPoint(p), m = margin / scale
        return abs(q.x) > Self.size.width / 2 + m || abs(q.y) > Self.size.height / 2 + m
    }

    /// Window points just outside the card (`margin` points past the middle of each edge).
    func pointsJustOutside(by margin: CGFloat) -> [CGPoint] {
        let w = Self.size.width / 2 + margin / scale, h = Self.size.height / 2 + margin / scale
        return [CGPoint(x: 0, y: -h), CGPoint(x: 0, y: h), CGPoint(x: -w, y: 0), CGPoint(x: w, y: 0)].map(windowPoint)
    }
}

/// The card's colours and what is around it.
enum CardPixels {
    /// `TransformCardView.primaryColor` (`Palette.cardPrimary`, the accent).
    static let primary = RGBPixel(red: 0x00, green: 0x62, blue: 0xCC)
    /// `TransformCardView.alternateColor` (`Palette.cardAlternate`), after a long press.
    static let alternate = RGBPixel(red: 0xC9, green: 0x34, blue: 0x00)
    /// The canvas has no background of its own: the screen's white shows around the card.
    static let canvas = RGBPixel(red: 255, green: 255, blue: 255)
    /// How far past the card's edge (in points, on screen) a point counts as off it, clear of
    /// the edge's anti-aliasing and of a rounded scale in the status line.
    static let outsideMargin: CGFloat = 8
    /// How near the canvas's white a point off the card must be: tight, so that neither a
    /// faded card nor the menu's grey (13 away) passes for it.
    static let canvasTolerance = 8
    /// At least this many fill points must lie inside the canvas for a check to mean something.
    static let fewestFillPoints = 2
}

extension DemoSession {
    /// Expects the playground's card drawn at `center` (window coordinates), scaled by `scale`
    /// and turned clockwise by `rotation` radians, in `color`: its fill points show `color`, the
    /// points just past its four edges show the canvas. With `old`, the fill points of the card
    /// as it was that lie off the new card show the canvas too: it is no longer drawn there.
    /// Points outside the canvas (under the status or hint, off the window) are left out.
    /// Screenshots until all match or `timeout` seconds pass.
    func expectCard(center: CGPoint, scale: CGFloat = 1, rotation: CGFloat = 0, color: RGBPixel = CardPixels.primary,
                    notAt old: CardPlacement? = nil, timeout: TimeInterval = 5, _ comment: String = "",
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let card = CardPlacement(center: center, scale: scale, rotation: rotation)
        let samples = try cardSamples(card, color: color, notAt: old)
        #expect(samples.filter { $0.what == "the card" }.count >= CardPixels.fewestFillPoints,
                "the card at \(card) is too far off the canvas to check", sourceLocation: sourceLocation)
        try expectPixels(samples, timeout: timeout, "card at \(card). \(comment)", sourceLocation: sourceLocation)
    }

    /// The pixels that show `card` in `color` (see ``expectCard(center:scale:rotation:color:notAt:timeout:_:sourceLocation:)``),
    /// inside the canvas of the latest layout.
    func cardSamples(_ card: CardPlacement, color: RGBPixel = CardPixels.primary,
                     notAt old: CardPlacement? = nil) throws -> [PixelSample] {
        let canvas = try frame(of: "Canvas").insetBy(dx: 2, dy: 2)
        let fill = CardPlacement.fillPoints.map(card.windowPoint).filter(canvas.contains)
        let around = card.pointsJustOutside(by: CardPixels.outsideMargin).filter(canvas.contains)
        let left = old.map { old in
            CardPlacement.fillPoints.map(old.windowPoint)
                .filter { canvas.contains($0) && card.isOutside($0, by: CardPixels.outsideMargin) }
        } ?? []
        let tolerance = CardPixels.canvasTolerance
        return fill.map { PixelSample(point: $0, color: color, what: "the card") }
            + around.map { PixelSample(point: $0, color: CardPixels.canvas, tolerance: tolerance, what: "just off the card") }
            + left.map { PixelSample(point: $0, color: CardPixels.canvas, tolerance: tolerance, what: "where the card was") }
    }
}
