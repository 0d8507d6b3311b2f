import Foundation
import XServerFixture

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
