extension UITouch {
    /// Where a touch comes from, with UIKit's names. TouchKit delivers both kinds alike; the type
    /// only tells them apart for code that wants to (a larger hit slop for fingers, say).
    public enum TouchType: Sendable, Equatable, CustomStringConvertible {
        /// A finger on a touchscreen.
        case direct
        /// A pointing device: the mouse's left button, or one of the two fingers it emulates
        /// with Ctrl held.
        case indirectPointer

        public var description: String {
            switch self {
            case .direct: "direct"
            case .indirectPointer: "indirectPointer"
            }
        }
    }

    /// The kind of device this touch comes from, fixed for its life.
    public var type: TouchType { pointer.touchType }
}
