import Foundation
import TouchKit

/// The Gesture Playground's canvas: a card that can be moved, scaled and rotated, drawn with
/// Cairo around its centre. The card is a drawing, not a subview, so it can rotate without view
/// transforms; ``cardContains(_:)`` answers hit-tests on its rotated shape.
@MainActor
final class TransformCardView: UIView, DrawnTextProviding {
    /// The card's size at scale 1, in points.
    static let cardSize = CGSize(width: 240, height: 150)
    static let cornerRadius: CGFloat = 18
    /// The smallest and largest scale the card may take, so it never vanishes or swallows the screen.
    static let scaleRange: ClosedRange<CGFloat> = 0.4...3

    /// The card's centre in this view's coordinates.
    var cardCenter = CGPoint.zero { didSet { setNeedsDisplay() } }
    /// The card's scale, within ``scaleRange``.
    var cardScale: CGFloat = 1 {
        didSet {
            cardScale = min(max(cardScale, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
            setNeedsDisplay()
        }
    }
    /// The card's rotation in radians, clockwise.
    var cardRotation: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether the card shows its alternate colour (a long press toggles it).
    var isAlternateColor = false { didSet { setNeedsDisplay() } }

    static let primaryColor = Palette.cardPrimary
    static let alternateColor = Palette.cardAlternate

    /// Whether `point` (this view's coordinates) is on the card, rotation and scale included.
    func cardContains(_ point: CGPoint) -> Bool {
        let dx = point.x - cardCenter.x, dy = point.y - cardCenter.y
        // Undo the rotation and scale: the point in the card's own, unrotated coordinates.
        let cosine = cos(-cardRotation), sine = sin(-cardRotation)
        let x = (dx * cosine - dy * sine) / cardScale
        let y = (dx * sine + dy * cosine) / cardScale
        return abs(x) <= Self.cardSize.width / 2 && abs(y) <= Self.cardSize.height / 2
    }

    /// The card's face now: its title above the centre, the two lines of what else the card does
    /// below it.
    var drawnTexts: [DrawnText] {
        let fill = isAlternateColor ? Self.alternateColor : Self.primaryColor
        return [DrawnText(text: "Pinch · Rotate · Drag", font: .systemFont(ofSize: 18, weight: .semibold),
                          color: Palette.cardText, background: fill),
                DrawnText(text: "double-tap or double-click: reset\nhold: colour", font: .systemFont(ofSize: 12),
                          color: Palette.cardText, background: fill)]
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        context.withSavedGState {
            context.translateBy(x: cardCenter.x, y: cardCenter.y)
            context.rotate(by: cardRotation)
            context.scaleBy(x: cardScale, y: cardScale)
            let card = CGRect(x: -Self.cardSize.width / 2, y: -Self.cardSize.height / 2,
                              width: Self.cardSize.width, height: Self.cardSize.height)
            context.beginPath()
            context.addRoundedRect(card, cornerRadius: Self.cornerRadius)
            context.fillPath(isAlternateColor ? Self.alternateColor : Self.primaryColor)
            let texts = drawnTexts
            let textArea = card.insetBy(dx: 8, dy: 30)
            context.drawText(texts[0].text, in: textArea.offsetBy(dx: 0, dy: -18), font: texts[0].font,
                             color: texts[0].color, alignment: .center)
            context.drawText(texts[1].text, in: textArea.offsetBy(dx: 0, dy: 26), font: texts[1].font,
                             color: texts[1].color, alignment: .center, numberOfLines: 2)
        }
    }
}
