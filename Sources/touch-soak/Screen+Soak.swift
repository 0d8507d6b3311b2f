import TouchDemo

/// What the soak needs to know of each screen beyond what the app says of it (its menu button,
/// `menuButtonName`, and digit, `menuDigit`). The switches are exhaustive, so a screen added to
/// the app does not build here until the soak knows how to drive it.
extension Screen {
    /// Whether a drag in from the left edge may go back to the menu here (the navigation's
    /// interactive pop sees it). The Farm's and the Playground's own edge pans win there, and
    /// Finger Paint paints from the edge; elsewhere a screen's recognizer may still take it
    /// (the Circle's pan does), and the soak checks whether the pop ended.
    var edgeDragPops: Bool {
        switch self {
        case .menu, .paint, .farm, .playground: false
        case .touch, .gestures, .checkmark, .circle, .swipe: true
        }
    }
}
