import Foundation

/// The animation that one ``UIView/animate(withDuration:delay:options:animations:completion:)``
/// call describes: it is open while the `animations` block runs, records every model change the
/// block makes (first old value, last new value per view and property), and on ``commit(completion:)``
/// hands them to the animators of the views' windows.
@MainActor
final class AnimationTransaction {
    /// The transaction whose block is running, if any.
    ///
    /// UIKit's animation API is a set of static functions: the block sets plain properties
    /// (`view.center = p`) and nothing passes the animation to the setters, so the setters can
    /// only find it through a static. It is main-actor isolated (like every view) and set only
    /// while a block runs, so no other code can see it half-built.
    static var current: AnimationTransaction?

    /// One property of one view the block changed.
    struct Change {
        let view: UIView
        let property: AnimatableProperty
        let from: AnimatableValue
        var to: AnimatableValue
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    private(set) var changes: [Change] = []
    /// Every view the block set an animatable property of, changed or not: their windows'
    /// timers run the completion when nothing ends up animated.
    private var touchedViews: [UIView] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        (self.duration, self.delay, self.options) = (duration, delay, options)
    }

    /// Runs `animations` with this transaction open (restoring an enclosing one afterwards, so a
    /// nested `animate` call animates its own changes with its own timing).
    func record(_ animations: () -> Void) {
        let enclosing = Self.current
        Self.current = self
        animations()
        Self.current = enclosing
    }

    /// The block set an animatable property of `view` (the value may be unchanged).
    func noteTouched(_ view: UIView) {
        if !touchedViews.contains(where: { $0 === view }) { touchedViews.append(view) }
    }

    /// The block changed `property` of `view` from `old` to `new`.
    func recordChange(of view: UIView, _ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        if let index = changes.firstIndex(where: { $0.view === view && $0.property == property }) {
            changes[index].to = new
        } else {
            changes.append(Change(view: view, property: property, from: old, to: new))
        }
    }

    /// Starts the recorded animations, all sharing one completion. Changes that cannot animate
    /// (no window, a duration ≤ 0, or back to where they started) are already in the model; they
    /// stop any running animation of their property, as an unanimated change does.
    func commit(completion: ((Bool) -> Void)?) {
        var animated: [(Change, WindowAnimator)] = []
        for change in changes {
            guard let animator = change.view.window?.animator else { continue }
            if duration > 0, change.from != change.to {
                animated.append((change, animator))
            } else {
                animator.removeAnimation(of: change.view, change.property)
            }
        }
        guard !animated.isEmpty else {
            completeWithoutAnimating(completion)
            return
        }
        let group = AnimationGroup(count: animated.count, options: options, completion: completion)
        for (change, animator) in animated {
            animator.add(change, duration: duration, delay: delay, group: group)
        }
    }

    /// UIKit calls the completion of an animation that animates nothing on the next run-loop
    /// turn, not inside `animate`: a 0-s timer of a touched view's window. A block that touched
    /// no view in a window has no run loop to wait for, so its completion runs at once.
    private func completeWithoutAnimating(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        if let window = touchedViews.lazy.compactMap(\.window).first {
            window.timers.schedule(after: 0) { completion(true) }
        } else {
            completion(true)
        }
    }
}

extension UIView {
    /// Reports a model change of an animatable property (from the property setters): inside an
    /// animation block it becomes part of the animation; outside, a real change stops that
    /// property's running animation (its completion gets `false`), because the model value the
    /// animation was heading for is no longer the model.
    func animatablePropertyDidChange(_ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        if let transaction = AnimationTransaction.current {
            transaction.noteTouched(self)
            if old != new { transaction.recordChange(of: self, property, from: old, to: new) }
        } else if old != new, presentationOverrides[property] != nil {
            // Only an animated property has an override (``WindowAnimator`` writes it as it adds
            // the animation), so a view that is not animating, moved by a finger, skips the
            // walk up to its window.
            window?.animator.removeAnimation(of: self, property)
        }
    }

    /// Reports a geometry change from `setGeometry` as changes of `center`, `bounds` and
    /// `transform`.
    func geometryDidChange(from old: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform)) {
        animatablePropertyDidChange(.center, from: .point(old.center), to: .point(center))
        animatablePropertyDidChange(.bounds, from: .rect(old.bounds), to: .rect(bounds))
        animatablePropertyDidChange(.transform, from: .transform(old.transform), to: .transform(transform))
    }
}
