import Foundation

/// The interactive pop: a pan from the window's left edge drags the top screen off to the right.
///
/// The top screen follows the finger, the one below shows under it as in a pop slide. When the
/// finger lifts, the pop completes if the screen has moved past ``interactivePopCompletionFraction``
/// of the width or the finger flicks right faster than ``interactivePopFlickVelocity``; else the
/// screen slides back. Either way the slide continues from where the finger left it, for the
/// remaining fraction of ``UINavigationController/slideDuration``. The stack changes, and
/// ``UINavigationController/didShow`` comes, only when the pop completes.
extension UINavigationController {
    /// Past this fraction of the width, lifting the finger completes the pop (UIKit: half).
    public static let interactivePopCompletionFraction: CGFloat = 0.5
    /// A flick to the right faster than this, in points per second, completes the pop wherever
    /// the finger is; a flick to the left as fast slides back even past half. 500 pt/s is a
    /// deliberate flick (it would cross the rest of a 480-pt window in under half a second), well
    /// above the 100–200 pt/s of a finger that slows down to let go where it is.
    public static let interactivePopFlickVelocity: CGFloat = 500

    /// The recognizer of the interactive pop: a `UIScreenEdgePanGestureRecognizer` with
    /// `edges = .left` on the navigation controller's view, enabled only when there is a
    /// controller to pop. A screen with its own left-edge gesture makes it wait with
    /// `require(toFail:)`; `shouldBegin` can veto it (a drawing screen).
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

    /// Adds the recognizer to the view; called once the view is loaded.
    func installInteractivePop() {
        popRecognizer.edges = .left
        popRecognizer.name = "interactivePop"
        // Only touches that land in the edge region: the others would fail it at once, and a
        // recognizer that never sees a touch stays out of its arbitration (and of the trace).
        popRecognizer.shouldReceive = { _, touch in
            touch.location(in: nil).x <= UIScreenEdgePanGestureRecognizer.edgeRegionWidth
        }
        popRecognizer.addTarget(self) { [unowned self] _ in handleInteractivePop() }
        view.addGestureRecognizer(popRecognizer)
        updateInteractivePop()
    }

    /// Enables the pop only when there is something to pop.
    func updateInteractivePop() {
        let canPop = viewControllers.count > 1
        if popRecognizer.isEnabled != canPop { popRecognizer.isEnabled = canPop }
    }

    private func handleInteractivePop() {
        switch popRecognizer.state {
        case .began:
            beginInteractivePop()
            // The pan begins past its hysteresis, or further when its moves arrived coalesced
            // (a quick drag read in one drain): the screen starts where the finger already is.
            followFinger()
        case .changed:
            followFinger()
        case .ended: releaseInteractivePop(velocity: popRecognizer.velocity(in: view).x)
        case .cancelled, .failed: releaseInteractivePop(velocity: -.infinity)
        default: break
        }
    }

    /// The top screen follows the pan's translation.
    private func followFinger() {
        guard let slide, slide.isInteractive, !slide.isAnimating else { return }
        slide.setCoverage(1 - max(0, popRecognizer.translation(in: view).x) / max(1, view.bounds.width))
    }

    private func beginInteractivePop() {
        guard slide == nil, viewControllers.count > 1, let top = topViewController else { return }
        let below = viewControllers[viewControllers.count - 2]
        view.insertSubview(below.view, at: 0)
        let newSlide = NavigationSlide(topView: top.view, coveredView: below.view, coverage: 1)
        newSlide.isInteractive = true
        startSlide(newSlide, from: top, to: below)
    }

    /// The finger let go (or the gesture was cancelled, `velocity` -∞): complete or slide back.
    private func releaseInteractivePop(velocity: CGFloat) {
        guard let slide, slide.isInteractive, !slide.isAnimating,
              let top = topViewController, viewControllers.count > 1 else { return }
        let below = viewControllers[viewControllers.count - 2]
        let moved = 1 - slide.coverage
        let completes = velocity >= Self.interactivePopFlickVelocity
            || moved > Self.interactivePopCompletionFraction && velocity > -Self.interactivePopFlickVelocity
        let target: CGFloat = completes ? 0 : 1
        // The finger has the screen moving: no slow start, so ease out only.
        slide.animate(to: target, duration: Self.slideDuration * abs(target - slide.coverage), curve: .easeOut,
                      on: view.window?.displayLink, clock: clock) { [weak self] in
            guard let self else { return }
            if completes { completeInteractivePop(from: top, to: below) } else { cancelInteractivePop() }
        }
    }

    private func completeInteractivePop(from top: UIViewController, to below: UIViewController) {
        viewControllers.removeLast()
        top.navigationController = nil
        navigationBar.setTitle(below.title)
        navigationBar.backButton.isHidden = viewControllers.count < 2
        endSlide(from: top, to: below, completed: true, leaving: top.view)
    }

    /// Slides back (or, when a push or pop interrupts the finger, jumps back): the screen below
    /// leaves, the stack is unchanged, and no `didShow` comes.
    func cancelInteractivePop() {
        guard let slide, let top = topViewController, viewControllers.count > 1 else { return }
        endSlide(from: top, to: viewControllers[viewControllers.count - 2], completed: false, leaving: slide.coveredView)
    }
}
