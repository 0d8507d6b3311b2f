internal import CX11
import TouchKit

extension UIKeyModifierFlags {
    /// The modifiers held according to an X event's `state` (core events) or `mods.effective`
    /// (XInput2): Lock, Shift, Control, Mod1 (Alt) and Mod4 (Super).
    init(x11State state: UInt32) {
        self = []
        if state & UInt32(LockMask) != 0 { insert(.alphaShift) }
        if state & UInt32(ShiftMask) != 0 { insert(.shift) }
        if state & UInt32(ControlMask) != 0 { insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { insert(.command) }
    }
}
