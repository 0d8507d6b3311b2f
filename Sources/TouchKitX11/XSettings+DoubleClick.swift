import Foundation
import TouchKit

/// The desktop's double-click time, from its XSETTINGS (`Net/DoubleClickTime`, in milliseconds,
/// the setting GTK and Qt read), which TouchKit uses as the mouse's multi-tap interval
/// (``TouchTracker/pointerDoubleTapInterval``).
extension XSettings {
    /// The setting's name.
    static let doubleClickTimeName = "Net/DoubleClickTime"
    /// The double-click times taken as the user's choice, in milliseconds. Desktops offer about
    /// 100 to 1000 ms (GNOME) or 2000 ms (KDE); the range is wider, for users who need more time,
    /// but a value of 0 or of minutes is a stray or hostile one, not a setting.
    static let plausibleDoubleClickTime: ClosedRange<Int32> = 50...5000

    /// The mouse's multi-tap interval in seconds for a display whose XSETTINGS property holds
    /// `propertyBytes` (nil when no settings manager runs), and why the settings were passed over
    /// (one line, no trailing newline), or nil.
    ///
    /// No manager, or a manager that does not set the double-click time: 400 ms
    /// (``TouchTracker/defaultPointerDoubleTapInterval``), silently. Bytes that are not XSETTINGS
    /// data, a time that is no integer, or one outside ``plausibleDoubleClickTime``: 400 ms and a
    /// warning.
    static func pointerDoubleTapInterval(propertyBytes: [UInt8]?) -> (interval: TimeInterval, warning: String?) {
        let fallback = TouchTracker.defaultPointerDoubleTapInterval
        let fallbackText = "using \(Int((fallback * 1000).rounded())) ms"
        guard let propertyBytes else { return (fallback, nil) }
        let settings: XSettings
        do {
            settings = try XSettings(bytes: propertyBytes)
        } catch {
            return (fallback, "ignoring the desktop's XSETTINGS (\(error)); double-click time: \(fallbackText)")
        }
        switch settings.values[doubleClickTimeName] {
        case nil:
            return (fallback, nil)
        case .integer(let milliseconds) where plausibleDoubleClickTime.contains(milliseconds):
            return (TimeInterval(milliseconds) / 1000, nil)
        case .integer(let milliseconds):
            return (fallback, "ignoring \(doubleClickTimeName) \(milliseconds) ms: expected "
                + "\(plausibleDoubleClickTime.lowerBound) to \(plausibleDoubleClickTime.upperBound) ms; \(fallbackText)")
        case .some:
            return (fallback, "ignoring \(doubleClickTimeName): not an integer; \(fallbackText)")
        }
    }
}
