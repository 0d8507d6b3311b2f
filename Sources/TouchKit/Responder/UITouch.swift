import Foundation

/// One finger (or the mouse's left button) on the screen, from touch-down to lift-off.
///
/// The same object represents the contact for its whole life: compare touches by identity.
/// Locations are stored in window coordinates and converted on request.
///
/// It holds what the ``TouchTracker`` measured (phase, time, location, tap count, radius, force)
/// and where the ``TouchDispatcher`` sent it (``view``, ``window``); each has that one writer.
/// What dispatch knows beyond that (its recognizers, what its view has been sent) is the
/// dispatcher's ``TouchRecord``.
@MainActor
public final class UITouch: Hashable {
    /// The phase of a touch, as in UIKit.
    public enum Phase: Sendable, Equatable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The backend's id for this contact.
    public let pointer: PointerID
    /// The phase of the latest change.
    public internal(set) var phase: Phase
    /// When the latest change happened, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// How many taps in quick succession, at about the same place, this touch completes (1 for
    /// a first touch). Fixed when the touch begins.
    public internal(set) var tapCount: Int
    /// The view that was hit-tested when the touch began; it keeps receiving the touch even
    /// when the finger leaves it. Set by the ``TouchDispatcher`` when the touch begins.
    public internal(set) var view: UIView?
    /// The window the touch began in.
    public internal(set) weak var window: UIWindow?

    /// Where the touch began, in window coordinates.
    public let initialWindowLocation: CGPoint
    /// Current and previous location in window coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    /// The radius of the touch, in points (UIKit: "The radius (in points) of the touch."). From
    /// the device's "Abs MT Touch Major" valuator when it has one, else
    /// ``estimatedFingerRadius`` for a finger and 0 for the mouse. See `UITouch+Measurements`.
    public internal(set) var majorRadius: CGFloat
    /// How far the true radius may be from ``majorRadius``, in points: add it for the largest
    /// radius, subtract it for the smallest.
    public internal(set) var majorRadiusTolerance: CGFloat
    /// The force of the touch, where 1.0 is the force of an average touch; 0 when the device
    /// does not measure force (``maximumPossibleForce`` is then 0 too).
    public internal(set) var force: CGFloat = 0
    /// The highest ``force`` this touch's device can report; 0 when it does not measure force.
    public internal(set) var maximumPossibleForce: CGFloat = 0
    /// Whether the touch ever strayed farther than `TouchTracker.tapSlop` from where it began:
    /// such a touch is a drag, not a tap, even if it comes back.
    var hasLeftTapSlop = false
    /// Every position reported since the last delivery, oldest first, the last one being the
    /// touch as it is now; filled by the ``TouchTracker`` (``UIEvent/coalescedTouches(for:)``).
    var coalescedSnapshots: [Snapshot] = []

    /// The gesture recognizers that received this touch when it began (hit view first, then its
    /// ancestors'), as in UIKit; nil once the touch is over.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        window?.touchDispatcher.record(for: self)?.recognizers
    }

    init(pointer: PointerID, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        self.pointer = pointer
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.initialWindowLocation = location
        self.windowLocation = location
        self.previousWindowLocation = location
        (majorRadius, majorRadiusTolerance) = Self.defaultMajorRadius(for: pointer.touchType)
    }

    /// The current location in `view`'s coordinates, or in window coordinates when `view` is nil.
    public func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The location before the latest move, in `view`'s coordinates (window coordinates when nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
