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

        /// A snapshot of `touch` as it is now.
        @MainActor
        init(of touch: UITouch) {
            self.init(phase: touch.phase, timestamp: touch.timestamp, type: touch.type,
                      windowLocation: touch.windowLocation,
                      previousWindowLocation: touch.previousWindowLocation)
        }

        init(phase: Phase, timestamp: TimeInterval, type: TouchType, windowLocation: CGPoint,
             previousWindowLocation: CGPoint) {
            self.phase = phase
            self.timestamp = timestamp
            self.type = type
            self.windowLocation = windowLocation
            self.previousWindowLocation = previousWindowLocation
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
