import Foundation

/// The base class of gesture recognizers, with UIKit's state machine and target-action.
///
/// A recognizer attached to a view (``UIView/addGestureRecognizer(_:)``) sees every touch that
/// begins in that view or its subviews, *before* the view does. It starts in `possible`; a
/// subclass moves it on by setting ``state`` from its `touches…` methods or from a timer:
///
/// - discrete: `possible → recognized` (= `ended`), or `possible → failed`;
/// - continuous: `possible → began → changed… → ended | cancelled`, or `possible → failed`.
///
/// Every change except to `failed` calls the targets. After a final state the window calls
/// ``reset()`` and the recognizer ignores the rest of that touch sequence (the touches still down).
/// Which recognizer may recognize is decided by the window's gesture environment: see
/// ``require(toFail:)``, ``delegate`` (and its closure conveniences ``shouldBegin``,
/// ``shouldReceive``, ``shouldRecognizeSimultaneously``), ``cancelsTouchesInView``, and the views
/// whose touches recognizing would cancel (``UIView/gestureRecognizerShouldBegin(_:)``).
@MainActor
open class UIGestureRecognizer {
    /// What a target runs when the recognizer changes state; it gets the recognizer.
    public typealias Action = @MainActor (UIGestureRecognizer) -> Void

    private struct Target {
        weak var object: AnyObject?
        /// False for actions added without a target object: they live as long as the recognizer.
        let hasObject: Bool
        let action: Action
        var isAlive: Bool { !hasObject || object != nil }
    }

    private var targets: [Target] = []
    private var storedState = State.possible
    /// The timers this recognizer has pending on its window's queue, by id.
    private(set) var timers: [Int: TimerQueue.Token] = [:]
    private var nextTimerID = 0

    /// The view this recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// A name for tracing and debugging ("pan", "checkmark").
    public var name: String?
    /// A disabled recognizer receives no touches. Disabling an active one cancels it (or fails
    /// it while it is still `possible`).
    public var isEnabled = true {
        didSet { if oldValue, !isEnabled { environment?.recognizerWasDisabled(self) } }
    }
    /// Whether recognizing sends `touchesCancelled` to the view for this gesture's touches, so the
    /// view stops acting on them. Default true.
    public var cancelsTouchesInView = true
    /// Whether the view hears of a touch (its `touchesBegan` and moves) only after this recognizer
    /// fails; if it recognizes, the view never hears of the touch. Default false.
    public var delaysTouchesBegan = false
    /// Whether a touch's `touchesEnded` reaches the view only once this recognizer has failed or
    /// recognized (recognizing turns it into `touchesCancelled`). Default true.
    public var delaysTouchesEnded = true

    /// The object that fine-tunes this recognizer (``UIGestureRecognizerDelegate``); held weakly,
    /// as in UIKit.
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Closure convenience for the delegate's `gestureRecognizerShouldBegin(_:)`: asked when the
    /// recognizer is about to leave `possible`; false fails it. With a delegate too, both are
    /// asked and false from either fails it.
    public var shouldBegin: (@MainActor (UIGestureRecognizer) -> Bool)?
    /// Closure convenience for the delegate's `gestureRecognizer(_:shouldReceive:)`: asked when a
    /// touch begins in the view; false hides that touch from the recognizer. With a delegate too,
    /// both are asked and false from either hides it.
    public var shouldReceive: (@MainActor (UIGestureRecognizer, UITouch) -> Bool)?
    /// Closure convenience for the delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`:
    /// asked whether this recognizer and another one that shares touches with it may both
    /// recognize. True from either side, closure or delegate, allows it.
    public var shouldRecognizeSimultaneously: (@MainActor (UIGestureRecognizer, UIGestureRecognizer) -> Bool)?

    /// The recognizers that must fail before this one may recognize (``require(toFail:)``).
    var failureRequirements: [WeakRecognizer] = []
    /// A recognition held back until the failure requirements are settled.
    var pendingState: State?
    /// The touches this recognizer tracks, in the order they began; an ended touch stays until
    /// the dispatch that ended it is over, so actions can still read its location.
    private(set) var trackedTouches: [UITouch] = []
    /// Every touch received since the last reset.
    private(set) var sequenceTouches: Set<UITouch> = []
    /// Touches of a finished sequence that are still down: until they lift, the recognizer
    /// receives no touches.
    var ignoredTouches: Set<UITouch> = []
    /// Window locations of the touches when they were last tracked: answers ``location(in:)``
    /// after the touches lifted (a tap's location, read in its action).
    private var lastLocations: [CGPoint] = []

    /// A recognizer that calls `action` on every state change, on behalf of `target` (held
    /// weakly: the action stops when `target` goes away). Both may be nil.
    public init(target: AnyObject? = nil, action: Action? = nil) {
        if let action { addTarget(target, action: action) }
    }

    // MARK: State

    /// The current state. Subclasses set it, as UIKit's `UIGestureRecognizerSubclass` allows:
    /// an illegal change is ignored, and leaving `possible` may be held back (`require(toFail:)`)
    /// or refused (another recognizer prevents it, the delegate, ``shouldBegin`` or a touched view says no).
    public var state: State {
        get { storedState }
        set {
            if let environment {
                environment.recognizer(self, requests: newValue)
            } else {
                transition(to: newValue)
            }
        }
    }

    /// The one place the state changes: checks that the change is legal, reports it to the
    /// window's observer and queues the targets' actions.
    @discardableResult
    func transition(to next: State) -> Bool {
        guard storedState.canTransition(to: next) else {
            environment?.window.changeObserver?.gestureRecognizer(self, didRefuseTransitionTo: next)
            StandardError.writeLine(
                "TouchKit: ignored illegal gesture state change \(storedState) → \(next) (\(type(of: self)))")
            return false
        }
        storedState = next
        environment?.window.changeObserver?.gestureRecognizerDidChangeState(self)
        environment?.stateDidChange(self)
        return true
    }

    /// Returns to `possible` after a final state: forgets the touches (ignoring those still down
    /// until they lift), cancels timers, then calls ``reset()``.
    func resetAfterFinalState() {
        storedState = .possible
        pendingState = nil
        ignoredTouches.formUnion(liveTouches)
        if !trackedTouches.isEmpty { lastLocations = trackedTouches.map(\.windowLocation) }
        trackedTouches.removeAll()
        sequenceTouches.removeAll()
        cancelTimers()
        reset()
        environment?.window.changeObserver?.gestureRecognizerDidReset(self)
    }

    // MARK: Target-action

    /// Adds `action`, run on each state change while `target` is alive (always when nil).
    public func addTarget(_ target: AnyObject?, action: @escaping Action) {
        targets.append(Target(object: target, hasObject: target != nil, action: action))
    }

    /// Removes the actions added for `target`, or every action when `target` is nil.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { targets.removeAll(); return }
        targets.removeAll { $0.object === target || !$0.isAlive }
    }

    func sendActions() {
        targets.removeAll { !$0.isAlive }
        for target in targets { target.action(self) }
    }

    // MARK: Relationships

    /// Holds this recognizer in `possible` until `other` fails: a single tap that waits for a
    /// double tap. If `other` recognizes, this one fails.
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.value == nil || $0.value === other }
        failureRequirements.append(WeakRecognizer(other))
    }

    /// Whether this recognizer waits for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.value === other }
    }

    /// Subclass hook: whether recognizing this gesture may fail `other`. Default true.
    open func canPrevent(_ other: UIGestureRecognizer) -> Bool { true }

    /// Subclass hook: whether `other` recognizing may fail this recognizer. Default true.
    open func canBePrevented(by other: UIGestureRecognizer) -> Bool { true }

    /// Subclass hook: whether this recognizer must wait for `other` to fail, decided class-wide
    /// (UIGestureRecognizerSubclass.h: "same behavior as the equivalent delegate methods, but can
    /// be used by subclasses to define class-wide failure requirements"). Default false. Asked
    /// while the two take part in the same touch sequences, like the delegate's question.
    open func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { false }

    /// Subclass hook: whether `other` must wait for this recognizer to fail, decided class-wide.
    /// Default false.
    open func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches

    /// How many touches the recognizer is tracking.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (window coordinates when nil).
    /// After the touches lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let centroid = trackedTouches.isEmpty ? lastLocations.centroid : trackedTouches.lazy.map(\.windowLocation).centroid
        return convert(centroid, to: view)
    }

    /// The location of tracked touch `index` (in the order the touches began) in `view`'s
    /// coordinates. An index past the touches that are left gives where that touch was last.
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        if trackedTouches.indices.contains(index) { return trackedTouches[index].location(in: view) }
        if lastLocations.indices.contains(index) { return convert(lastLocations[index], to: view) }
        return location(in: view)
    }

    /// Stops tracking `touch` for the rest of its life (UIKit's `ignore(_:for:)`).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        ignoredTouches.insert(touch)
    }

    /// Subclass hook: `touches` began (window dispatch, before the view sees them).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: `touches` moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: `touches` lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: `touches` were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: clear per-gesture state. Called after every final state.
    open func reset() {}

    /// The tracked touches still down (not lifted or cancelled in this dispatch), oldest first:
    /// a lazy view, so that recognizers read it at every move without allocating.
    var liveTouches: LazyFilterSequence<[UITouch]> {
        trackedTouches.lazy.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    func track(_ touch: UITouch) {
        if sequenceTouches.isEmpty { lastLocations.removeAll() }  // a new sequence
        trackedTouches.append(touch)
        sequenceTouches.insert(touch)
    }

    func isTracking(_ touch: UITouch) -> Bool { trackedTouches.contains { $0 === touch } }

    func hasInSequence(_ touch: UITouch) -> Bool { sequenceTouches.contains(touch) }

    /// Whether this recognizer has touches in the current sequence (it is part of the arbitration).
    var isInvolved: Bool { !sequenceTouches.isEmpty }

    /// Whether this recognizer and `other` have seen a common touch in their current sequences.
    func sharesTouches(with other: UIGestureRecognizer) -> Bool {
        !sequenceTouches.isDisjoint(with: other.sequenceTouches)
    }

    /// Drops a lifted touch at the end of the dispatch that ended it.
    func forget(_ touch: UITouch) {
        if isTracking(touch) {
            lastLocations = trackedTouches.map(\.windowLocation)
            trackedTouches.removeAll { $0 === touch }
        }
        ignoredTouches.remove(touch)
    }

    // MARK: Timers

    /// Runs `action` after `seconds` on the window's run loop, unless the recognizer is reset
    /// first. For subclasses: a long press's delay, a multi-tap window.
    public func scheduleTimer(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        guard let window = environment?.window else { return }
        nextTimerID += 1
        let id = nextTimerID
        timers[id] = window.timers.schedule(after: seconds) { [weak self] in
            guard let self, self.timers.removeValue(forKey: id) != nil else { return }
            if let environment = self.environment {
                environment.performTimerAction(action)
            } else {
                action()
            }
        }
    }

    /// Cancels every timer this recognizer scheduled.
    public func cancelTimers() {
        for token in timers.values { environment?.window.timers.cancel(token) }
        timers.removeAll()
    }

    // MARK: Private

    /// The environment whose touch sequence this recognizer takes part in; set while it is
    /// there. It outlives the view's stay in the window: touches stay bound to their recognizers
    /// when a view leaves mid-gesture, and the recognizer must still be settled, timed and reset
    /// by that environment, or it stays undecided forever and holds back views and dependents.
    weak var joinedEnvironment: GestureEnvironment?

    var environment: GestureEnvironment? { joinedEnvironment ?? view?.window?.gestureEnvironment }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }
}
