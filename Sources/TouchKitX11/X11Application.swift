internal import CX11
import Foundation
import TouchKit

/// Shows a ``UIWindow`` in an X11 window and runs the event loop until the user closes it.
///
/// The loop drains every pending X event, fires the timers that are due, lays out, paints the
/// dirty area once, flushes, and then sleeps in `poll()` on the X connection until input arrives
/// or the nearest timer is due: an idle app uses no CPU. XInput2 device events go
/// through ``XInput2EventTranslator``: touches into ``UIWindow/handle(_:)``, mouse events (and the
/// Control and Shift keys) into a ``MouseTouchEmulator``, which makes one or two fingers of them.
/// Key presses reach ``onKeyPress`` as ``UIKeyCommand`` inputs (see ``X11KeyTranslator``);
/// mouse button 8 (back) is reported as the key ``UIKeyCommand/inputBack``. A removed or
/// disabled device has its live touches and emulated fingers cancelled, since XInput2 never ends
/// them. Focus and crossing events keep the emulator's Ctrl and ghost circles true to what the
/// window still sees.
@MainActor
public final class X11Application {
    /// The toolkit window shown.
    public let window: UIWindow
    /// Called once, after the first frame is on screen, with the X window id ("0x…") and size
    /// in points.
    public var onReady: ((_ windowID: String, _ size: CGSize) -> Void)?
    /// Called after the window was resized and laid out, with the new size in points.
    public var onResize: ((CGSize) -> Void)?
    /// Called for key presses, with the key's ``UIKeyCommand`` input (the unshifted character,
    /// e.g. "q", or a constant such as ``UIKeyCommand/inputEscape``) and the modifiers held.
    public var onKeyPress: ((_ input: String, _ modifiers: UIKeyModifierFlags) -> Void)?

    private let display: OpaquePointer
    private let xiOpcode: Int32
    private let x11Window: X11Window
    /// The X window's id as "0x…" (what `xprop -id` and `xwininfo -id` take).
    public var windowID: String { x11Window.hexID }
    /// Pixels per point of the window (see ``DisplayScale``: 1.5 at 144 dpi, 2 at 192 dpi).
    public var scale: CGFloat { x11Window.scale }
    private var isMapped = false
    private var hasPainted = false
    private var isRunning = true
    private var isWindowDestroyed = false
    private var pendingPixelSize: (width: Int32, height: Int32)?
    /// Makes one finger of the left button, or two with Ctrl held.
    private lazy var mouseEmulator = MouseTouchEmulator(window: window)

    /// Connects to `displayName` (or `$DISPLAY`), checks for XInput 2.2 and creates the window
    /// at `window`'s size (points) with a minimum size of `minimumSize` points.
    ///
    /// When `fitsWorkArea` is true the size is only the app's default: it shrinks to fit the
    /// screen's work area at the display scale (never below `minimumSize`, unless the work area
    /// is smaller still). The minimum size never exceeds the work area (see
    /// ``InitialWindowSize``). The scale comes from
    /// ``DisplayScale``; an unusable `TOUCHKIT_SCALE` is reported on stderr in one line. Throws
    /// ``X11Error`` with a one-line explanation when the window cannot be shown.
    public init(window: UIWindow, title: String, className: String, minimumSize: CGSize,
                fitsWorkArea: Bool = false, displayName: String? = nil) throws {
        let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        guard !name.isEmpty else { throw X11Error.noDisplay }
        guard let display = XOpenDisplay(name) else { throw X11Error.cannotOpenDisplay(name: name) }
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        var major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0,
              XIQueryVersion(display, &major, &minor) == Success, major * 10 + minor >= 22 else {
            XCloseDisplay(display)
            throw X11Error.noXInput2(name: name)
        }
        // Xlib's default handler prints a cryptic line; ours names the problem, then exits as
        // Xlib requires.
        XSetIOErrorHandler { _ in
            X11Application.warn("\(X11Error.connectionLost)")
            exit(1)
        }
        // A held key then repeats as presses alone, without a release before each: a held Ctrl
        // must not look released and pressed again, or the mouse emulation's anchor would jump
        // to the pointer at the repeat rate.
        XkbSetDetectableAutoRepeat(display, 1, nil)
        self.display = display
        self.xiOpcode = opcode
        self.window = window
        self.title = title
        let scale = DisplayScale(xftDPI: X11Screen.xftDPI(of: display),
                                 override: ProcessInfo.processInfo.environment["TOUCHKIT_SCALE"])
        if let warning = scale.warning { Self.warn(warning) }
        let fitted = InitialWindowSize(preferred: window.bounds.size, minimum: minimumSize,
                                       workArea: X11Screen.workArea(of: display), scale: scale.value)
        x11Window = X11Window(display: display, title: title, className: className,
                              size: fitsWorkArea ? fitted.size : window.bounds.size,
                              minimumSize: fitted.minimumSize, scale: scale.value)
        window.frame = CGRect(origin: .zero, size: x11Window.size)
    }

    /// The window's title (`WM_NAME`, `_NET_WM_NAME`), e.g. "Touch Demo — Touch Samples";
    /// setting it updates the window at once.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            x11Window.setTitle(title)
            XFlush(display)
        }
    }

    /// Sets the icon a window manager and task bar show (`_NET_WM_ICON`) from PNG files, one per
    /// size (e.g. 16…256 px square). Throws an error naming a file that cannot be read.
    public func setIcon(pngFiles: [URL]) throws {
        x11Window.setIcon(try NetWMIcon(pngFiles: pngFiles))
    }

    /// Asks the window manager to switch the window into or out of fullscreen (EWMH
    /// `_NET_WM_STATE_FULLSCREEN`, toggled). The window manager resizes the window; the app sees
    /// an ordinary resize. Without a window manager nothing happens.
    public func toggleFullscreen() {
        x11Window.requestFullscreen(.toggle)
    }

    /// Runs until the window is closed (WM_DELETE_WINDOW) or destroyed, then disconnects.
    public func run() {
        let fd = cx11_connection_number(display)
        while isRunning {
            while isRunning, XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                handle(&event)
            }
            guard isRunning else { break }
            // Input read in this turn is handled before timers that fell due meanwhile: a second
            // tap that arrived in time is not lost to its own deadline.
            window.timers.fireDueTimers()
            applyPendingResize()
            paint()
            XFlush(display)
            if XEventsQueued(display, QueuedAlready) > 0 { continue }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, pollTimeout())
            // A hang-up shows up as readable; the next XPending then reports it through the
            // I/O error handler.
        }
        x11Window.close(destroyingWindow: !isWindowDestroyed)
        XCloseDisplay(display)
    }

    /// Milliseconds until the nearest timer is due (rounded up, so it has passed on waking), or
    /// -1 to sleep until input arrives.
    private func pollTimeout() -> Int32 {
        guard let deadline = window.timers.nextDeadline else { return -1 }
        let milliseconds = ((deadline - window.timers.clock.now) * 1000).rounded(.up)
        return Int32(min(max(0, milliseconds), Double(Int32.max)))
    }

    /// Stops the loop after the current event; ``run()`` then returns.
    public func stop() { isRunning = false }

    // MARK: Events

    private func handle(_ event: inout XEvent) {
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
        case ClientMessage:
            if Atom(bitPattern: event.xclient.data.l.0) == x11Window.deleteWindowAtom { isRunning = false }
        case KeyPress, KeyRelease:
            let keysym = XLookupKeysym(&event.xkey, 0)
            guard let name = XKeysymToString(keysym).map({ String(cString: $0) }) else { break }
            let key = event.xkey
            if let change = X11ModifierKeyTranslator.translate(
                keysym: name, state: key.state, isPress: event.type == KeyPress, x: key.x, y: key.y,
                time: key.time, scale: x11Window.scale) {
                mouseEmulator.handle(change)
            }
            if event.type == KeyPress, let input = X11KeyTranslator.input(
                unshifted: keysym, shifted: XLookupKeysym(&event.xkey, 1),
                isNumLockOn: key.state & numLockMask() != 0, isShiftDown: key.state & UInt32(ShiftMask) != 0) {
                onKeyPress?(input, Self.modifiers(ofState: key.state))
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
            cancelTouchesOfGoneDevices(data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee)
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
        switch XInput2EventTranslator.translate(deviceEvent, scale: x11Window.scale) {
        case .touch(let input):
            window.handle(input)
        case .mouse(let mouse):
            if mouse.kind == .buttonPressed(Int(XInput2EventTranslator.backButton)) {
                onKeyPress?(UIKeyCommand.inputBack, [])
            }
            mouseEmulator.handle(mouse)
        case nil:
            break
        }
    }

    /// A removed or disabled device never ends its touches, nor the fingers its mouse emulates:
    /// cancel them.
    private func cancelTouchesOfGoneDevices(_ hierarchy: XIHierarchyEvent) {
        let gone = Int32(XISlaveRemoved | XIDeviceDisabled)
        let timestamp = TimeInterval(hierarchy.time) / 1000
        for index in 0..<Int(hierarchy.num_info) where hierarchy.info[index].flags & gone != 0 {
            let device = Int(hierarchy.info[index].deviceid)
            window.cancelTouches(ofDevice: device, at: timestamp)
            mouseEmulator.cancel(device: device, at: timestamp)
        }
    }

    // MARK: Painting

    private func applyPendingResize() {
        guard let size = pendingPixelSize else { return }
        pendingPixelSize = nil
        guard x11Window.resize(pixelWidth: size.width, pixelHeight: size.height) else { return }
        window.frame = CGRect(origin: .zero, size: x11Window.size)
        window.layoutIfNeeded()
        window.setNeedsDisplay()
        onResize?(x11Window.size)
    }

    private func paint() {
        window.layoutIfNeeded()
        guard isMapped else { return }
        if !hasPainted { window.setNeedsDisplay() }
        guard window.needsDisplay else { return }
        x11Window.present(window, rects: window.takeDirtyRects())
        if !hasPainted {
            hasPainted = true
            XSync(display, 0)
            onReady?(x11Window.hexID, x11Window.size)
        }
    }

    /// The modifier flags of a core event's `state` field.
    nonisolated static func modifiers(ofState state: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & UInt32(LockMask) != 0 { flags.insert(.alphaShift) }
        if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { flags.insert(.command) }
        return flags
    }

    /// The modifier bit Num Lock sets in a core event's `state` (usually Mod2), looked up on each
    /// press since the keymap can change.
    private func numLockMask() -> UInt32 {
        UInt32(XkbKeysymToModifiers(display, KeySym(XK_Num_Lock)))
    }

    /// Writes "<process>: <message>" as one line to stderr.
    nonisolated private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
    }
}
