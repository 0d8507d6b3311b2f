import Foundation

/// The root of a view hierarchy, shown in one platform window.
///
/// It receives platform-neutral ``InputEvent``s (``handle(_:)``), turns them into touches, and
/// dispatches them with ``sendEvent(_:)``. It collects the dirty area that the backend repaints
/// with ``render(in:rect:)``.
@MainActor
open class UIWindow: UIView {
    /// The one owner of this window's touch dispatch: input, touches, recognizers' states and
    /// what the views are sent. Observe it with ``TouchDispatcher/addObserver(_:)``.
    public private(set) lazy var touchDispatcher = TouchDispatcher(window: self)
    /// The window's live touches and tap counts (the dispatcher's).
    var touchTracker: TouchTracker { touchDispatcher.tracker }
    /// The run loop's timers (long press delays, multi-tap windows); the backend fires them.
    public let timers = TimerQueue()
    /// The display the window is on: its scale and refresh rate, set by the backend.
    public let screen = UIScreen()
    /// Calls animations once per display frame while any runs.
    public private(set) lazy var displayLink = DisplayLink(timers: timers, screen: screen)
    /// Runs the `UIView.animate` animations of the views in this window on ``displayLink``.
    private(set) lazy var animator = WindowAnimator(window: self)
    private var dirtyRegion = DirtyRegion()
    /// The circles drawn above every view: show touches, and the mouse's ghost fingers.
    public private(set) lazy var touchOverlay = TouchOverlay(window: self)
    /// Receives every visible change (frames, images, label texts) of views in this window.
    public weak var changeObserver: ViewChangeObserver?

    /// The controller whose view fills the window.
    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            addSubview(controller.view)
        }
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    /// The app object, which ends the responder chain (Apple, "Using responders and the
    /// responder chain to handle events": the window passes events to the `UIApplication`).
    open override var next: UIResponder? { UIApplication.shared }

    open override func layoutSubviews() {
        rootViewController?.view.frame = bounds
    }

    // MARK: Dispatch

    /// Delivers the changed touches of `event`: first to the gesture recognizers of their hit
    /// views and ancestors, then to the hit views through their responder chains, grouped by view
    /// and phase, except where a recognizer cancelled the touch or holds it back.
    open func sendEvent(_ event: UIEvent) {
        touchDispatcher.deliver(event)
    }

    // MARK: Repainting

    /// Marks `rect` (window coordinates) for repainting.
    func invalidate(_ rect: CGRect) {
        dirtyRegion.add(rect)
    }

    /// Whether any area waits to be repainted.
    public var needsDisplay: Bool { !dirtyRegion.isEmpty }

    /// Returns the areas to repaint (window coordinates, whole pixels, within the bounds) and
    /// forgets them.
    public func takeDirtyRects() -> [CGRect] {
        dirtyRegion.take(clippedTo: bounds)
    }

    /// Paints the part of the window inside `rect` (window coordinates) into `context`, whose
    /// user space is window coordinates.
    public func render(in context: GraphicsContext, rect: CGRect) {
        context.withSavedGState {
            context.clip(to: rect)
            render(in: context, dirty: rect)
            touchOverlay.draw(in: context, rect: rect)
        }
    }
}
