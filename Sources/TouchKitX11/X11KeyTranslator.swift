internal import CX11
import TouchKit

/// Turns an X key press into the input a ``UIKeyCommand`` matches: the unshifted character for
/// letters, digits and other printable keys ("q", "1", "&"), UIKit's constants for keys that
/// type nothing (``UIKeyCommand/inputEscape``, ``UIKeyCommand/inputLeftArrow``,
/// ``UIKeyCommand/f11``), "\u{8}" for BackSpace, "\t" for Tab, "\r" for Return and the keypad's
/// Enter, and ``UIKeyCommand/inputBack`` for a
/// keyboard's Back key. Keys with no meaning for commands (modifiers, dead keys) give nil.
///
/// It sees two keysyms of the key, as `XLookupKeysym` gives them: level 0 (unshifted) and
/// level 1 (shifted). Shortcuts go by level 0, so Ctrl+Z stays "z" whatever Shift does. Two
/// exceptions make digits work on every layout:
/// - a number-row key whose level 0 is no ASCII letter or digit but whose level 1 is a digit
///   (AZERTY: "&" and "1", "é" and "2") gives the digit;
/// - a keypad key gives its digit when Num Lock is on, unless Shift inverts it, as Xlib's
///   `XLookupString` does (KP_End and KP_1 are one key).
/// A pure function of keysym values: tests need no display.
enum X11KeyTranslator {
    /// The input for a key press whose keysyms are `unshifted` (level 0) and `shifted`
    /// (level 1), with Num Lock and Shift as given; nil for keys no command can name.
    static func input(unshifted: UInt, shifted: UInt, isNumLockOn: Bool = false, isShiftDown: Bool = false) -> String? {
        if isKeypadDigit(shifted) && isNumLockOn != isShiftDown { return digit(ofKeypad: shifted) }
        if isDigit(shifted) && !isASCIILetterOrDigit(unshifted) { return character(shifted) }
        if isKeypadDigit(unshifted) { return digit(ofKeypad: unshifted) }
        if let special = specialKeys[unshifted] { return special }
        if let function = functionKey(unshifted) { return function }
        return character(unshifted)
    }

    /// Keys that type no character, with the input UIKit gives them (keypad navigation keys as
    /// their main-block twins).
    static let specialKeys: [UInt: String] = [
        keysym(XK_Escape): UIKeyCommand.inputEscape,
        keysym(XK_BackSpace): "\u{8}",
        // Tab and Return type their control characters, as in UIKit (which has no constants for
        // them); Shift+Tab is "\t" with Shift held (its shifted keysym, ISO_Left_Tab, is never
        // the one looked at, but a layout may put it on level 0).
        keysym(XK_Tab): "\t", keysym(XK_ISO_Left_Tab): "\t", keysym(XK_KP_Tab): "\t",
        keysym(XK_Return): "\r", keysym(XK_KP_Enter): "\r",
        keysym(XK_Delete): UIKeyCommand.inputDelete, keysym(XK_KP_Delete): UIKeyCommand.inputDelete,
        keysym(XK_Left): UIKeyCommand.inputLeftArrow, keysym(XK_KP_Left): UIKeyCommand.inputLeftArrow,
        keysym(XK_Right): UIKeyCommand.inputRightArrow, keysym(XK_KP_Right): UIKeyCommand.inputRightArrow,
        keysym(XK_Up): UIKeyCommand.inputUpArrow, keysym(XK_KP_Up): UIKeyCommand.inputUpArrow,
        keysym(XK_Down): UIKeyCommand.inputDownArrow, keysym(XK_KP_Down): UIKeyCommand.inputDownArrow,
        xf86Back: UIKeyCommand.inputBack,
    ]

    /// `XF86XK_Back` (X11/XF86keysym.h, which the C module does not include): a keyboard's Back key.
    static let xf86Back: UInt = 0x1008_FF26
    /// Unicode keysyms are the code point plus this offset (keysymdef.h, "Unicode characters").
    private static let unicodeKeysymOffset: UInt = 0x0100_0000

    private static func keysym(_ value: Int32) -> UInt { UInt(value) }

    private static func isDigit(_ keysym: UInt) -> Bool {
        (Self.keysym(XK_0)...Self.keysym(XK_9)).contains(keysym)
    }

    private static func isASCIILetterOrDigit(_ keysym: UInt) -> Bool {
        isDigit(keysym) || (Self.keysym(XK_a)...Self.keysym(XK_z)).contains(keysym)
            || (Self.keysym(XK_A)...Self.keysym(XK_Z)).contains(keysym)
    }

    private static func isKeypadDigit(_ keysym: UInt) -> Bool {
        (Self.keysym(XK_KP_0)...Self.keysym(XK_KP_9)).contains(keysym)
    }

    private static func digit(ofKeypad keysym: UInt) -> String {
        String(keysym - Self.keysym(XK_KP_0))
    }

    private static func functionKey(_ keysym: UInt) -> String? {
        let index = Int(keysym) - Int(XK_F1)
        return UIKeyCommand.functionKeys.indices.contains(index) ? UIKeyCommand.functionKeys[index] : nil
    }

    /// The character a Latin-1 or Unicode keysym types, lowercased for letters (level 0 of a
    /// letter key is lowercase anyway; Caps Lock never changes the input); nil for the rest.
    private static func character(_ keysym: UInt) -> String? {
        let codePoint: UInt
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: codePoint = keysym
        case (unicodeKeysymOffset + 0xA0)...(unicodeKeysymOffset + 0x10_FFFF): codePoint = keysym - unicodeKeysymOffset
        default: return nil
        }
        guard let scalar = Unicode.Scalar(UInt32(codePoint)) else { return nil }
        return String(Character(scalar)).lowercased()
    }
}
