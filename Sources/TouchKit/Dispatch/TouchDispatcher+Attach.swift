import Foundation

/// A touch begins: its window and view are fixed by hit-testing, UIKit's rules decide whether
/// the view hears of it, and it is shown to the recognizers of its view and ancestors.
extension TouchDispatcher {
    /// Fixes a new touch's window and view by hit-testing, makes its record, and decides whether
    /// the view hears of it (``UIView/isMultipleTouchEnabled``, ``UIView/isExclusiveTouch``).
    func attach(_ touch: UITouch) {
        touch.window = window
        let view = window.hitTest(touch.windowLocation, with: nil) ?? window
        touch.view = view
        let record = TouchRecord(touch: touch)
        if let reason = withholdingReason(for: touch, in: view) {
            record.isDeliveredToView = false
            publish(.touchWithheld(touch, from: view, reason: reason))
        }
        touchRecords.append(record)
    }

    /// Why UIKit's rules keep the new `touch` from `view`, if they do. A view that does not
    /// accept multiple touches and already has one never hears of a new one. Exclusive touch,
    /// from the archived "Event Handling Guide for iOS" (Multitouch Events, "Specifying Custom
    /// Touch Event Behavior"): "If a finger touches an exclusive-touch view, that event is
    /// delivered only if that view is the only view tracking a finger in that window. If a
    /// finger touches a nonexclusive view, that event is delivered only if there is not another
    /// finger tracking in an exclusive-touch view." The `isExclusiveTouch` reference: it
    /// "block[s] the delivery of touch events to other views in the same window".
    ///
    /// Both rules are about delivery to views: like `isMultipleTouchEnabled` ("This property
    /// does not affect the gesture recognizers attached to the view"), the withheld touch still
    /// reaches the recognizers of the hit view and its ancestors.
    private func withholdingReason(for touch: UITouch, in view: UIView) -> TouchWithholdingReason? {
        // Only touches whose views still track them count: one that ended, or was cancelled
        // (by a recognizer, or because its view left the window), no longer holds its view.
        let tracked = touchRecords.filter { $0.touch !== touch && $0.viewIsTracking && tracker.touch(for: $0.touch.pointer) === $0.touch }
        if !view.isMultipleTouchEnabled, tracked.contains(where: { $0.touch.view === view }) {
            return .multipleTouchDisabled
        }
        let others = tracked.filter { $0.touch.view !== view }
        if view.isExclusiveTouch, !others.isEmpty { return .exclusiveTouch }
        return others.contains { $0.touch.view?.isExclusiveTouch == true } ? .exclusiveTouch : nil
    }

    /// Shows a touch that began to the enabled recognizers of its view and every ancestor,
    /// deepest first, whose delegates let them receive it.
    func attachRecognizers(to touch: UITouch) {
        guard let record = record(for: touch) else { return }
        var view = touch.view
        var recognizers: [UIGestureRecognizer] = []
        while let current = view {
            for recognizer in current.gestureRecognizers ?? []
            // Ignored touches shut a recognizer out of new touches only when they are what is
            // left of a finished sequence; one that ignored a touch mid-gesture (`ignore(_:for:)`,
            // a pan's extra finger) ignores that touch alone, as in UIKit.
            where recognizer.isEnabled && (recognizer.record.ignoredTouches.isEmpty || recognizer.record.isInvolved)
                && recognizer.delegatesAllowReceiving(touch) {
                recognizer.record.track(touch)
                recognizers.append(recognizer)
                if !involved.contains(where: { $0 === recognizer }) { involved.append(recognizer) }
                recognizer.record.dispatcher = self
            }
            view = current.superview
        }
        record.recognizers = recognizers
        if let view = touch.view { publish(.touchBegan(touch, view: view, recognizers: recognizers)) }
    }
}
