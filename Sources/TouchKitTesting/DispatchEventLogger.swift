import Foundation
import TouchKit

/// Records every ``TouchDispatchEvent`` of a window as one short line in an ``EventLog``, so that
/// a test reads what dispatch did, in order, and why:
///
/// - `touch 1 hit view [pan, tap]`, `touch 2 withheld from view: exclusiveTouch`
/// - `view began [1]` (a view call, touches by id), `touch 1 held began`,
///   `touch 1 released [began, moved]`
/// - `cancelled in views [1]: recognized pan`, `cancelled in views [1]: view left window`
/// - `tap possible → failed: prevented by pan`, `pan possible → began`, `pan reset`,
///   `pan refused changed`
///
/// Touch ids are the finger numbers of ``TouchScript`` (the mouse is `mouse`); views and
/// recognizers are named by ``LoggingView``'s name or `accessibilityIdentifier`, and the
/// recognizer's `name`. The dispatcher holds the logger weakly: keep it alive.
@MainActor
public final class DispatchEventLogger: TouchDispatchObserver {
    public let log: EventLog

    public init(log: EventLog, window: UIWindow) {
        self.log = log
        window.touchDispatcher.addObserver(self)
    }

    public func touchDispatcher(_ dispatcher: TouchDispatcher, didPublish event: TouchDispatchEvent) {
        log.record(Self.line(for: event))
    }

    /// The line for `event`.
    public static func line(for event: TouchDispatchEvent) -> String {
        switch event {
        case .touchBegan(let touch, let view, let recognizers):
            return "touch \(id(touch)) hit \(name(view)) [\(recognizers.map(name).joined(separator: ", "))]"
        case .touchWithheld(let touch, let view, let reason):
            return "touch \(id(touch)) withheld from \(name(view)): \(reason)"
        case .touchesDelivered(let phase, let touches, let view):
            return "\(name(view)) \(phase) [\(ids(touches))]"
        case .phaseHeld(let touch, let phase):
            return "touch \(id(touch)) held \(phase)"
        case .phasesReleased(let touch, let phases):
            return "touch \(id(touch)) released [\(phases.map(\.description).joined(separator: ", "))]"
        case .touchesCancelledInViews(let touches, let reason):
            let why = switch reason {
            case .recognized(let recognizer): "recognized \(name(recognizer))"
            case .viewLeftWindow: "view left window"
            }
            return "cancelled in views [\(ids(touches))]: \(why)"
        case .recognizerChanged(let recognizer, let from, let to, let reason):
            let line = "\(name(recognizer)) \(from) → \(to)"
            return reason.map { "\(line): \(describe($0))" } ?? line
        case .recognizerRefusedChange(let recognizer, let state):
            return "\(name(recognizer)) refused \(state)"
        case .recognizerReset(let recognizer):
            return "\(name(recognizer)) reset"
        }
    }

    private static func describe(_ reason: GestureEndReason) -> String {
        switch reason {
        case .ownRule: "own rule"
        case .requiredToFail(let other): "required \(name(other)) to fail"
        case .delegateRefused: "delegate refused"
        case .viewRefused(let view): "\(name(view)) refused"
        case .prevented(let other): "prevented by \(name(other))"
        case .touchCancelled(let cause): "touch cancelled (\(cause))"
        case .disabled: "disabled"
        case .viewLeftWindow: "view left window"
        }
    }

    private static func id(_ touch: UITouch) -> String {
        switch touch.pointer {
        case .touch(_, let id): "\(id)"
        case .mouse: "mouse"
        case .emulatedTouch(_, let finger): "mouse-\(finger)"
        }
    }

    private static func ids(_ touches: some Collection<UITouch>) -> String {
        touches.map(id).sorted().joined(separator: ", ")
    }

    private static func name(_ view: UIView) -> String {
        (view as? LoggingView)?.name ?? view.accessibilityIdentifier ?? String(describing: type(of: view))
    }

    private static func name(_ recognizer: UIGestureRecognizer) -> String {
        recognizer.name ?? String(describing: type(of: recognizer))
    }
}
