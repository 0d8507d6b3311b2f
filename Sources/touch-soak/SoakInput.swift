import Foundation
import TouchDemoTrace
import XServerFixture

/// The soak's hands: a touchscreen, a mouse and a keyboard on the private server (inputtest
/// devices, so the app gets real XI2 events), with the gestures built from them.
///
/// Every gesture lifts what it put down: fingers end, buttons and modifier keys are released,
/// and ``checkNothingDown()`` proves it between gestures. Points are window points; the window
/// sits at (0, 0) with no window manager and the display scale is 1, so they are screen pixels.
final class SoakInput {
    let touchscreen: InputTestTouchscreen
    let pointer: InputTestPointer
    let keyboard: InputTestKeyboard
    /// Mouse buttons pressed and not released.
    private(set) var buttonsDown: Set<Int> = []
    /// Keys pressed and not released.
    private(set) var keysDown: Set<Int> = []

    /// The devices of `server`.
    init(server: PrivateXServer) throws {
        touchscreen = try server.touchscreen
        pointer = try server.pointer
        keyboard = try server.keyboard
    }

    /// Throws unless every finger, button and key is up.
    func checkNothingDown() throws {
        let fingers = touchscreen.activeTouches.keys.sorted()
        guard fingers.isEmpty, buttonsDown.isEmpty, keysDown.isEmpty else {
            throw SoakFailure("left down after a gesture: fingers \(fingers), buttons \(buttonsDown.sorted()), keys \(keysDown.sorted())")
        }
    }

    // MARK: Keys

    /// Presses `keys` in order and syncs.
    func press(_ keys: [Int]) throws {
        for key in keys {
            try keyboard.press(keyCode: key)
            keysDown.insert(key)
        }
        try keyboard.sync()
    }

    /// Releases `keys` in reverse order and syncs.
    func release(_ keys: [Int]) throws {
        for key in keys.reversed() {
            try keyboard.release(keyCode: key)
            keysDown.remove(key)
        }
        try keyboard.sync()
    }

    /// Types `key` while holding `modifiers`. Without a window manager the keyboard focus
    /// follows the pointer, so the pointer is first moved into the window (to `focus`).
    func type(_ key: Int, holding modifiers: [Int] = [], focus: CGPoint) throws {
        try pointer.move(to: focus)
        try pointer.sync()
        try press(modifiers)
        try press([key])
        try release([key])
        try release(modifiers)
    }

    // MARK: Mouse primitives

    /// Presses `button` at the pointer's position and syncs.
    func pressButton(_ button: Int = 1) throws {
        try pointer.press(button: button)
        buttonsDown.insert(button)
        try pointer.sync()
    }

    /// Releases `button` and syncs.
    func releaseButton(_ button: Int = 1) throws {
        try pointer.release(button: button)
        buttonsDown.remove(button)
        try pointer.sync()
    }

    /// Moves the pointer to `point` and syncs.
    func movePointer(to point: CGPoint) throws {
        try pointer.move(to: point)
        try pointer.sync()
    }

    /// Holds still for `seconds`: part of the input (a long press is a finger that stays down
    /// half a second), not a wait for the app.
    func holdStill(seconds: TimeInterval) {
        Thread.sleep(forTimeInterval: seconds)
    }
}
