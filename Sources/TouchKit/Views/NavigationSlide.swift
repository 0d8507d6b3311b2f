import Foundation

/// The slide between two screens of a ``UINavigationController``, as UIKit draws a push: the
/// top screen covers the one below from the right, and the one below moves left by
/// ``coveredScreenParallax`` of the width and darkens a little under it.
///
/// One number says where the slide is: ``coverage``, 1 when the top screen fills the content
/// area and 0 when it is entirely off to the right. A push animates it from 0 to 1, a pop from 1
/// to 0, and the interactive pop lets the finger set it. Frames come from the window's
/// ``DisplayLink``; when the slide reaches its target no frame client is left.
@MainActor
final class NavigationSlide {
    /// How far the screen below moves left when fully covered, as a fraction of the width (UIKit
    /// moves it by about 30 %).
    static let coveredScreenParallax: CGFloat = 0.3
    /// The black alpha over the screen below when fully covered.
    static let coveredScreenDimming: CGFloat = 0.1

    /// The screen on top (arriving on a push, leaving on a pop).
    let topView: UIView
    /// The screen below it.
    let coveredView: UIView
    /// Darkens ``coveredView``; lies between the two screens.
    let dimmingView = UIView()
    /// 1: the top screen fills the content area; 0: it is off to the right.
    private(set) var coverage: CGFloat
    /// Whether a finger drives the slide (the interactive pop) rather than the clock.
    var isInteractive = false

    private var frameClient: DisplayLink.Token?
    private weak var displayLink: DisplayLink?
    private var animation: (start: TimeInterval, duration: TimeInterval, from: CGFloat, to: CGFloat,
                            curve: UIView.AnimationCurve)?
    private var completion: (() -> Void)?
    /// Lays the views out for the current coverage (set by the navigation controller).
    var onChange: (() -> Void)?

    init(topView: UIView, coveredView: UIView, coverage: CGFloat) {
        self.topView = topView
        self.coveredView = coveredView
        self.coverage = coverage
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false
    }

    /// Sets the coverage directly (the finger of the interactive pop).
    func setCoverage(_ value: CGFloat) {
        coverage = min(max(value, 0), 1)
        onChange?()
    }

    /// Places the two screens and the dimming for the current coverage in `content` (the area
    /// below the bar, navigation view coordinates).
    func layout(in content: CGRect) {
        let width = content.width
        topView.frame = content.offsetBy(dx: (width * (1 - coverage)).rounded(), dy: 0)
        coveredView.frame = content.offsetBy(dx: (-width * Self.coveredScreenParallax * coverage).rounded(), dy: 0)
        dimmingView.frame = coveredView.frame
        dimmingView.alpha = Self.coveredScreenDimming * coverage
    }

    /// Moves the coverage to `target` over `duration` seconds along `curve`, then calls
    /// `completion`. A duration of 0 (or no display link) gets there at once.
    func animate(to target: CGFloat, duration: TimeInterval, curve: UIView.AnimationCurve,
                 on displayLink: DisplayLink?, clock: any TimeSource, completion: @escaping () -> Void) {
        stopFrames()
        self.completion = completion
        guard let displayLink, duration > 0, target != coverage else {
            finish(at: target)
            return
        }
        animation = (clock.now, duration, coverage, target, curve)
        self.displayLink = displayLink
        frameClient = displayLink.add { [weak self] time in self?.step(at: time) ?? false }
    }

    /// Whether the clock moves the slide now (after ``animate(to:duration:curve:on:clock:completion:)``).
    var isAnimating: Bool { completion != nil }

    /// Jumps to the end of the running animation and completes it.
    func finishNow() {
        let end = animation?.to ?? coverage
        stopFrames()
        finish(at: end)
    }

    private func step(at time: TimeInterval) -> Bool {
        guard let animation else { return false }
        let fraction = (time - animation.start) / animation.duration
        let progress = CGFloat(animation.curve.progress(at: fraction))
        guard fraction < 1 else {
            frameClient = nil  // returning false removes the client
            self.animation = nil
            finish(at: animation.to)
            return false
        }
        setCoverage(animation.from + (animation.to - animation.from) * progress)
        return true
    }

    private func stopFrames() {
        if let frameClient { displayLink?.remove(frameClient) }
        frameClient = nil
        animation = nil
    }

    private func finish(at target: CGFloat) {
        setCoverage(target)
        let completion = self.completion
        self.completion = nil
        completion?()
    }
}
