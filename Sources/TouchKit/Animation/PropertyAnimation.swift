import Foundation

/// One view property moving from one value to another: the unit the ``WindowAnimator`` runs.
@MainActor
struct PropertyAnimation {
    let view: UIView
    let property: AnimatableProperty
    /// The value shown during the delay and at the start.
    var from: AnimatableValue
    /// The model value, reached at the end.
    let to: AnimatableValue
    /// When the movement starts (the commit time plus the delay), on the window's clock.
    let start: TimeInterval
    let duration: TimeInterval
    let curve: UIView.AnimationCurve
    /// The animations of the same `animate` call, sharing the completion.
    let group: AnimationGroup

    /// Whether the delay is over at `time`.
    func hasStarted(at time: TimeInterval) -> Bool { time >= start }

    /// Whether the animation has reached its end at `time`.
    func isFinished(at time: TimeInterval) -> Bool { time - start >= duration }

    /// The value presented at `time`: `from` during the delay, then along the curve to `to`.
    func value(at time: TimeInterval) -> AnimatableValue {
        guard hasStarted(at: time) else { return from }
        // Exactly the model value at the end, so dropping the override changes no pixel.
        if isFinished(at: time) { return to }
        return from.interpolated(to: to, progress: curve.progress(at: (time - start) / duration))
    }
}

/// The animations of one `animate` call: its options, and its completion, called once when the
/// last of them has finished or been interrupted, with `true` only if none was interrupted.
@MainActor
final class AnimationGroup {
    let options: UIView.AnimationOptions
    private var remaining: Int
    private var interrupted = false
    private let completion: ((Bool) -> Void)?

    init(count: Int, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        (remaining, self.options, self.completion) = (count, options, completion)
    }

    /// One animation of the group ended (`finished` false: interrupted). Returns the completion
    /// call to make when that was the last one.
    func animationDidEnd(finished: Bool) -> (() -> Void)? {
        if !finished { interrupted = true }
        remaining -= 1
        guard remaining == 0, let completion else { return nil }
        let allFinished = !interrupted
        return { completion(allFinished) }
    }
}
