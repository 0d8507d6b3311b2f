import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A delegate whose answers a test sets; it logs each question as "DELEGATE asked QUESTION NAME".
@MainActor
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    let name: String
    let log: EventLog
    var shouldBegin = true
    var shouldReceive = true
    var simultaneousWith: Set<String> = []
    var requireFailureOf: Set<String> = []
    var beRequiredToFailBy: Set<String> = []

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.record("\(name) asked shouldBegin \(gestureRecognizer.name ?? "")")
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.record("\(name) asked shouldReceive \(gestureRecognizer.name ?? "")")
        return shouldReceive
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        simultaneousWith.contains(other.name ?? "")
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        requireFailureOf.contains(other.name ?? "")
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        beRequiredToFailBy.contains(other.name ?? "")
    }
}

/// A delegate that implements nothing: UIKit's defaults apply.
@MainActor
final class EmptyDelegate: UIGestureRecognizerDelegate {}

/// A single tap that, class-wide, waits for any double tap to fail (`shouldRequireFailure(of:)`).
@MainActor
private final class PatientSingleTap: UITapGestureRecognizer {
    override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
        (other as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A double tap that, class-wide, makes every single tap wait for it (`shouldBeRequiredToFail(by:)`).
@MainActor
private final class DemandingDoubleTap: UITapGestureRecognizer {
    override func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool {
        (other as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
    }
}

/// The four ways to make a single tap wait for a double tap without `require(toFail:)`.
enum DynamicRequirement: String, CaseIterable, CustomTestStringConvertible {
    case singlesDelegateRequiresFailureOfDouble
    case doublesDelegateIsRequiredToFailBySingle
    case singleSubclassRequiresFailure
    case doubleSubclassIsRequiredToFail
    var testDescription: String { rawValue }
}

/// `UIGestureRecognizerDelegate`, each method through the window's dispatch, with UIKit's
/// defaults; the subclass hooks `shouldRequireFailure(of:)`/`shouldBeRequiredToFail(by:)`; and
/// what happens when a closure and the delegate are both set.
@Suite("Gesture recognizer delegate")
@MainActor
struct GestureRecognizerDelegateTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let view: LoggingView
    let stateLogger: GestureStateLogger
    let a = CGPoint(x: 100, y: 100)
    let b = CGPoint(x: 160, y: 100)

    init() {
        script = TouchScript(window: window)
        view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        stateLogger = GestureStateLogger(log: log, window: window)
    }

    func recognizer(_ name: String, _ plan: ScriptedRecognizer.Plan) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer(name, plan, log: log)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    // MARK: gestureRecognizerShouldBegin(_:)

    @Test func delegateDecliningToBeginFailsTheRecognizer() {
        let r = recognizer("r", .beginOnMove)
        let delegate = ScriptedDelegate("delegate", log: log)
        delegate.shouldBegin = false
        r.delegate = delegate
        script.drag(1, from: a, to: b, steps: 2)
        #expect(log.entries == ["delegate asked shouldReceive r", "view touchesBegan 1", "delegate asked shouldBegin r",
                                "r failed", "view touchesMoved 1", "view touchesMoved 1", "view touchesEnded 1"])
    }

    @Test func delegateIsAskedOnlyWhenLeavingPossible() {
        let r = recognizer("r", .beginOnMove)
        let delegate = ScriptedDelegate("delegate", log: log)
        r.delegate = delegate
        script.drag(1, from: a, to: b, steps: 3)
        #expect(log.entries.filter { $0.hasPrefix("delegate asked shouldBegin") } == ["delegate asked shouldBegin r"])
        #expect(log.entries.contains("r began") && log.entries.contains("r ended"))
    }

    // MARK: gestureRecognizer(_:shouldReceive:)

    @Test func delegateDecliningATouchHidesItFromTheRecognizer() {
        let r = recognizer("r", .beginOnMove)
        r.logsTouches = true
        let delegate = ScriptedDelegate("delegate", log: log)
        delegate.shouldReceive = false
        r.delegate = delegate
        script.drag(1, from: a, to: b, steps: 1)
        // Asked once, when the touch began, before the recognizer's touchesBegan would have run.
        #expect(log.entries == ["delegate asked shouldReceive r", "view touchesBegan 1", "view touchesMoved 1",
                                "view touchesEnded 1"])
    }

    // MARK: gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)

    @Test func eitherDelegateAllowsSimultaneousRecognition() {
        for allowFromFirst in [true, false] {
            log.clear()
            let first = recognizer("first", .beginOnMove)
            let second = recognizer("second", .beginOnMove)
            let delegate = ScriptedDelegate("delegate", log: log)
            if allowFromFirst {
                delegate.simultaneousWith = ["second"]
                first.delegate = delegate
            } else {
                delegate.simultaneousWith = ["first"]
                second.delegate = delegate
            }
            script.drag(1, from: a, to: b, steps: 1)
            #expect(log.entries.filter { !$0.contains("asked") }
                    == ["view touchesBegan 1", "first began", "view touchesCancelled 1", "second began",
                        "first ended", "second ended"])
            view.removeGestureRecognizer(first)
            view.removeGestureRecognizer(second)
        }
    }

    @Test func withoutAnyAllowanceTheFirstToBeginFailsTheOther() {
        let first = recognizer("first", .beginOnMove)
        let second = recognizer("second", .beginOnMove)
        first.delegate = ScriptedDelegate("delegate", log: log)  // default answers
        second.delegate = ScriptedDelegate("delegate", log: log)
        script.drag(1, from: a, to: b, steps: 1)
        #expect(log.entries.filter { !$0.contains("asked") }
                == ["view touchesBegan 1", "first began", "second failed", "view touchesCancelled 1", "first ended"])
    }

    // MARK: Failure requirements

    @Test(arguments: DynamicRequirement.allCases)
    func aDynamicRequirementMakesTheSingleTapWaitForTheDoubleTap(_ setup: DynamicRequirement) {
        let (single, double, delegate) = taps(setup)
        _ = delegate
        // A double tap: only the double tap recognizes. The single tap, waiting after the first
        // tap, fails when the second one starts (a tap beyond the one it requires).
        script.tap(at: a)
        #expect(log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == [])
        script.tap(at: a)
        #expect(log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") }
                == ["single failed", "double ended"])
        // A single tap: the single tap recognizes once the double tap has failed.
        log.clear()
        script.wait(1)
        script.tap(at: b)
        #expect(log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == [])
        script.wait(UITapGestureRecognizer.maximumTapInterval + 0.05)
        #expect(log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") }
                == ["double failed", "single ended"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func withoutARequirementTheSingleTapRecognizesAtOnce() {
        let (_, _, _) = taps(nil)
        script.tap(at: a)
        // It recognizes on the lift and, sharing the touch, fails the double tap.
        #expect(log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == ["single ended", "double failed"])
    }

    @Test func aDelegateSayingFalseDoesNotRemoveARequireToFail() {
        // "returning false … isn't guaranteed to prevent or remove a failure requirement".
        let (single, double, _) = taps(nil)
        single.require(toFail: double)
        let delegate = EmptyDelegate()
        single.delegate = delegate
        script.tap(at: a)
        #expect(log.entries.filter { $0.hasPrefix("single") } == [])
        script.wait(UITapGestureRecognizer.maximumTapInterval + 0.05)
        #expect(log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") }
                == ["double failed", "single ended"])
    }

    @Test func subclassHooksDefaultToNoRequirement() {
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        #expect(!tap.shouldRequireFailure(of: pan))
        #expect(!tap.shouldBeRequiredToFail(by: pan))
    }

    /// A single and a double tap on the view named "single" and "double", the single one waiting
    /// for the double one as `setup` says (nil: not at all); returns a delegate to keep alive.
    private func taps(_ setup: DynamicRequirement?) -> (UITapGestureRecognizer, UITapGestureRecognizer, AnyObject?) {
        let single: UITapGestureRecognizer = setup == .singleSubclassRequiresFailure ? PatientSingleTap() : UITapGestureRecognizer()
        let double: UITapGestureRecognizer = setup == .doubleSubclassIsRequiredToFail ? DemandingDoubleTap() : UITapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let delegate = ScriptedDelegate("delegate", log: log)
        switch setup {
        case .singlesDelegateRequiresFailureOfDouble:
            delegate.requireFailureOf = ["double"]
            single.delegate = delegate
        case .doublesDelegateIsRequiredToFailBySingle:
            delegate.beRequiredToFailBy = ["single"]
            double.delegate = delegate
        case .singleSubclassRequiresFailure, .doubleSubclassIsRequiredToFail, nil: break
        }
        return (single, double, delegate)
    }
}
