import Foundation
import TouchKit

/// The trace events of the course's Circle and Swipe demos.
extension TraceRecorder {
    /// Which of the Swipe screen's two approaches found a swipe.
    enum SwipeSource: String {
        /// The hand-written swipe from `touchesBegan` and `touchesEnded`.
        case touches
        /// One of the four `UISwipeGestureRecognizer`s.
        case recognizer
    }

    /// `{"event":"circle","center":[240,347],"radius":100}`: the Circle screen's circle changed
    /// (or the screen showed it). `center` is in window coordinates, `radius` in points.
    func circleDidChange(center: CGPoint, radius: CGFloat) {
        guard isReady else { return }
        emit("circle", ("center", .array([.number(Double(center.x)), .number(Double(center.y))])),
             ("radius", .number(Double(radius))))
    }

    /// `{"event":"swipe","source":"touches","direction":"horizontal"}`: one approach on the
    /// Swipe screen found a swipe; `direction` is `horizontal` or `vertical` for the touches
    /// and `left`, `right`, `up` or `down` for the recognizers.
    func swipeWasRecognized(source: SwipeSource, direction: String) {
        guard isReady else { return }
        emit("swipe", ("source", .string(source.rawValue)), ("direction", .string(direction)))
    }
}
