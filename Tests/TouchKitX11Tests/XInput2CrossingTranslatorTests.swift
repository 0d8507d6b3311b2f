import CX11
import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

/// Focus and crossing events for the mouse emulation, fed as hand-built XI2 structs: no X
/// server needed.
@Suite("XInput2 crossing translator")
struct XInput2CrossingTranslatorTests {
    private func translate(_ type: Int32, modifiers: Int32 = 0, scale: CGFloat = 1) -> MouseEvent? {
        var event = XIEnterEvent()
        event.type = GenericEvent
        event.evtype = type
        event.deviceid = 2
        event.sourceid = 12
        event.event_x = 30
        event.event_y = 40
        event.time = 5000
        event.mods.effective = modifiers
        return XInput2EventTranslator.translate(crossing: event, scale: scale)
    }

    @Test func losingTheFocusReleasesEveryModifierHeld() {
        let event = translate(XI_FocusOut, modifiers: Int32(ControlMask | ShiftMask))
        #expect(event?.kind == .modifiersChanged)
        #expect(event?.modifiers == [])
    }

    @Test func gainingTheFocusResyncsTheModifiersHeld() {
        let event = translate(XI_FocusIn, modifiers: Int32(ControlMask))
        #expect(event == MouseEvent(.modifiersChanged, device: 12, location: CGPoint(x: 30, y: 40),
                                    modifiers: .control, timestamp: 5))
    }

    @Test func enterAndLeaveAreThePointerComingAndGoing() {
        let entered = translate(XI_Enter, modifiers: Int32(ControlMask), scale: 2)
        #expect(entered == MouseEvent(.entered, device: 12, location: CGPoint(x: 15, y: 20),
                                      modifiers: .control, timestamp: 5))
        #expect(translate(XI_Leave)?.kind == .exited)
    }

    @Test func otherEventTypesAreIgnored() {
        #expect(translate(XI_Motion) == nil)
        #expect(translate(XI_HierarchyChanged) == nil)
    }
}
