import Foundation

/// What a two-finger recognizer measures and how it rebases: the hooks that make a
/// ``TwoFingerGesture`` a pinch or a rotation. The gesture keeps the pair and the states; the
/// measure turns the pair's geometry (``TouchPair/distance``, ``TouchPair/angle``) into the
/// recognizer's value and keeps whatever reference that needs.
@MainActor
protocol TwoFingerMeasure {
    /// The value with no gesture: 1 for a scale, 0 for a rotation.
    static var identity: CGFloat { get }

    /// A measure with no reference yet (after a reset).
    init()

    /// The pair was completed with a touch it did not measure before: takes the pair's current
    /// geometry as the reference from which ``TouchPair/value`` continues, without a jump, and
    /// from which the hysteresis is measured.
    mutating func rebase(on pair: TouchPair)

    /// The value was set from outside (`scale`, `rotation`): whatever the measure needs so that
    /// later readings continue from ``TouchPair/value``.
    mutating func valueWasSet(on pair: TouchPair)

    /// Takes a reading of the complete pair's geometry and returns the value it reads.
    mutating func read(_ pair: TouchPair) -> CGFloat

    /// Whether the complete pair's geometry differs from the latest reading, so that a finger
    /// lifting here makes a reading of its own.
    func hasMoved(_ pair: TouchPair) -> Bool

    /// Whether the fingers have moved past the recognizer's hysteresis since the pair was
    /// completed: the gesture begins.
    func isPastHysteresis(_ pair: TouchPair) -> Bool
}

/// The touch handling that ``UIPinchGestureRecognizer`` and ``UIRotationGestureRecognizer``
/// share: each owns one and forwards its touches to it. It drives the recognizer's states through
/// the recognizer's public state setter; its `Measure` says what the pair means.
///
/// - A touch lands: it completes the ``TouchPair`` if one is missing, and the measure rebases.
/// - A touch of a complete pair moves: a reading; `began` once past the hysteresis, then
///   `changed`. Apple: "Changes: when a finger moves while two fingers remain down."
/// - A touch of the pair lifts: where it lifted is a final reading (`changed` if a finger stays).
///   Another finger already down takes its place (the measure rebases); with none, the pair
///   waits for the next finger down. Apple: "Ends: when both fingers have lifted" (`failed` if
///   it never began).
/// - Any tracked touch is cancelled: `cancelled`, or `failed` before it began.
///
/// A reference type, made once per recognizer: the recognizer's action may read or set the
/// value while a state change is reported, in the middle of a dispatch here, which a struct
/// mutated in place would forbid (exclusive access). Generic over the measure, so nothing is
/// allocated or looked up dynamically per move.
@MainActor
final class TwoFingerGesture<Measure: TwoFingerMeasure> {
    /// The two touches measured, the latest value and its velocity.
    private var pair = TouchPair(identity: Measure.identity)
    /// What the recognizer reads from the pair, and its reference geometry.
    private var measure = Measure()

    /// A gesture with no touches, reading the measure's identity.
    init() {}

    /// The latest reading (the recognizer's `scale` or `rotation`).
    var value: CGFloat { pair.value }

    /// How fast ``value`` changed at the latest reading, per second; 0 after it is set.
    var velocity: CGFloat { pair.velocity }

    /// Sets the value from outside: the velocity is reset and later readings continue from it.
    func setValue(_ newValue: CGFloat) {
        pair.set(newValue)
        measure.valueWasSet(on: pair)
    }

    // MARK: Touches

    /// `touches` landed on `recognizer`.
    func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent, of recognizer: UIGestureRecognizer) {
        // A finger that lands while one of the pair is down completes the pair again.
        if pair.update(from: recognizer.liveTouches, at: event.timestamp) { measure.rebase(on: pair) }
    }

    /// `touches` of `recognizer` moved.
    func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent, of recognizer: UIGestureRecognizer) {
        guard pair.isComplete, pair.containsAny(of: touches) else { return }
        record(at: event.timestamp)
        if recognizer.state != .possible {
            recognizer.state = .changed
        } else if measure.isPastHysteresis(pair) {
            recognizer.state = .began
        }
    }

    /// `touches` of `recognizer` lifted.
    func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent, of recognizer: UIGestureRecognizer) {
        let liftedPairTouch = pair.isComplete && pair.containsAny(of: touches)
        // The finger may lift somewhere other than its last move: that final reading counts.
        if liftedPairTouch, recognizer.hasRequestedRecognition, measure.hasMoved(pair) {
            record(at: event.timestamp)
            if !recognizer.liveTouches.isEmpty { recognizer.state = .changed }
        }
        if recognizer.liveTouches.isEmpty {
            recognizer.state = recognizer.hasRequestedRecognition ? .ended : .failed
        } else if pair.update(from: recognizer.liveTouches, at: event.timestamp) {
            // Another finger already down takes the lifted one's place.
            measure.rebase(on: pair)
        }
    }

    /// `touches` of `recognizer` were cancelled.
    func touchesCancelled(of recognizer: UIGestureRecognizer) {
        // Any tracked touch, the one left down too: the gesture cannot end as the user meant.
        recognizer.cancelOrFail()
    }

    /// Forgets the touches, the readings and the reference: the value reads the identity again.
    func reset() {
        pair.reset()
        measure = Measure()
    }

    /// Records the measure's reading of the pair at `timestamp` (a touch timestamp).
    private func record(at timestamp: TimeInterval) {
        let reading = measure.read(pair)
        pair.record(reading, at: timestamp)
    }
}
