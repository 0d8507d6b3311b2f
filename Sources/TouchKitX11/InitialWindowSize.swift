import Foundation

/// The size, in points, a window opens at and the minimum size it tells the window manager
/// (`WM_NORMAL_HINTS`), both fitted to the screen's work area at the display scale.
///
/// Neither ever exceeds the work area (less ``frameAllowance``): a window taller than the work
/// area opens with its bottom, or its title bar, out of reach, and a minimum size larger than
/// the work area stops the window manager from maximizing or tiling it into the work area.
/// On a screen too small for the app's minimum the window is smaller than that minimum: a
/// cramped layout the user can see whole beats one they cannot reach.
struct InitialWindowSize: Equatable {
    /// Room left in the work area for a window manager's title bar and borders, in points.
    static let frameAllowance = CGSize(width: 16, height: 48)

    /// The size to open at, in points.
    let size: CGSize
    /// The minimum size for `WM_NORMAL_HINTS`, in points.
    let minimumSize: CGSize

    /// Fits the app's `preferred` size and `minimum` size (points) to `workArea` (pixels, less
    /// ``frameAllowance``) at `scale`. The preferred size shrinks to fit but not below the
    /// minimum; the minimum shrinks only where the work area is smaller still.
    init(preferred: CGSize, minimum: CGSize, workArea: CGSize, scale: CGFloat) {
        let available = Self.available(in: workArea, scale: scale)
        minimumSize = CGSize(width: min(minimum.width, available.width), height: min(minimum.height, available.height))
        size = CGSize(width: max(minimumSize.width, min(preferred.width, available.width)),
                      height: max(minimumSize.height, min(preferred.height, available.height)))
    }

    /// The points a window may take in `workArea` (pixels) at `scale`, after the frame, never
    /// less than one point per side.
    private static func available(in workArea: CGSize, scale: CGFloat) -> CGSize {
        CGSize(width: max(1, (workArea.width / scale - frameAllowance.width).rounded(.down)),
               height: max(1, (workArea.height / scale - frameAllowance.height).rounded(.down)))
    }
}
