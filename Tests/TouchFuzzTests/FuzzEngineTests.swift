import Foundation
import Testing
import ToolSupport
@testable import TouchKit
@testable import TouchFuzzing

/// The fuzzer's own parts: seeds replay, shrinking keeps the failure, reports name the seed, and
/// the invariants catch what they are meant to catch.
@Suite("Dispatch fuzzer engine")
@MainActor
struct FuzzEngineTests {
    @Test func sameSeedDrawsTheSameCaseAndOthersDiffer() {
        #expect(FuzzCase(seed: 42) == FuzzCase(seed: 42))
        #expect(FuzzCase(seed: 42) != FuzzCase(seed: 43))
        var random = SplitMix64(seed: 0)
        // SplitMix64's published first output for seed 0.
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func removingARecognizerRenumbersTheOthersAndDropsItsSteps() {
        var fuzzCase = FuzzCase(seed: 1, scenario: FuzzScenario(recognizers: [
            .init(kind: .tap), .init(kind: .pan), .init(kind: .pinch, requiresToFail: [0, 1], simultaneousWith: [1]),
        ]), steps: [.removeRecognizer(1), .setRecognizerEnabled(2, false), .flush])
        fuzzCase = fuzzCase.removingRecognizer(at: 1)
        #expect(fuzzCase.scenario.recognizers.map(\.kind) == [.tap, .pinch])
        #expect(fuzzCase.scenario.recognizers[1].requiresToFail == [0])
        #expect(fuzzCase.scenario.recognizers[1].simultaneousWith == [])
        #expect(fuzzCase.steps == [.setRecognizerEnabled(1, false), .flush])
    }

    /// A touch whose end never reaches its view (here the tracker forgets it behind the view's
    /// back, as a lost end would) is caught at the end of the sequence.
    @Test func aTouchThatNeverEndsInItsViewIsReported() {
        let begin = FuzzStep.input(InputEvent(pointer: .touch(device: 10, id: 1), phase: .began,
                                              location: CGPoint(x: 10, y: 10), timestamp: 1))
        let fuzzCase = FuzzCase(seed: 7, scenario: FuzzScenario(views: [
            .init(parent: nil, frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
        ]), steps: [.flush, begin, .wait(1), .flush])
        let world = FuzzWorld(fuzzCase.scenario)
        for step in fuzzCase.steps { world.perform(step) }
        // The tracker forgets the touch behind the view's back, as a lost end would.
        world.window.touchTracker.remove(world.window.touchDispatcher.liveTouches[0])
        world.finish()
        #expect(world.monitor.violations.map(\.invariant).contains(.viewTouchCalls))
        #expect(FuzzRunner.run(fuzzCase) == nil, "the real dispatch ends it")
    }

    @Test func failureReportNamesTheSeedAndPrintsTheSteps() {
        let fuzzCase = FuzzCase(seed: 99, scenario: FuzzScenario(), steps: [.cancelDevice(10, timestamp: 2), .wait(0.5)])
        let report = FuzzFailure(fuzzCase: fuzzCase, violation: FuzzViolation(invariant: .timers, message: "m"), step: 0).report
        #expect(report.contains("seed 99"))
        #expect(report.contains("timers: m"))
        #expect(report.contains("window.cancelTouches(ofDevice: 10, at: 2.0)"))
        #expect(report.contains("script.wait(0.5)"))
    }
}
