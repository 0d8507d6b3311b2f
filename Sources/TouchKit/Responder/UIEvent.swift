import Foundation

/// The touches of one dispatch, as in UIKit: the touches that changed, plus every other touch
/// that is currently down.
@MainActor
public final class UIEvent {
    /// When the change that produced this event happened, in seconds.
    public let timestamp: TimeInterval
    private let touchSet: Set<UITouch>

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touchSet = touches
        self.timestamp = timestamp
    }

    /// Every touch of this event: the ones currently down and the ones that ended or were
    /// cancelled in this dispatch.
    public var allTouches: Set<UITouch>? { touchSet }

    /// The touches of this event delivered to `view` (its hit view). A touch that a view without
    /// `isMultipleTouchEnabled` never received is not counted.
    public func touches(for view: UIView) -> Set<UITouch>? {
        touchSet.filter { $0.view === view && $0.isDeliveredToView }
    }

    /// The touches of this event that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        touchSet.filter { $0.window === window }
    }
}
