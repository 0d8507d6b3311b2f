import Foundation
import TouchKit

/// A recognizer whose decisions a test chooses, to exercise the dispatcher's arbitration rules
/// without depending on one built-in's thresholds.
@MainActor
public final class ScriptedRecognizer: UIGestureRecognizer {
    /// What the recognizer does with its touches.
    public enum Plan: Sendable {
        /// Begins on the first move, changes on later ones, ends on lift (fails if it never moved).
        case beginOnMove
        /// Recognizes (a discrete gesture) when a touch lifts.
        case recognizeOnEnd
        /// Fails when a touch lifts.
        case failOnEnd
    }

    public let plan: Plan
    /// Where ``logsTouches`` records "NAME sees began N" and "NAME sees moved".
    public let log: EventLog?
    public var logsTouches = false
    /// How many times ``reset()`` ran.
    public private(set) var resetCount = 0

    public init(_ name: String, _ plan: Plan, log: EventLog? = nil) {
        self.plan = plan
        self.log = log
        super.init()
        self.name = name
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if logsTouches { log?.record("\(name ?? "") sees began \(touches.count)") }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if logsTouches { log?.record("\(name ?? "") sees moved") }
        if plan == .beginOnMove { state = state == .possible ? .began : .changed }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch plan {
        case .beginOnMove: state = state == .possible ? .failed : .ended
        case .recognizeOnEnd: state = .recognized
        case .failOnEnd: state = .failed
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    public override func reset() {
        super.reset()
        resetCount += 1
    }
}
