import Foundation

/// Where the keyboard focus goes among the menu's buttons, given their frames: the rules of
/// keyboard navigation, without views, so that they can be tested on bare rectangles.
///
/// - Tab and Shift+Tab (``Heading/next``, ``Heading/previous``) go through the buttons in menu
///   order (their digits), wrapping from the last to the first and back.
/// - An arrow goes to the nearest button in its direction that shares a row (left, right) or a
///   column (up, down) with the focused one, so that it follows the layout on screen, in one
///   column or several. Where there is none, Down and Right go on to the next button in menu order
///   and Up and Left to the previous one, wrapping: in one column, Down from the last button
///   wraps to the first.
/// - With no focus yet, Tab, Down and Right focus the first button; Shift+Tab, Up and Left the last.
enum MenuFocus {
    /// A direction focus moves in (UIKit's `UIFocusHeading`).
    enum Heading: CaseIterable, Sendable {
        case up, down, left, right, next, previous
    }

    /// The index of the button that gets the focus when it moves `heading` from `current` (nil:
    /// no button has it) among buttons at `frames`, in menu order; nil when there are none.
    static func index(after current: Int?, moving heading: Heading, frames: [CGRect]) -> Int? {
        guard !frames.isEmpty else { return nil }
        let forward = [.down, .right, .next].contains(heading)
        guard let current, frames.indices.contains(current) else { return forward ? 0 : frames.count - 1 }
        if let neighbour = nearest(to: frames[current], heading: heading, among: frames) { return neighbour }
        return (current + (forward ? 1 : frames.count - 1)) % frames.count
    }

    /// The nearest other frame in `heading`'s direction that overlaps `frame` across it (the same
    /// row for left and right, the same column for up and down); nil for Tab's headings or when
    /// there is none.
    private static func nearest(to frame: CGRect, heading: Heading, among frames: [CGRect]) -> Int? {
        let candidates = frames.indices.compactMap { index -> (index: Int, distance: CGFloat)? in
            let other = frames[index]
            let sameRow = other.minY < frame.maxY && other.maxY > frame.minY
            let sameColumn = other.minX < frame.maxX && other.maxX > frame.minX
            switch heading {
            case .right where sameRow && other.midX > frame.midX: return (index, other.midX - frame.midX)
            case .left where sameRow && other.midX < frame.midX: return (index, frame.midX - other.midX)
            case .down where sameColumn && other.midY > frame.midY: return (index, other.midY - frame.midY)
            case .up where sameColumn && other.midY < frame.midY: return (index, frame.midY - other.midY)
            default: return nil
            }
        }
        return candidates.min { $0.distance < $1.distance }?.index
    }
}
