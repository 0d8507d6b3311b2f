import Foundation

/// A continuous recognizer for two fingers turning around each other, as UIKit's.
///
/// It measures the angle of the line from the first to the second touch it tracks; further
/// fingers are tracked but change nothing.
///
/// - `possible`: fewer than two fingers are down, or the line has turned by no more than
///   ``rotationHysteresis`` since the second finger landed. If one of the two lifts now, the next
///   two fingers down are measured afresh; if every finger lifts, it **fails**.
/// - `began`: the line turned by more than ``rotationHysteresis``.
/// - `changed`: on every later move of either of the two fingers.
/// - `ended`: one of the two fingers lifted. The fingers still down are ignored until they lift.
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

    /// The two touches measured, once both are down.
    private var pair: (first: UITouch, second: UITouch)?
    /// Whether the rotation crossed the hysteresis and asked to begin. `state` may still read
    /// `possible` then (held by `require(toFail:)`), yet a lift must end the gesture, not re-pair.
    private var hasAskedToBegin = false
    /// The direction of the line at the latest reading, in radians (window coordinates).
    private var lastAngle: CGFloat = 0
    /// The turn since the second finger landed, unwrapped: the hysteresis is measured on it.
    private var turnSinceLanding: CGFloat = 0
    /// ``rotation``'s stored value: the unwrapped turn since landing, or since it was last set.
    private var currentRotation: CGFloat = 0
    private var lastTimestamp: TimeInterval?
    private var currentVelocity: CGFloat = 0

    /// The turn of the line between the two fingers since the second finger landed, in radians,
    /// positive clockwise on screen (window coordinates, y down, as in UIKit). Absolute since the
    /// gesture started and unwrapped: turning past half a turn keeps counting (3π/2 after three
    /// quarter turns, not -π/2). Setting it rebases: the current angle then reads as the new
    /// value and later turns add to it. 0 when no pair of fingers is down.
    public var rotation: CGFloat {
        get { currentRotation }
        set { currentRotation = newValue }
    }

    /// How fast ``rotation`` changes, in radians per second (positive clockwise), from the touch
    /// timestamps of the latest change; 0 before the first change.
    public var velocity: CGFloat { currentVelocity }

    /// A rotation recognizer that calls `action` on every state change, on behalf of `target`.
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
            if abs(turnSinceLanding) > Self.rotationHysteresis {
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
            if currentAngle != lastAngle { measure(at: event.timestamp) }
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
        lastAngle = 0
        turnSinceLanding = 0
        currentRotation = 0
        lastTimestamp = nil
        currentVelocity = 0
    }

    // MARK: Measuring


    /// Starts measuring the first two remaining touches, when there are two.
    private func pairFirstTwoTouches() {
        let touches = liveTouches
        guard touches.count >= 2 else { return }
        pair = (touches[0], touches[1])
        lastAngle = currentAngle
        turnSinceLanding = 0
        lastTimestamp = max(touches[0].timestamp, touches[1].timestamp)
        currentVelocity = 0
    }

    /// The direction from the first to the second measured touch, in radians in (-π, π]; with
    /// y pointing down, growing angles turn clockwise on screen. 0 without a pair.
    private var currentAngle: CGFloat {
        guard let pair else { return 0 }
        let a = pair.first.windowLocation, b = pair.second.windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Takes a reading at `timestamp`: adds the turn since the previous one, taken the short way
    /// round (normalised to (-π, π]), since fingers cannot turn half a circle between two events.
    private func measure(at timestamp: TimeInterval) {
        let angle = currentAngle
        var delta = (angle - lastAngle).remainder(dividingBy: 2 * .pi)
        if delta <= -.pi { delta += 2 * .pi }
        turnSinceLanding += delta
        currentRotation += delta
        if let lastTimestamp, timestamp > lastTimestamp {
            currentVelocity = delta / CGFloat(timestamp - lastTimestamp)
        }
        lastAngle = angle
        lastTimestamp = timestamp
    }
}
