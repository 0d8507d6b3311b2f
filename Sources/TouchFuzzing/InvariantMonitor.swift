import Foundation
import TouchKit

/// Watches a fuzzed window's recognizers through its dispatcher and collects every broken
/// invariant: an illegal state change (reported, or asked for and refused), and what the
/// ``TrackingView``s and the runner's checks report. The first violation ends the case.
@MainActor
final class InvariantMonitor: TouchDispatchObserver {
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

    func touchDispatcher(_ dispatcher: TouchDispatcher, didPublish event: TouchDispatchEvent) {
        switch event {
        case .recognizerChanged(let recognizer, let from, let to, _):
            recognizerDidChange(recognizer, from: from, to: to)
        case .recognizerReset(let recognizer):
            recognizerDidReset(recognizer)
        case .recognizerRefusedChange(let recognizer, let state):
            report(.stateMachine, "\(describe(recognizer)) asked for the illegal change \(recognizer.state) → \(state)")
        default:
            break
        }
    }

    private func recognizerDidChange(_ recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State,
                                     to state: UIGestureRecognizer.State) {
        let previous = lastState(of: recognizer)
        if previous != from {
            report(.stateMachine, "\(describe(recognizer)) was reported leaving \(from), but was last seen \(previous)")
        }
        if !previous.canTransition(to: state) {
            report(.stateMachine, "\(describe(recognizer)) went \(previous) → \(state) without a reset")
        }
        if recognizer.state != state {
            report(.stateMachine, "\(describe(recognizer)) was reported \(state) but reads \(recognizer.state)")
        }
        states[ObjectIdentifier(recognizer)] = state
        statistics?.recordChange(to: state.description)
    }

    private func recognizerDidReset(_ recognizer: UIGestureRecognizer) {
        if !lastState(of: recognizer).isFinal {
            report(.stateMachine, "\(describe(recognizer)) was reset from \(lastState(of: recognizer)), not a final state")
        }
        states[ObjectIdentifier(recognizer)] = .possible
    }
}
