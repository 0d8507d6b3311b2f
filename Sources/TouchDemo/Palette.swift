import Foundation
import TouchKit

/// The interface's colours (accent, text greys, bars and bands, the playground card), in one
/// place; the drawings' own colours (paint, animals, trails) stay with their screens. Every pair
/// of text and background colour here reads at WCAG 2.1 AA or better (4.5:1 for normal text, 3:1
/// for large), which `ContrastTests` checks on every screen; the ratios below are for the colours
/// as composited.
enum Palette {
    /// The accent: buttons, the Back button, the playground card. iOS's #007AFF gives white text
    /// only 4.0:1, so a deeper blue: white on it 5.8:1, the menu's 85 % white subtitles 4.6:1,
    /// and it reads 5.5:1 as text on the bars.
    static let tint = UIColor(rgb: 0x0062CC)
    /// Secondary text (hints, captions): iOS's secondary label grey, at 80 % instead of 60 %
    /// (3.3:1): 5.8:1 on the bands, 5.5:1 on the grouped background and the meadow.
    static let secondaryText = UIColor(rgb: 0x3C3C43, alpha: 0.8)
    /// The screens' grouped background (the menu, Swipe, Circle).
    static let groupedBackground = UIColor.systemGroupedBackground
    /// Bars and bands: the navigation bar's colour, also behind the bottom band.
    static let barBackground = UIColor(rgb: 0xF9F9F9)
    /// Hairlines between a bar or band and the content.
    static let separator = UIColor.separator
    /// The playground card's first colour: the accent.
    static let cardPrimary = tint
    /// The playground card's other colour (a long press): a deep orange, iOS's accessible
    /// orange, white on it 5.3:1 (iOS's #FF9500 gave 2.2:1, its 85 % white text 1.95:1).
    static let cardAlternate = UIColor(rgb: 0xC93400)
    /// Text on the card, in either colour.
    static let cardText = UIColor.white
}
