import Foundation

/// Recognizes fingers held still for a while, optionally after some taps: a continuous gesture.
///
/// States: `possible` while the ``numberOfTapsRequired`` taps are made and then while
/// ``numberOfTouchesRequired`` fingers are held down; `began` once they have been down for
/// ``minimumPressDuration`` without any of them moving more than ``allowableMovement`` from where
/// it touched down (a timer, started when the required fingers are all down, decides); then
/// `changed` on every move, however far (the movement limit only applies before the press
/// begins), `ended` when a finger lifts, `cancelled` when a touch is cancelled. `failed` when,
/// before it began, a finger moves too far, lifts too early, more fingers land than required,
/// a tap is held too long, or the next tap or the press does not start within
/// ``maximumTapInterval`` of the previous tap.
///
/// Once the press began, extra fingers that land are ignored. Locations are the centroid of the
/// press's fingers (``location(in:)``).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The default ``minimumPressDuration``, in seconds (UIKit's).
    public static let defaultMinimumPressDuration: TimeInterval = 0.5
    /// The default ``allowableMovement``, in points (UIKit's).
    public static let defaultAllowableMovement: CGFloat = 10
    /// The longest pause, in seconds, between the lift of one required tap and the next
    /// touch-down (the next tap or the press) after a finger tap: the tracker's double-tap
    /// interval. After a mouse click, the desktop's double-click time
    /// (``TouchTracker/pointerDoubleTapInterval``) applies instead.
    public static let maximumTapInterval: TimeInterval = TouchTracker.doubleTapInterval

    /// How long, in seconds, the fingers must be held before the press begins; default 0.5.
    /// A required tap held this long fails the gesture: it is a press, not a tap.
    public var minimumPressDuration = UILongPressGestureRecognizer.defaultMinimumPressDuration
    /// How far, in points, each finger may move from where it touched down before the press
    /// begins; default 10. After it began, movement is unlimited.
    public var allowableMovement = UILongPressGestureRecognizer.defaultAllowableMovement
    /// The taps that must come before the press; default 0.
    public var numberOfTapsRequired = 0
    /// The fingers each tap and the press are made with; default 1.
    public var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    /// Whether fingers of the current tap or press are down.
    private var isRoundInProgress = false
    /// Whether a finger of the current tap already lifted (the tap is ending).
    private var hasRoundLifted = false
    /// The most fingers down at once in the current tap or press.
    private var touchesInRound = 0
    /// When the previous tap lifted (touch timestamps, seconds).
    private var lastTapEndTime: TimeInterval?
    /// How long after the previous tap the next tap or the press may start (seconds).
    private var lastTapInterval = UILongPressGestureRecognizer.maximumTapInterval

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasRequestedRecognition {
            // The press is on (or held by `require(toFail:)`): fingers that join it take no part.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if !isRoundInProgress {
            cancelTimers()
            if let lastTapEndTime, event.timestamp - lastTapEndTime > lastTapInterval {
                return failIfStillPossible()
            }
            isRoundInProgress = true
            hasRoundLifted = false
            touchesInRound = 0
        } else if hasRoundLifted {
            // A finger that lands while the tap is lifting starts neither this tap nor the next.
            return failIfStillPossible()
        }
        touchesInRound = max(touchesInRound, liveTouches.count)
        if touchesInRound > numberOfTouchesRequired { return failIfStillPossible() }
        if liveTouches.count == numberOfTouchesRequired {
            scheduleTimer(after: minimumPressDuration) { [weak self] in self?.pressDurationElapsed() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        // Once it asked to begin, moves are changes, not movement to limit.
        if hasRequestedRecognition {
            state = .changed
            return
        }
        for touch in touches
        where touch.location(in: nil).distance(to: touch.initialWindowLocation) > allowableMovement {
            return failIfStillPossible()
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasRequestedRecognition {
            state = .ended
            return
        }
        guard tapsCompleted < numberOfTapsRequired else {
            // The press's fingers lifted before it began.
            return failIfStillPossible()
        }
        hasRoundLifted = true
        guard liveTouches.isEmpty else { return }
        // The last finger of this tap lifted.
        isRoundInProgress = false
        cancelTimers()
        guard touchesInRound == numberOfTouchesRequired else { return failIfStillPossible() }
        tapsCompleted += 1
        lastTapEndTime = event.timestamp
        lastTapInterval = multiTapInterval(after: touches)
        scheduleTimer(after: lastTapInterval) { [weak self] in self?.failIfStillPossible() }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        isRoundInProgress = false
        hasRoundLifted = false
        touchesInRound = 0
        lastTapEndTime = nil
    }

    // MARK: Private

    /// The required fingers have been down for ``minimumPressDuration``: the press begins, or,
    /// while taps are still required, the tap was held too long.
    private func pressDurationElapsed() {
        guard state == .possible, !hasRequestedRecognition else { return }
        guard tapsCompleted == numberOfTapsRequired else { return failIfStillPossible() }
        state = .began
    }
}
