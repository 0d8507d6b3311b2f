/// The demo's screens, by the names `--screen` and the trace use.
public enum Screen: String, CaseIterable, Sendable {
    case menu
    case touch
    case gestures
    case checkmark
    case paint
    case playground
    case farm
    case circle
    case swipe
}

// The one place each screen's name and description are written: the menu's buttons, the
// navigation bar, the window title and `--help` all read them here, so they cannot drift apart.
extension Screen {
    /// The screens the menu lists, in its order: the entry with digit n opens `menuEntries[n - 1]`.
    public static var menuEntries: [Screen] { allCases.filter { $0 != .menu } }

    /// The screen's name, as its menu button, its navigation title and its window title
    /// ("Touch Demo — Gesture Recognizer Samples") show it; the menu's is the app's name.
    public var title: String {
        switch self {
        case .menu: "Touch Demo"
        case .touch: "Touch Samples"
        case .gestures: "Gesture Recognizer Samples"
        case .checkmark: "Custom Gesture Recognizer"
        case .paint: "Finger Paint"
        case .playground: "Gesture Playground"
        case .farm: "Farm"
        case .circle: "Circle"
        case .swipe: "Swipe"
        }
    }

    /// What the screen shows, in one line: under its menu button and in `--help`.
    public var summary: String {
        switch self {
        case .menu: "One button per demo (the first screen)"
        case .touch: "Touch, double-tap and drag images"
        case .gestures: "The same with pan and tap recognizers"
        case .checkmark: "Draw a checkmark to tick a box"
        case .paint: "Paint with many fingers at once"
        case .playground: "Drag, pinch, rotate and swipe a card"
        case .farm: "Tap, hold, drag, pinch and turn hens and eggs"
        case .circle: "Tap, drag and pinch a red circle"
        case .swipe: "A hand-written swipe next to the recognizers"
        }
    }

    /// The digit that opens the screen on the menu (its place in ``menuEntries``, from 1), or nil
    /// for the menu itself.
    public var menuDigit: Int? {
        Self.menuEntries.firstIndex(of: self).map { $0 + 1 }
    }

    /// The trace name of the screen's menu button ("TouchSamplesButton"); nil for the menu.
    public var menuButtonName: String? {
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

    /// Whether a finger painting from the left edge must not start the interactive pop.
    var drawsFromTheEdges: Bool { self == .paint }
}
