import TouchDemo

/// The parts of `--help` computed from the screens, so that the text says what the app has: the
/// digits that exist, and each screen's one name and description (``Screen/title``,
/// ``Screen/summary``).
enum HelpText {
    /// The width of the first column of the key table in the discussion.
    static let keyColumnWidth = 22

    /// The menu's digits, "1 ... 8", padded to the key table's first column.
    static var digitColumn: String {
        let count = Screen.menuEntries.count
        let digits = count > 1 ? "1 ... \(count)" : "\(count)"
        return digits.padding(toLength: keyColumnWidth, withPad: " ", startingAt: 0)
    }

    /// `--screen`'s line for `screen`: "Touch Samples: Touch, double-tap and drag images (key 1
    /// on the menu)".
    static func line(for screen: Screen) -> String {
        let key = screen.menuDigit.map { " (key \($0) on the menu)" } ?? ""
        return "\(screen.title): \(screen.summary)\(key)"
    }
}
