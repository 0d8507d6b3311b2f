import Foundation

/// Recognizes a quick straight stroke of one or more fingers in an allowed direction: a discrete
/// gesture.
///
/// States: `possible` while ``numberOfTouchesRequired`` fingers land and their centroid travels;
/// `recognized` as soon as the centroid has travelled ``minimumSwipeDistance`` along the axis of
/// one of the allowed ``direction``s, less than ``maximumSwipeDuration`` after the first finger
/// touched down. `failed` when that time runs out (a timer fails a finger that stopped moving at
/// the deadline), when the stroke strays more than ``maximumSwipeAngle`` from its axis, when it
/// heads in a direction that is not allowed, when more fingers land than required, or when the
/// fingers lift (or are cancelled) before the distance.
///
/// The direction is decided by the dominant axis once the centroid has travelled
/// ``directionDecisionDistance``, and holds for the rest of the stroke. Distances are in window
/// coordinates. ``location(in:)`` gives where the swipe began, as in UIKit.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go, as in UIKit: combine them to allow several.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Toward increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward decreasing y (the top of the screen).
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward increasing y (the bottom of the screen).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far, in points, the fingers' centroid must travel along the swipe's axis: a short,
    /// deliberate flick, but more than a tap's jitter or a small adjustment.
    public static let minimumSwipeDistance: CGFloat = 50
    /// How long, in seconds from the first touch-down, the swipe may take to cover
    /// ``minimumSwipeDistance``: anything slower is a drag, not a swipe.
    public static let maximumSwipeDuration: TimeInterval = 0.5
    /// How far, in degrees, the stroke may stray from its axis (cross-axis travel at most
    /// tan(30°) ≈ 0.58 × the travel along the axis). 30° leaves room for the arc of a thumb while
    /// keeping a 45° diagonal from counting as either axis.
    public static let maximumSwipeAngle: CGFloat = 30
    /// How far, in points, the centroid travels before the direction and the angle are judged:
    /// below that, a finger's first wobble says nothing about where it is heading.
    public static let directionDecisionDistance: CGFloat = 10

    /// The directions that count; default `.right`.
    public var direction: Direction = .right
    /// The fingers the swipe is made with; default 1.
    public var numberOfTouchesRequired = 1

    /// When the first finger touched down (touch timestamps, seconds).
    private var firstTouchTime: TimeInterval?
    /// The centroid (window coordinates) when the required fingers were all down.
    private var startCentroid: CGPoint?
    /// The direction the stroke took once it travelled ``directionDecisionDistance``.
    private var decidedDirection: Direction?

    // MARK: Reading the gesture

    /// Where the swipe began: the centroid of its fingers when they were all down, in `view`'s
    /// coordinates (window coordinates when nil). Valid in the action; before the fingers are
    /// all down, the current centroid.
    open override func location(in view: UIView?) -> CGPoint {
        guard let startCentroid else { return super.location(in: view) }
        guard let view else { return startCentroid }
        return view.convert(startCentroid, from: nil)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if firstTouchTime == nil {
            firstTouchTime = touches.map(\.timestamp).min() ?? event.timestamp
            // The deadline fails a swipe whose fingers stopped moving: no move would notice.
            scheduleTimer(after: Self.maximumSwipeDuration) { [weak self] in self?.failIfStillPossible() }
        }
        if liveTouches.count > numberOfTouchesRequired { return failIfStillPossible() }
        if liveTouches.count == numberOfTouchesRequired {
            startCentroid = centroid
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        evaluate(at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The lift may carry the last stretch of travel; short of the distance, the swipe is over.
        evaluate(at: event.timestamp)
        failIfStillPossible()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        // Even a recognition still held by `require(toFail:)` is lost: the system took the touch.
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        firstTouchTime = nil
        startCentroid = nil
        decidedDirection = nil
    }

    // MARK: Private

    /// Judges the stroke so far: recognizes it, fails it, or lets it go on.
    private func evaluate(at time: TimeInterval) {
        guard state == .possible, !hasRequestedRecognition, let start = startCentroid, let firstTouchTime else { return }
        // The timer may fire late (a busy run loop): the touches' own timestamps decide too.
        if time - firstTouchTime >= Self.maximumSwipeDuration { return failIfStillPossible() }
        let current = centroid
        let dx = current.x - start.x, dy = current.y - start.y
        guard hypot(dx, dy) >= Self.directionDecisionDistance else { return }
        // A diagonal stroke belongs to its dominant axis.
        let isHorizontal = abs(dx) >= abs(dy)
        let along = isHorizontal ? dx : dy
        let across = isHorizontal ? dy : dx
        let heading: Direction = isHorizontal ? (along > 0 ? .right : .left) : (along > 0 ? .down : .up)
        if decidedDirection == nil { decidedDirection = heading }
        guard heading == decidedDirection, direction.contains(heading) else { return failIfStillPossible() }
        if abs(across) > abs(along) * tan(Self.maximumSwipeAngle * .pi / 180) { return failIfStillPossible() }
        if abs(along) >= Self.minimumSwipeDistance { state = .recognized }
    }

    /// The centroid of the tracked fingers, window coordinates (a finger lifting in this
    /// dispatch still counts, where it lifted).
    private var centroid: CGPoint {
        trackedTouches.map { $0.location(in: nil) }.centroid
    }
}
