import Foundation
import TouchKit

/// Where an animal is and where it shows: the user's placement is the model; the view shows it
/// pulled into its ``FarmAnimalView/visibleArea``, as the playground keeps its card's centre and
/// the sample screens their dragged images (`SampleLayout.placeDraggable`).
///
/// Moves go through the transform's translation (the course's `translatedBy`), so the animal's
/// centre shows at `center + (tx, ty)`. Pulling it inside changes only `center`, by the offset
/// from ``FarmAnimalView/placedCenter``; the transform stays the user's.
extension FarmAnimalView {
    /// Where the user put the animal's centre (superview coordinates): where it shows when
    /// nothing pulls it inside.
    var userCenter: CGPoint {
        CGPoint(x: placedCenter.x + transform.tx, y: placedCenter.y + transform.ty)
    }

    /// The size of the box around the animal as it shows (its bounds scaled and turned), in
    /// superview points.
    var shownSize: CGSize {
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        return bounds.applying(linear).size
    }

    /// Shows the animal at ``userCenter`` moved the least needed for its box to lie inside
    /// ``visibleArea`` (centred on an axis where the area is too small for it).
    func showPulledIntoVisibleArea() {
        let wanted = userCenter
        var shown = wanted
        if let area = visibleArea {
            let half = CGSize(width: shownSize.width / 2, height: shownSize.height / 2)
            shown.x = Self.clamp(wanted.x, area.minX + half.width, area.maxX - half.width)
            shown.y = Self.clamp(wanted.y, area.minY + half.height, area.maxY - half.height)
        }
        let moved = CGPoint(x: placedCenter.x + shown.x - wanted.x, y: placedCenter.y + shown.y - wanted.y)
        if center != moved { center = moved }
    }

    /// After a gesture moved, scaled or turned the animal: shows it inside ``visibleArea`` and
    /// makes that its user's place, so a drag never has a dead zone past the area's edge and an
    /// animal moved while the window is small stays where it was left.
    func keepWhereShown() {
        showPulledIntoVisibleArea()
        placedCenter = center
    }

    /// `value` within `lower`…`upper`, or their middle when the range is empty.
    private static func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        lower > upper ? (lower + upper) / 2 : min(max(value, lower), upper)
    }
}
