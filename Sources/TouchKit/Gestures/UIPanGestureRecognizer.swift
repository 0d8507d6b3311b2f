import Foundation

/// Recognizes a drag of one or more fingers: a continuous gesture.
///
/// States: `possible` until at least ``minimumNumberOfTouches`` fingers are down and their
/// centroid has moved more than ``panHysteresis`` from where it started; then `began`, `changed`
/// on every move, and `ended` when fewer than ``minimumNumberOfTouches`` remain (`cancelled` when
/// a touch is cancelled). `failed` when every finger lifts before it began, or more than
/// ``maximumNumberOfTouches`` land first. Once it began, fingers beyond the maximum are ignored.
///
/// ``translation(in:)`` is measured from where the fingers first touched down (so it includes
/// the hysteresis), and stays continuous when fingers are added or lifted.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, the fingers' centroid must move before the pan begins: small enough
    /// to feel immediate, large enough that a tap's jitter is not a drag.
    public static let panHysteresis: CGFloat = 10
    /// How far back, in seconds, ``velocity(in:)`` looks: a short window follows a flick.
    public static let velocitySampleWindow: TimeInterval = 0.1

    /// The fewest fingers that pan; default 1.
    public var minimumNumberOfTouches = 1
    /// The most fingers that pan; default unlimited.
    public var maximumNumberOfTouches = Int.max

    /// The centroid (window coordinates) that translation is measured from.
    private var origin = CGPoint.zero
    /// The centroid after the previous change, to keep translation continuous when the number
    /// of fingers changes.
    private var lastCentroid = CGPoint.zero
    /// Recent (timestamp, translation) samples for the velocity, window coordinates.
    private var samples: [(time: TimeInterval, translation: CGPoint)] = []

    // MARK: Reading the gesture

    /// How far the fingers moved since they touched down, in `view`'s coordinates (window
    /// coordinates when nil). Zero before the first touch.
    public func translation(in view: UIView?) -> CGPoint {
        vector(currentTranslation, to: view)
    }

    /// Makes the translation read `translation` (in `view`'s coordinates) from now on: a handler
    /// that applies the translation incrementally sets it back to zero.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = vector(translation, from: view)
        let shift = CGPoint(x: wanted.x - currentTranslation.x, y: wanted.y - currentTranslation.y)
        origin = CGPoint(x: origin.x - shift.x, y: origin.y - shift.y)
        samples = samples.map { ($0.time, CGPoint(x: $0.translation.x + shift.x, y: $0.translation.y + shift.y)) }
    }

    /// The speed of the drag in points per second, in `view`'s coordinates, over the last
    /// ``velocitySampleWindow``; zero when the fingers have not moved.
    public func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let seconds = CGFloat(last.time - first.time)
        return vector(CGPoint(x: (last.translation.x - first.translation.x) / seconds,
                              y: (last.translation.y - first.translation.y) / seconds), to: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasRequestedRecognition {
            // Active: fingers beyond the maximum do not take part.
            for touch in touches where liveTouches.count > maximumNumberOfTouches { ignore(touch, for: event) }
        } else if liveTouches.count > maximumNumberOfTouches {
            return failIfStillPossible()
        }
        if liveTouches.allSatisfy({ touches.contains($0) }) {
            // The first fingers of the gesture (a finger ignored above is not one of them).
            origin = liveTouches.map { $0.location(in: nil) }.centroid
            lastCentroid = origin
            samples = [(event.timestamp, .zero)]
        } else {
            rebase()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = liveTouches.map { $0.location(in: nil) }.centroid
        lastCentroid = centroid
        record(at: event.timestamp)
        if state != .possible {
            state = .changed
        } else if hasRequestedRecognition {
            // Held by `require(toFail:)`: ask again, so the arbiter keeps the request.
            state = .began
        } else if liveTouches.count >= minimumNumberOfTouches,
                  centroid.distance(to: origin) > Self.panHysteresis {
            guard canBegin(withTranslation: currentTranslation) else { return failIfStillPossible() }
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fingers that rested before lifting have no speed left: drop samples older than the window.
        samples.removeAll { event.timestamp - $0.time > Self.velocitySampleWindow }
        let remaining = liveTouches.count
        if !hasRequestedRecognition {
            if remaining == 0 { failIfStillPossible() } else { rebase() }
        } else if remaining < minimumNumberOfTouches {
            state = .ended
        } else {
            rebase()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        origin = .zero
        lastCentroid = .zero
        samples.removeAll()
    }

    // MARK: Subclass hooks

    /// Asked once, when the fingers first pass ``panHysteresis``: whether a pan that moved
    /// `translation` (window coordinates) may begin; false fails it. A screen-edge pan checks
    /// the direction here, so it judges the same move that would begin the pan.
    func canBegin(withTranslation translation: CGPoint) -> Bool { true }

    // MARK: Private


    private var currentTranslation: CGPoint {
        CGPoint(x: lastCentroid.x - origin.x, y: lastCentroid.y - origin.y)
    }

    /// The set of fingers changed: move the origin with the centroid so translation does not jump.
    private func rebase() {
        let centroid = liveTouches.map { $0.location(in: nil) }.centroid
        guard !liveTouches.isEmpty else { return }
        origin = CGPoint(x: origin.x + centroid.x - lastCentroid.x, y: origin.y + centroid.y - lastCentroid.y)
        lastCentroid = centroid
    }

    private func record(at time: TimeInterval) {
        samples.append((time, currentTranslation))
        samples.removeAll { time - $0.time > Self.velocitySampleWindow }
    }

    private func vector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(vector, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func vector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(vector, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
