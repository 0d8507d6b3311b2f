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

    // ISSUE 9 IN PROGRESS: these bodies apply the changes at once; the animation engine replaces
    // them before the issue is resolved.

    /// Animates the changes `animations` makes to `frame`, `center`, `bounds`, `alpha`,
    /// `transform` and `backgroundColor` of any views, over `duration` seconds after `delay`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
}
