import Foundation

/// Turns a mouse into one finger, or into two, as a phone simulator does.
///
/// - The left button alone is one finger, `.mouse(device:)`: press began, drag moved, release
///   ended. Other buttons are not fingers.
/// - Pressing Ctrl fixes an *anchor* at the pointer. A left press while Ctrl is held starts two
///   fingers, `.emulatedTouch(device:finger:)` 1 and 2, placed and moved by
///   ``EmulatedTouchPair``: mirrored about the anchor (pinch and rotate), or with Shift also held
///   at press time, in parallel (a two-finger pan or swipe). The mode is fixed at the press:
///   releasing Ctrl or Shift mid-drag changes nothing, and only releasing the button ends both.
/// - Both fingers land inside the window, at least ``EmulatedTouchPair/edgeMargin`` from its
///   edges, and inside the view pressed when Ctrl was pressed over another one (see
///   `MouseTouchEmulator+Landing.swift`): the anchor moves as needed.
/// - Ctrl + wheel pinches about the pointer in steps of ``wheelStepScale`` (see
///   `MouseTouchEmulator+Wheel.swift` for when that pinch ends). The wheel alone does nothing.
/// - While Ctrl is held, and while an emulated pair is down, the two finger locations are shown
///   as ghost circles (``ghosts``, drawn by ``TouchOverlay``), so the user sees where the
///   fingers will land, after the landing rules above. They hide when the pointer leaves the window with no button down.
/// - One pointing device drives the fingers at a time: only its motion and release move and end
///   them. A left press while a drag is still down (its release was lost, say to another
///   client's grab) first cancels the stale fingers, as ``UIWindow/handle(_:)`` does for a
///   touchscreen; ``cancel(device:at:)`` cancels them when their device goes away.
///
/// The emitted ``InputEvent``s go through ``UIWindow/handle(_:)`` like a touchscreen's: the
/// tracker, hit-testing and recognizers cannot tell the pair from two fingers. Touchscreen
/// fingers have pointers of their own, so a finger and the mouse never collide.
@MainActor
public final class MouseTouchEmulator {
    /// The X number of the one button that acts as a finger.
    public nonisolated static let fingerButton = 1

    /// What the mouse is doing with its fingers.
    enum Drag {
        /// The left button alone: one finger, at `pointer` (window coordinates).
        case finger(device: Int, pointer: CGPoint)
        /// Ctrl (+ Shift) with the left button: two fingers, placed by the device's `pointer`.
        case pair(EmulatedTouchPair, device: Int, pointer: CGPoint)
        /// Ctrl + wheel: two fingers spread about the pointer.
        case wheel(WheelPinch)
    }

    /// The state of a Ctrl + wheel pinch.
    struct WheelPinch {
        var device: Int
        /// The centre of the pinch: where the pointer was at the first wheel step.
        var center: CGPoint
        /// The distance of each finger from the centre, in points.
        var halfSpread: CGFloat
        /// The latest step's backend timestamp and its time on the timers' clock, to stamp the
        /// end when it comes from the idle timer.
        var lastTimestamp: TimeInterval
        var lastClockTime: TimeInterval
        var idleTimer: TimerQueue.Token?
    }

    let send: (InputEvent) -> Void
    private let showGhosts: ([CGPoint]) -> Void
    /// The window's bounds (window coordinates), or nil when there is no window to land in.
    let windowBounds: () -> CGRect?
    /// The frame, in window coordinates, of the view a touch at a point would hit.
    let viewFrame: (CGPoint) -> CGRect?
    let timers: TimerQueue
    private var modifiers: UIKeyModifierFlags = []
    /// Where the pointer is, in window coordinates.
    private(set) var pointer = CGPoint.zero
    /// False after the pointer left the window, until it comes back.
    private var isPointerInWindow = true
    /// The ghost circles last handed to `showGhosts`.
    private var shownGhostLocations: (CGPoint, CGPoint)?
    /// The mirror's fixed point: where the pointer was when Ctrl went down; nil without Ctrl. A
    /// pair keeps its own copy, moved as its landing needs (``EmulatedTouchPair/anchor``).
    public private(set) var anchor: CGPoint?
    var drag: Drag?

    /// The pointing device whose fingers are down (the left button, a Ctrl pair or a Ctrl +
    /// wheel pinch), or nil when none is: only that device's release or cancel ends them.
    public var activeDevice: Int? { drag?.device }

    /// An emulator that hands its touches to `send`, its ghost circles to `showGhosts`, and
    /// times the end of a wheel pinch on `timers`. Its pairs land inside `windowBounds` (nil:
    /// anywhere), and inside the view whose frame `viewFrame` gives for the press point when the
    /// anchor is outside it (nil: the window alone).
    public init(send: @escaping (InputEvent) -> Void, showGhosts: @escaping ([CGPoint]) -> Void,
                timers: TimerQueue, windowBounds: @escaping () -> CGRect?,
                viewFrame: @escaping (CGPoint) -> CGRect? = { _ in nil }) {
        self.send = send
        self.showGhosts = showGhosts
        self.timers = timers
        self.windowBounds = windowBounds
        self.viewFrame = viewFrame
    }

    /// An emulator feeding `window`: touches into ``UIWindow/handle(_:)``, ghosts into its
    /// ``UIWindow/touchOverlay``; its pairs land inside the window and the view hit-tested at
    /// the press.
    public convenience init(window: UIWindow) {
        self.init(send: { [weak window] in window?.handle($0) },
                  showGhosts: { [weak window] in window?.touchOverlay.ghostLocations = $0 },
                  timers: window.timers,
                  windowBounds: { [weak window] in window?.bounds },
                  viewFrame: { [weak window] point in
                      guard let window, let view = window.hitTest(point, with: nil) else { return nil }
                      return view.convert(view.bounds, to: window)
                  })
    }

    /// Applies one mouse or modifier event, emitting the touches it starts, moves or ends.
    public func handle(_ event: MouseEvent) {
        updateModifiers(event)
        pointer = event.location
        // Ctrl is the wheel pinch's mode: without it the pinch ends, however the release arrived.
        if !modifiers.contains(.control) { endWheelPinch(at: event.timestamp) }
        // Another device's motion and release are not this drag's.
        let isDragDevice = drag?.device == event.device
        switch event.kind {
        case .buttonPressed(let button):
            endWheelPinch(at: event.timestamp)
            guard button == Self.fingerButton else { break }
            // A drag still down lost its release (or is another mouse's: one drag at a time), so
            // its fingers would never end.
            cancelDrag(at: event.timestamp)
            beginDrag(event)
        case .buttonReleased(let button):
            if button == Self.fingerButton, isDragDevice { endDrag(event) }
        case .moved:
            if isDragDevice { moveDrag(event) }
        case .wheel(let steps):
            wheel(steps: steps, event)
        case .entered:
            isPointerInWindow = true
        case .exited:
            isPointerInWindow = false
        case .modifiersChanged:
            break
        }
        updateGhosts()
    }

    /// Cancels the fingers of `device`, which was removed or disabled (or stopped reporting to
    /// this client), so that no touch waits forever for an end; `timestamp` is on the backend's
    /// clock. Does nothing when `device` has no fingers down.
    public func cancel(device: Int, at timestamp: TimeInterval) {
        guard drag?.device == device else { return }
        cancelDrag(at: timestamp)
        updateGhosts()
    }

    // MARK: Private

    /// Ctrl going down fixes the anchor at the pointer; going up forgets it (a pair already
    /// down keeps its own copy).
    private func updateModifiers(_ event: MouseEvent) {
        let hadControl = modifiers.contains(.control)
        modifiers = event.modifiers
        if modifiers.contains(.control) {
            if !hadControl || anchor == nil { anchor = event.location }
        } else {
            anchor = nil
        }
    }

    private func beginDrag(_ event: MouseEvent) {
        guard let anchor else {
            drag = .finger(device: event.device, pointer: event.location)
            emit(.mouse(device: event.device), .began, event.location, event.timestamp)
            return
        }
        let pair = EmulatedTouchPair(mode: modifiers.contains(.shift) ? .parallel : .pinch, anchor: anchor,
                                     pointer: event.location,
                                     within: landingArea(pointer: event.location, anchor: anchor))
        drag = .pair(pair, device: event.device, pointer: event.location)
        emitPair(device: event.device, .began, pair.start, event.timestamp)
    }

    private func moveDrag(_ event: MouseEvent) {
        switch drag {
        case .finger(let device, _):
            drag = .finger(device: device, pointer: event.location)
            emit(.mouse(device: device), .moved, event.location, event.timestamp)
        case .pair(let pair, let device, _):
            drag = .pair(pair, device: device, pointer: event.location)
            emitPair(device: device, .moved, pair.locations(pointer: event.location), event.timestamp)
        case .wheel(let pinch):
            if event.location.distance(to: pinch.center) > Self.wheelPinchMotionTolerance {
                endWheelPinch(at: event.timestamp)
            }
        case nil:
            break
        }
    }

    private func endDrag(_ event: MouseEvent) {
        switch drag {
        case .finger(let device, _):
            emit(.mouse(device: device), .ended, event.location, event.timestamp)
        case .pair(let pair, let device, _):
            emitPair(device: device, .ended, pair.locations(pointer: event.location), event.timestamp)
        case .wheel, nil:
            return
        }
        drag = nil
    }

    /// Cancels the fingers down, where they last were, and forgets the drag (and a wheel
    /// pinch's idle timer).
    private func cancelDrag(at timestamp: TimeInterval) {
        switch drag {
        case .finger(let device, let pointer):
            emit(.mouse(device: device), .cancelled, pointer, timestamp)
        case .pair(let pair, let device, let pointer):
            emitPair(device: device, .cancelled, pair.locations(pointer: pointer), timestamp)
        case .wheel(let pinch):
            if let token = pinch.idleTimer { timers.cancel(token) }
            emitPair(device: pinch.device, .cancelled, pinch.locations, timestamp)
        case nil:
            return
        }
        drag = nil
    }

    func emit(_ pointer: PointerID, _ phase: InputEvent.Phase, _ location: CGPoint, _ timestamp: TimeInterval) {
        send(InputEvent(pointer: pointer, phase: phase, location: location, timestamp: timestamp))
    }

    func emitPair(device: Int, _ phase: InputEvent.Phase, _ locations: (CGPoint, CGPoint), _ timestamp: TimeInterval) {
        emit(.emulatedTouch(device: device, finger: 1), phase, locations.0, timestamp)
        emit(.emulatedTouch(device: device, finger: 2), phase, locations.1, timestamp)
    }

    /// Hands the ghost circles to the overlay, which keeps them and repaints only on a change;
    /// a hover that changes nothing (the common case) hands nothing over.
    func updateGhosts() {
        let locations = ghostLocations
        switch (locations, shownGhostLocations) {
        case (nil, nil): return
        case let (new?, old?) where new == old: return
        default: break
        }
        shownGhostLocations = locations
        showGhosts(locations.map { [$0.0, $0.1] } ?? [])
    }

    /// Where the ghost circles go (window coordinates): the pair's fingers while it is down; the
    /// would-be landing points while Ctrl is held and the pointer is in the window; else none.
    public var ghosts: [CGPoint] {
        guard let (first, second) = ghostLocations else { return [] }
        return [first, second]
    }

    private var ghostLocations: (CGPoint, CGPoint)? {
        switch drag {
        case .pair(let pair, _, let pointer):
            return pair.locations(pointer: pointer)
        case .wheel(let pinch):
            return pinch.locations
        case .finger, nil:
            guard let anchor, isPointerInWindow else { return nil }
            let landing = EmulatedTouchPair.landing(anchor: anchor, pointer: pointer,
                                                    within: landingArea(pointer: pointer, anchor: anchor))
            return (landing.first, landing.second)
        }
    }
}

extension MouseTouchEmulator.Drag {
    /// The pointing device whose fingers these are.
    var device: Int {
        switch self {
        case .finger(let device, _), .pair(_, let device, _): device
        case .wheel(let pinch): pinch.device
        }
    }
}
