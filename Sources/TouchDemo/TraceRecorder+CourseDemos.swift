import Foundation
import TouchKit

/// The trace events of the course's demos: the Farm, the Circle and Swipe.
extension TraceRecorder {
    /// Which of the Swipe screen's two approaches found a swipe.
    enum SwipeSource: String {
        /// The hand-written swipe from `touchesBegan` and `touchesEnded`.
        case touches
        /// One of the four `UISwipeGestureRecognizer`s.
        case recognizer
    }

    /// `{"event":"farm","animals":[{"id":1,"state":"hen","center":[120,300],"scale":1,"rotation":0},…]}`:
    /// the Farm changed (an animal was added, changed state, moved, scaled or turned, or the farm
    /// was cleared). Every animal, back to front: its number, its state, its centre in window
    /// coordinates (where it shows, its transform's translation included), and the scale and
    /// rotation (radians, clockwise) of its transform.
    func farmDidChange(_ animals: [FarmAnimalView]) {
        guard isReady else { return }
        let entries: [JSONValue] = animals.map { animal in
            let center = animal.windowCenter
            return .object([
                ("id", .number(Double(animal.tag))),
                ("state", .string(animal.state.rawValue)),
                ("center", .array([.number(Double(center.x)), .number(Double(center.y))])),
                ("scale", .number(Double(animal.scale))),
                ("rotation", .number(Double(animal.rotation))),
            ])
        }
        emit("farm", ("animals", .array(entries)))
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
