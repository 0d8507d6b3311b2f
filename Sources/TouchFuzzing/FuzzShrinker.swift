/// Makes a failing case small enough to read: delta debugging (Zeller's ddmin) over its steps,
/// then leaving out each recognizer, keeping every change after which the case still breaks the
/// same invariant.
@MainActor
public final class FuzzShrinker {
    /// The most cases one shrink runs: enough for a 40-step case, and a bound on its time.
    static let maximumRuns = 5_000

    /// The smallest failing case found so far.
    private var best: FuzzFailure
    private var runs = 0

    private init(_ failure: FuzzFailure) {
        best = failure
    }

    /// A smaller case that still fails as `failure` did, and its failure.
    public static func shrink(_ failure: FuzzFailure) -> FuzzFailure {
        let shrinker = FuzzShrinker(failure)
        shrinker.run()
        return shrinker.best
    }

    private func run() {
        var progressed = true
        while progressed {
            progressed = false
            // Steps past the failing one play no part.
            if let step = best.step, step + 1 < best.fuzzCase.steps.count {
                var candidate = best.fuzzCase
                candidate.steps.removeSubrange((step + 1)...)
                if attempt(candidate) { progressed = true }
            }
            if shrinkSteps() { progressed = true }
            for index in best.fuzzCase.scenario.recognizers.indices.reversed()
            where index < best.fuzzCase.scenario.recognizers.count {
                if attempt(best.fuzzCase.removingRecognizer(at: index)) { progressed = true }
            }
        }
    }

    /// Keeps `candidate` if it still breaks the same invariant.
    private func attempt(_ candidate: FuzzCase) -> Bool {
        guard runs < Self.maximumRuns else { return false }
        runs += 1
        guard let result = FuzzRunner.run(candidate), result.violation.invariant == best.violation.invariant else {
            return false
        }
        best = result
        return true
    }

    /// One ddmin pass over the steps: drop chunks, halving their size down to single steps.
    private func shrinkSteps() -> Bool {
        var progressed = false
        var chunk = max(1, best.fuzzCase.steps.count / 2)
        while chunk >= 1 {
            var start = 0
            while start < best.fuzzCase.steps.count {
                var candidate = best.fuzzCase
                candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
                if attempt(candidate) {
                    progressed = true
                } else {
                    start += chunk
                }
            }
            chunk /= 2
        }
        return progressed
    }
}
