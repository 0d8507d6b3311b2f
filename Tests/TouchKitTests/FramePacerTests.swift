import Foundation
import Testing
import TouchKit

/// After a frame the run loop rests what is left of the minimum frame interval before reading
/// input again, never past the nearest timer; without a recent frame it reads at once.
@Suite("Frame pacing")
struct FramePacerTests {
    static let interval = FramePacer.minimumFrameInterval

    @Test func withoutAFrameInputIsReadAtOnce() {
        #expect(FramePacer().rest(at: 10, nextDeadline: nil) == 0)
    }

    @Test func rightAfterAFrameTheLoopRestsTheRestOfTheInterval() {
        var pacer = FramePacer()
        pacer.frameWasPresented(at: 10)
        #expect(abs(pacer.rest(at: 10, nextDeadline: nil) - Self.interval) < 1e-12)
        #expect(abs(pacer.rest(at: 10 + Self.interval / 4, nextDeadline: nil) - Self.interval * 3 / 4) < 1e-12)
    }

    @Test func onceTheIntervalPassedInputIsReadAtOnce() {
        var pacer = FramePacer()
        pacer.frameWasPresented(at: 10)
        #expect(pacer.rest(at: 10 + Self.interval, nextDeadline: nil) == 0)
        #expect(pacer.rest(at: 10.5, nextDeadline: nil) == 0)
    }

    @Test func aTimerDueSoonerShortensTheRest() {
        var pacer = FramePacer()
        pacer.frameWasPresented(at: 10)
        #expect(abs(pacer.rest(at: 10, nextDeadline: 10 + Self.interval / 2) - Self.interval / 2) < 1e-12)
        #expect(pacer.rest(at: 10, nextDeadline: 9) == 0, "a timer already due is not waited for")
    }

    @Test func aClockThatWentBackRestsNot() {
        var pacer = FramePacer()
        pacer.frameWasPresented(at: 10)
        #expect(pacer.rest(at: 9, nextDeadline: nil) == 0)
    }
}
