import Testing
import TouchKit
@testable import TouchKitX11

/// Keysym pairs (level 0, level 1) of real keys, as `XLookupKeysym` gives them, and the
/// ``UIKeyCommand`` input each press becomes. Values from X11/keysymdef.h.
@Suite("X11 key translator")
struct X11KeyTranslatorTests {
    private func input(_ unshifted: UInt, _ shifted: UInt = 0, numLock: Bool = false, shift: Bool = false) -> String? {
        X11KeyTranslator.input(unshifted: unshifted, shifted: shifted, isNumLockOn: numLock, isShiftDown: shift)
    }

    @Test func lettersAndDigitsAreTheirUnshiftedCharacters() {
        #expect(input(0x71, 0x51) == "q", "q / Q")
        #expect(input(0x7A, 0x5A) == "z", "z / Z: Ctrl+Shift+Z is still z")
        #expect(input(0x31, 0x21) == "1", "US: 1 / exclam")
        #expect(input(0x5A) == "z", "a lone uppercase keysym")
    }

    @Test(arguments: [
        (UInt(0x26), UInt(0x31), "1"), // ampersand / 1
        (0xE9, 0x32, "2"), // eacute / 2
        (0x22, 0x33, "3"), // quotedbl / 3
        (0xE8, 0x37, "7"), // egrave / 7
        (0xE0, 0x30, "0"), // agrave / 0
    ])
    func azertyNumberRowGivesItsShiftedDigit(unshifted: UInt, shifted: UInt, digit: String) {
        #expect(input(unshifted, shifted) == digit)
    }

    @Test func azertyLettersKeepTheirUnshiftedLetter() {
        // AZERTY's A key is where QWERTY has Q; its level 1 is A, not a digit.
        #expect(input(0x61, 0x41) == "a")
        // A letter over a digit (no real layout) stays the letter: shortcuts go by letters.
        #expect(input(0x7A, 0x32) == "z")
    }

    @Test func keypadDigitsNeedNumLockAndShiftInvertsIt() {
        let kpEnd: UInt = 0xFF9C, kp1: UInt = 0xFFB1, kpLeft: UInt = 0xFF96, kp4: UInt = 0xFFB4
        #expect(input(kpEnd, kp1, numLock: true) == "1")
        #expect(input(kpLeft, kp4, numLock: true) == "4")
        #expect(input(kpEnd, kp1) == nil, "Num Lock off: End, which no command names")
        #expect(input(kpLeft, kp4) == UIKeyCommand.inputLeftArrow)
        #expect(input(kpLeft, kp4, numLock: true, shift: true) == UIKeyCommand.inputLeftArrow)
        #expect(input(kpEnd, kp1, shift: true) == "1", "Shift without Num Lock gives the digit, as in Xlib")
    }

    @Test func specialKeysBecomeUIKitInputs() {
        #expect(input(0xFF1B) == UIKeyCommand.inputEscape)
        #expect(input(0xFF1B) == "\u{1B}")
        #expect(input(0xFF08) == "\u{8}", "BackSpace types the backspace character")
        #expect(input(0xFFFF) == UIKeyCommand.inputDelete)
        #expect(input(0xFF51) == UIKeyCommand.inputLeftArrow)
        #expect(input(0xFF52) == UIKeyCommand.inputUpArrow)
        #expect(input(0xFF53) == UIKeyCommand.inputRightArrow)
        #expect(input(0xFF54) == UIKeyCommand.inputDownArrow)
        #expect(input(0x1008_FF26) == UIKeyCommand.inputBack, "XF86Back")
    }

    @Test func tabReturnAndSpaceTypeTheirCharacters() {
        #expect(input(0xFF09, 0xFE20) == "\t", "Tab / ISO_Left_Tab: Shift+Tab is Tab with Shift held")
        #expect(input(0xFE20) == "\t", "ISO_Left_Tab on level 0")
        #expect(input(0xFF0D) == "\r", "Return")
        #expect(input(0xFF8D) == "\r", "KP_Enter")
        #expect(input(0x20) == " ", "space")
    }

    @Test func functionKeysAreUIKitsF1ToF12() {
        #expect(input(0xFFBE) == UIKeyCommand.f1)
        #expect(input(0xFFC8) == UIKeyCommand.f11)
        #expect(input(0xFFC9) == UIKeyCommand.f12)
        #expect(input(0xFFCA) == nil, "F13: UIKit has no constant for it")
    }

    @Test func otherPrintableKeysAreTheirCharacters() {
        #expect(input(0x2C, 0x3C) == ",")
        #expect(input(0xE9) == "é", "a Latin-1 keysym")
        #expect(input(0x0100_0444) == "ф", "a Unicode keysym")
    }

    @Test func modifiersAndUnknownKeysAreNoInput() {
        #expect(input(0xFFE3) == nil, "Control_L")
        #expect(input(0xFFE1) == nil, "Shift_L")
        #expect(input(0xFE51) == nil, "dead_acute")
        #expect(input(0) == nil, "NoSymbol")
    }
}
