import Foundation

/// A rectangular area of the screen that draws itself and takes part in the responder chain.
///
/// The geometry is UIKit's: `center` (superview coordinates), `bounds` (the view's own) and
/// `transform`, applied about the centre; `frame` is derived from them. Changing anything that
/// affects pixels marks the affected window area dirty; the window repaints it once per run-loop
/// turn. Subclasses draw in ``draw(_:in:)`` and lay out children in ``layoutSubviews()``.
@MainActor
open class UIView: UIResponder {
    /// The model geometry (what the properties read, what hit-testing uses). Animations never
    /// write these; they set ``presentationOverrides`` (`UIView+Presentation.swift`).
    private var storedCenter: CGPoint
    private var storedBounds: CGRect
    private var storedTransform = CGAffineTransform.identity
    /// What an animation shows now in place of the model values; written only by the window's
    /// animator, read by drawing.
    var presentationOverrides = PresentationOverrides()
    /// The `UIView.transition` running on this view, if any (`ViewTransition.swift`).
    var activeTransition: ViewTransition?

    /// The parent view, or nil for a root.
    public private(set) weak var superview: UIView?
    /// The children, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view controller whose root view this is; it becomes this view's next responder.
    weak var owningViewController: UIViewController?
    var needsLayout = true
    /// Storage behind ``gestureRecognizers`` (`UIView+Gestures.swift`).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// A name for tests, tracing and accessibility ("TouchImage", "BackButton").
    public var accessibilityIdentifier: String?
    /// A number to find the view by.
    public var tag = 0

    /// Whether touches hit this view; when false, ``hitTest(_:with:)`` skips it and its subviews.
    /// True for `UIView`, false for `UIImageView` and `UILabel`, as in UIKit.
    public var isUserInteractionEnabled = true
    /// Whether this view receives more than one touch at a time. When false (the default) a touch
    /// that begins while the view already has one is not delivered to it.
    public var isMultipleTouchEnabled = false
    /// Whether this view handles touches exclusively: it receives a new touch only while no
    /// other view in the window has one, and while it has one no other view receives a new
    /// touch. False by default; recognizers are not affected (`UIWindow+Dispatch.swift`).
    public var isExclusiveTouch = false
    /// Hidden views are not drawn and not hit.
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// Opacity, 0...1. Views under 0.01 are not hit, as in UIKit.
    public var alpha: CGFloat = 1 {
        didSet {
            if alpha != oldValue { setNeedsDisplay() }
            animatablePropertyDidChange(.alpha, from: .scalar(oldValue), to: .scalar(alpha))
        }
    }
    /// Fills the bounds before ``draw(_:in:)``; nil draws nothing.
    public var backgroundColor: UIColor? {
        didSet {
            if backgroundColor != oldValue { setNeedsDisplay() }
            animatablePropertyDidChange(.backgroundColor, from: .color(oldValue), to: .color(backgroundColor))
        }
    }
    /// Whether subviews are clipped to this view's bounds.
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }

    /// A view with the given frame (superview coordinates).
    public init(frame: CGRect = .zero) {
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates: the bounding box of `bounds` placed at
    /// `center` and mapped by `transform`. Setting it repaints the old and new areas and, when the
    /// size changes, lays out the subviews again.
    ///
    /// As in UIKit, `frame` is not meaningful while `transform` is not the identity. TouchKit then
    /// returns the bounding box of the transformed view, its translation included (what UIKit
    /// returns in practice), and a new frame sets the bounds' size to its size and `center` so
    /// that the transformed view's box is centred on it (its midpoint less the transform's
    /// translation), keeping the transform: so `frame = frame` keeps a moved view in place but
    /// grows a turned or enlarged one. Use `center` and `bounds` for transformed views.
    public var frame: CGRect {
        get {
            let size = storedBounds.size
            let untransformed = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return untransformed.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            setGeometry(center: CGPoint(x: newValue.midX - storedTransform.tx, y: newValue.midY - storedTransform.ty),
                        bounds: CGRect(origin: storedBounds.origin, size: newValue.size),
                        transform: storedTransform)
        }
    }

    /// The view's rectangle in its own coordinates: the origin scrolls the content, the size is
    /// the view's untransformed size. A new size keeps `center`.
    public var bounds: CGRect {
        get { storedBounds }
        set { setGeometry(center: storedCenter, bounds: newValue, transform: storedTransform) }
    }

    /// The centre of the view in its superview's coordinates; `transform` turns and scales the
    /// view about it.
    public var center: CGPoint {
        get { storedCenter }
        set { setGeometry(center: newValue, bounds: storedBounds, transform: storedTransform) }
    }

    /// The transform applied to the view about its centre (UIKit's `anchorPoint` (0.5, 0.5)),
    /// identity by default. It moves, scales and turns the drawing, the hit area, and every
    /// coordinate conversion; it does not change `bounds` or `center`.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set { setGeometry(center: storedCenter, bounds: storedBounds, transform: newValue) }
    }

    /// The one place the model geometry changes: repaints the old and new areas, lays out again
    /// when the size changed, and tells the window's observer.
    private func setGeometry(center: CGPoint, bounds: CGRect, transform: CGAffineTransform) {
        // Animations hear of every set, even an unchanged one (UIView+Animation.swift).
        let old = (center: storedCenter, bounds: storedBounds, transform: storedTransform)
        defer { geometryDidChange(from: old) }
        guard center != storedCenter || bounds != storedBounds || transform != storedTransform else { return }
        let sizeChanged = bounds.size != storedBounds.size
        setNeedsDisplay()
        (storedCenter, storedBounds, storedTransform) = (center, bounds, transform)
        setNeedsDisplay()
        if sizeChanged { setNeedsLayout() }
        window?.changeObserver?.viewDidChangeFrame(self)
    }

    // MARK: Hierarchy

    /// The window this view is in, if any.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The next responder: the owning view controller for a root view, else the superview.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (0 is at the back).
    public func insertSubview(_ view: UIView, at index: Int) {
        // A view moved within its window keeps its touches; one that changes windows loses them.
        if let oldWindow = view.window, oldWindow !== window { oldWindow.viewWillLeave(view) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.setNeedsDisplay()
        view.setNeedsLayout()
    }

    /// Moves `view` to the front of ``subviews``.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        view.setNeedsDisplay()
    }

    /// Detaches this view from its superview and repaints the area it covered.
    /// The touches of views in this subtree are cancelled first (`UIWindow+Dispatch.swift`).
    public func removeFromSuperview() {
        if superview != nil, let oldWindow = window { oldWindow.viewWillLeave(self) }
        detachFromSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        setNeedsDisplay()
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, this view included) with `identifier`.
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }

    // MARK: Hit-testing

    /// The deepest visible, interactive descendant (or self) containing `point` (this view's
    /// coordinates), front-most first; nil when the point is outside or the view cannot be hit
    /// (hidden, `alpha` < 0.01, or user interaction disabled).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled,
              self.point(inside: point, with: event) else { return nil }
        // UIKit: "user interactions are temporarily disabled for the views being animated" unless
        // the animation has `.allowUserInteraction` (animate(withDuration:...)'s documentation).
        // An animating view has overrides (the animator writes them as it adds an animation): the
        // others skip the walk up to the window.
        if !presentationOverrides.isEmpty, let window, window.animator.blocksUserInteraction(of: self) { return nil }
        if let activeTransition, !activeTransition.allowsUserInteraction { return nil }
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (this view's coordinates) is inside the view; bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers

    /// Whether `gestureRecognizer` may leave `possible` although recognizing would cancel a touch
    /// that hit-tested to this view; false fails it. Asked of each such view (the touch's view,
    /// not the recognizer's), and only when the recognizer `cancelsTouchesInView`. Default true;
    /// ``UIControl`` declines an ancestor's single tap so that its own action runs.
    // UIView.h: "called when the recognizer attempts to transition out of
    // UIGestureRecognizerStatePossible if a touch hit-tested to this view will be cancelled as a
    // result of gesture recognition; returns YES by default. … subclasses may override to prevent
    // recognition of particular gestures."
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Drawing and layout

    /// Marks the whole view for repainting.
    public func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks `rect` (this view's coordinates) for repainting: the window area it covers on
    /// screen, through the presented geometry of this view and its ancestors (a transformed
    /// view's rect marks its transformed bounding box).
    public func setNeedsDisplay(_ rect: CGRect) {
        // One walk up gives both the conversion and whether the root is a window.
        let (toRoot, root) = transformToAncestor(nil, in: .presentation)
        guard let window = root as? UIWindow else { return }
        window.invalidate(rect.applying(toRoot))
    }

    /// Draws the view's own content; `rect` is the part that needs it (bounds coordinates).
    /// The default draws nothing: ``backgroundColor`` is filled before this is called.
    open func draw(_ rect: CGRect, in context: GraphicsContext) {}

    /// Asks for ``layoutSubviews()`` before the next paint.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.setNeedsLayout()
    }

    /// Runs pending layout in this subtree now, parents before children.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Positions subviews; the default does nothing. Called after the size changes.
    open func layoutSubviews() {}
}
