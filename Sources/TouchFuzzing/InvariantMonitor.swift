import Foundation
import TouchKit

/// Watches a fuzzed window's recognizers through its change observer and collects every broken
/// invariant: an illegal state change (reported, or asked for and refused), and what the
/// ``TrackingView``s and the runner's checks report. The first violation ends the case.
@MainActor
final class InvariantMonitor: ViewChangeObserver {
    /// The last state each recognizer was seen in (reset ones are `possible`).
    private var states: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
    /// The violations found so far, oldest first.
    private(set) var violations: [FuzzViolation] = []
    /// Where exercised states are counted, if anywhere.
    var statistics: FuzzStatistics?
    /// Names recognizers in messages.
    var describe: (UIGestureRecognizer) -> String = { $0.name ?? "recognizer" }

    /// Records a broken invariant.
    func report(_ invariant: FuzzViolation.Invariant, _ message: String) {
        violations.append(FuzzViolation(invariant: invariant, message: message))
    }

    /// The state `recognizer` was last seen in.
    func lastState(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer.State {
        states[ObjectIdentifier(recognizer)] ?? .possible
    }

    func gestureRecognizerDidChangeState(_ recognizer: UIGestureRecognizer) {
        let previous = lastState(of: recognizer)
        if !previous.canTransition(to: recognizer.state) {
            report(.stateMachine, "\(describe(recognizer)) went \(previous) → \(recognizer.state) without a reset")
        }
        states[ObjectIdentifier(recognizer)] = recognizer.state
        statistics?.recordChange(to: recognizer.state.description)
    }

    func gestureRecognizerDidReset(_ recognizer: UIGestureRecognizer) {
        if !lastState(of: recognizer).isFinal {
            report(.stateMachine, "\(describe(recognizer)) was reset from \(lastState(of: recognizer)), not a final state")
        }
        states[ObjectIdentifier(recognizer)] = .possible
    }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, didRefuseTransitionTo state: UIGestureRecognizer.State) {
        report(.stateMachine, "\(describe(recognizer)) asked for the illegal change \(recognizer.state) → \(state)")
    }

    func viewDidChangeFrame(_ view: UIView) {}
    func imageViewDidChangeImage(_ imageView: UIImageView) {}
    func labelDidChangeText(_ label: UILabel) {}
}
