import Foundation
import TouchKit

/// Records every gesture state change in a window as "NAME STATE" ("pan began", "tap failed")
/// in an ``EventLog``, NAME being the recognizer's `name`. Install it as the window's
/// `changeObserver` (which the window holds weakly: keep the logger alive); with ``LoggingView``s on the same log, a test reads recognizer and view
/// callbacks in the order they happened.
@MainActor
public final class GestureStateLogger: ViewChangeObserver {
    public let log: EventLog

    public init(log: EventLog, window: UIWindow) {
        self.log = log
        window.changeObserver = self
    }

    public func gestureRecognizerDidChangeState(_ recognizer: UIGestureRecognizer) {
        log.record("\(recognizer.name ?? String(describing: type(of: recognizer))) \(recognizer.state)")
    }

    public func viewDidChangeFrame(_ view: UIView) {}
    public func imageViewDidChangeImage(_ imageView: UIImageView) {}
    public func labelDidChangeText(_ label: UILabel) {}
}
