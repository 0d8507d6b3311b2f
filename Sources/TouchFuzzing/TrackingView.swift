import Foundation
import TouchKit

/// A view that checks the touch calls it gets: every touch it saw begin gets exactly one
/// `touchesEnded` or `touchesCancelled`, and no touch moves or ends that it did not see begin.
/// What breaks the rule goes to the ``InvariantMonitor``.
///
/// Only its own touches (hit-tested to it) count: calls a subview forwards up the responder chain
/// follow the chain as it is at each call, so a subview that moved to another superview mid-touch
/// forwards its end to a view that never heard the begin, in UIKit too.
@MainActor
final class TrackingView: UIView {
    /// Its index in the scenario, for messages.
    let index: Int
    private unowned let monitor: InvariantMonitor
    /// Whether its calls go on up the responder chain.
    private let forwards: Bool
    /// The touches it saw begin that have not ended or been cancelled (held, so that a new
    /// touch at a freed one's address is not taken for it).
    private(set) var openTouches: [UITouch] = []
    /// Runs after each call with its phase: the scenario's handler effect.
    var onCall: (@MainActor (UITouch.Phase) -> Void)?

    init(index: Int, monitor: InvariantMonitor, forwards: Bool, frame: CGRect) {
        self.index = index
        self.monitor = monitor
        self.forwards = forwards
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        monitor.statistics?.viewTouchCalls += 1
        for touch in touches where touch.view === self {
            if openTouches.contains(where: { $0 === touch }) {
                monitor.report(.viewTouchCalls, "view \(index) got touchesBegan twice for \(touch.pointer)")
            } else {
                openTouches.append(touch)
            }
        }
        if forwards { super.touchesBegan(touches, with: event) }
        onCall?(.began)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        monitor.statistics?.viewTouchCalls += 1
        for touch in touches where touch.view === self && !openTouches.contains(where: { $0 === touch }) {
            monitor.report(.viewTouchCalls, "view \(index) got touchesMoved for \(touch.pointer), which it has not seen begin or has seen end")
        }
        if forwards { super.touchesMoved(touches, with: event) }
        onCall?(.moved)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        close(touches, "touchesEnded")
        if forwards { super.touchesEnded(touches, with: event) }
        onCall?(.ended)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        close(touches, "touchesCancelled")
        if forwards { super.touchesCancelled(touches, with: event) }
        onCall?(.cancelled)
    }

    private func close(_ touches: Set<UITouch>, _ call: String) {
        monitor.statistics?.viewTouchCalls += 1
        for touch in touches where touch.view === self {
            if let position = openTouches.firstIndex(where: { $0 === touch }) {
                openTouches.remove(at: position)
            } else {
                monitor.report(.viewTouchCalls, "view \(index) got \(call) for \(touch.pointer), which it has not seen begin or has seen end")
            }
        }
    }
}
