import Foundation

/// Which part of a view's drawing is hidden under an opaque subview, so that a repaint of a
/// small area (a finger's new stroke on a full-screen canvas) does not paint the window, the
/// navigation view and the screen's background first only to cover them.
///
/// A subview hides everything drawn before it (its superview's own content and its earlier
/// siblings) inside a rectangle when it is shown fully opaque there: not hidden, alpha 1, an
/// opaque background colour (which fills its whole bounds before anything else is drawn), no
/// transition in flight, and an axis-aligned presented transform whose image of its bounds
/// contains the rectangle. Anything less is drawn as before: the test only ever skips pixels
/// that would be painted over. UIKit's `isOpaque` is a promise from the app and defaults to
/// true; TouchKit does not trust it and looks at what the view will draw instead.
extension UIView {
    /// The index of the topmost subview that hides everything drawn before it inside `rect`
    /// (this view's bounds coordinates), or nil when none does.
    func topmostSubviewCovering(_ rect: CGRect) -> Int? {
        guard !rect.isEmpty else { return nil }
        return subviews.lastIndex { $0.isOpaquelyCovering(rect) }
    }

    /// Whether this view, drawn in its superview, paints every pixel of `rect` (superview
    /// coordinates) opaquely.
    private func isOpaquelyCovering(_ rect: CGRect) -> Bool {
        // Cheapest tests first: this runs for every subview of every view a frame paints.
        guard !isHidden, activeTransition == nil else { return false }
        let overrides = presentationOverrides
        guard let color = overrides.backgroundColor ?? backgroundColor, color.alpha >= 1,
              (overrides.alpha ?? alpha) >= 1 else { return false }
        let toSuperview = transformToSuperview(in: .presentation)
        // Turned or sheared, the bounds are not a rectangle on screen.
        guard toSuperview.b == 0, toSuperview.c == 0, toSuperview.isInvertible else { return false }
        return (overrides.bounds ?? bounds).applying(toSuperview).contains(rect)
    }
}
