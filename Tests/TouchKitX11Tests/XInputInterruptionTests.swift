import CX11
import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

/// How the backend notices ends it cannot see: the raw-end translation and the bookkeeping of
/// raw ends awaiting their ordinary end, fed hand-built events. No X server needed.
@Suite("XInput2 interruptions")
struct XInputInterruptionTests {
    private func raw(_ type: Int32, device: Int32, source: Int32, detail: Int32) -> XIRawEvent {
        var event = XIRawEvent()
        event.type = GenericEvent
        event.evtype = type
        event.deviceid = device
        event.sourceid = source
        event.detail = detail
        return event
    }

    @Test func theSlavesRawTouchEndNamesTheTouch() {
        let end = XInput2EventTranslator.rawEnd(raw(XI_RawTouchEnd, device: 6, source: 6, detail: 41))
        #expect(end == .touch(device: 6, id: 41))
    }

    @Test func theMastersCopyOfARawEndIsIgnored() {
        #expect(XInput2EventTranslator.rawEnd(raw(XI_RawTouchEnd, device: 2, source: 6, detail: 41)) == nil)
        #expect(XInput2EventTranslator.rawEnd(raw(XI_RawButtonRelease, device: 2, source: 7, detail: 1)) == nil)
    }

    @Test func onlyTheFingerButtonsRawReleaseCounts() {
        #expect(XInput2EventTranslator.rawEnd(raw(XI_RawButtonRelease, device: 7, source: 7, detail: 1))
                == .mouse(device: 7))
        for button: Int32 in [2, 3, 4, 5, 8] {
            #expect(XInput2EventTranslator.rawEnd(raw(XI_RawButtonRelease, device: 7, source: 7, detail: button)) == nil)
        }
        #expect(XInput2EventTranslator.rawEnd(raw(XI_RawTouchBegin, device: 6, source: 6, detail: 1)) == nil)
    }

    @Test func aHugeTouchIDKeepsItsBits() {
        let end = XInput2EventTranslator.rawEnd(raw(XI_RawTouchEnd, device: 6, source: 6, detail: -1))
        #expect(end == .touch(device: 6, id: UInt32.max))
    }

    @Test func confirmedEndsAreNotLost() {
        var ends = XInputUnconfirmedEnds()
        ends.noteRawEnd(.touch(device: 6, id: 1), at: 1)
        ends.noteRawEnd(.mouse(device: 7), at: 1)
        #expect(!ends.isEmpty)
        ends.confirm(.touch(device: 6, id: 1))
        ends.confirm(.mouse(device: 7))
        #expect(ends.isEmpty)
        #expect(ends.takeLost(notedUpTo: ends.latestNote).isEmpty)
    }

    @Test func unconfirmedEndsAreLostInTheOrderNotedWithTheirTimes() {
        var ends = XInputUnconfirmedEnds()
        ends.noteRawEnd(.touch(device: 9, id: 3), at: 2.5)
        ends.noteRawEnd(.touch(device: 6, id: 1), at: 1)
        ends.noteRawEnd(.mouse(device: 7), at: 1.5)
        ends.confirm(.touch(device: 9, id: 3))
        let lost = ends.takeLost(notedUpTo: ends.latestNote)
        #expect(lost.map(\.pointer) == [.touch(device: 6, id: 1), .mouse(device: 7)])
        #expect(lost.map(\.timestamp) == [1, 1.5])
        #expect(ends.isEmpty, "taking forgets them")
    }

    @Test func endsNotedAfterTheRoundTripBeganWaitForTheNextOne() {
        var ends = XInputUnconfirmedEnds()
        ends.noteRawEnd(.touch(device: 6, id: 1), at: 1)
        let beforeSync = ends.latestNote
        // Read while handling what the round trip brought in, without its ordinary end yet.
        ends.noteRawEnd(.touch(device: 9, id: 2), at: 2)
        #expect(ends.takeLost(notedUpTo: beforeSync).map(\.pointer) == [.touch(device: 6, id: 1)])
        #expect(!ends.isEmpty)
        #expect(ends.takeLost(notedUpTo: ends.latestNote).map(\.pointer) == [.touch(device: 9, id: 2)])
    }

    @Test func aTouchNotedAgainCountsFromItsLatestNote() {
        var ends = XInputUnconfirmedEnds()
        ends.noteRawEnd(.touch(device: 6, id: 1), at: 1)
        let beforeSync = ends.latestNote
        ends.noteRawEnd(.touch(device: 6, id: 1), at: 2)
        #expect(ends.takeLost(notedUpTo: beforeSync).isEmpty)
        #expect(ends.takeLost(notedUpTo: ends.latestNote).map(\.timestamp) == [2])
    }

    @Test func confirmingAnEndNeverNotedChangesNothing() {
        var ends = XInputUnconfirmedEnds()
        ends.confirm(.touch(device: 6, id: 1))
        #expect(ends.isEmpty)
    }
}
