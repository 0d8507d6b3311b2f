import Foundation

/// What the ``TouchDispatcher`` knows about one touch beyond the tracker's data: the recognizers
/// it was shown to, and what its hit view has been sent.
///
/// The dispatcher creates one when the touch begins and drops it once the touch has ended and
/// nothing of it is held back any more. Only the dispatcher writes it; ``UITouch`` and
/// ``UIEvent`` read it for UIKit's public questions (``UITouch/gestureRecognizers``,
/// ``UIEvent/touches(for:)-(UIView)``).
@MainActor
final class TouchRecord {
    /// The touch this record is about.
    let touch: UITouch
    /// The recognizers that received the touch when it began (hit view first, then its
    /// ancestors'), as in UIKit.
    var recognizers: [UIGestureRecognizer] = []
    /// False when UIKit's rules keep the touch from its view (``UIView/isMultipleTouchEnabled``,
    /// ``UIView/isExclusiveTouch``): the view never hears of it; the recognizers still do.
    var isDeliveredToView = true
    /// Whether the view got `touchesBegan` for this touch.
    var viewHasBegun = false
    /// Whether the view got its `touchesEnded` or `touchesCancelled`.
    var viewHasFinished = false
    /// Whether a recognizer (or the view leaving the window) cut the view off from this touch.
    var isCancelledForView = false
    /// The phases that wait for a recognizer that delays touches to decide, oldest first.
    var heldPhases: [UITouch.Phase] = []

    init(touch: UITouch) {
        self.touch = touch
    }

    /// Whether the view still tracks the touch: it was delivered, not cut off, not finished.
    var viewIsTracking: Bool { isDeliveredToView && !isCancelledForView && !viewHasFinished }
}
