import Foundation
import TouchDemoTrace
import TouchKit

/// The trace events of the course's demos: the Farm, the Circle and Swipe.
extension TraceRecorder {
    /// Which of the Swipe screen's two approaches found a swipe.
    typealias SwipeSource = TraceEvent.SwipeSource

    /// `{"animals":[{"center":[120,300],"id":1,"rotation":0,"scale":1,"state":"hen"},…],"event":"farm"}`:
    /// the Farm changed (an animal was added, changed state, moved, scaled or turned, or the farm
    /// was cleared). Every animal, back to front: its number, its state, its centre in window
    /// coordinates (where it shows, its transform's translation included), and the scale and
    /// rotation (radians, clockwise) of its transform.
    func farmDidChange(_ animals: [FarmAnimalView]) {
        guard isReady else { return }
        emit(.farm(animals: animals.map { animal in
            TraceEvent.FarmAnimal(id: animal.tag, state: animal.state.rawValue, center: animal.windowCenter,
                                  scale: Double(animal.scale), rotation: Double(animal.rotation))
        }))
    }

    /// `{"center":[240,347],"event":"circle","radius":100}`: the Circle screen's circle changed
    /// (or the screen showed it). `center` is in window coordinates, `radius` in points.
    func circleDidChange(center: CGPoint, radius: CGFloat) {
        guard isReady else { return }
        emit(.circle(center: center, radius: Double(radius)))
    }

    /// `{"direction":"horizontal","event":"swipe","source":"touches"}`: one approach on the
    /// Swipe screen found a swipe; `direction` is `horizontal` or `vertical` for the touches
    /// and `left`, `right`, `up` or `down` for the recognizers.
    func swipeWasRecognized(source: SwipeSource, direction: String) {
        guard isReady else { return }
        emit(.swipe(source: source, direction: direction))
    }

    /// `{"event":"swipeResult","source":"touches","text":"No swipe: 22 pt is under 30 pt"}`: one
    /// column of the Swipe screen shows its result for a stroke (every stroke updates both:
    /// a direction, why there was none, or "—" when no recognizer fired).
    func swipeResultDidChange(source: SwipeSource, text: String) {
        guard isReady else { return }
        emit(.swipeResult(source: source, text: text))
    }
}
