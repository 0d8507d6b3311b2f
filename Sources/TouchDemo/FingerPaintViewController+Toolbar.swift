import Foundation
import TouchKit

/// Finger Paint's bar: one row when everything fits, else two balanced rows.
///
/// - One row: the colours, then the widths, from the left; the actions (Undo, Redo, Save,
///   Clear) from the right.
/// - Two rows (a narrow window, 420 pt among others): the colours on the first row; the widths
///   from the left and the actions from the right on the second. Each row holds one kind of
///   thing, and neither is crowded while the other is empty.
extension FingerPaintViewController {
    /// The width of the colour swatches side by side, in points.
    static var colorsRowWidth: CGFloat { CGFloat(colors.count) * swatchSide }
    /// The width of the width swatches and the action buttons, with the space between them.
    static var toolsRowWidth: CGFloat {
        CGFloat(strokeWidths.count) * swatchSide + groupSpacing + actionsWidth
    }
    /// The width of the four action buttons and the space between them, in points.
    static var actionsWidth: CGFloat { 4 * actionButtonSize.width + 3 * actionSpacing }

    /// Whether the whole bar fits on one row in a screen `width` points wide.
    static func barFitsOneRow(width: CGFloat) -> Bool {
        2 * barMargin + colorsRowWidth + groupSpacing + toolsRowWidth <= width
    }

    /// The action buttons, left to right.
    var actionButtons: [UIButton] { [undoButton, redoButton, saveButton, clearButton] }

    /// Lays out the bar across a screen `width` points wide; returns its height.
    func layoutBar(width: CGFloat) -> CGFloat {
        let oneRow = Self.barFitsOneRow(width: width)
        let barHeight = oneRow ? Self.barRowHeight : 2 * Self.barRowHeight
        bar.frame = CGRect(x: 0, y: 0, width: width, height: barHeight)
        barSeparator.frame = CGRect(x: 0, y: barHeight - 1, width: width, height: 1)

        let swatchY = ((Self.barRowHeight - Self.swatchSide) / 2).rounded()
        for (index, button) in colorButtons.enumerated() {
            button.frame = CGRect(x: Self.barMargin + CGFloat(index) * Self.swatchSide, y: swatchY,
                                  width: Self.swatchSide, height: Self.swatchSide)
        }
        // The widths follow the colours on one row, or start the second row.
        let toolsY: CGFloat = oneRow ? 0 : Self.barRowHeight
        let widthsX = oneRow ? Self.barMargin + Self.colorsRowWidth + Self.groupSpacing : Self.barMargin
        for (index, entry) in widthButtons.enumerated() {
            entry.button.frame = CGRect(x: widthsX + CGFloat(index) * Self.swatchSide, y: toolsY + swatchY,
                                        width: Self.swatchSide, height: Self.swatchSide)
        }
        let size = Self.actionButtonSize
        let actionY = toolsY + ((Self.barRowHeight - size.height) / 2).rounded()
        var actionX = width - Self.barMargin - Self.actionsWidth
        for button in actionButtons {
            button.frame = CGRect(x: actionX, y: actionY, width: size.width, height: size.height)
            actionX += size.width + Self.actionSpacing
        }
        return barHeight
    }
}
