import Foundation

/// How many pixels one point covers on this display: the desktop's `Xft.dpi` relative to 96 dpi,
/// or the user's `TOUCHKIT_SCALE`.
///
/// - From `Xft.dpi`: dpi / 96, rounded to the nearest quarter and clamped to 1...3, so 120 dpi
///   gives 1.25, 144 gives 1.5 and 192 gives 2. No (or an unreadable) `Xft.dpi` means 1.
/// - `TOUCHKIT_SCALE`, when set, wins if it is a number from 1 to 3 (used as given). Anything
///   else is ignored with a one-line ``warning`` and the dpi decides.
///
/// Only drawing uses the scale: touch slop, tap distances and hit-testing stay in points.
public struct DisplayScale: Equatable, Sendable {
    /// The dpi at which one point is one pixel.
    public static let referenceDPI = 96.0
    /// Scales computed from the dpi are multiples of this.
    public static let step = 0.25
    /// The scales the toolkit renders at.
    public static let range: ClosedRange<Double> = 1...3

    /// Pixels per point.
    public let value: CGFloat
    /// Why `TOUCHKIT_SCALE` was ignored (one line, no trailing newline), or nil.
    public let warning: String?

    /// The scale for the X resource `Xft.dpi` (its raw string, nil when unset) and the
    /// `TOUCHKIT_SCALE` environment value (nil or empty when unset).
    public init(xftDPI: String?, override: String?) {
        let fromDPI = Self.scale(forDPI: xftDPI.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) })
        // An empty variable counts as unset, as `TOUCHDEMO_RESOURCES=` does.
        guard let override, !override.trimmingCharacters(in: .whitespaces).isEmpty else {
            value = fromDPI
            warning = nil
            return
        }
        if let requested = Double(override.trimmingCharacters(in: .whitespaces)), Self.range.contains(requested) {
            value = CGFloat(requested)
            warning = nil
        } else {
            value = fromDPI
            warning = "ignoring TOUCHKIT_SCALE=\"\(override)\": expected a number from 1 to 3; "
                + "using \(Self.format(fromDPI)) from the display's dpi"
        }
    }

    /// dpi / 96 rounded to a quarter and clamped to ``range``; 1 for a missing or non-positive dpi.
    public static func scale(forDPI dpi: Double?) -> CGFloat {
        guard let dpi, dpi.isFinite, dpi > 0 else { return 1 }
        let quarters = (dpi / referenceDPI / step).rounded() * step
        return CGFloat(min(max(quarters, range.lowerBound), range.upperBound))
    }

    /// "1.5", "2": the shortest form a user would type.
    private static func format(_ scale: CGFloat) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(Double(scale))
    }
}
