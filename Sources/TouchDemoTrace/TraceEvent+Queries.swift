import Foundation
import TouchKit

/// What many readers of a trace ask of an event, typed. Anything else is a `case` pattern
/// (`if case .farm(let animals) = event`) or a whole-event comparison
/// (`event == .animation(view: "Farm", state: .ended)`).
extension TraceEvent {
    /// The new state of recognizer `recognizer` if this is its `gesture` event (on the view named
    /// `view`, when given); nil for any other event.
    public func state(ofGesture recognizer: String, on view: String? = nil) -> UIGestureRecognizer.State? {
        guard case let .gesture(name, state, eventView) = self, name == recognizer, view == nil || eventView == view
        else { return nil }
        return state
    }

    /// Whether this is recognizer `recognizer` entering `state` (on the view named `view`, when
    /// given).
    public func isGesture(_ recognizer: String, _ state: UIGestureRecognizer.State, on view: String? = nil) -> Bool {
        self.state(ofGesture: recognizer, on: view) == state
    }

    /// The frame of view `name` in a `layout` event; nil for any other event or an absent view.
    public func frame(ofView name: String) -> CGRect? {
        guard case let .layout(views) = self else { return nil }
        return views[name]
    }

    /// The centre of view `name` in a `layout` event.
    public func center(ofView name: String) -> CGPoint? {
        frame(ofView: name).map { CGPoint(x: $0.midX, y: $0.midY) }
    }
}

extension Sequence<TraceEvent> {
    /// The states recognizer `recognizer` went through (on the view named `view`, when given),
    /// in order.
    public func states(ofGesture recognizer: String, on view: String? = nil) -> [UIGestureRecognizer.State] {
        compactMap { $0.state(ofGesture: recognizer, on: view) }
    }

    /// Every `gesture` event as `"recognizer state"` (e.g. `"pan began"`), in order: what a test
    /// compares a sequence of recognizer steps with (on the view named `view`, when given).
    public func gestureSteps(on view: String? = nil) -> [String] {
        compactMap {
            guard case let .gesture(recognizer, state, eventView) = $0, view == nil || eventView == view else { return nil }
            return "\(recognizer) \(state)"
        }
    }

    /// The text of every `status` event, in order.
    public var statusTexts: [String] {
        compactMap { if case let .status(text) = $0 { text } else { nil } }
    }
}
