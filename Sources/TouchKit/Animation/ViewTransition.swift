import Foundation

/// One running `UIView.transition(with:…)`: the old content as a snapshot, the new content drawn
/// live, mixed per frame on the window's ``DisplayLink`` until the duration has passed.
///
/// The view keeps it in ``UIView/activeTransition`` while it runs; drawing asks it to paint the
/// view (``draw(_:in:)``), and hit-testing skips the view unless `.allowUserInteraction` was
/// given. When it ends (finished or interrupted) no state and no frame client is left.
@MainActor
final class ViewTransition {
    /// How the old content turns into the new.
    enum Effect {
        /// No visible effect: the new content shows at once, the transition only lasts.
        case none
        /// `old·(1−p) + new·p`.
        case crossDissolve
        /// A horizontal squeeze about the vertical centre line: the left edge comes forward and
        /// the right side recedes (UIKit: "the left side of the view moves toward the front and
        /// right side toward the back").
        case flipFromLeft
        /// The mirror image: the right edge comes forward, the left side recedes.
        case flipFromRight

        /// The effect in the options' transition field (bits 20–23, UIKit's encoding: a number,
        /// not flags); the curls and no transition give `.none`.
        init(_ options: UIView.AnimationOptions) {
            switch options.rawValue & (0xF << 20) {
            case UIView.AnimationOptions.transitionCrossDissolve.rawValue: self = .crossDissolve
            case UIView.AnimationOptions.transitionFlipFromLeft.rawValue: self = .flipFromLeft
            case UIView.AnimationOptions.transitionFlipFromRight.rawValue: self = .flipFromRight
            default: self = .none
            }
        }
    }

    /// How dark the receding side of a flip gets when the view is edge-on (black at this alpha).
    static let flipMaximumShade = 0.5

    let effect: Effect
    let allowsUserInteraction: Bool
    /// The content before the change, at the screen's scale, covering ``oldBounds``.
    private let oldContent: ImageBuffer
    private let oldBounds: CGRect
    private let curve: UIView.AnimationCurve
    private let duration: TimeInterval
    private let startTime: TimeInterval
    private weak var view: UIView?
    /// The window it runs in: a view that leaves it ends the transition.
    private weak var window: UIWindow?
    private var completion: ((Bool) -> Void)?
    private var frameClient: DisplayLink.Token?
    /// The curve's progress (0…1) at the latest frame.
    private(set) var progress: Double = 0
    /// True while ``draw(_:in:)`` paints the view's live content through `render`, so that the
    /// nested call draws the content itself instead of the transition again.
    private var isDrawingLiveContent = false

    /// Starts a transition of `view` (in `window`) from `oldContent`: the caller snapshotted the
    /// view and already changed it.
    init(view: UIView, window: UIWindow, oldContent: ImageBuffer, oldBounds: CGRect, duration: TimeInterval,
         options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.view = view
        self.oldContent = oldContent
        self.oldBounds = oldBounds
        self.duration = duration
        self.completion = completion
        effect = Effect(options)
        curve = UIView.AnimationCurve(options)
        allowsUserInteraction = options.contains(.allowUserInteraction)
        startTime = window.timers.clock.now
        self.window = window
        // The frame client owns the transition until it ends, so that the completion runs even
        // when the view goes away meanwhile (the view only holds it to be drawn by it).
        frameClient = window.displayLink.add { time in self.step(at: time) }
        window.changeObserver?.viewDidBeginAnimation(view)
        view.setNeedsDisplay(area(of: view))
    }

    /// Where the old content shows, in the view's current bounds coordinates: the old size about
    /// the same centre, since the transition keeps `center` while the content may change size
    /// (the Farm's hen turning into a roast).
    private func oldFrame(in view: UIView) -> CGRect {
        CGRect(x: view.bounds.midX - oldBounds.width / 2, y: view.bounds.midY - oldBounds.height / 2,
               width: oldBounds.width, height: oldBounds.height)
    }

    /// What a frame of the transition may paint: both faces' areas.
    private func area(of view: UIView) -> CGRect {
        oldFrame(in: view).union(view.bounds)
    }

    /// One display frame: the new progress, a repaint, and the end when the time is up.
    /// A view that left the window (or is gone) ends it unfinished, as Core Animation removes the
    /// animations of a view that leaves its window.
    private func step(at time: TimeInterval) -> Bool {
        guard let view, view.window === window else {
            frameClient = nil  // returning false removes the client
            end(finished: false)
            return false
        }
        let fraction = duration > 0 ? (time - startTime) / duration : 1
        progress = curve.progress(at: fraction)
        view.setNeedsDisplay(area(of: view))
        guard fraction >= 1 else { return true }
        frameClient = nil
        end(finished: true)
        return false
    }

    /// Ends the transition now: the view shows its live content again, the observer hears of
    /// the end, and the completion gets `finished` (false when a new transition interrupted it).
    /// With `deferringCompletion` the completion runs on the next run-loop turn instead (a 0-s
    /// timer), for ends caused inside a `transition` call: as with `animate`, a completion never
    /// runs inside the call that started or interrupted its animation.
    func end(finished: Bool, deferringCompletion: Bool = false) {
        if let frameClient { window?.displayLink.remove(frameClient) }
        frameClient = nil
        if let view, view.activeTransition === self {
            view.setNeedsDisplay(area(of: view))
            view.activeTransition = nil
            window?.changeObserver?.viewDidEndAnimation(view)
        }
        guard let completion = self.completion else { return }
        self.completion = nil
        if deferringCompletion, let window {
            window.timers.schedule(after: 0) { completion(finished) }
        } else {
            completion(finished)
        }
    }

    /// Paints `view` (bounds coordinates) as the transition shows it now. Returns false when
    /// called from inside itself, so that `render` then draws the live content.
    func draw(_ view: UIView, in context: GraphicsContext) -> Bool {
        guard !isDrawingLiveContent else { return false }
        switch effect {
        case .none: return false
        case .crossDissolve: drawCrossDissolve(view, in: context)
        case .flipFromLeft, .flipFromRight: drawFlip(view, in: context)
        }
        return true
    }

    /// Old and new summed in a group (ADD), each at its share, then put over what is below.
    private func drawCrossDissolve(_ view: UIView, in context: GraphicsContext) {
        context.beginTransparencyLayer()
        context.draw(oldContent, in: oldFrame(in: view), alpha: 1 - progress, blendMode: .plusLighter)
        context.beginTransparencyLayer()
        drawLiveContent(of: view, in: context)
        context.endTransparencyLayer(alpha: progress, blendMode: .plusLighter)
        context.endTransparencyLayer(alpha: 1)
    }

    /// The view turned by π·p about its vertical centre line, seen without perspective: its
    /// width shrinks by |cos(π·p)|; the old face shows up to half-way, the new one from there.
    private func drawFlip(_ view: UIView, in context: GraphicsContext) {
        let angle = Double.pi * progress
        let widthFactor = abs(cos(angle))
        guard widthFactor > 0.001 else { return }
        let showsNewFace = progress >= 0.5
        let bounds = showsNewFace ? view.bounds : oldFrame(in: view)
        // Flip from left: the right side recedes on the old face; after half-way the back (new)
        // face is seen, whose left side is the old right side, still receding.
        let recedesOnRight = (effect == .flipFromLeft) != showsNewFace
        let shade = Self.flipMaximumShade * sin(angle)
        context.withSavedGState {
            context.translateBy(x: bounds.midX, y: 0)
            context.scaleBy(x: widthFactor, y: 1)
            context.translateBy(x: -bounds.midX, y: 0)
            context.beginTransparencyLayer()
            if showsNewFace { drawLiveContent(of: view, in: context) } else { context.draw(oldContent, in: bounds) }
            let near = CGPoint(x: recedesOnRight ? bounds.minX : bounds.maxX, y: bounds.midY)
            let far = CGPoint(x: recedesOnRight ? bounds.maxX : bounds.minX, y: bounds.midY)
            context.fillLinearGradient(bounds, from: near, UIColor(white: 0, alpha: 0),
                                       to: far, UIColor(white: 0, alpha: shade), blendMode: .sourceAtop)
            context.endTransparencyLayer(alpha: 1)
        }
    }

    private func drawLiveContent(of view: UIView, in context: GraphicsContext) {
        isDrawingLiveContent = true
        view.render(in: context, dirty: view.bounds)
        isDrawingLiveContent = false
    }
}
