import Foundation

extension UIView {
    /// Options for ``animate(withDuration:delay:options:animations:completion:)`` and the
    /// transitions, with UIKit's names.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Starts from what is drawn now (the presentation value) instead of the model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Lets the animating views receive touches while they move.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)

        /// Slow at both ends (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The old content fades out as the new fades in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// The view turns about its vertical axis, left edge coming forward.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// The view turns about its vertical axis, right edge coming forward.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }

    /// Animates the changes `animations` makes to `frame`, `center`, `bounds`, `alpha`,
    /// `transform` and `backgroundColor` of any views, over `duration` seconds after `delay`.
    ///
    /// The model changes at once (`view.center` reads the new value when this returns, and
    /// hit-testing uses it); drawing shows ``presentation``, which moves from the old value to the
    /// new along the curve in `options` (ease-in-out by default), showing the old value during
    /// `delay`. A new animation of the same view and property replaces a running one: from the
    /// old model value, or with `.beginFromCurrentState` from the value shown now. Setting an
    /// animated property outside an animation block stops its animation. Until an animation
    /// ends, its views are not hit by touches, unless `options` has `.allowUserInteraction`.
    ///
    /// `completion` runs once, after the last of the animations ends, never inside this call:
    /// with `true` when all finished, `false` when any was replaced or stopped. Changes to views in
    /// no window, a `duration` ≤ 0, or a block that changes nothing apply at once and complete
    /// with `true` on the next run-loop turn (at once when no view in a window was touched).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let transaction = AnimationTransaction(duration: duration, delay: delay, options: options)
        transaction.record(animations)
        transaction.commit(completion: completion)
    }
}
