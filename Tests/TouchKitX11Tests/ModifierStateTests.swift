import CX11
import Testing
import TouchKit
@testable import TouchKitX11

/// X's modifier bits as UIKit's modifier flags: Num Lock (Mod2) and the other unnamed
/// modifiers are not flags, so a shortcut works whether or not Num Lock is on.
@Suite("X11 modifier state")
struct ModifierStateTests {
    @Test func eachNamedModifierBitBecomesItsFlag() {
        #expect(UIKeyModifierFlags(x11State: UInt32(ShiftMask)) == .shift)
        #expect(UIKeyModifierFlags(x11State: UInt32(ControlMask)) == .control)
        #expect(UIKeyModifierFlags(x11State: UInt32(LockMask)) == .alphaShift)
        #expect(UIKeyModifierFlags(x11State: UInt32(Mod1Mask)) == .alternate)
        #expect(UIKeyModifierFlags(x11State: UInt32(Mod4Mask)) == .command)
        #expect(UIKeyModifierFlags(x11State: UInt32(ControlMask | ShiftMask)) == [.control, .shift])
    }

    @Test func numLockAndButtonBitsAreNoFlags() {
        let numLock = UInt32(Mod2Mask), leftButton = UInt32(Button1Mask)
        #expect(UIKeyModifierFlags(x11State: numLock | leftButton).isEmpty)
        #expect(UIKeyModifierFlags(x11State: numLock | UInt32(ControlMask)) == .control)
    }
}
