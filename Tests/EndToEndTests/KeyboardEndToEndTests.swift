import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The keyboard on a real X server: digits open menu entries, four ways back, Ctrl+Q and Ctrl+W
/// quit with status 0; the mouse's back button (8) goes back too. Digits work on a French
/// keyboard and on the keypad.
@Suite("End to end: keyboard", .serialized)
struct KeyboardEndToEndTests {
    @Test func digitsOpenEveryScreenAndEachBackKeyReturns() throws {
        let session = try DemoSession()
        let screens = ["touch", "gestures", "checkmark", "paint", "playground", "farm", "circle", "swipe"]
        let backs: [(key: Int, modifiers: [Int])] = [
            (KeyCode.escape, []), (KeyCode.backSpace, []), (KeyCode.left, [KeyCode.altL]), (KeyCode.back, []),
            (KeyCode.escape, []),
        ]
        for (index, screen) in screens.enumerated() {
            try session.type(KeyCode.digit(index + 1))
            try session.waitForScreen(screen)
            try session.expectScreenShown(screen)
            let back = backs[index % backs.count]
            try session.type(back.key, holding: back.modifiers)
            try session.waitForScreen("menu")
            try session.expectScreenShown("menu")
        }
        // Left without Alt is not Back, and 9 is no entry: nothing happens. The next screen
        // event is the one digit 1 causes.
        try session.type(KeyCode.digit(9))
        try session.type(KeyCode.digit(1))
        try session.waitForScreen("touch")
        try session.expectScreenShown("touch")
        try session.type(KeyCode.left)
        try session.type(KeyCode.escape)
        try session.waitForScreen("menu")
        try session.expectScreenShown("menu")
        let shown = session.app.events.compactMap { if case let .screen(name) = $0 { name } else { nil } }
        #expect(shown == ["menu"] + screens.flatMap { [$0, "menu"] } + ["touch", "menu"])
    }

    @Test func theMouseBackButtonGoesBack() throws {
        let session = try DemoSession(["--screen", "touch"])
        let pointer = try session.pointer
        try pointer.move(to: CGPoint(x: 240, y: 360))
        try pointer.press(button: 8)
        try pointer.release(button: 8)
        try session.waitForScreen("menu")
        try session.expectScreenShown("menu")
    }

    @Test func numberRowDigitsOpenEntriesOnAFrenchKeyboard() throws {
        let session = try DemoSession()
        // A key first, so that the app has read the US keymap (Xlib reads it on first use):
        // 9 is no menu entry.
        try session.type(KeyCode.digit(9))
        // AZERTY's number row types "&", "é"... unshifted and the digits with Shift. The app is
        // already running: it must pick up the new keymap.
        try ShellCommand.runChecked("setxkbmap", ["-rules", "evdev", "-model", "pc105", "-layout", "fr"],
                                    environment: session.server.environment)
        try session.type(KeyCode.digit(2))
        try session.waitForScreen("gestures")
        try session.expectScreenShown("gestures")
        try session.type(KeyCode.escape)
        try session.waitForScreen("menu")
        try session.expectScreenShown("menu")
        try session.type(KeyCode.digit(1))
        try session.waitForScreen("touch")
        try session.expectScreenShown("touch")
    }

    @Test func keypadDigitsOpenEntriesWithNumLock() throws {
        let session = try DemoSession()
        // Without Num Lock the keypad's 2 is Down, which does nothing on the menu.
        try session.type(KeyCode.keypad2)
        try session.type(KeyCode.numLock)
        try session.type(KeyCode.keypad2)
        try session.waitForScreen("gestures")
        try session.expectScreenShown("gestures")
        let shown = session.app.events.compactMap { if case let .screen(name) = $0 { name } else { nil } }
        #expect(shown == ["menu", "gestures"])
    }

    @Test(arguments: [KeyCode.q, KeyCode.w])
    func ctrlQAndCtrlWQuitWithStatusZero(key: Int) throws {
        let session = try DemoSession(["--screen", "paint"])
        try session.type(key, holding: [KeyCode.controlL])
        #expect(try session.app.waitForExit(timeout: 10) == 0)
        #expect(session.app.stderr.isEmpty, "stderr: \(session.app.stderr)")
    }
}
