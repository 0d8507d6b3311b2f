import Foundation

/// The window sizes the demo works at: what the window manager is told is the minimum, and what
/// `--size` accepts.
extension TouchDemoApp {
    /// The smallest window, in points, at which every screen still works and no two of its named
    /// views overlap (the Touch Samples column and its hint, the menu's buttons, Finger Paint's
    /// two-row bar, the navigation bar's longest title). Window managers get it as the minimum size.
    nonisolated public static let minimumWindowSize = CGSize(width: 420, height: 540)
    /// The largest window side `--size` accepts, in points.
    nonisolated public static let maximumWindowSide: CGFloat = 8192

    /// The window sizes `--size` accepts, for messages: "420x540 to 8192x8192".
    nonisolated public static var sizeRangeDescription: String {
        "\(Int(minimumWindowSize.width))x\(Int(minimumWindowSize.height)) to "
            + "\(Int(maximumWindowSide))x\(Int(maximumWindowSide))"
    }

    /// Why `size` (points) cannot be the window's size, as one line for the user; nil when it can.
    nonisolated public static func problem(withWindowSize size: CGSize) -> String? {
        let minimum = minimumWindowSize
        guard size.width < minimum.width || size.height < minimum.height
            || size.width > maximumWindowSide || size.height > maximumWindowSide
        else { return nil }
        return "--size must be between \(sizeRangeDescription.replacingOccurrences(of: " to ", with: " and "))"
    }
}
