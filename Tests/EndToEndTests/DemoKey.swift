import Foundation
import XServerFixture

/// X keycodes (evdev code + 8, the server's default evdev keymap) of the keys the end-to-end
/// tests press on the inputtest keyboard.
enum DemoKey {
    static let escape = 9
    static let backSpace = 22
    static let left = 113
    static let altL = 64
    static let controlL = 37
    static let shiftL = 50
    static let q = 24
    static let w = 25
    static let z = 52
    static let s = 39
    /// A keyboard's Back key (evdev KEY_BACK 158), which X names XF86Back.
    static let back = 166

    /// The key for digit `n` (1...9): evdev KEY_1 is 2.
    static func digit(_ n: Int) -> Int { 9 + n }
    /// Num Lock (evdev KEY_NUMLOCK 69).
    static let numLock = 77
    /// The keypad key 2, Down without Num Lock (evdev KEY_KP2 80).
    static let keypad2 = 88
}

extension DemoSession {
    /// Types `key` while holding `modifiers` (keycodes), pressed in order and released in
    /// reverse, with the pointer resting over the window: without a window manager the keyboard
    /// focus follows the pointer. The pointer starts outside the window, so the move must be
    /// processed before the first key, or that key goes to the root window.
    func type(_ key: Int, holding modifiers: [Int] = []) throws {
        let pointer = try self.pointer
        try pointer.move(to: CGPoint(x: 240, y: 360))
        try pointer.sync()
        let keyboard = try server.keyboard
        for modifier in modifiers { try keyboard.press(keyCode: modifier) }
        try keyboard.type(keyCode: key)
        for modifier in modifiers.reversed() { try keyboard.release(keyCode: modifier) }
        if !modifiers.isEmpty { try keyboard.sync() }
    }

    /// Rests the pointer at `anchor` and presses `modifiers` (keycodes) there, in order: with
    /// Ctrl among them, the mouse emulation fixes its anchor at that point.
    func hold(_ modifiers: [Int], withPointerAt anchor: CGPoint) throws {
        let pointer = try self.pointer, keyboard = try server.keyboard
        try pointer.move(to: anchor)
        try pointer.sync()
        for modifier in modifiers { try keyboard.press(keyCode: modifier) }
        try keyboard.sync()
    }
}
