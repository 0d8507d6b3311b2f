internal import CX11
import Foundation
import TouchKit

/// Crossing and focus events, for ``MouseTouchEmulator``: the modifier keys and the pointer's
/// presence as the window sees them when key releases or motion stop reaching it.
///
/// - `XI_FocusOut`: the keyboard went to another window (a Ctrl+click on it, a workspace
///   switch), so a held Ctrl's release will never come here: no modifiers are held from now on.
/// - `XI_FocusIn`: the modifiers held on the way back in (`mods.effective`).
/// - `XI_Enter` and `XI_Leave`: the pointer came in (with the modifiers held) or left.
extension XInput2EventTranslator {
    static func translate(crossing event: XIEnterEvent, scale: CGFloat = 1) -> MouseEvent? {
        let kind: MouseEvent.Kind
        var modifiers = UIKeyModifierFlags(x11State: UInt32(bitPattern: event.mods.effective))
        switch event.evtype {
        case XI_FocusIn: kind = .modifiersChanged
        case XI_FocusOut: kind = .modifiersChanged; modifiers = []
        case XI_Enter: kind = .entered
        case XI_Leave: kind = .exited
        default: return nil
        }
        // Corrupt: the server's 16.16 fixed-point coordinates are always finite.
        let location = CGPoint(x: event.event_x / scale, y: event.event_y / scale)
        guard location.x.isFinite, location.y.isFinite else { return nil }
        return MouseEvent(kind, device: Int(event.sourceid), location: location,
                          modifiers: modifiers, timestamp: TimeInterval(event.time) / 1000)
    }
}
