internal import CX11
import Foundation
import TouchKit

/// Shows a ``UIWindow`` in an X11 window and runs the event loop until the user closes it.
///
/// The loop drains every pending X event (routed in `X11Application+Events.swift`), fires the
/// timers that are due, lays out, paints the dirty area once, flushes, and then sleeps in
/// `poll()` on the X connection until input arrives or the nearest timer is due: an idle app uses
/// no CPU. After a frame it first rests for ``FramePacer/minimumFrameInterval``, so that a stream
/// of input is read in batches. While the server is still copying the last frame (a
/// shared-memory put not yet completed) the dirty area waits and the loop goes on reading input;
/// the completion event wakes it to paint. XInput2 device events go
/// through ``XInput2EventTranslator``: touches into ``UIWindow/handle(_:)``, mouse events (and the
/// Control and Shift keys) into a ``MouseTouchEmulator``, which makes one or two fingers of them.
/// The mouse's multi-tap interval is the desktop's double-click time (XSETTINGS
/// `Net/DoubleClickTime`, followed while the app runs; 400 ms without a settings manager).
/// Key presses reach ``onKeyPress`` as ``UIKeyCommand`` inputs (see ``X11KeyTranslator``);
/// mouse button 8 (back) is reported as the key ``UIKeyCommand/inputBack``. Touches and
/// emulated fingers whose end the window cannot see (another client grabbed their device, or it
/// was detached, disabled or removed) are cancelled, never ended (see
/// `X11Application+Interruptions.swift`). Focus and crossing events keep the emulator's Ctrl
/// and ghost circles true to what the window still sees.
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

    // Internal, not private, so that the event handlers in X11Application+Events.swift reach
    // them; nothing outside this class uses them.
    let display: OpaquePointer
    let xiOpcode: Int32
    let x11Window: X11Window
    /// The X window's id as "0x…" (what `xprop -id` and `xwininfo -id` take).
    public var windowID: String { x11Window.hexID }
    /// Pixels per point of the window (see ``DisplayScale``: 1.5 at 144 dpi, 2 at 192 dpi).
    public var scale: CGFloat { x11Window.scale }
    var isMapped = false
    /// Rests the loop briefly after each frame (``FramePacer``).
    private var framePacer = FramePacer()
    var hasPainted = false
    var isRunning = true
    var isWindowDestroyed = false
    var pendingPixelSize: (width: Int32, height: Int32)?
    /// Each device's valuator map by XI2 device id, read at start-up and again when the device
    /// hierarchy or a device changes (`X11Application+Events.swift`).
    var valuatorMaps: [Int32: XInputValuatorMap] = [:]
    /// Raw lifts and releases of live touches and the mouse finger still waiting for their
    /// ordinary end (`X11Application+Interruptions.swift`).
    var unconfirmedEnds = XInputUnconfirmedEnds()
    /// Makes one finger of the left button, or two with Ctrl held.
    lazy var mouseEmulator = MouseTouchEmulator(window: window)
    /// The XSETTINGS manager's window whose settings the app follows, or 0 without one
    /// (`X11Application+DesktopSettings.swift`).
    var desktopSettingsWindow: Window = 0

    /// Connects to `displayName` (the app passes `$DISPLAY`), checks for XInput 2.2 and creates
    /// the window at `window`'s size (points) with a minimum size of `minimumSize` points.
    ///
    /// When `fitsWorkArea` is true the size is only the app's default: it shrinks to fit the
    /// screen's work area at the display scale (never below `minimumSize`, unless the work area
    /// is smaller still). The minimum size never exceeds the work area (see
    /// ``InitialWindowSize``). The scale comes from
    /// ``DisplayScale``, with `scaleOverride` (the app passes `$TOUCHKIT_SCALE`) winning when
    /// usable; an unusable one is reported on stderr in one line. `sharedMemoryDisabled` (the
    /// app passes `TOUCHKIT_NO_SHM=1`) presents with `XPutImage` even where MIT-SHM works. Throws
    /// ``X11Error`` with a one-line explanation when the window cannot be shown.
    public init(window: UIWindow, title: String, className: String, minimumSize: CGSize,
                fitsWorkArea: Bool = false, displayName: String?, scaleOverride: String? = nil,
                sharedMemoryDisabled: Bool = false) throws {
        // The connection must not take descriptor 0, 1 or 2 (see ``StandardDescriptors``).
        StandardDescriptors.openMissing()
        let name = displayName ?? ""
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
        // One line per protocol error instead of Xlib's four; BadAlloc still ends the app.
        X11ErrorReport.install()
        // A held key then repeats as presses alone, without a release before each: a held Ctrl
        // must not look released and pressed again, or the mouse emulation's anchor would jump
        // to the pointer at the repeat rate.
        XkbSetDetectableAutoRepeat(display, 1, nil)
        self.display = display
        self.xiOpcode = opcode
        self.window = window
        self.title = title
        let scale = DisplayScale(xftDPI: X11Screen.xftDPI(of: display),
                                 override: scaleOverride)
        if let warning = scale.warning { Self.warn(warning) }
        let fitted = InitialWindowSize(preferred: window.bounds.size, minimum: minimumSize,
                                       workArea: X11Screen.workArea(of: display), scale: scale.value)
        let size = fitsWorkArea ? fitted.size : window.bounds.size
        if let tooLarge = X11WindowSizeLimit.problem(size: size, scale: scale.value) {
            XCloseDisplay(display)
            throw tooLarge
        }
        x11Window = X11Window(display: display, title: title, className: className, size: size,
                              minimumSize: fitted.minimumSize, scale: scale.value,
                              sharedMemoryDisabled: sharedMemoryDisabled)
        window.frame = CGRect(origin: .zero, size: x11Window.size)
        window.screen.scale = scale.value
        valuatorMaps = XInputValuatorMap.queryAll(display)
        window.screen.maximumFramesPerSecond = X11RefreshRate.framesPerSecond(of: display)
        followDesktopSettings()
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
            // A lift another client's grab took is known only now (see X11Application+Interruptions).
            settleUnconfirmedEnds()
            guard isRunning else { break }
            // Each touch's moves read in this drain are delivered once, as coalesced touches.
            window.flushInput()
            // Input read in this turn is handled before timers that fell due meanwhile: a second
            // tap that arrived in time is not lost to its own deadline.
            window.timers.fireDueTimers()
            applyPendingResize()
            if paint() { framePacer.frameWasPresented(at: window.timers.clock.now) }
            XFlush(display)
            restAfterFrame()
            if XEventsQueued(display, QueuedAlready) > 0 { continue }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, pollTimeout())
            // A hang-up shows up as readable; the next XPending then reports it through the
            // I/O error handler.
        }
        x11Window.close(destroyingWindow: !isWindowDestroyed)
        XCloseDisplay(display)
    }

    /// Sleeps (without watching the connection) for what is left of the minimum frame interval
    /// after the last frame, so that input arriving meanwhile is read and delivered in one go
    /// (see ``FramePacer``).
    private func restAfterFrame() {
        let rest = framePacer.rest(at: window.timers.clock.now, nextDeadline: window.timers.nextDeadline)
        guard rest > 0 else { return }
        var duration = timespec(tv_sec: 0, tv_nsec: Int(rest * 1e9))
        nanosleep(&duration, nil)
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

    /// Paints the dirty area, if any and if the server is done with the last frame; returns
    /// whether a frame was presented.
    private func paint() -> Bool {
        window.layoutIfNeeded()
        guard isMapped else { return false }
        if !hasPainted { window.setNeedsDisplay() }
        guard window.needsDisplay else { return false }
        // The server is still copying the last frame: paint when its completion event arrives
        // (it wakes the loop), with everything read by then, rather than block on it now.
        guard x11Window.canPaintWithoutWaiting || !hasPainted else { return false }
        x11Window.present(window, rects: window.takeDirtyRects())
        if !hasPainted {
            hasPainted = true
            XSync(display, 0)
            onReady?(x11Window.hexID, x11Window.size)
        }
        return true
    }

    /// Writes "<process>: <message>" as one line to stderr (dropped if stderr is broken).
    nonisolated static func warn(_ message: String) {
        StandardError.writeLine("\(ProcessInfo.processInfo.processName): \(message)")
    }
}
