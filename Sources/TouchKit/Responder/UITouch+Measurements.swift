import Foundation

/// Contact size, force and precise location: what UIKit's `UITouch` reports beyond the location.
extension UITouch {
    /// The radius given to a finger whose touchscreen does not measure its contact, in points:
    /// half of the 44 pt that Apple's Human Interface Guidelines give as the smallest comfortable
    /// touch target. Apple does not document a default; UIKit's own hardware always measures.
    nonisolated public static let estimatedFingerRadius: CGFloat = 22
    /// The tolerance of ``estimatedFingerRadius``, in points: as large as the estimate, since
    /// nothing was measured (a real finger is anywhere from a fingertip to a thumb).
    nonisolated public static let estimatedFingerRadiusTolerance: CGFloat = 22

    /// The radius and tolerance a touch starts with before its device reports any: a finger gets
    /// ``estimatedFingerRadius``; a pointing device touches at a point, so 0 and 0.
    nonisolated static func defaultMajorRadius(for type: TouchType) -> (radius: CGFloat, tolerance: CGFloat) {
        switch type {
        case .direct: (estimatedFingerRadius, estimatedFingerRadiusTolerance)
        case .indirectPointer: (0, 0)
        }
    }

    /// A precise location for the touch, in `view`'s coordinates (window coordinates when nil).
    ///
    /// Apple: "Use this method to get additional precision for a touch's location (when
    /// available). Do not use the returned point for hit testing." TouchKit never rounds a
    /// location: XInput2 reports fractional pixels and ``location(in:)`` already keeps them, so
    /// this returns the same point as ``location(in:)``.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// A precise previous location for the touch, in `view`'s coordinates (window coordinates
    /// when nil): the same point as ``previousLocation(in:)``, for the reason given in
    /// ``preciseLocation(in:)``.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    /// Takes what `measurements` reports and keeps the last value of what it leaves out (XInput2
    /// sends only the valuators that changed). Returns whether anything changed.
    @discardableResult
    func apply(_ measurements: TouchMeasurements) -> Bool {
        let before = (majorRadius, majorRadiusTolerance, force, maximumPossibleForce)
        if let value = measurements.majorRadius { majorRadius = value }
        if let value = measurements.majorRadiusTolerance { majorRadiusTolerance = value }
        if let value = measurements.force { force = value }
        if let value = measurements.maximumPossibleForce { maximumPossibleForce = value }
        return before != (majorRadius, majorRadiusTolerance, force, maximumPossibleForce)
    }
}
