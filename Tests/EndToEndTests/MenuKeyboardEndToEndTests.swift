import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// X keycodes (evdev code + 8) of the keys that move the menu's focus and open its entries.
private enum FocusKey {
    static let up = 111
    static let down = 116
    static let tab = 23
    static let `return` = 36
    static let space = 65
}

/// The menu with the keyboard on a real X server: arrows, Tab and Shift+Tab move a focus ring
/// that shows on screen around the focused button (checked by pixels), and Return or Space opens
/// that entry.
@Suite("End to end: the menu's keyboard focus", .serialized)
struct MenuKeyboardEndToEndTests {
    /// The focus ring's blue (the palette's accent, `Palette.tint`) and the menu's background
    /// (systemGroupedBackground).
    static let ring = RGBPixel(red: 0x00, green: 0x62, blue: 0xCC)
    static let background = RGBPixel(red: 0xF2, green: 0xF2, blue: 0xF7)

    /// Types `key` (with Shift when asked) and waits for the focus to reach `button`; returns
    /// the button's frame from the `focus` event.
    @discardableResult
    private func move(_ session: DemoSession, _ key: Int, shift: Bool = false, to button: String) throws -> CGRect {
        try session.type(key, holding: shift ? [KeyCode.shiftL] : [])
        let event = try session.app.waitFor("focus on \(button)") { if case .focus(button, _) = $0 { true } else { false } }
        guard case let .focus(_, rect) = event else { throw XServerFixtureError("not a focus: \(event)") }
        return rect
    }

    /// The point 3 pt above `button`'s top edge, in the middle: on the ring when the button has
    /// the focus (the ring spans 1 to 4 pt outside it), on the menu's background when not.
    private func ringPoint(above button: CGRect) -> CGPoint {
        CGPoint(x: button.midX, y: button.minY - 3)
    }

    @Test func arrowsMoveAVisibleRingAndReturnOpensTheFocusedEntry() throws {
        let session = try DemoSession()
        let first = try session.frame(of: "TouchSamplesButton"), third = try session.frame(of: "CustomGestureButton")
        // No ring before a key moves the focus.
        #expect(try session.pixelMismatches(at: [ringPoint(above: first), ringPoint(above: third)],
                                            expecting: Self.background, tolerance: 20).isEmpty)

        try move(session, FocusKey.down, to: "TouchSamplesButton")
        #expect(try session.pixelMismatches(at: [ringPoint(above: first)], expecting: Self.ring).isEmpty,
                "the ring shows around the first button")
        try move(session, FocusKey.down, to: "GestureSamplesButton")
        try move(session, FocusKey.down, to: "CustomGestureButton")
        #expect(try session.pixelMismatches(at: [ringPoint(above: third)], expecting: Self.ring).isEmpty,
                "the ring moved to the third button")
        #expect(try session.pixelMismatches(at: [ringPoint(above: first)], expecting: Self.background,
                                            tolerance: 20).isEmpty, "and left the first")
        // Save what a person sees, to look at when the pixels disagree.
        try session.server.screenshot(to: "/tmp/touch-demo-menu-focus.png")

        try session.type(FocusKey.return)
        try session.waitForScreen("checkmark")
        try session.type(KeyCode.escape)
        try session.waitForScreen("menu")
        #expect(try session.pixelMismatches(at: [ringPoint(above: third)], expecting: Self.ring).isEmpty,
                "back on the menu, the ring is still on the entry it opened")
    }

    @Test func tabAndShiftTabMoveInMenuOrderAndSpaceOpens() throws {
        let session = try DemoSession()
        try move(session, FocusKey.tab, to: "TouchSamplesButton")
        try move(session, FocusKey.tab, to: "GestureSamplesButton")
        try move(session, FocusKey.tab, to: "CustomGestureButton")
        try move(session, FocusKey.tab, shift: true, to: "GestureSamplesButton")
        try move(session, FocusKey.tab, shift: true, to: "TouchSamplesButton")
        // Backwards from the first wraps to the last; Up from there goes back up the column.
        let last = try move(session, FocusKey.tab, shift: true, to: "SwipeButton")
        #expect(try session.pixelMismatches(at: [ringPoint(above: last)], expecting: Self.ring).isEmpty)
        try move(session, FocusKey.up, to: "CircleButton")
        try session.type(FocusKey.space)
        try session.waitForScreen("circle")
    }
}

/// `touch-demo --help`: the screens once each, with their descriptions, and the menu's digits
/// as there are entries.
@Suite("End to end: --help")
struct HelpEndToEndTests {
    /// Each `--screen` name and the line `--help` gives it.
    static let screens = [
        ("menu", "Touch Demo: One button per demo (the first screen)"),
        ("touch", "Touch Samples: Touch, double-tap and drag images (key 1 on the menu)"),
        ("gestures", "Gesture Recognizer Samples: The same with pan and tap recognizers (key 2 on the menu)"),
        ("checkmark", "Custom Gesture Recognizer: Draw a checkmark to tick a box (key 3 on the menu)"),
        ("paint", "Finger Paint: Paint with many fingers at once (key 4 on the menu)"),
        ("playground", "Gesture Playground: Drag, pinch, rotate and swipe a card (key 5 on the menu)"),
        ("farm", "Farm: Tap, hold, drag, pinch and turn hens and eggs (key 6 on the menu)"),
        ("circle", "Circle: Tap, drag and pinch a red circle (key 7 on the menu)"),
        ("swipe", "Swipe: A hand-written swipe next to the recognizers (key 8 on the menu)"),
    ]

    @Test func helpListsEachScreenOnceWithItsDescriptionAndTheDigitsThatExist() throws {
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), ["--help"], environment: ["DISPLAY": ""])
        #expect(result.status == 0)
        let help = result.stdout
        // Wrapped lines joined, so that a description split across lines still reads whole.
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (name, line) in Self.screens {
            let entries = help.split(separator: "\n").filter {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(name) ") && $0.contains("- ")
            }
            #expect(entries.count == 1, "\(name) is listed once: \(entries)")
            #expect(flat.contains("\(name) - \(line)"), "\(name): \(line)")
        }
        #expect(!help.contains("(values:"), "the names are not listed a second time")
        #expect(flat.contains("1 ... 8 on the menu: open that entry"))
        #expect(!flat.contains("1 ... 9"), "there is no ninth entry")
        #expect(flat.contains("arrows, Tab on the menu: move the focus ring"))
        #expect(flat.contains("Return, Space on the menu: open the focused entry"))
    }
}
