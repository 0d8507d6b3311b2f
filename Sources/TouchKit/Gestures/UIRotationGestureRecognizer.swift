import Foundation

/// A continuous recognizer for two fingers turning around each other, as UIKit's.
///
/// It measures the angle of the line between two of the touches it tracks (a ``TouchPair``,
/// handled by the ``TwoFingerGesture`` it shares with ``UIPinchGestureRecognizer``); further
/// fingers are tracked but change nothing. Apple: "It begins when the user moves the two
/// fingers enough to create a rotation gesture. The gesture changes when a finger moves while
/// both fingers remain touching. It ends when the user lifts both fingers."
///
/// - `possible`: fewer than two fingers are down, or the line has turned by no more than
///   ``rotationHysteresis`` since the second finger landed. If one of the two lifts now, the next
///   two fingers down are measured afresh; if every finger lifts, it **fails**.
/// - `began`: the line turned by more than ``rotationHysteresis``.
/// - `changed`: on every later move of either finger while both are down. When one lifts, the
///   rotation stays active with one touch (``numberOfTouches`` 1) and ``rotation`` keeps its
///   value; a finger that lands again continues the rotation from there, without a jump.
/// - `ended`: every finger lifted.
/// - `cancelled`: a tracked touch was cancelled after `began` (before it: `failed`).
///
/// ``rotation`` and ``velocity`` are valid from `began` until the action for the final state has
/// run; then the recognizer is reset (rotation 0, velocity 0).
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far, in radians, the line between the two fingers must turn before the rotation
    /// begins: 0.09 rad, about 5°. UIKit does not document its value; at a typical two-finger
    /// span of 100 pt this is a 9 pt arc, in line with ``UIPinchGestureRecognizer/pinchHysteresis``,
    /// so neither gesture is favoured when both watch the same fingers.
    public static let rotationHysteresis: CGFloat = 0.09

    /// The two-finger touch handling, reading the rotation from the turns of the line between
    /// the fingers.
    private let twoFinger = TwoFingerGesture<RotationMeasure>()

    /// The turn of the line between the two fingers since the second finger landed, in radians,
    /// positive clockwise on screen (window coordinates, y down, as in UIKit). Absolute since the
    /// gesture started and unwrapped: turning past half a turn keeps counting (3π/2 after three
    /// quarter turns, not -π/2). Apple: "It isn't the delta value from the last time that the
    /// rotation was reported."
    ///
    /// Setting it rebases: the current angle then reads as the new value and later turns add to
    /// it. Apple: "You may set the rotation value to an arbitrary value; however, setting the
    /// rotation resets the velocity." With one finger down it keeps its last value.
    public var rotation: CGFloat {
        get { twoFinger.value }
        set { twoFinger.setValue(newValue) }
    }

    /// How fast ``rotation`` changes, in radians per second (positive clockwise), from the touch
    /// timestamps of the latest change; 0 before the first change and after ``rotation`` is set.
    /// With one finger down it keeps the value of the latest change (UIKit does not say).
    public var velocity: CGFloat { twoFinger.velocity }

    /// A rotation recognizer that calls `action` on every state change, on behalf of `target`.
    public override init(target: AnyObject? = nil, action: Action? = nil) {
        super.init(target: target, action: action)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFinger.touchesBegan(touches, with: event, of: self)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFinger.touchesMoved(touches, with: event, of: self)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFinger.touchesEnded(touches, with: event, of: self)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFinger.touchesCancelled(of: self)
    }

    open override func reset() {
        super.reset()
        twoFinger.reset()
    }
}

/// How a rotation reads its value: each reading adds the turn of the line between the two
/// fingers since the previous one, so the rotation is unwrapped and continues from any value set
/// or held while the pair changed fingers.
private struct RotationMeasure: TwoFingerMeasure {
    static let identity: CGFloat = 0

    /// The direction of the line at the latest reading, in radians (window coordinates).
    private var lastAngle: CGFloat = 0
    /// The turn since the pair was (re)completed, unwrapped: the hysteresis is measured on it.
    private var turnSinceLanding: CGFloat = 0

    /// The pair changed fingers: later turns are measured from the new line, so the rotation
    /// continues from its value without a jump.
    mutating func rebase(on pair: TouchPair) {
        lastAngle = pair.angle
        turnSinceLanding = 0
    }

    mutating func valueWasSet(on pair: TouchPair) {
        // Readings add turns to the value, whatever it is: nothing to rebase (and the hysteresis
        // keeps counting from the landing).
    }

    /// Adds the turn since the previous reading, taken the short way round (normalised to
    /// (-π, π]), since fingers cannot turn half a circle between two events.
    mutating func read(_ pair: TouchPair) -> CGFloat {
        let angle = pair.angle
        var delta = (angle - lastAngle).remainder(dividingBy: 2 * .pi)
        if delta <= -.pi { delta += 2 * .pi }
        turnSinceLanding += delta
        lastAngle = angle
        return pair.value + delta
    }

    func hasMoved(_ pair: TouchPair) -> Bool { pair.angle != lastAngle }

    func isPastHysteresis(_ pair: TouchPair) -> Bool {
        abs(turnSinceLanding) > UIRotationGestureRecognizer.rotationHysteresis
    }
}
