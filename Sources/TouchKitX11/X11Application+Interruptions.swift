internal import CX11
import Foundation
import TouchKit

/// Touches and the mouse finger whose end the window cannot see are cancelled, as UIKit
/// cancels touches on an interruption: views get `touchesCancelled`, recognizers are cancelled
/// or fail, a button does not fire.
///
/// What Xorg 21.1 sends in each case, verified with a probe client on the inputtest devices
/// (`docs/probes/xi2-interruptions` has the probe and its results):
/// - **Another client grabs the slave device** (`XIGrabDevice`) of a finger or held button:
///   the slave floats off its master for the grab, but no `XI_HierarchyChanged`, leave, focus
///   or ownership event says so; the lift sends this client only the slave's raw end. Caught by
///   ``XInputUnconfirmedEnds``; each touch is cancelled when its finger lifts.
///   After the grab, touches work at once. (The server still counts the left button down on
///   the master, so the first press after a slave grab comes without its `XI_ButtonPress`.)
/// - **Another client grabs the master device** mid-touch (or takes a core pointer grab):
///   `XI_Leave` with mode `XINotifyGrab`, but the touch sequence stays this window's and ends
///   here as usual (and `XI_Enter` with `XINotifyUngrab` follows the ungrab): nothing to
///   cancel, so a grab-mode leave cancels nothing. With the button held, the master cannot be
///   grabbed (`AlreadyGrabbed`: this client holds the implicit grab).
///   Focus grabs only take the keyboard; `XI_FocusOut` already clears the modifiers.
/// - **The slave is detached** (`xinput float`): `XI_HierarchyChanged` with `XISlaveDetached`
///   and no end for its touches (a held button gets its release first). Cancelled there.
/// - **The device is disabled or removed**: an ordinary end first, then the hierarchy event
///   (see ``XInputDeviceStatus``). Each end of a live touch or mouse finger asks whether its
///   device is still enabled, and becomes a cancel when it is not.
extension X11Application {
    /// Notes the slave's raw lift of a live touch, or the raw release of the mouse finger's
    /// button, until its ordinary end comes.
    func noteRawEnd(_ raw: XIRawEvent) {
        guard let pointer = XInput2EventTranslator.rawEnd(raw) else { return }
        let isLive = switch pointer {
        case .mouse(let device): mouseEmulator.activeDevice == device
        default: window.touchDispatcher.hasLiveTouch(for: pointer)
        }
        guard isLive else { return }
        unconfirmedEnds.noteRawEnd(pointer, at: TimeInterval(raw.time) / 1000)
    }

    /// `input` as the window should hear it: the end of a live touch whose device was just
    /// disabled or removed becomes `.cancelled`.
    func interruptionChecked(_ input: InputEvent) -> InputEvent {
        guard input.phase == .ended, window.touchDispatcher.hasLiveTouch(for: input.pointer) else { return input }
        unconfirmedEnds.confirm(input.pointer)
        guard !XInputDeviceStatus.isEnabled(Int32(input.pointer.device), on: display) else { return input }
        var cancelled = input
        cancelled.phase = .cancelled
        return cancelled
    }

    /// Cancels the mouse finger instead of ending it when `mouse` is its button's release from
    /// a device that was just disabled or removed; returns whether it did (the release is then
    /// spent).
    func cancelsReleaseOfGoneDevice(_ mouse: MouseEvent) -> Bool {
        guard mouse.kind == .buttonReleased(MouseTouchEmulator.fingerButton),
              mouseEmulator.activeDevice == mouse.device else { return false }
        unconfirmedEnds.confirm(.mouse(device: mouse.device))
        guard !XInputDeviceStatus.isEnabled(Int32(mouse.device), on: display) else { return false }
        mouseEmulator.cancel(device: mouse.device, at: mouse.timestamp)
        return true
    }

    /// After a drain: when a raw end is still unconfirmed, one round trip brings in every event
    /// the server sent before it (the ends of those lifts included, if this window gets them);
    /// those are handled, and the touches and mouse fingers whose ends still did not come are
    /// cancelled.
    func settleUnconfirmedEnds() {
        // Handling what the round trip brought in can note new raw ends (a query on a touch's
        // end reads on): they get a round trip of their own.
        while isRunning, !unconfirmedEnds.isEmpty {
            let noted = unconfirmedEnds.latestNote
            XSync(display, 0)
            while isRunning, XEventsQueued(display, QueuedAlready) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                handle(&event)
            }
            for lost in unconfirmedEnds.takeLost(notedUpTo: noted) {
                if case .mouse(let device) = lost.pointer {
                    mouseEmulator.cancel(device: device, at: lost.timestamp)
                } else {
                    window.cancelTouch(for: lost.pointer, at: lost.timestamp)
                }
            }
        }
    }

    /// A removed, disabled or detached device never ends its touches, nor the fingers its
    /// mouse emulates: cancel them.
    func cancelInputOfGoneDevices(_ hierarchy: XIHierarchyEvent) {
        let gone = Int32(XISlaveRemoved | XIDeviceDisabled | XISlaveDetached)
        let timestamp = TimeInterval(hierarchy.time) / 1000
        for index in 0..<Int(hierarchy.num_info) where hierarchy.info[index].flags & gone != 0 {
            cancelInput(ofDevice: Int(hierarchy.info[index].deviceid), at: timestamp)
        }
    }

    private func cancelInput(ofDevice device: Int, at timestamp: TimeInterval) {
        window.cancelTouches(ofDevice: device, at: timestamp)
        mouseEmulator.cancel(device: device, at: timestamp)
    }
}
