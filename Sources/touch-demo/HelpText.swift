import TouchDemo

/// The parts of `--help` computed from the screens, so that the text says what the app has: each
/// screen's one name and description (``Screen/title``, ``Screen/summary``). The mouse and keys,
/// with the menu's digits that exist, come from ``InputCheatSheet``.
enum HelpText {
    /// `--screen`'s line for `screen`: "Touch Samples: Touch, double-tap and drag images (key 1
    /// on the menu)".
    static func line(for screen: Screen) -> String {
        let key = screen.menuDigit.map { " (key \($0) on the menu)" } ?? ""
        return "\(screen.title): \(screen.summary)\(key)"
    }
}
