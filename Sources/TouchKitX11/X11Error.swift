/// Why the X11 backend could not start or had to stop. Each description is one line a user can act on.
public enum X11Error: Error, CustomStringConvertible, Equatable {
    /// `DISPLAY` is unset and no display was named.
    case noDisplay
    /// The X server at `name` did not accept the connection.
    case cannotOpenDisplay(name: String)
    /// The server lacks XInput 2.2, which touch events need.
    case noXInput2(name: String)
    /// The connection to the server broke while running.
    case connectionLost
    /// The window would be larger than ``X11WindowSizeLimit/maximumPixelSide`` (`pixels`
    /// "W×H"), being `points` "W×H" at `scale`; `largestPoints` is the longest side that fits.
    case windowTooLarge(pixels: String, points: String, scale: String, largestPoints: Int)

    public var description: String {
        switch self {
        case .noDisplay:
            "no X display: DISPLAY is not set (run inside an X session, or set DISPLAY=:0)"
        case .cannotOpenDisplay(let name):
            "cannot open X display \"\(name)\": is an X server running there, and may this user connect to it?"
        case .noXInput2(let name):
            "the X server at \"\(name)\" does not support XInput 2.2, which touch input needs"
        case .connectionLost:
            "lost the connection to the X server"
        case .windowTooLarge(let pixels, let points, let scale, let largest):
            "a \(points)-point window at scale \(scale) is \(pixels) pixels, more than the "
                + "\(X11WindowSizeLimit.maximumPixelSide) per side the app can draw; at this scale, use at most "
                + "\(largest)×\(largest) points"
        }
    }
}
