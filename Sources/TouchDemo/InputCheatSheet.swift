import Foundation

/// The mouse gestures and keys the app answers to, in one list: `touch-demo --help` prints it
/// (``helpText``), and the README's cheat sheet is checked against that text, both ways
/// (`DocumentationTests`), so neither can gain or lose a key alone.
///
/// The list says what a user presses; the key commands themselves live with the app
/// (`TouchDemoApp+KeyCommands.swift`, the screens' `keyCommands`) and the mouse's fingers with
/// ``MouseTouchEmulator``.
public enum InputCheatSheet {
    /// One line of the list: the inputs that do the same thing, and what they do.
    public struct Entry: Sendable, Equatable {
        /// The inputs, as `--help` names them ("Ctrl + wheel", "Escape"), in the order shown.
        public let inputs: [String]
        /// What they do, in a few words.
        public let meaning: String

        public init(_ inputs: [String], _ meaning: String) {
            self.inputs = inputs
            self.meaning = meaning
        }
    }

    /// The mouse: one finger, or two with Ctrl.
    public static let mouse: [Entry] = [
        Entry(["left button"], "one finger (double-click: double tap, at the desktop's double-click time, else 400 ms)"),
        Entry(["Ctrl + left drag"], "pinch and rotate (two fingers, mirrored)"),
        Entry(["Ctrl+Shift + drag"], "two fingers moving together (pan, swipe)"),
        Entry(["Ctrl + wheel"], "pinch (zoom) about the pointer"),
        Entry(["back button (8)"], "back"),
    ]

    /// The keys. The menu's digits are as many as it has entries ("1 ... 8").
    public static var keys: [Entry] {
        [
            Entry(["Escape", "BackSpace", "Alt+Left"], "back (a keyboard's Back key too)"),
            Entry([menuDigits], "on the menu: open that entry (number row on any layout, or keypad with Num Lock)"),
            Entry(["arrows", "Tab"], "on the menu: move the focus ring (Shift+Tab backwards)"),
            Entry(["Return", "Space"], "on the menu: open the focused entry"),
            Entry(["t"], "show touches on/off"),
            Entry(["F11"], "fullscreen on/off"),
            Entry(["Ctrl+Q", "Ctrl+W"], "quit"),
            Entry(["Ctrl+Z"], "Finger Paint: undo the last strokes or Clear"),
            Entry(["Ctrl+Shift+Z"], "Finger Paint: redo"),
            Entry(["Ctrl+S"], "Finger Paint: save the canvas as a PNG"),
            Entry(["Ctrl+Z"], "Farm: bring back the animals of the latest clear"),
        ]
    }

    /// The menu's digits as one input: "1 ... 8", or "1" for a menu of one entry.
    public static var menuDigits: String {
        let count = Screen.menuEntries.count
        return count > 1 ? "1 ... \(count)" : "\(count)"
    }

    /// The width of the inputs' column, indent included; longer inputs put their meaning on the
    /// next line.
    static let inputColumnWidth = 24

    /// The widest line of the text, so that `--help` fits an 80-column terminal unwrapped.
    static let lineWidth = 78

    /// The "Mouse:" and "Keys:" sections of `--help`, each entry's inputs in the first column
    /// and its meaning wrapped in the second; a blank line between the sections.
    public static var helpText: String {
        "Mouse:\n" + section(mouse) + "\nKeys:\n" + section(keys)
    }

    /// The lines of one section.
    static func section(_ entries: [Entry]) -> String {
        let indent = String(repeating: " ", count: inputColumnWidth)
        var text = ""
        for entry in entries {
            let inputs = "  " + entry.inputs.joined(separator: ", ")
            let lines = wrap(entry.meaning, width: lineWidth - inputColumnWidth)
            // Two spaces at least between the columns, or the meaning starts on the next line.
            if inputs.count + 2 <= inputColumnWidth {
                text += inputs.padding(toLength: inputColumnWidth, withPad: " ", startingAt: 0) + lines[0] + "\n"
            } else {
                text += inputs + "\n" + indent + lines[0] + "\n"
            }
            for line in lines.dropFirst() { text += indent + line + "\n" }
        }
        return text
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word keeps
    /// its own line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }
}
