import Foundation

/// The base class of controls: a view that tracks one touch and turns it into control events
/// (``Event``) that run the actions attached with ``addTarget(_:action:for:)`` or
/// ``addAction(_:for:)``.
///
/// Tracking, as UIKit's `UIControl` does it:
///
/// - a touch begins: ``beginTracking(_:with:)``; if it returns true the control tracks the touch
///   (``isTracking``), highlights, and sends `touchDown` (plus `touchDownRepeat` when the touch's
///   `tapCount` is more than 1);
/// - it moves: ``continueTracking(_:with:)`` (false stops tracking), then `touchDragExit` or
///   `touchDragEnter` when it crossed the edge, then `touchDragInside` or `touchDragOutside`;
/// - it lifts: ``endTracking(_:with:)``, then `touchUpInside` or `touchUpOutside`;
/// - it is cancelled: ``cancelTracking(with:)``, then `touchCancel`.
///
/// "Inside" means within the bounds grown by ``touchDragSlop`` on every side (``isTouchInside``),
/// so that a finger that drifts a little off a button still presses it. The slop applies only while
/// tracking, never to hit-testing. A disabled control (``isEnabled`` false) ignores touches.
@MainActor
open class UIControl: UIView {
    /// How far outside its bounds, in points, the tracked finger may go and still count as inside
    /// (``isTouchInside``, the drag and touch-up events). Apple does not document UIKit's margin;
    /// developers who measured it report about 70 pt, which is what UIKit code expects (a button
    /// still fires when the finger lifts a thumb's width off it).
    public static let touchDragSlop: CGFloat = 70

    /// Whether the control is tracking a touch: set from ``beginTracking(_:with:)``'s and
    /// ``continueTracking(_:with:)``'s results; false again when the touch ends or is cancelled.
    public private(set) var isTracking = false
    /// Whether the tracked touch's latest location is inside the control (its bounds grown by
    /// ``touchDragSlop``). False when nothing is tracked.
    public private(set) var isTouchInside = false

    /// Whether the control draws highlighted. Apple: it "gets set/cleared automatically when touch
    /// enters/exits during tracking and cleared on up". Subclasses draw it pressed.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the control responds to touches (default true). Apple: "a disabled control ignores
    /// touch events and may draw itself differently". Disabling a control while it tracks a touch
    /// cancels the tracking (``cancelTracking(with:)`` with a nil event) without sending events.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && trackingTouch != nil { stopTracking(cancelledWith: nil) }
            setNeedsDisplay()
        }
    }
    /// Whether the control is selected (default false): UIKit leaves its meaning to subclasses and
    /// apps (a chosen swatch, a toggled button).
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    /// The touch being followed, from touch-down to lift or cancel, even after tracking stopped.
    private weak var trackingTouch: UITouch?
    /// The attached target-actions and UIActions, in the order they were added.
    var controlActions: [ControlAction] = []

    /// Events sent together with `touchUpInside`: ``UIButton`` adds `primaryActionTriggered`.
    var eventsSentWithTouchUpInside: Event { [] }

    // MARK: Tracking hooks (UIKit's subclassing points)

    /// Called when a touch goes down in the control. Return false to decline it: the control then
    /// neither highlights nor sends events for that touch. Apple: "true if the control should
    /// continue tracking touch events or false if it should stop. This value is used to update the
    /// isTracking property." The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called each time the tracked touch moves, inside or outside, before the drag events are
    /// sent (``isTouchInside`` is already updated). Return false to stop tracking: the highlight
    /// goes and the touch sends no further events. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts, before `touchUpInside`/`touchUpOutside` are sent
    /// (``isTouchInside`` tells which). The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when tracking is cancelled: the touch was cancelled (then `touchCancel` follows), or
    /// the control was disabled mid-touch (`event` is nil). The default ends tracking and clears
    /// the highlight; Apple: "If you override this method, you must call super".
    open func cancelTracking(with event: UIEvent?) {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    // MARK: Touch delivery

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Apple (isEnabled): a disabled control ignores touch events.
        guard isEnabled, trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { isTouchInside = false; return }
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
        // Apple (touchDownRepeat): "the value of the UITouch tapCount method is greater than one".
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch), isTracking else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch)
        isTracking = continueTracking(touch, with: event)
        guard isTracking else {
            isTouchInside = false
            isHighlighted = false
            return
        }
        isHighlighted = isTouchInside
        // The crossing first, then the drag: exit → outside, enter → inside. Apple (touchDragEnter):
        // "delivered only if the touch originated inside the control's bounds, exited the bounds,
        // and then entered the bounds again".
        if wasInside != isTouchInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit, with: event)
        }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        guard isTracking else { return }
        isTouchInside = isInsideTrackingArea(touch)
        endTracking(touch, with: event)
        let inside = isTouchInside
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: inside ? Event.touchUpInside.union(eventsSentWithTouchUpInside) : .touchUpOutside,
                    with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let wasTracking = isTracking
        stopTracking(cancelledWith: event)
        if wasTracking { sendActions(for: .touchCancel, with: event) }
    }

    /// Forgets the tracked touch and, if it was still tracked, lets ``cancelTracking(with:)``
    /// clear the state.
    private func stopTracking(cancelledWith event: UIEvent?) {
        trackingTouch = nil
        if isTracking { cancelTracking(with: event) }
        // Whatever an override did, tracking is over.
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// Declines an ancestor's single-finger single tap: see `UIControl+GestureRecognizers.swift`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        controlGestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchDragSlop, dy: -Self.touchDragSlop).contains(touch.location(in: self))
    }
}
