import Foundation

/// Where the menu's buttons go in the space above the hint. In a window with room for buttons
/// larger than usual, a grid of them, centred, grown to fill it (``gridLayout(count:in:)``); else
/// one centred column at the usual spacing when it fits; else, in a window wide enough, two columns (entries 1…n/2 on the left,
/// the rest on the right, so the digits still read down); else one column whose margins, gaps and
/// button heights shrink evenly toward their minimums, and in a window too short even for that
/// (a minimum size capped to a small work area) buttons that keep their titles and drop their
/// descriptions, as an iOS table does in a compact height.
struct MenuLayout: Equatable {
    // MARK: Sizes, in points

    /// The usual button (title and description), gap, and space above the first button.
    static let buttonHeight: CGFloat = 64
    static let buttonSpacing: CGFloat = 12
    static let topMargin: CGFloat = 24
    static let maximumButtonWidth: CGFloat = 360
    /// The tightest a button with a description gets: its title (21 pt), ``UIButton/subtitleSpacing``
    /// and its description (17 pt) need 42 pt, plus a little padding.
    static let minimumButtonHeight: CGFloat = 46
    static let minimumButtonSpacing: CGFloat = 6
    static let minimumTopMargin: CGFloat = 12
    /// The tightest a title-only button gets: one line of the 17 pt title needs 21 pt.
    static let minimumCompactButtonHeight: CGFloat = 30
    static let minimumCompactButtonSpacing: CGFloat = 4
    static let minimumCompactTopMargin: CGFloat = 8
    /// The narrowest column of the two-column layout: the longest title (276 pt) and description
    /// (292 pt) fit inside the button's 12 pt text insets.
    static let minimumColumnWidth: CGFloat = 320
    /// Space between the two columns.
    static let columnSpacing: CGFloat = 16
    /// Space on the left and right of the buttons.
    static let sideMargin: CGFloat = 20
    /// The grid's choices of columns for a large window (1…n/2 read down the first, and so on).
    static let gridColumnChoices = [1, 2, 4]
    /// The most the grid's buttons grow (their size and spacing) over the usual.
    static let maximumScale: CGFloat = 3
    /// The most the buttons' text grows: larger text reads worse, not better.
    static let maximumFontScale: CGFloat = 2

    // MARK: The layout

    /// 1 or 2.
    var columns: Int
    var top: CGFloat
    var buttonHeight: CGFloat
    var spacing: CGFloat
    /// Whether buttons show their description line.
    var showsDescriptions: Bool
    /// How much larger than usual the buttons are (1 unless the grid grew them).
    var scale: CGFloat = 1

    /// How much larger than usual the buttons' text is.
    var fontScale: CGFloat { min(scale, Self.maximumFontScale) }

    /// The layout of `count` buttons in `size` points (the menu's view above the hint area).
    static func layout(count: Int, in size: CGSize) -> MenuLayout {
        let count = max(1, count)
        if let grid = gridLayout(count: count, in: size) { return grid }
        if needed(rows: count, topMargin, buttonHeight, buttonSpacing) <= size.height {
            return MenuLayout(columns: 1, top: topMargin, buttonHeight: buttonHeight, spacing: buttonSpacing,
                              showsDescriptions: true)
        }
        let columns = count > 1 && size.width >= 2 * (minimumColumnWidth + sideMargin) + columnSpacing ? 2 : 1
        let rows = (count + columns - 1) / columns
        let usual = (topMargin, buttonHeight, buttonSpacing)
        let tightest = (minimumTopMargin, minimumButtonHeight, minimumButtonSpacing)
        if needed(rows: rows, tightest.0, tightest.1, tightest.2) <= size.height {
            let pitch = squeeze(rows: rows, into: size.height, from: usual, to: tightest)
            return MenuLayout(columns: columns, top: pitch.0, buttonHeight: pitch.1, spacing: pitch.2,
                              showsDescriptions: true)
        }
        let compact = (minimumCompactTopMargin, minimumCompactButtonHeight, minimumCompactButtonSpacing)
        let pitch = squeeze(rows: rows, into: size.height, from: tightest, to: compact)
        return MenuLayout(columns: columns, top: pitch.0, buttonHeight: pitch.1, spacing: pitch.2,
                          showsDescriptions: false)
    }

    /// The grid for a window with room for buttons larger than usual: the number of columns
    /// (of ``gridColumnChoices``) that lets them grow most, up to ``maximumScale``, centred both
    /// ways; nil when no choice lets them grow (the smaller layouts take over).
    static func gridLayout(count: Int, in size: CGSize) -> MenuLayout? {
        var best: (columns: Int, scale: CGFloat)?
        for columns in gridColumnChoices where columns <= count {
            let rows = (count + columns - 1) / columns
            let width = CGFloat(columns) * maximumButtonWidth + CGFloat(columns - 1) * columnSpacing
            let height = CGFloat(rows) * buttonHeight + CGFloat(rows - 1) * buttonSpacing
            let scale = min((size.width - 2 * sideMargin) / width, (size.height - 2 * topMargin) / height)
            if scale > best?.scale ?? 1 { best = (columns, scale) }
        }
        guard let best else { return nil }
        let scale = min(maximumScale, best.scale)
        let rows = (count + best.columns - 1) / best.columns
        let button = (buttonHeight * scale).rounded(.down), gap = (buttonSpacing * scale).rounded(.down)
        let height = CGFloat(rows) * button + CGFloat(rows - 1) * gap
        return MenuLayout(columns: best.columns, top: ((size.height - height) / 2).rounded(.down), buttonHeight: button,
                          spacing: gap, showsDescriptions: true, scale: scale)
    }

    /// The frames of `count` buttons in `size`, in menu order.
    func buttonFrames(count: Int, in size: CGSize) -> [CGRect] {
        let rows = (max(1, count) + columns - 1) / columns
        let columnSpacing = (Self.columnSpacing * scale).rounded(.down)
        let available = (size.width - 2 * Self.sideMargin - CGFloat(columns - 1) * columnSpacing) / CGFloat(columns)
        let width = max(0, min((Self.maximumButtonWidth * scale).rounded(.down), available))
        let total = CGFloat(columns) * width + CGFloat(columns - 1) * columnSpacing
        let left = ((size.width - total) / 2).rounded()
        return (0..<count).map { index in
            let column = index / rows, row = index % rows
            return CGRect(x: left + CGFloat(column) * (width + columnSpacing),
                          y: top + CGFloat(row) * (buttonHeight + spacing), width: width, height: buttonHeight)
        }
    }

    // MARK: Private

    /// The height `rows` buttons take: top margin, buttons, gaps, and a gap above the hint.
    private static func needed(rows: Int, _ top: CGFloat, _ button: CGFloat, _ gap: CGFloat) -> CGFloat {
        top + CGFloat(rows) * (button + gap)
    }

    /// Margin, button height and gap shrunk evenly from `from` toward `to` until `rows` fit in
    /// `height`; at `to` when even that does not fit.
    private static func squeeze(rows: Int, into height: CGFloat, from: (CGFloat, CGFloat, CGFloat),
                                to: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let loose = needed(rows: rows, from.0, from.1, from.2), tight = needed(rows: rows, to.0, to.1, to.2)
        // 0 is `from`, 1 is `to`.
        let amount = min(1, max(0, (loose - height) / max(1, loose - tight)))
        func blend(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a - (a - b) * amount).rounded(.down) }
        return (blend(from.0, to.0), blend(from.1, to.1), blend(from.2, to.2))
    }
}
