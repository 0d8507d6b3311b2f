import Foundation

/// Recognizes one or more taps of one or more fingers: a discrete gesture.
///
/// States: `possible` while taps are in progress; `recognized` when the last required tap lifts;
/// `failed` when a finger moves more than ``allowableMovement``, more fingers than
/// ``numberOfTouchesRequired`` land (or fewer made the tap), the next tap does not start within
/// ``maximumTapInterval`` (after a mouse click: the desktop's double-click time,
/// ``TouchTracker/pointerDoubleTapInterval``) or lands farther than ``maximumTapDistance`` from
/// the previous one, an extra tap starts, or a touch is cancelled.
///
/// A single tap that should not fire on a double tap waits for it: `single.require(toFail: double)`.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, a finger may move during a tap (the tracker's tap slop).
    public static let allowableMovement: CGFloat = TouchTracker.tapSlop
    /// The longest pause, in seconds, between the lift of one finger tap and the next touch-down.
    /// After a tap of the mouse (or the fingers it emulates) the window's
    /// ``TouchTracker/pointerDoubleTapInterval`` applies instead, as it does to `tapCount`.
    public static let maximumTapInterval: TimeInterval = TouchTracker.doubleTapInterval
    /// How far, in points, the next tap may land from where the previous one was.
    public static let maximumTapDistance: CGFloat = TouchTracker.doubleTapDistance

    /// The taps that make the gesture; default 1.
    public var numberOfTapsRequired = 1
    /// The fingers each tap is made with; default 1.
    public var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var isTapInProgress = false
    /// The most fingers down at once during the current tap.
    private var touchesInCurrentTap = 0
    private var startLocations: [UITouch: CGPoint] = [:]
    /// Where the previous tap was (window coordinates).
    private var previousTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !isTapInProgress {
            cancelTimers()
            if tapsCompleted >= numberOfTapsRequired {
                // A tap beyond the required ones: a single tap is not the first half of a double
                // tap. Even a recognition held by `require(toFail:)` is lost: the taps went on.
                if state == .possible { state = .failed }
                return
            }
            if let previous = previousTapLocation,
               touches.map({ $0.location(in: nil) }).centroid.distance(to: previous) > Self.maximumTapDistance {
                return failIfStillPossible()
            }
            isTapInProgress = true
            touchesInCurrentTap = 0
        }
        for touch in touches { startLocations[touch] = touch.location(in: nil) }
        touchesInCurrentTap = max(touchesInCurrentTap, liveTouches.count)
        if touchesInCurrentTap > numberOfTouchesRequired { failIfStillPossible() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasMovedTooFar(touches) { failIfStillPossible() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // XInput2 may report a last move only with the lift: where the finger lifts counts too.
        if hasMovedTooFar(touches) { return failIfStillPossible() }
        guard liveTouches.count == 0 else { return }
        // The last finger of this tap lifted.
        isTapInProgress = false
        guard touchesInCurrentTap == numberOfTouchesRequired else { return failIfStillPossible() }
        tapsCompleted += 1
        previousTapLocation = location(in: nil)
        if tapsCompleted == numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimer(after: multiTapInterval(after: touches)) { [weak self] in self?.failIfStillPossible() }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        isTapInProgress = false
        touchesInCurrentTap = 0
        startLocations.removeAll()
        previousTapLocation = nil
    }

    /// Whether one of `touches` is farther than ``allowableMovement`` from where it began.
    private func hasMovedTooFar(_ touches: Set<UITouch>) -> Bool {
        touches.contains { touch in
            startLocations[touch].map { touch.location(in: nil).distance(to: $0) > Self.allowableMovement } ?? false
        }
    }
}
