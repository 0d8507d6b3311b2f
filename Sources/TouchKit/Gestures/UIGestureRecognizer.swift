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
/// Which recognizer may recognize is decided by the window's ``TouchDispatcher``: see
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
    /// The current state; written only by the ``TouchDispatcher`` (`TouchDispatcher+State.swift`).
    var storedState = State.possible
    /// The recognizer's part in the current touch sequence; written only by the ``TouchDispatcher``.
    let record = GestureRecognizerRecord()
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
        didSet { if oldValue, !isEnabled { dispatcher?.recognizerWasDisabled(self) } }
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

    /// A recognizer that calls `action` on every state change, on behalf of `target` (held
    /// weakly: the action stops when `target` goes away). Both may be nil.
    public init(target: AnyObject? = nil, action: Action? = nil) {
        if let action { addTarget(target, action: action) }
    }

    // MARK: State

    /// The current state. Subclasses set it, as UIKit's `UIGestureRecognizerSubclass` allows:
    /// an illegal change is ignored, and leaving `possible` may be held back (`require(toFail:)`)
    /// or refused (another recognizer prevents it, the delegate, ``shouldBegin`` or a touched view
    /// says no). The recognizer only asks: its window's ``TouchDispatcher`` decides and applies.
    public var state: State {
        get { storedState }
        set {
            if let dispatcher {
                dispatcher.recognizer(self, requests: newValue)
            } else {
                TouchDispatcher.commit(newValue, to: self)
            }
        }
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
    public var numberOfTouches: Int { record.trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (window coordinates when nil).
    /// After the touches lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let tracked = record.trackedTouches
        let centroid = tracked.isEmpty ? record.lastLocations.centroid : tracked.lazy.map(\.windowLocation).centroid
        return convert(centroid, to: view)
    }

    /// The location of tracked touch `index` (in the order the touches began) in `view`'s
    /// coordinates. An index past the touches that are left gives where that touch was last.
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        if record.trackedTouches.indices.contains(index) { return record.trackedTouches[index].location(in: view) }
        if record.lastLocations.indices.contains(index) { return convert(record.lastLocations[index], to: view) }
        return location(in: view)
    }

    /// Stops tracking `touch` for the rest of its life (UIKit's `ignore(_:for:)`).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        dispatcher?.recognizer(self, ignores: touch)
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
    var liveTouches: LazyFilterSequence<[UITouch]> { record.liveTouches }

    /// The touches this recognizer tracks, in the order they began.
    var trackedTouches: [UITouch] { record.trackedTouches }

    /// Whether this recognizer tracks `touch` now.
    func isTracking(_ touch: UITouch) -> Bool { record.isTracking(touch) }

    /// Whether this recognizer has touches in the current sequence (it is part of the arbitration).
    var isInvolved: Bool { record.isInvolved }

    // MARK: Timers

    /// Runs `action` after `seconds` on the window's run loop, unless the recognizer is reset
    /// first. For subclasses: a long press's delay, a multi-tap window.
    public func scheduleTimer(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        guard let window = dispatcher?.window else { return }
        nextTimerID += 1
        let id = nextTimerID
        timers[id] = window.timers.schedule(after: seconds) { [weak self] in
            guard let self, self.timers.removeValue(forKey: id) != nil else { return }
            if let dispatcher = self.dispatcher {
                dispatcher.runTimerAction(action)
            } else {
                action()
            }
        }
    }

    /// Cancels every timer this recognizer scheduled.
    public func cancelTimers() {
        for token in timers.values { dispatcher?.window.timers.cancel(token) }
        timers.removeAll()
    }

    // MARK: Private

    /// The dispatcher of the touch sequence this recognizer takes part in, or else of its view's
    /// window.
    var dispatcher: TouchDispatcher? { record.dispatcher ?? view?.window?.touchDispatcher }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }
}
