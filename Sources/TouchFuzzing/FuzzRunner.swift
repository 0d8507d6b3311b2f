import Foundation
import TouchKit

/// Runs fuzz cases: builds the world, performs each step with the invariants checked after it,
/// ends the sequence, and checks that every object of the case was freed.
@MainActor
public enum FuzzRunner {
    /// The first broken invariant of `fuzzCase`, or nil when it holds throughout; what it
    /// exercised is added to `statistics`.
    public static func run(_ fuzzCase: FuzzCase, statistics: FuzzStatistics? = nil) -> FuzzFailure? {
        var survivors: [WeakObject] = []
        var violation: FuzzViolation?
        var failedStep: Int?
        do {
            let world = FuzzWorld(fuzzCase.scenario)
            world.monitor.statistics = statistics
            survivors = [WeakObject(world.window), WeakObject(world.otherWindow)] + world.views.map(WeakObject.init) + world.recognizers.map(WeakObject.init)
            for (index, step) in fuzzCase.steps.enumerated() {
                world.perform(step)
                statistics?.steps += 1
                world.checkAfterStep()
                if let first = world.monitor.violations.first {
                    violation = first
                    failedStep = index
                    break
                }
            }
            if violation == nil {
                world.finish()
                violation = world.monitor.violations.first
            }
        }
        if violation == nil, let leaked = survivors.first(where: { $0.object != nil })?.object {
            violation = FuzzViolation(invariant: .memory, message: "a \(type(of: leaked)) of the sequence outlived it")
        }
        return violation.map { FuzzFailure(fuzzCase: fuzzCase, violation: $0, step: failedStep) }
    }

    /// A reference that does not keep its object alive.
    private struct WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}

/// A case that broke an invariant: the case, the violation, and the step after which it was
/// seen (nil when at the end of the sequence).
public struct FuzzFailure: Sendable {
    /// The failing case.
    public var fuzzCase: FuzzCase
    /// The first invariant it broke.
    public var violation: FuzzViolation
    /// The index of the step after which it was seen.
    public var step: Int?
}
