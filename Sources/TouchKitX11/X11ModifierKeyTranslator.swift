internal import CX11
import Foundation
import TouchKit

/// Turns core `KeyPress`/`KeyRelease` events of the Control and Shift keys into
/// ``MouseEvent/Kind/modifiersChanged`` events for ``MouseTouchEmulator``: Ctrl fixes the
/// emulated pinch's anchor at the pointer even before any button is pressed.
///
/// A core key event's `state` holds the modifiers *before* the event, so the key's own modifier
/// is added (press) or removed (release) here. `x`/`y` are the pointer in the event window.
enum X11ModifierKeyTranslator {
    /// The modifier each emulation key stands for, by keysym (the key's level 0, as
    /// `XLookupKeysym(event, 0)` gives it).
    static let modifierKeys: [UInt: UIKeyModifierFlags] = [
        UInt(XK_Control_L): .control, UInt(XK_Control_R): .control,
        UInt(XK_Shift_L): .shift, UInt(XK_Shift_R): .shift,
    ]

    /// The modifier change for `keysym` going down (`isPress`) or up, or nil for other keys.
    static func translate(keysym: UInt, state: UInt32, isPress: Bool, x: Int32, y: Int32,
                          time: UInt, scale: CGFloat = 1) -> MouseEvent? {
        guard let flag = modifierKeys[keysym] else { return nil }
        var modifiers = UIKeyModifierFlags(x11State: state)
        if isPress { modifiers.insert(flag) } else { modifiers.remove(flag) }
        // The keyboard is no pointing device; the emulator ignores the device of this kind.
        return MouseEvent(.modifiersChanged, device: 0,
                          location: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale),
                          modifiers: modifiers, timestamp: TimeInterval(time) / 1000)
    }
}
