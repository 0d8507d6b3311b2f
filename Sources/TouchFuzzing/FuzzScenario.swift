import Foundation
import TouchKit

/// The fixed part of one fuzz case: a view hierarchy in a window, and recognizers with their
/// settings, failure requirements, simultaneity rules and delegate closures. A plain value, so a
/// case can be shrunk, compared and printed; ``FuzzWorld`` builds the live objects from it.
public struct FuzzScenario: Equatable, Sendable {
    /// The window's size, in points.
    public static let windowSize = CGSize(width: 400, height: 300)

    /// One view: where it sits, and the flags that change who gets its touches.
    public struct View: Equatable, Sendable {
        /// The index of its superview in ``FuzzScenario/views`` (always smaller), nil for the window.
        public var parent: Int?
        /// Its frame in its superview's coordinates.
        public var frame: CGRect
        /// UIView's flags of the same names.
        public var isMultipleTouchEnabled = false
        public var isExclusiveTouch = false
        public var isUserInteractionEnabled = true
        public var isHidden = false
        /// Whether its touch methods call `super` (on up the responder chain), as UIView's do.
        public var forwards = false
        /// What its touch handler does to the world (after checking the call), and on which call:
        /// app code that pops a screen or cancels input from `touchesBegan` or `touchesEnded`.
        public var effect: ActionEffect?
        public var effectPhase = UITouch.Phase.ended
    }

    /// The seven built-in recognizers and the demo's checkmark.
    public enum Kind: String, CaseIterable, Equatable, Sendable {
        case tap, longPress, pan, screenEdgePan, swipe, pinch, rotation, checkmark
    }

    /// What a delegate closure answers.
    public enum Answer: String, Equatable, Sendable {
        /// No closure is set.
        case unset
        case yes, no
        /// Yes and no by turns, starting with yes: a delegate whose answer changes.
        case alternating
    }

    /// Something a recognizer's action does to the world when it runs with a given state: the
    /// hostile app code that removes views and disables recognizers from inside a dispatch.
    public enum ActionEffect: Equatable, Sendable {
        case removeView(Int)
        case disableRecognizer(Int)
        case removeRecognizer(Int)
        /// Feeds input from inside the action: the device's touches are cancelled (a nested
        /// dispatch).
        case cancelDevice(Int)
    }

    /// One recognizer: its kind, settings and relationships.
    public struct Recognizer: Equatable, Sendable {
        /// Which recognizer.
        public var kind: Kind
        /// The index of its view in ``FuzzScenario/views``, nil for the window.
        public var view: Int?
        /// Taps (tap, long press), touches (tap, long press, swipe) or pan's minimum touches.
        public var taps = 1
        public var touches = 1
        /// A pan's maximum touches.
        public var maximumTouches = Int.max
        /// A long press's minimum duration, in seconds, and allowable movement, in points.
        public var pressDuration: TimeInterval = 0.5
        public var allowableMovement: CGFloat = 10
        /// An edge pan's edges or a swipe's directions (raw option bits).
        public var edgesOrDirections: UInt = 1
        /// UIGestureRecognizer's settings of the same names.
        public var cancelsTouchesInView = true
        public var delaysTouchesBegan = false
        public var delaysTouchesEnded = true
        /// Indices of recognizers this one requires to fail (always smaller: no cycles).
        public var requiresToFail: [Int] = []
        /// Indices of recognizers this one may recognize with (`shouldRecognizeSimultaneously`).
        public var simultaneousWith: [Int] = []
        /// What its `shouldBegin` and `shouldReceive` closures answer.
        public var shouldBegin = Answer.unset
        public var shouldReceive = Answer.unset
        /// What its action does, and in which state.
        public var effect: ActionEffect?
        /// The state in which its action applies ``effect``.
        public var effectState = UIGestureRecognizer.State.began
    }

    /// The views, parents before their subviews.
    public var views: [View] = []
    /// The recognizers; one may name only earlier ones in ``Recognizer/requiresToFail``.
    public var recognizers: [Recognizer] = []

    /// A scenario of `views` and `recognizers`.
    public init(views: [View] = [], recognizers: [Recognizer] = []) {
        self.views = views
        self.recognizers = recognizers
    }
}
