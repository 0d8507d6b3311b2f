import Foundation

extension UITouch {
    /// One position of a touch as the device reported it: what ``UIEvent/coalescedTouches(for:)``
    /// returns.
    ///
    /// UIKit hands out copies of `UITouch` objects; TouchKit hands out values, so that the moving
    /// touch's hot path allocates nothing: the tracker refills one buffer per touch. Locations are
    /// stored in window coordinates and converted on request, as ``UITouch`` does.
    public struct Snapshot: Sendable, Equatable {
        /// The touch's phase at this report: `.moved` for every coalesced move, or the phase of
        /// the main touch when the report is the delivery's only one.
        public let phase: Phase
        /// When the device reported this position, in seconds (the backend's clock).
        public let timestamp: TimeInterval
        /// The kind of device that reported it.
        public let type: TouchType
        /// The reported position, in window coordinates.
        public let windowLocation: CGPoint
        /// The position reported just before this one, in window coordinates.
        public let previousWindowLocation: CGPoint
        /// The contact radius at this report, in points (``UITouch/majorRadius``).
        public let majorRadius: CGFloat
        /// The tolerance of ``majorRadius`` at this report, in points.
        public let majorRadiusTolerance: CGFloat
        /// The force at this report (``UITouch/force``): a drawing app's pressure per sample.
        public let force: CGFloat
        /// The highest force the device can report (``UITouch/maximumPossibleForce``).
        public let maximumPossibleForce: CGFloat

        /// A snapshot of `touch` as it is now.
        @MainActor
        init(of touch: UITouch) {
            self.init(of: touch, phase: touch.phase, previousWindowLocation: touch.previousWindowLocation)
        }

        /// A snapshot of `touch`'s current position, time and measurements, reported as `phase`
        /// after `previousWindowLocation`.
        @MainActor
        init(of touch: UITouch, phase: Phase, previousWindowLocation: CGPoint) {
            self.phase = phase
            timestamp = touch.timestamp
            type = touch.type
            windowLocation = touch.windowLocation
            self.previousWindowLocation = previousWindowLocation
            majorRadius = touch.majorRadius
            majorRadiusTolerance = touch.majorRadiusTolerance
            force = touch.force
            maximumPossibleForce = touch.maximumPossibleForce
        }

        /// The reported position in `view`'s coordinates, or in window coordinates when `view`
        /// is nil; converted with `view`'s geometry as it is now.
        @MainActor
        public func location(in view: UIView?) -> CGPoint {
            guard let view else { return windowLocation }
            return view.convert(windowLocation, from: nil)
        }

        /// The position reported before this one, in `view`'s coordinates (window coordinates
        /// when nil).
        @MainActor
        public func previousLocation(in view: UIView?) -> CGPoint {
            guard let view else { return previousWindowLocation }
            return view.convert(previousWindowLocation, from: nil)
        }
    }
}
