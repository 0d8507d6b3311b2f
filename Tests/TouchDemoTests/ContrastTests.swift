import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Every text on every screen can be read: WCAG 2.1 AA contrast (4.5:1, or 3:1 for large text)
/// between its colour and what is behind it, at rest and after every colour change a screen
/// offers (the playground card's long press).
@Suite("Text contrast on every screen") @MainActor
struct ContrastTests {
    /// One text as a person sees it: where it is, its font, its colour and the opaque colour right
    /// behind it.
    struct ShownText: CustomStringConvertible {
        var owner: String
        var text: String
        var font: UIFont
        var color: UIColor
        var background: UIColor

        var ratio: Double { ContrastRatio.of(color, on: background) }
        var minimum: Double { ContrastRatio.minimum(for: font) }
        var description: String {
            "\(owner) \"\(text)\" \(font.pointSize) pt: \(String(format: "%.2f", ratio)):1 < \(minimum):1"
        }
    }

    /// The opaque colour behind `view`'s content: its own background and its ancestors' (and the
    /// fill of a button it sits in), from the nearest opaque one down, composited (the window's
    /// white under everything).
    static func effectiveBackground(of view: UIView) -> UIColor {
        var colors: [UIColor] = []
        var current: UIView? = view
        walk: while let candidate = current {
            // A filled button's fill is drawn over its background: text inside the button (a
            // badge) is on the fill.
            let fill = candidate === view ? nil : (candidate as? UIButton)?.fillColor
            for color in [fill, candidate.backgroundColor].compactMap({ $0 }) where color.alpha > 0 {
                colors.append(color)
                if color.alpha >= 1 { break walk }
            }
            current = candidate.superview
        }
        return colors.reversed().reduce(UIColor.white) { ContrastRatio.composite($1, over: $0) }
    }

    /// Every text shown in `view`'s subtree: labels (with or without text yet: a status label's
    /// colour is the one its next text gets), enabled buttons' titles and subtitles (WCAG exempts
    /// inactive controls), and text views draw themselves.
    static func shownTexts(in view: UIView) -> [ShownText] {
        guard !view.isHidden, view.alpha >= 0.01 else { return [] }
        let name = view.accessibilityIdentifier ?? String(describing: type(of: view))
        let behind = effectiveBackground(of: view)
        var texts: [ShownText] = []
        if let label = view as? UILabel {
            texts.append(ShownText(owner: name, text: label.text ?? "", font: label.font, color: label.textColor,
                                   background: behind))
        }
        if let button = view as? UIButton, button.isEnabled {
            let fill = button.fillColor.map { ContrastRatio.composite($0, over: behind) } ?? behind
            texts.append(ShownText(owner: name, text: button.title, font: button.titleFont, color: button.titleColor,
                                   background: fill))
            if let subtitle = button.subtitle, !subtitle.isEmpty, button.style == .filled {
                texts.append(ShownText(owner: name, text: subtitle, font: button.subtitleFont,
                                       color: button.subtitleColor, background: fill))
            }
        }
        if let drawing = view as? DrawnTextProviding {
            for drawn in drawing.drawnTexts {
                texts.append(ShownText(owner: name, text: drawn.text, font: drawn.font, color: drawn.color,
                                       background: ContrastRatio.composite(drawn.background, over: behind)))
            }
        }
        return texts + view.subviews.flatMap { shownTexts(in: $0) }
    }

    /// The texts of `demo`'s window that are under their limit.
    private func unreadable(in demo: DemoHarness) -> [ShownText] {
        Self.shownTexts(in: demo.app.window).filter { $0.ratio < $0.minimum }
    }

    @Test(arguments: Screen.allCases)
    func everyTextOnTheScreenHasEnoughContrast(screen: Screen) throws {
        let demo = try DemoHarness(screen: screen)
        let texts = Self.shownTexts(in: demo.app.window)
        #expect(texts.count >= 3, "\(screen) shows its texts: \(texts)")
        #expect(unreadable(in: demo).isEmpty, "\(screen): \(unreadable(in: demo))")
    }

    @Test func thePlaygroundCardsTextHasEnoughContrastInEachOfItsColours() throws {
        let demo = try DemoHarness(screen: .playground)
        let card = try #require(demo.app.window.view(withAccessibilityIdentifier: "Canvas") as? TransformCardView)
        let center = card.convert(card.cardCenter, to: nil)
        var colors: [Bool] = []
        // Two long presses: the alternate colour, then back to the first.
        for _ in 0..<3 {
            colors.append(card.isAlternateColor)
            #expect(unreadable(in: demo).isEmpty, "card alternate \(card.isAlternateColor): \(unreadable(in: demo))")
            demo.script.begin(1, at: center)
            demo.script.wait(UILongPressGestureRecognizer.defaultMinimumPressDuration + 0.1)
            demo.script.end(1, at: center)
        }
        #expect(colors == [false, true, false], "the long press cycles the card's colours")
    }

    @Test func theRatioFollowsWCAG() {
        // Black on white is the maximum, 21:1; a colour on itself the minimum, 1:1.
        #expect(abs(ContrastRatio.of(.black, on: .white) - 21) < 0.001)
        #expect(abs(ContrastRatio.of(.systemBlue, on: .systemBlue) - 1) < 0.001)
        // WCAG's own example pair: #777777 on white is 4.48:1, just under AA.
        #expect(abs(ContrastRatio.of(UIColor(rgb: 0x777777), on: .white) - 4.48) < 0.01)
        // Half-transparent black on white shows as mid grey.
        let grey = ContrastRatio.composite(UIColor.black.withAlphaComponent(0.5), over: .white)
        #expect(abs(grey.red - 0.5) < 0.001 && grey.alpha == 1)
        #expect(ContrastRatio.minimum(for: .systemFont(ofSize: 14, weight: .bold)) == 3)
        #expect(ContrastRatio.minimum(for: .systemFont(ofSize: 17, weight: .semibold)) == 4.5)
        #expect(ContrastRatio.minimum(for: .systemFont(ofSize: 18)) == 3)
    }
}
