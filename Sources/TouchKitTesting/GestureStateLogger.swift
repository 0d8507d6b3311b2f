import Foundation
import TouchKit

/// Records every gesture state change in a window as "NAME STATE" ("pan began", "tap failed")
/// in an ``EventLog``, NAME being the recognizer's `name`. It observes the window's
/// ``TouchDispatcher`` (which holds it weakly: keep the logger alive); with ``LoggingView``s on
/// the same log, a test reads recognizer and view callbacks in the order they happened.
@MainActor
public final class GestureStateLogger: TouchDispatchObserver {
    public let log: EventLog

    public init(log: EventLog, window: UIWindow) {
        self.log = log
        window.touchDispatcher.addObserver(self)
    }

    public func touchDispatcher(_ dispatcher: TouchDispatcher, didPublish event: TouchDispatchEvent) {
        guard case .recognizerChanged(let recognizer, _, let state, _) = event else { return }
        log.record("\(recognizer.name ?? String(describing: type(of: recognizer))) \(state)")
    }
}
