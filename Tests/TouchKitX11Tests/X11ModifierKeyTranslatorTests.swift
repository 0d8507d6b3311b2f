import CX11
import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

/// Control and Shift key events, as the mouse emulation sees them: the state after the key.
@Suite("X11 modifier key translator")
struct X11ModifierKeyTranslatorTests {
    private func translate(_ keysym: Int32, state: Int32 = 0, isPress: Bool) -> MouseEvent? {
        X11ModifierKeyTranslator.translate(keysym: UInt(keysym), state: UInt32(state), isPress: isPress,
                                           x: 300, y: 100, time: 2500, scale: 2)
    }

    @Test func controlPressAddsControlToTheStateBeforeTheKey() {
        #expect(translate(XK_Control_L, isPress: true) == MouseEvent(
            .modifiersChanged, device: 0, location: CGPoint(x: 150, y: 50), modifiers: .control, timestamp: 2.5))
        #expect(translate(XK_Control_R, state: ShiftMask, isPress: true)?.modifiers == [.control, .shift])
    }

    @Test func releasesRemoveTheKeysOwnModifier() {
        #expect(translate(XK_Control_L, state: ControlMask, isPress: false)?.modifiers == [])
        #expect(translate(XK_Shift_L, state: ControlMask | ShiftMask, isPress: false)?.modifiers == .control)
    }

    @Test func otherKeysAreNotModifierChanges() {
        #expect(translate(XK_a, isPress: true) == nil)
        #expect(translate(XK_Alt_L, isPress: true) == nil)
    }
}
