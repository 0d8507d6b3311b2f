import Foundation
import TouchKit

/// One fuzz case: the world (``FuzzScenario``) and the steps that happen to it. A case is drawn
/// from a seed (``init(seed:)``), always the same for the same seed; the shrinker makes smaller
/// cases from a failing one.
public struct FuzzCase: Equatable, Sendable {
    /// The seed it was drawn from.
    public var seed: UInt64
    /// The world the steps happen to.
    public var scenario: FuzzScenario
    /// What happens, in order.
    public var steps: [FuzzStep]

    /// A case of `steps` in `scenario`, named by `seed`.
    public init(seed: UInt64, scenario: FuzzScenario, steps: [FuzzStep]) {
        self.seed = seed
        self.scenario = scenario
        self.steps = steps
    }

    /// The case with recognizer `index` left out: the relationships, effects and steps that name
    /// it go too, and later indices move down by one.
    public func removingRecognizer(at index: Int) -> FuzzCase {
        func shifted(_ other: Int) -> Int? { other == index ? nil : other > index ? other - 1 : other }
        var copy = self
        copy.scenario.recognizers.remove(at: index)
        for position in copy.scenario.recognizers.indices {
            var recognizer = copy.scenario.recognizers[position]
            recognizer.requiresToFail = recognizer.requiresToFail.compactMap(shifted)
            recognizer.simultaneousWith = recognizer.simultaneousWith.compactMap(shifted)
            switch recognizer.effect {
            case .disableRecognizer(let other): recognizer.effect = shifted(other).map { .disableRecognizer($0) }
            case .removeRecognizer(let other): recognizer.effect = shifted(other).map { .removeRecognizer($0) }
            case .removeView, .cancelDevice, nil: break
            }
            copy.scenario.recognizers[position] = recognizer
        }
        for position in copy.scenario.views.indices {
            switch copy.scenario.views[position].effect {
            case .disableRecognizer(let other): copy.scenario.views[position].effect = shifted(other).map { .disableRecognizer($0) }
            case .removeRecognizer(let other): copy.scenario.views[position].effect = shifted(other).map { .removeRecognizer($0) }
            case .removeView, .cancelDevice, nil: break
            }
        }
        copy.steps = steps.compactMap { step in
            switch step {
            case .setRecognizerEnabled(let other, let isEnabled): shifted(other).map { .setRecognizerEnabled($0, isEnabled) }
            case .removeRecognizer(let other): shifted(other).map { .removeRecognizer($0) }
            case .addRecognizer(let other): shifted(other).map { .addRecognizer($0) }
            default: step
            }
        }
        return copy
    }
}
