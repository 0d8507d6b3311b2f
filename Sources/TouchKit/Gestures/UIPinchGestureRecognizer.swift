import Foundation

/// A continuous recognizer for two fingers moving apart or together, as UIKit's.
///
/// It measures two of the touches it tracks (a ``TouchPair``, handled by the ``TwoFingerGesture``
/// it shares with ``UIRotationGestureRecognizer``); further fingers are tracked but change
/// nothing. Apple's header: "Begins: when two touches have moved enough to be considered a pinch.
/// Changes: when a finger moves while two fingers remain down. Ends: when both fingers have
/// lifted."
///
/// - `possible`: fewer than two fingers are down, or the distance between the two has changed
///   by no more than ``pinchHysteresis`` since the second finger landed. If one of the two lifts
///   now, the next two fingers down are measured afresh; if every finger lifts, it **fails**.
/// - `began`: the distance changed by more than ``pinchHysteresis``.
/// - `changed`: on every later move of either finger while both are down. When one lifts, the
///   pinch stays active with one touch (``numberOfTouches`` 1) and ``scale`` keeps its value; a
///   finger that lands again continues the scale from there, without a jump.
/// - `ended`: every finger lifted.
/// - `cancelled`: a tracked touch was cancelled after `began` (before it: `failed`).
///
/// ``scale`` and ``velocity`` are valid from `began` until the action for the final state has run;
/// then the recognizer is reset (scale 1, velocity 0).
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, the distance between the two fingers must change before the pinch
    /// begins. UIKit does not document its value; 8 pt is well past the jitter of resting fingers
    /// (a point or two each), yet a little under ``UIPanGestureRecognizer/panHysteresis`` because
    /// when both fingers move apart each travels only half of the change.
    public static let pinchHysteresis: CGFloat = 8

    /// The two-finger touch handling, reading the scale from the distance between the fingers.
    private let twoFinger = TwoFingerGesture<PinchMeasure>()

    /// The distance between the two fingers divided by their distance when the second finger
    /// landed: absolute since the gesture started (about 1 when it begins), not since the last
    /// change. Apple: "The scale value is an absolute value that varies over time."
    ///
    /// Setting it rebases the measurement: the current distance then reads as the new value, and
    /// later readings scale from it (`scale = 1` in an action makes the next reading the change
    /// since this one). Apple: "You may set the scale factor, but doing so resets the velocity."
    /// With one finger down it keeps its last value.
    public var scale: CGFloat {
        get { twoFinger.value }
        set { twoFinger.setValue(newValue) }
    }

    /// How fast ``scale`` changes, in scale factor per second (positive while the fingers spread),
    /// from the touch timestamps of the latest change; 0 before the first change and after
    /// ``scale`` is set. With one finger down it keeps the value of the latest change (UIKit
    /// does not say).
    public var velocity: CGFloat { twoFinger.velocity }

    /// A pinch recognizer that calls `action` on every state change, on behalf of `target`.
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

/// How a pinch reads its scale: the distance between the two fingers over a reference distance,
/// times the scale at that reference. The reference is the distance when the pair was completed
/// or when ``UIPinchGestureRecognizer/scale`` was last set; the hysteresis is measured from the
/// same distance.
private struct PinchMeasure: TwoFingerMeasure {
    static let identity: CGFloat = 1

    /// The distance between the two touches when the pair was (re)completed, in window points:
    /// the hysteresis is measured from it.
    private var initialDistance: CGFloat = 0
    /// The distance at which the scale reads `scaleBase`: the pair's landing distance, or the
    /// distance when the scale was last set.
    private var referenceDistance: CGFloat = 0
    /// The scale the reference distance reads.
    private var scaleBase: CGFloat = 1

    mutating func rebase(on pair: TouchPair) {
        scaleBase = pair.value
        referenceDistance = pair.distance
        initialDistance = pair.distance
    }

    mutating func valueWasSet(on pair: TouchPair) {
        // The scale is absolute: the current distance must read the value just set.
        rebase(on: pair)
    }

    mutating func read(_ pair: TouchPair) -> CGFloat { reading(of: pair) }

    func hasMoved(_ pair: TouchPair) -> Bool { reading(of: pair) != pair.value }

    func isPastHysteresis(_ pair: TouchPair) -> Bool {
        abs(pair.distance - initialDistance) > UIPinchGestureRecognizer.pinchHysteresis
    }

    /// The scale the pair's current distance reads.
    private func reading(of pair: TouchPair) -> CGFloat {
        // Two fingers reported at one point have no meaningful ratio: read the base until rebased.
        guard pair.isComplete, referenceDistance > 0 else { return scaleBase }
        return scaleBase * pair.distance / referenceDistance
    }
}
