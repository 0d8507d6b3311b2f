import Foundation

/// The root of a view hierarchy, shown in one platform window.
///
/// It receives platform-neutral ``InputEvent``s (``handle(_:)``), turns them into touches, and
/// dispatches them with ``sendEvent(_:)``. It collects the dirty area that the backend repaints
/// with ``render(in:rect:)``.
@MainActor
open class UIWindow: UIView {
    /// Tracks live touches and their tap counts.
    public let touchTracker = TouchTracker()
    private var dirtyRegion = DirtyRegion()
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

    /// The end of the responder chain.
    open override var next: UIResponder? { nil }

    open override func layoutSubviews() {
        rootViewController?.view.frame = bounds
    }

    // MARK: Dispatch

    /// Delivers each changed touch of `event` to its view, grouped by view and phase, through
    /// the view's responder chain.
    open func sendEvent(_ event: UIEvent) {
        let changed = (event.allTouches ?? []).filter { $0.phase != .stationary && $0.isDeliveredToView }
        var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
        for touch in changed {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, touch.phase, [touch]))
            }
        }
        for group in groups {
            switch group.phase {
            case .began: group.view.touchesBegan(group.touches, with: event)
            case .moved: group.view.touchesMoved(group.touches, with: event)
            case .ended: group.view.touchesEnded(group.touches, with: event)
            case .cancelled: group.view.touchesCancelled(group.touches, with: event)
            case .stationary: break
            }
        }
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
        }
    }
}
