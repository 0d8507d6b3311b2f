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

extension Screen {
    /// Whether a finger painting from the left edge must not start the interactive pop.
    var drawsFromTheEdges: Bool { self == .paint }
}
