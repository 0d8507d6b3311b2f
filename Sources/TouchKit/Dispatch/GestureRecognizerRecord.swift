import Foundation

/// What the ``TouchDispatcher`` knows about one recognizer's part in the current touch
/// sequence: the touches it takes part in, the ones it ignores, and a recognition held back by
/// a failure requirement.
///
/// Each recognizer carries its record from its creation, so that it can read its touches at
/// every move without a lookup, but only the dispatcher writes it (the `TouchDispatcher` files;
/// `grep -rn "record\.\w* *[=.]"` lists them).
@MainActor
final class GestureRecognizerRecord {
    /// A recognition (`began` or `ended`) held back until the failure requirements are settled.
    var pendingState: UIGestureRecognizer.State?
    /// The touches the recognizer tracks, in the order they began; an ended touch stays until
    /// the dispatch that ended it is over, so actions can still read its location.
    var trackedTouches: [UITouch] = []
    /// Every touch received since the last reset.
    var sequenceTouches: Set<UITouch> = []
    /// Touches of a finished sequence that are still down, and touches ignored mid-gesture
    /// (``UIGestureRecognizer/ignore(_:for:)``): the recognizer hears no more of them.
    var ignoredTouches: Set<UITouch> = []
    /// Window locations of the touches when they were last tracked: answers
    /// ``UIGestureRecognizer/location(in:)`` after the touches lifted (a tap's location, read in
    /// its action).
    var lastLocations: [CGPoint] = []
    /// The dispatcher whose touch sequence the recognizer takes part in; set while it is there.
    /// It outlives the view's stay in the window: touches stay bound to their recognizers when a
    /// view leaves mid-gesture, and the recognizer must still be settled, timed and reset by
    /// that dispatcher, or it stays undecided forever and holds back views and dependents.
    weak var dispatcher: TouchDispatcher?

    /// Whether the recognizer has touches in the current sequence (it takes part in arbitration).
    var isInvolved: Bool { !sequenceTouches.isEmpty }

    /// Whether the recognizer tracks `touch` now.
    func isTracking(_ touch: UITouch) -> Bool { trackedTouches.contains { $0 === touch } }

    /// The tracked touches still down (not lifted or cancelled in this dispatch), oldest first.
    var liveTouches: LazyFilterSequence<[UITouch]> {
        trackedTouches.lazy.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// Starts tracking `touch`, which began.
    func track(_ touch: UITouch) {
        if sequenceTouches.isEmpty { lastLocations.removeAll() }  // a new sequence
        trackedTouches.append(touch)
        sequenceTouches.insert(touch)
    }

    /// Stops tracking `touch` for the rest of its life.
    func ignore(_ touch: UITouch) {
        trackedTouches.removeAll { $0 === touch }
        ignoredTouches.insert(touch)
    }

    /// Drops a lifted touch at the end of the dispatch that ended it.
    func forget(_ touch: UITouch) {
        if isTracking(touch) {
            lastLocations = trackedTouches.map(\.windowLocation)
            trackedTouches.removeAll { $0 === touch }
        }
        ignoredTouches.remove(touch)
    }

    /// Ends the sequence after a final state: the touches still down are ignored until they lift.
    func endSequence() {
        pendingState = nil
        ignoredTouches.formUnion(liveTouches)
        if !trackedTouches.isEmpty { lastLocations = trackedTouches.map(\.windowLocation) }
        trackedTouches.removeAll()
        sequenceTouches.removeAll()
    }
}
