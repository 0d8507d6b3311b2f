/// The demo's screens, by the names `--screen` and the trace use.
public enum Screen: String, CaseIterable, Sendable {
    case menu
    case touch
    case gestures
    case checkmark
    case paint
    case playground
    case farm
}
