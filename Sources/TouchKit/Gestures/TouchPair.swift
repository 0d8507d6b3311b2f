import Foundation

/// The two touches a two-finger recognizer measures, and the value it reads from them over time:
/// the layer under the ``TwoFingerGesture`` that ``UIPinchGestureRecognizer`` and
/// ``UIRotationGestureRecognizer`` share, as GTK's zoom and rotate gestures share one two-touch
/// layer. The recognizer's ``TwoFingerMeasure`` turns the pair's geometry (``distance``,
/// ``angle``) into its value (scale, rotation); the pair keeps which touches are measured, the
/// latest reading and its velocity.
///
/// Pairing: the first two touches still down, in the order they began; further fingers are
/// tracked by the recognizer but change nothing. When one of the two lifts, the pair keeps the
/// other and waits: the next finger down (or one already down) completes it again. Each time the
/// pair is completed with a different touch, its geometry starts from new reference values, and
/// the measure rebases so that its value continues from where it was, without a jump.
///
/// Velocity: the change of the value between two readings divided by the time between their
/// touch timestamps; setting the value resets it to 0 (UIKit's `scale` and `rotation`
/// references: setting either "resets the velocity").
@MainActor
struct TouchPair {
    /// The measured touches, in the order they joined the pair: two while measuring, one while
    /// the other finger is lifted, none before the gesture's second finger lands.
    private(set) var touches: [UITouch] = []
    /// The latest reading of the recognizer's value (scale or rotation).
    private(set) var value: CGFloat
    /// How fast ``value`` changed between the latest two readings, per second.
    private(set) var velocity: CGFloat = 0
    /// The value with no gesture (1 for a scale, 0 for a rotation).
    private let identity: CGFloat
    /// The touch timestamp of the latest reading.
    private var timestamp: TimeInterval?

    /// A pair with no touches whose value reads `identity`.
    init(identity: CGFloat) {
        self.identity = identity
        value = identity
    }

    /// Whether both touches are down, so the geometry means something.
    var isComplete: Bool { touches.count == 2 }

    /// Whether one of `changed` is a touch of the pair.
    func containsAny(of changed: Set<UITouch>) -> Bool {
        touches.contains { changed.contains($0) }
    }

    /// The distance between the two touches in window points; 0 unless complete.
    var distance: CGFloat {
        guard let (a, b) = ends else { return 0 }
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// The direction from the first to the second touch in radians, in (-π, π], window
    /// coordinates (y down, so growing angles turn clockwise on screen); 0 unless complete.
    var angle: CGFloat {
        guard let (a, b) = ends else { return 0 }
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Keeps the pair's touches that are still in `live` (the recognizer's touches still down,
    /// oldest first) and fills the pair from `live`. Returns true when this completed the pair
    /// with a touch it did not measure before: the caller takes new reference geometry then.
    mutating func update(from live: some Collection<UITouch>, at timestamp: TimeInterval) -> Bool {
        // The pair before, by identity (not a copy of the array, which the edit would then copy).
        let wasComplete = touches.count == 2
        let first = touches.first, second = touches.last
        touches.removeAll { touch in !live.contains { $0 === touch } }
        for touch in live where touches.count < 2 && !touches.contains(where: { $0 === touch }) {
            touches.append(touch)
        }
        let isSame = wasComplete && touches.count == 2 && touches[0] === first && touches[1] === second
        let isNew = isComplete && !isSame
        if isNew { self.timestamp = timestamp }
        return isNew
    }

    /// Records a reading of the value taken at `timestamp` (a touch timestamp): the velocity is
    /// the change since the previous reading per second.
    mutating func record(_ reading: CGFloat, at timestamp: TimeInterval) {
        if let previous = self.timestamp, timestamp > previous {
            velocity = (reading - value) / CGFloat(timestamp - previous)
        }
        value = reading
        self.timestamp = timestamp
    }

    /// Sets the value from outside (the recognizer's `scale`/`rotation` setter): later readings
    /// continue from it, and the velocity is reset to 0, as UIKit's references say.
    mutating func set(_ newValue: CGFloat) {
        value = newValue
        velocity = 0
    }

    /// Forgets the touches and readings: the value reads the identity again.
    mutating func reset() {
        touches.removeAll()
        value = identity
        velocity = 0
        timestamp = nil
    }

    /// The window locations of the two touches, when both are down.
    private var ends: (CGPoint, CGPoint)? {
        guard isComplete else { return nil }
        return (touches[0].windowLocation, touches[1].windowLocation)
    }
}
