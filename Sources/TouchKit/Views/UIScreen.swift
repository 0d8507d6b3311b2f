import Foundation

/// The display a window is shown on: its pixel density and refresh rate, as the backend reports
/// them (UIKit's `UIScreen`).
@MainActor
public final class UIScreen {
    /// Pixels per point (1 on a 96-dpi display, 2 on a 192-dpi one).
    public var scale: CGFloat = 1
    /// The display's refresh rate in frames per second: the rate animations draw at. 60 unless
    /// the backend learns better (the X11 backend reads it from XRandR).
    public var maximumFramesPerSecond = 60

    public init() {}
}
