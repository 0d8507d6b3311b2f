import Foundation

/// A closure-based action, as UIKit's `UIAction`.
public struct UIAction {
    let handler: @MainActor (UIAction) -> Void

    /// An action running `handler` when its control event happens.
    public init(handler: @escaping @MainActor (UIAction) -> Void) {
        self.handler = handler
    }
}

/// A view that tracks one touch and sends actions for control events.
///
/// Tracking: a touch that begins in the control highlights it; while it moves the highlight
/// follows whether the finger is within ``touchTrackingSlop`` of the bounds; lifting inside that
/// area sends `.touchUpInside`. A cancelled touch removes the highlight and sends nothing.
@MainActor
open class UIControl: UIView {
    /// Control events an action can be attached to.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch began in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch that began in the control lifted inside it.
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }

    /// How far outside its bounds, in points, a finger may drift and still count as inside: UIKit
    /// is generous here so that a slightly imprecise finger still presses the button.
    public static let touchTrackingSlop: CGFloat = 40

    private var actions: [(event: Event, action: UIAction)] = []
    private weak var trackingTouch: UITouch?

    /// Whether a touch is down inside the control; subclasses draw it pressed.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Disabled controls ignore touches and draw dimmed.
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    /// Runs `action` whenever one of `controlEvents` happens.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((controlEvents, action))
    }

    /// Runs the actions attached to `event`, as if it happened.
    public func sendActions(for event: Event) {
        for entry in actions where entry.event.contains(event) { entry.action.handler(entry.action) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        isHighlighted = isInsideTrackingArea(touch)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let inside = isInsideTrackingArea(touch)
        trackingTouch = nil
        isHighlighted = false
        if inside { sendActions(for: .touchUpInside) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        isHighlighted = false
    }

    /// Declines an ancestor's single-finger single tap: see `UIControl+GestureRecognizers.swift`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        controlGestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchTrackingSlop, dy: -Self.touchTrackingSlop)
            .contains(touch.location(in: self))
    }
}
