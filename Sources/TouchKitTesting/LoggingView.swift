import Foundation
import TouchKit

/// A view that records each touch call it gets as "NAME touchesPHASE COUNT" in an
/// ``EventLog``, and then lets the call continue up the responder chain when `forwards` is true.
@MainActor
public final class LoggingView: UIView {
    public let name: String
    public let log: EventLog
    /// Whether calls continue to `next` after being logged (UIKit's default behaviour).
    public var forwards: Bool

    public init(_ name: String, log: EventLog, frame: CGRect = .zero, forwards: Bool = false) {
        self.name = name
        self.log = log
        self.forwards = forwards
        super.init(frame: frame)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name) touchesBegan \(touches.count)")
        if forwards { super.touchesBegan(touches, with: event) }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name) touchesMoved \(touches.count)")
        if forwards { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name) touchesEnded \(touches.count)")
        if forwards { super.touchesEnded(touches, with: event) }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name) touchesCancelled \(touches.count)")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}
