import Foundation

/// Where a Ctrl pair may land: inside the window, and inside the view the press aims at.
///
/// Ctrl fixes the anchor wherever the pointer happens to be, often over a toolbar; a press on a
/// canvas below it would mirror the partner finger above the toolbar, or off the window, where it
/// paints nothing. So:
/// - the landing area is the window's bounds;
/// - when the view hit at the press point does not contain the anchor, and is at least
///   ``minimumTargetSide`` wide and tall, the area is that view's frame (within the window): both
///   fingers go where the user aims, and the anchor moves into it;
/// - ``EmulatedTouchPair`` keeps both fingers ``EmulatedTouchPair/edgeMargin`` inside the area.
///
/// A press on the view that holds the anchor (the Touch Samples' blank space, the playground's
/// card area) lands as it always did, but for the window's edges.
extension MouseTouchEmulator {
    /// The smallest width and height, in points, of a view that takes both fingers on its own:
    /// room for the two ``EmulatedTouchPair/minimumSpread`` apart, each
    /// ``EmulatedTouchPair/edgeMargin`` from the view's edges. A smaller view (a button) is not a
    /// place for two fingers, and the pair lands in the window.
    public static let minimumTargetSide: CGFloat = 2 * (EmulatedTouchPair.edgeMargin + EmulatedTouchPair.minimumSpread)

    /// The area a pair pressed at `pointer`, with the anchor at `anchor`, lands in (window
    /// coordinates), or nil when the emulator knows no window.
    func landingArea(pointer: CGPoint, anchor: CGPoint) -> CGRect? {
        guard let window = windowBounds() else { return nil }
        guard let frame = viewFrame(pointer) else { return window }
        let target = frame.intersection(window)
        guard !target.isNull, !target.contains(anchor),
              target.width >= Self.minimumTargetSide, target.height >= Self.minimumTargetSide else { return window }
        return target
    }
}
