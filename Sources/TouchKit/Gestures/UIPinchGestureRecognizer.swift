import Foundation

/// A continuous recognizer for two fingers moving apart or together, as UIKit's.
///
/// It measures the first two touches it tracks; further fingers are tracked but change nothing.
///
/// - `possible`: fewer than two fingers are down, or the distance between the two has changed
///   by no more than ``pinchHysteresis`` since the second finger landed. If one of the two lifts
///   now, the next two fingers down are measured afresh; if every finger lifts, it **fails**.
/// - `began`: the distance changed by more than ``pinchHysteresis``.
/// - `changed`: on every later move of either of the two fingers.
/// - `ended`: one of the two fingers lifted. The fingers still down are ignored until they lift.
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

    /// The two touches measured, once both are down.
    private var pair: (first: UITouch, second: UITouch)?
    /// Whether the pinch crossed the hysteresis and asked to begin. `state` may still read
    /// `possible` then (held by `require(toFail:)`), yet a lift must end the gesture, not re-pair.
    private var hasAskedToBegin = false
    /// The distance between the two touches when the second landed, in window points: the
    /// hysteresis is measured from it.
    private var initialDistance: CGFloat = 0
    /// The distance at which ``scale`` reads `scaleBase` (the landing distance, or the distance
    /// when ``scale`` was last set).
    private var referenceDistance: CGFloat = 0
    private var scaleBase: CGFloat = 1
    /// The latest reading and when it was taken (the touch timestamp), for ``velocity``.
    private var lastScale: CGFloat = 1
    private var lastTimestamp: TimeInterval?
    private var currentVelocity: CGFloat = 0

    /// The distance between the two fingers divided by their distance when the second finger
    /// landed: absolute since the gesture started (about 1 when it begins), not since the last
    /// change. Setting it rebases the measurement: the current distance then reads as the new
    /// value, and later readings scale from it (`scale = 1` in an action makes the next reading
    /// the change since this one). 1 when no pair of fingers is down.
    public var scale: CGFloat {
        get { scale(atDistance: currentDistance) }
        set {
            scaleBase = newValue
            referenceDistance = currentDistance
            lastScale = newValue
        }
    }

    /// How fast ``scale`` changes, in scale factor per second (positive while the fingers spread),
    /// from the touch timestamps of the latest change; 0 before the first change.
    public var velocity: CGFloat { currentVelocity }

    /// A pinch recognizer that calls `action` on every state change, on behalf of `target`.
    public override init(target: AnyObject? = nil, action: Action? = nil) {
        super.init(target: target, action: action)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if pair == nil { pairFirstTwoTouches() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let pair, touches.contains(pair.first) || touches.contains(pair.second) else { return }
        measure(at: event.timestamp)
        if state == .possible {
            if abs(currentDistance - initialDistance) > Self.pinchHysteresis {
                hasAskedToBegin = true
                state = .began
            }
        } else {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let liftedPairTouch = pair.map { touches.contains($0.first) || touches.contains($0.second) } ?? false
        if hasAskedToBegin {
            guard liftedPairTouch else { return }
            // The finger may lift somewhere other than its last move: that final reading counts.
            if scale != lastScale { measure(at: event.timestamp) }
            state = .ended
        } else if liveTouches.isEmpty {
            state = .failed
        } else if liftedPairTouch {
            // Not begun yet: the next two fingers down start a fresh measurement.
            pair = nil
            pairFirstTwoTouches()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = hasAskedToBegin ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        pair = nil
        hasAskedToBegin = false
        initialDistance = 0
        referenceDistance = 0
        scaleBase = 1
        lastScale = 1
        lastTimestamp = nil
        currentVelocity = 0
    }

    // MARK: Measuring


    /// Starts measuring the first two remaining touches, when there are two.
    private func pairFirstTwoTouches() {
        let touches = liveTouches
        guard touches.count >= 2 else { return }
        pair = (touches[0], touches[1])
        initialDistance = currentDistance
        referenceDistance = initialDistance
        lastScale = scaleBase
        lastTimestamp = max(touches[0].timestamp, touches[1].timestamp)
        currentVelocity = 0
    }

    /// The distance between the two measured touches, in window points; 0 without a pair.
    private var currentDistance: CGFloat {
        guard let pair else { return 0 }
        let a = pair.first.windowLocation, b = pair.second.windowLocation
        return hypot(b.x - a.x, b.y - a.y)
    }

    private func scale(atDistance distance: CGFloat) -> CGFloat {
        // Two fingers reported at one point have no meaningful ratio: read the base until rebased.
        guard pair != nil, referenceDistance > 0 else { return scaleBase }
        return scaleBase * distance / referenceDistance
    }

    /// Takes a reading at `timestamp`: the velocity of the change since the previous one.
    private func measure(at timestamp: TimeInterval) {
        let reading = scale
        if let lastTimestamp, timestamp > lastTimestamp {
            currentVelocity = (reading - lastScale) / CGFloat(timestamp - lastTimestamp)
        }
        lastScale = reading
        lastTimestamp = timestamp
    }
}
