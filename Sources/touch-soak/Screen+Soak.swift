import TouchDemo

/// How the soak reaches each screen from the menu. The switches are exhaustive, so a screen
/// added to the app does not build here until the soak knows how to open it.
extension Screen {
    /// The menu button that opens this screen (its trace name); nil for the menu itself.
    var menuButton: String? {
        switch self {
        case .menu: nil
        case .touch: "TouchSamplesButton"
        case .gestures: "GestureSamplesButton"
        case .checkmark: "CustomGestureButton"
        case .paint: "FingerPaintButton"
        case .playground: "GesturePlaygroundButton"
        case .farm: "FarmButton"
        case .circle: "CircleButton"
        case .swipe: "SwipeButton"
        }
    }

    /// The digit that opens this screen on the menu (1 Touch Samples … 8 Swipe); nil for the menu.
    var menuDigit: Int? {
        switch self {
        case .menu: nil
        case .touch: 1
        case .gestures: 2
        case .checkmark: 3
        case .paint: 4
        case .playground: 5
        case .farm: 6
        case .circle: 7
        case .swipe: 8
        }
    }

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
