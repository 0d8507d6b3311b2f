internal import CX11
import Foundation
import TouchKit

// The desktop's settings the app follows: the double-click time, so that a double-click is a
// double tap at the speed the user chose for every other app. Read at start-up from the XSETTINGS
// manager, and again whenever that manager publishes new settings (a PropertyNotify on its
// window). A manager that starts after the app, or replaces the first, is not looked for: its
// settings apply from the next start.
extension X11Application {
    /// Reads the XSETTINGS manager's settings, watches them for changes, and sets the mouse's
    /// multi-tap interval (``TouchTracker/pointerDoubleTapInterval``) from them; settings that
    /// cannot be used print one line and leave the 400 ms default.
    func followDesktopSettings() {
        let settings = X11Screen.xSettings(of: display, watch: true)
        desktopSettingsWindow = settings?.manager ?? 0
        let doubleClick = XSettings.pointerDoubleTapInterval(propertyBytes: settings?.property)
        if let warning = doubleClick.warning { Self.warn(warning) }
        window.touchDispatcher.pointerDoubleTapInterval = doubleClick.interval
    }

    /// Whether `event` is the settings manager publishing new settings.
    func isDesktopSettingsChange(_ event: XPropertyEvent) -> Bool {
        desktopSettingsWindow != 0 && event.window == desktopSettingsWindow
            && event.atom == XInternAtom(display, "_XSETTINGS_SETTINGS", 1)
    }
}
