import Foundation

/// The one owner of a window's touch dispatch: from platform input to the touches, recognizers
/// and views that hear of it.
///
/// It is the only writer of dispatch state:
///
/// - the ``TouchTracker`` (live touches, their phases and locations, tap counts) and the
///   ``InputCoalescer`` (the moves of one drain);
/// - a ``TouchRecord`` per touch: its hit view and recognizers, what the view has been sent, the
///   phases held back by `delaysTouchesBegan`/`delaysTouchesEnded`;
/// - a ``GestureRecognizerRecord`` per recognizer: its touches, the ones it ignores, a
///   recognition held back by a failure requirement; and the recognizer's ``UIGestureRecognizer/state``
///   itself, which a recognizer only asks to change (`TouchDispatcher+State.swift`);
/// - one queue of work (`TouchDispatcher+Queue.swift`) through which all input, re-entrant input,
///   timer callbacks and settling pass, one item at a time, so no step of dispatch ever runs
///   inside another.
///
/// What it does is published to ``TouchDispatchObserver``s (``TouchDispatchEvent``): the trace,
/// the fuzzer's invariants and the tests' logs all read dispatch there.
///
/// The steps, in the order of the files: input is queued and coalesced (`+Queue`), a new touch is
/// hit-tested and shown to the recognizers of its view and ancestors (`+Attach`), recognizers get
/// each change first and are arbitrated (`+Recognizers`, `+State`, `+Arbitration`), then the views
/// get what no recognizer cancelled or holds back (`+Views`); a view or recognizer that leaves
/// mid-gesture ends what it was part of (`+Removal`).
@MainActor
public final class TouchDispatcher {
    /// One step waiting in the queue.
    enum Work {
        /// A platform input event; `cause` says where a cancellation the dispatcher made came from.
        case input(InputEvent, cause: TouchCancellationCause?)
        /// Deliver the moves held since the last flush.
        case flush
        /// Settle recognizers that a removal ended, run their actions, reset them.
        case settle
        /// A recognizer's timer fired.
        case timer(@MainActor () -> Void)
    }

    unowned let window: UIWindow
    /// The live touches and their tap counts.
    let tracker = TouchTracker()
    /// The moves of one drain, held until ``flushInput()``.
    let coalescer = InputCoalescer()

    /// The records of the live touches, and of ended ones whose phases are still held back.
    var touchRecords: [TouchRecord] = []
    /// Touches whose view delivery is held back by `delaysTouches…`, in the order they were held.
    var heldTouches: [TouchRecord] = []
    /// Whether a touch ended or a held touch was let go since records were last dropped.
    var hasFinishedRecords = false
    /// Recognizers taking part in the current touch sequences, in the order they joined.
    var involved: [UIGestureRecognizer] = []

    /// Work that arrived during a drain, oldest first; the storage is kept between drains.
    var queue: [Work] = []
    /// Whether ``drain()`` is running: work that arrives meanwhile waits its turn.
    var isDraining = false
    /// Where the cancellation being dispatched came from; nil when no cancellation is.
    var cancellationCause: TouchCancellationCause?
    /// The cancellation the recognizer being handed `touchesCancelled` hears of: a state change
    /// it asks for then is put down to it.
    var cancellationBeingDelivered: TouchCancellationCause?

    /// State changes whose actions have not run yet, and the next one to run; the queue keeps
    /// its storage, so a steady stream of changes allocates nothing.
    var actionQueue: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    var nextAction = 0

    /// Scratch storage, refilled at every dispatch so that a steady stream of moves allocates
    /// nothing: the changed touches, those their views get now, one recognizer's or one view's
    /// touches of one phase, and the event. A function that uses a list takes it into a local
    /// for the call (`swap`) and puts it back: every use of a class's stored property is checked
    /// for exclusive access at run time, a local's is not.
    var changedTouches: [UITouch] = []
    var readyTouches: [TouchRecord] = []
    var recognizerGroup: Set<UITouch> = []
    var viewGroup: Set<UITouch> = []
    let event: UIEvent

    /// Who hears of each step.
    private var observers: [WeakDispatchObserver] = []

    init(window: UIWindow) {
        self.window = window
        event = UIEvent(touches: [], timestamp: 0, window: window)
    }

    // MARK: Questions backends and tools ask

    /// Whether `pointer` has a touch down in this window: a backend asks before it makes up an
    /// end the platform did not send.
    public func hasLiveTouch(for pointer: PointerID) -> Bool {
        tracker.touch(for: pointer) != nil
    }

    /// The touches down now, oldest first.
    public var liveTouches: [UITouch] { tracker.liveTouches }

    /// The longest pause between two clicks of a double click (the desktop's setting); see
    /// ``TouchTracker/pointerDoubleTapInterval``.
    public var pointerDoubleTapInterval: TimeInterval {
        get { tracker.pointerDoubleTapInterval }
        set { tracker.pointerDoubleTapInterval = newValue }
    }

    /// The longest pause between two taps of one sequence for a touch of `type`.
    public func doubleTapInterval(for type: UITouch.TouchType) -> TimeInterval {
        tracker.doubleTapInterval(for: type)
    }

    /// The record of `touch`, while it is live or has phases held back.
    func record(for touch: UITouch) -> TouchRecord? {
        // A loop over a handful of touches: cheaper than hashing at every change.
        for record in touchRecords where record.touch === touch { return record }
        return nil
    }

    // MARK: Observers

    /// Adds `observer`, held weakly, to hear every step of dispatch.
    public func addObserver(_ observer: any TouchDispatchObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakDispatchObserver(value: observer))
    }

    /// Stops telling `observer`.
    public func removeObserver(_ observer: any TouchDispatchObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// Tells the observers `event`; with none, `event` is never built.
    func publish(_ event: @autoclosure () -> TouchDispatchEvent) {
        guard !observers.isEmpty else { return }
        let event = event()
        for observer in observers { observer.value?.touchDispatcher(self, didPublish: event) }
    }
}
