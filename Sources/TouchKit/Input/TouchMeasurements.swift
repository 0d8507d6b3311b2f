import Foundation

/// The contact size and force a device reported with one ``InputEvent``, already in UIKit's
/// units: ``UITouch/majorRadius`` in points, ``UITouch/force`` where 1.0 is an average touch.
///
/// Each field is nil when the event did not report it: either the device cannot measure it (a
/// mouse, a touchscreen without pressure), or it did not change since the device's previous
/// event for this touch (XInput2 sends only the valuators that changed). ``TouchTracker`` keeps
/// the touch's last value for a nil field, and a touch starts from the defaults of its
/// ``UITouch/type`` (see ``UITouch/majorRadius``).
public struct TouchMeasurements: Equatable, Sendable {
    /// The radius of the contact, in points: half its major axis.
    public var majorRadius: CGFloat?
    /// How far the true radius may be from ``majorRadius``, in points.
    public var majorRadiusTolerance: CGFloat?
    /// The force of the contact; 1.0 is the force of an average touch.
    public var force: CGFloat?
    /// The highest ``force`` the device can report.
    public var maximumPossibleForce: CGFloat?

    /// Measurements with the given fields; a nil field was not reported by the event.
    public init(majorRadius: CGFloat? = nil, majorRadiusTolerance: CGFloat? = nil,
                force: CGFloat? = nil, maximumPossibleForce: CGFloat? = nil) {
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
    }

    /// True when the event reported nothing.
    public var isEmpty: Bool { self == TouchMeasurements() }
}
