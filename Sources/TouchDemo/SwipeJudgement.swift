import Foundation

/// What the Swipe screen's hand-written approach made of one stroke: the course's direction, or
/// why there was none, with the numbers against the screen's thresholds.
///
/// The course's rule: at least `minimumLength` along one axis and at most `maximumError` across
/// it. A stroke that misses it is either too short along its longer axis, or long enough but too
/// far off the line (across the axis); a stroke the system cancelled is judged not at all.
enum SwipeJudgement: Equatable {
    case horizontal
    case vertical
    /// The longer axis's travel, in points, was under the minimum length.
    case tooShort(length: CGFloat, minimum: CGFloat)
    /// Long enough, but the travel across the axis, in points, was over the allowed error.
    case offTheLine(error: CGFloat, maximum: CGFloat)
    /// The system took the touch before it lifted.
    case cancelled

    /// Judges a stroke from `start` to `end` (same coordinates) with the course's rule.
    init(from start: CGPoint, to end: CGPoint, minimumLength: CGFloat, maximumError: CGFloat) {
        let diffX = abs(start.x - end.x), diffY = abs(start.y - end.y)
        if diffX >= minimumLength && diffY <= maximumError {
            self = .horizontal
        } else if diffY >= minimumLength && diffX <= maximumError {
            self = .vertical
        } else if max(diffX, diffY) < minimumLength {
            self = .tooShort(length: max(diffX, diffY), minimum: minimumLength)
        } else {
            // Long enough along the longer axis, so the shorter one is over the error (else the
            // stroke would have been horizontal or vertical above).
            self = .offTheLine(error: min(diffX, diffY), maximum: maximumError)
        }
    }

    /// The `direction` of the `swipe` trace event: `horizontal` or `vertical`; nil for no swipe.
    var direction: String? {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        case .tooShort, .offTheLine, .cancelled: nil
        }
    }

    /// What the hand-written column shows: "Horizontal", "Vertical", "No swipe: 22 pt is under
    /// 30 pt", "No swipe: 42 pt off the line, over 5 pt" or "No swipe: touch cancelled".
    var text: String {
        switch self {
        case .horizontal: "Horizontal"
        case .vertical: "Vertical"
        case .tooShort(let length, let minimum):
            // Rounded down, so that a length just short of the minimum never reads as reaching it.
            "No swipe: \(Self.points(length, .down)) pt is under \(Self.points(minimum, .down)) pt"
        case .offTheLine(let error, let maximum):
            // Rounded up, so that an error just over the maximum never reads as within it.
            "No swipe: \(Self.points(error, .up)) pt off the line, over \(Self.points(maximum, .up)) pt"
        case .cancelled: "No swipe: touch cancelled"
        }
    }

    /// `value` in points to a tenth, rounded `rule`, without a trailing ".0": "22", "29.9".
    private static func points(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> String {
        // A hair of tolerance first, so that 5.1 stored as 5.1000000001 is not rounded up to 5.2.
        let tenths = (value * 10 + (rule == .up ? -1e-6 : 1e-6)).rounded(rule)
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : String(format: "%.1f", tenths / 10)
    }
}
