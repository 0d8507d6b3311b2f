import Foundation

/// The size, in points, a window opens at when the user did not choose one: the app's default,
/// shrunk to fit the screen's work area at the display scale.
enum InitialWindowSize {
    /// Room left in the work area for a window manager's title bar and borders, in points.
    static let frameAllowance = CGSize(width: 16, height: 48)

    /// `preferred` with each side shrunk to fit `workArea` (pixels, less ``frameAllowance``) at
    /// `scale`, but not below `minimum`: on a screen too small for the minimum the layout still
    /// needs its room, and the window manager keeps the window on screen as it can.
    static func fitting(_ preferred: CGSize, minimum: CGSize, workArea: CGSize, scale: CGFloat) -> CGSize {
        let available = CGSize(width: (workArea.width / scale - frameAllowance.width).rounded(.down),
                               height: (workArea.height / scale - frameAllowance.height).rounded(.down))
        return CGSize(width: max(minimum.width, min(preferred.width, available.width)),
                      height: max(minimum.height, min(preferred.height, available.height)))
    }
}
