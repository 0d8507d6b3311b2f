extension UIWindow {
    /// Whether a translucent circle is drawn under every live touch, with a short fading trail
    /// (``TouchOverlay``). Off by default; the demo turns it on with `--show-touches` or `t`.
    public var showsTouches: Bool {
        get { touchOverlay.showsTouches }
        set { touchOverlay.showsTouches = newValue }
    }
}
