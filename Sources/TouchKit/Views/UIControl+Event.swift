import Foundation

extension UIControl {
    /// Control events an action can be attached to, with UIKit's names and bit values
    /// (`UIControl.Event`). The touch events are sent by ``UIControl``'s tracking; `valueChanged`
    /// by controls that have a value; `primaryActionTriggered` by ``UIButton``.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// The events of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down: Apple, "for this event the value of the UITouch `tapCount`
        /// method is greater than one". Sent right after ``touchDown``.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved while inside the control (its bounds grown by
        /// ``UIControl/touchDragSlop``).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved while outside the control's slop area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger came back inside: Apple, "delivered only if the touch originated
        /// inside the control's bounds, exited the bounds, and then entered the bounds again".
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger was dragged "from within a control to outside its bounds" (Apple).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked finger lifted inside the control: a tap, the event buttons act on.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked finger lifted outside the control's slop area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sent by controls that have one, never by tracking).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// "A semantic action triggered by buttons" (Apple): ``UIButton`` sends it together with
        /// ``touchUpInside``.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)

        /// Every touch event (UIKit's `allTouchEvents`, 0x0FFF).
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event (UIKit's `allEvents`).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
