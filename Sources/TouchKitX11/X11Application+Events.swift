internal import CX11
import Foundation
import TouchKit

/// Routing of X events: window-manager and structure events to the run loop's state, key
/// presses to ``X11Application/onKeyPress`` (and Control/Shift to the mouse emulation), XInput2
/// touches to the window, mouse events and focus/crossing events to the ``MouseTouchEmulator``,
/// and grabs, detached and removed devices to cancellations (`X11Application+Interruptions.swift`).
extension X11Application {
    func handle(_ event: inout XEvent) {
        // A shared-memory put's completion: the back buffer may be painted again.
        if x11Window.consumeCompletion(&event) { return }
        switch event.type {
        case Expose:
            let e = event.xexpose
            if hasPainted { x11Window.expose(x: e.x, y: e.y, width: e.width, height: e.height) }
        case MapNotify:
            isMapped = true
        case ConfigureNotify:
            pendingPixelSize = (event.xconfigure.width, event.xconfigure.height)
        case DestroyNotify where event.xdestroywindow.window == x11Window.id:
            // Another client destroyed the window: nothing is left to show, so stop cleanly.
            isWindowDestroyed = true
            isRunning = false
        case PropertyNotify where isDesktopSettingsChange(event.xproperty):
            // The settings manager published new settings (the user changed the double-click time).
            followDesktopSettings()
        case ClientMessage:
            if Atom(bitPattern: event.xclient.data.l.0) == x11Window.deleteWindowAtom { isRunning = false }
        case KeyPress, KeyRelease:
            // A key acts on what the moves read before it did (held until a flush otherwise).
            window.flushInput()
            let keysym = XLookupKeysym(&event.xkey, 0)
            let key = event.xkey
            if let change = X11ModifierKeyTranslator.translate(
                keysym: keysym, state: key.state, isPress: event.type == KeyPress, x: key.x, y: key.y,
                time: key.time, scale: x11Window.scale) {
                mouseEmulator.handle(change)
            }
            if event.type == KeyPress, let input = X11KeyTranslator.input(
                unshifted: keysym, shifted: XLookupKeysym(&event.xkey, 1),
                isNumLockOn: key.state & numLockMask() != 0, isShiftDown: key.state & UInt32(ShiftMask) != 0) {
                onKeyPress?(input, UIKeyModifierFlags(x11State: key.state))
            }
        case GenericEvent where event.xcookie.extension == xiOpcode:
            handleXInput2(&event.xcookie)
        default:
            break
        }
    }

    private func handleXInput2(_ cookie: inout XGenericEventCookie) {
        guard XGetEventData(display, &cookie) != 0, let data = cookie.data else { return }
        defer { XFreeEventData(display, &cookie) }
        switch cookie.evtype {
        case XI_HierarchyChanged:
            // Devices came, went or changed: read their valuators again.
            valuatorMaps = XInputValuatorMap.queryAll(display)
            cancelInputOfGoneDevices(data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee)
            return
        case XI_RawTouchEnd, XI_RawButtonRelease:
            noteRawEnd(data.assumingMemoryBound(to: XIRawEvent.self).pointee)
            return
        case XI_DeviceChanged:
            let change = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            // A master switching slaves changes nothing we key by; a device's own change does.
            if change.reason == XIDeviceChange { valuatorMaps = XInputValuatorMap.queryAll(display) }
            return
        case XI_Enter, XI_Leave, XI_FocusIn, XI_FocusOut:
            let crossing = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            if let event = XInput2EventTranslator.translate(crossing: crossing, scale: x11Window.scale) {
                mouseEmulator.handle(event)
            }
            return
        default:
            break
        }
        let deviceEvent = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        let valuators = isTouchEvent(cookie.evtype) ? valuatorMaps[deviceEvent.sourceid] : nil
        switch XInput2EventTranslator.translate(deviceEvent, scale: x11Window.scale, valuators: valuators) {
        case .touch(let input):
            window.handle(interruptionChecked(input))
        case .mouse(let mouse):
            if mouse.kind == .buttonPressed(Int(XInput2EventTranslator.backButton)) {
                onKeyPress?(UIKeyCommand.inputBack, [])
            }
            if cancelsReleaseOfGoneDevice(mouse) { return }
            mouseEmulator.handle(mouse)
        case nil:
            break
        }
    }

    private func isTouchEvent(_ type: Int32) -> Bool {
        type == XI_TouchBegin || type == XI_TouchUpdate || type == XI_TouchEnd
    }

    /// The modifier bit Num Lock sets in a core event's `state` (usually Mod2), looked up on each
    /// press since the keymap can change.
    private func numLockMask() -> UInt32 {
        UInt32(XkbKeysymToModifiers(display, KeySym(XK_Num_Lock)))
    }
}
