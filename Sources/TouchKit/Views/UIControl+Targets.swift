import Foundation

/// Target-action with closures. UIKit's `addTarget(_:action:for:)` names a selector that is sent
/// to a target object; here the action is a closure and the target only decides how long it runs:
/// it is held weakly, as ``UIGestureRecognizer``'s targets are, and once it is gone its actions
/// stop (a nil target means "for as long as the control lives").
extension UIControl {
    /// What a target-action runs: it gets the control that sent it and the event of the touch that
    /// caused it (nil for ``sendActions(for:)``), as UIKit's `action(_:forEvent:)` signature.
    public typealias Action = @MainActor (_ sender: UIControl, _ event: UIEvent?) -> Void

    /// One attached action: a closure for a target, or a ``UIAction``, and its events.
    struct ControlAction {
        enum Kind {
            case target(Action)
            case action(UIAction)
        }
        weak var target: AnyObject?
        /// False when added without a target object: the action lives as long as the control.
        let hasTarget: Bool
        var events: Event
        let kind: Kind
        var isAlive: Bool { !hasTarget || target != nil }
    }

    /// Runs `action` whenever one of `controlEvents` happens, while `target` is alive (always,
    /// when it is nil). Apple: "Always specify at least one constant" for `controlEvents`.
    public func addTarget(_ target: AnyObject?, action: @escaping Action, for controlEvents: Event) {
        controlActions.append(ControlAction(target: target, hasTarget: target != nil,
                                            events: controlEvents, kind: .target(action)))
    }

    /// ``addTarget(_:action:for:)`` for an action that needs only the sender.
    public func addTarget(_ target: AnyObject?, action: @escaping @MainActor (_ sender: UIControl) -> Void,
                          for controlEvents: Event) {
        addTarget(target, action: { sender, _ in action(sender) }, for: controlEvents)
    }

    /// Stops `controlEvents` from running the actions added for `target`; with a nil target, for
    /// every target-action (those added with a nil target included). An action keeps its other
    /// events. Closures have no identity, so unlike UIKit there is no `action:` to narrow it:
    /// Apple's own rule for a valid target is that it "stops the delivery of the specified events
    /// to all action methods associated with that object". ``UIAction``s are removed with
    /// ``removeAction(_:for:)``.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeEvents(controlEvents) { entry in
            guard case .target = entry.kind else { return false }
            return target == nil || entry.target === target
        }
    }

    /// Runs `action` whenever one of `controlEvents` happens, for as long as the control lives.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        controlActions.append(ControlAction(target: nil, hasTarget: false, events: controlEvents,
                                            kind: .action(action)))
    }

    /// Stops `controlEvents` from running the actions with `action`'s ``UIAction/identifier``.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeEvents(controlEvents) { entry in
            guard case .action(let attached) = entry.kind else { return false }
            return attached.identifier == action.identifier
        }
    }

    /// The events that have at least one action attached.
    public var allControlEvents: Event {
        controlActions.filter(\.isAlive).reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The live target objects of the attached target-actions.
    public var allTargets: [AnyObject] {
        controlActions.compactMap(\.target)
    }

    /// Runs the actions attached to any of `controlEvents`, as if they happened: each matching
    /// action once, in the order the actions were added.
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Runs the actions for `controlEvents` with the touch event that caused them.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        controlActions.removeAll { !$0.isAlive }
        // A copy: an action may add or remove actions while they run.
        for entry in controlActions where !entry.events.isDisjoint(with: controlEvents) && entry.isAlive {
            switch entry.kind {
            case .target(let action): action(self, event)
            case .action(let action): action.handler(action)
            }
        }
    }

    private func removeEvents(_ controlEvents: Event, where matches: (ControlAction) -> Bool) {
        for index in controlActions.indices where matches(controlActions[index]) {
            controlActions[index].events.subtract(controlEvents)
        }
        controlActions.removeAll { $0.events.isEmpty || !$0.isAlive }
    }
}
