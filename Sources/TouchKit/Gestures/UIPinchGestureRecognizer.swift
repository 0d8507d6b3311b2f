import Foundation

/// A continuous recognizer for two fingers moving apart or together, as UIKit's.
///
/// It measures two of the touches it tracks (a ``TouchPair``); further fingers are tracked but
/// change nothing. Apple's header: "Begins: when two touches have moved enough to be considered a
/// pinch. Changes: when a finger moves while two fingers remain down. Ends: when both fingers
/// have lifted."
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

    /// The two touches measured, the latest scale and its velocity.
    private var pair = TouchPair(identity: 1)
    /// The distance between the two touches when the pair was (re)completed, in window points:
    /// the hysteresis is measured from it.
    private var initialDistance: CGFloat = 0
    /// The distance at which the scale reads `scaleBase`: the pair's landing distance, or the
    /// distance when ``scale`` was last set.
    private var referenceDistance: CGFloat = 0
    private var scaleBase: CGFloat = 1

    /// The distance between the two fingers divided by their distance when the second finger
    /// landed: absolute since the gesture started (about 1 when it begins), not since the last
    /// change. Apple: "The scale value is an absolute value that varies over time."
    ///
    /// Setting it rebases the measurement: the current distance then reads as the new value, and
    /// later readings scale from it (`scale = 1` in an action makes the next reading the change
    /// since this one). Apple: "You may set the scale factor, but doing so resets the velocity."
    /// With one finger down it keeps its last value.
    public var scale: CGFloat {
        get { pair.value }
        set {
            pair.set(newValue)
            rebase()
        }
    }

    /// How fast ``scale`` changes, in scale factor per second (positive while the fingers spread),
    /// from the touch timestamps of the latest change; 0 before the first change and after
    /// ``scale`` is set. With one finger down it keeps the value of the latest change (UIKit
    /// does not say).
    public var velocity: CGFloat { pair.velocity }

    /// A pinch recognizer that calls `action` on every state change, on behalf of `target`.
    public override init(target: AnyObject? = nil, action: Action? = nil) {
        super.init(target: target, action: action)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // A finger that lands while one of the pair is down completes the pair again.
        if pair.update(from: liveTouches, at: event.timestamp) { rebase() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        // Apple: "Changes: when a finger moves while two fingers remain down."
        guard pair.isComplete, pair.containsAny(of: touches) else { return }
        pair.record(reading, at: event.timestamp)
        if state != .possible {
            state = .changed
        } else if abs(pair.distance - initialDistance) > Self.pinchHysteresis {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let liftedPairTouch = pair.isComplete && pair.containsAny(of: touches)
        // The finger may lift somewhere other than its last move: that final reading counts.
        if liftedPairTouch, hasRequestedRecognition, reading != pair.value {
            pair.record(reading, at: event.timestamp)
            if !liveTouches.isEmpty { state = .changed }
        }
        // Apple: "Ends: when both fingers have lifted."
        if liveTouches.isEmpty {
            state = hasRequestedRecognition ? .ended : .failed
        } else if pair.update(from: liveTouches, at: event.timestamp) {
            // Another finger already down takes the lifted one's place.
            rebase()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        // Any tracked touch, the one left down too: the gesture cannot end as the user meant.
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        pair.reset()
        initialDistance = 0
        referenceDistance = 0
        scaleBase = 1
    }

    // MARK: Measuring

    /// The scale the pair's current distance reads.
    private var reading: CGFloat {
        // Two fingers reported at one point have no meaningful ratio: read the base until rebased.
        guard pair.isComplete, referenceDistance > 0 else { return scaleBase }
        return scaleBase * pair.distance / referenceDistance
    }

    /// Takes the pair's current distance as the reference for the current scale, so readings
    /// continue from it: after the pair changed fingers, or after ``scale`` was set.
    private func rebase() {
        scaleBase = pair.value
        referenceDistance = pair.distance
        initialDistance = pair.distance
    }
}
