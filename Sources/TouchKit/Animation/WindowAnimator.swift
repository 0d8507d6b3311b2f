import Foundation

/// Runs the property animations of the views in one window, on the window's ``DisplayLink``.
///
/// It is the only writer of ``UIView/presentationOverrides``: each frame it computes every
/// animation's value, writes it (an animation has its override from the moment it is added, even
/// in its delay: the views' setters and hit-testing rely on that to skip non-animating views), and repaints the old and new presented areas of the views whose
/// values changed. A finished animation's override goes (the model value is the end value), its
/// group learns it, and completions run after the frame's bookkeeping. With no animation left it
/// leaves the display link, so no timer is pending.
@MainActor
final class WindowAnimator {
    private weak var window: UIWindow?
    private var animations: [PropertyAnimation] = []
    /// Views whose first animation has started (after its delay) and whose last has not ended:
    /// they got `viewDidBeginAnimation` and are owed `viewDidEndAnimation`.
    private var begunViews: [ObjectIdentifier: UIView] = [:]
    private var frameClient: DisplayLink.Token?
    private var isInFrame = false
    /// Completions due; run at the end of a frame, or from a 0-s timer when an animation is
    /// interrupted outside a frame (never inside the `animate` call or setter that interrupted).
    private var dueCompletions: [() -> Void] = []
    private var completionTimer: TimerQueue.Token?

    init(window: UIWindow) {
        self.window = window
    }

    /// Whether any animation (running or in its delay) is pending.
    var isAnimating: Bool { !animations.isEmpty }

    /// Whether `view` has an animation without `.allowUserInteraction`: UIKit disables user
    /// interaction for the views being animated unless that option is given.
    func blocksUserInteraction(of view: UIView) -> Bool {
        animations.contains { $0.view === view && !$0.group.options.contains(.allowUserInteraction) }
    }

    /// Starts animating `change` (already in the model), replacing a running animation of the same
    /// view and property, whose group then completes with `false`. The new animation starts from
    /// the recorded old model value, or with `.beginFromCurrentState` from the value presented now.
    func add(_ change: AnimationTransaction.Change, duration: TimeInterval, delay: TimeInterval, group: AnimationGroup) {
        guard let window else { return }
        let now = window.timers.clock.now
        var from = change.from
        if group.options.contains(.beginFromCurrentState),
           let presented = change.view.presentationOverrides[change.property] {
            from = presented
        }
        let replaced = index(of: change.view, change.property).map { animations.remove(at: $0) }
        animations.append(PropertyAnimation(view: change.view, property: change.property, from: from, to: change.to,
                                            start: now + max(0, delay), duration: duration,
                                            curve: UIView.AnimationCurve(group.options), group: group))
        // Ended after the new one is in, so the view does not seem to stop and start again.
        if let replaced {
            end(replaced, finished: false)
            if !isInFrame { scheduleDueCompletions() }
        }
        update(at: now)
        if frameClient == nil {
            frameClient = window.displayLink.add { [weak self] time in self?.frame(at: time) ?? false }
        }
    }

    /// Stops the animation of `view`'s `property`, if any: the model value shows at once and the
    /// animation's group completes with `false`.
    func removeAnimation(of view: UIView, _ property: AnimatableProperty) {
        guard let index = index(of: view, property) else { return }
        let removed = animations.remove(at: index)
        let oldArea = presentedArea(of: view)
        view.presentationOverrides[property] = nil
        invalidate(oldArea, presentedArea(of: view))
        end(removed, finished: false)
        if !isInFrame {
            if animations.isEmpty, let frameClient {
                window?.displayLink.remove(frameClient)
                self.frameClient = nil
            }
            scheduleDueCompletions()
        }
    }

    // MARK: Frames

    /// One display frame: returns whether another is wanted.
    private func frame(at time: TimeInterval) -> Bool {
        isInFrame = true
        stopAnimationsOfViewsThatLeftTheWindow()
        update(at: time)
        let finished = animations.filter { $0.isFinished(at: time) }
        animations.removeAll { $0.isFinished(at: time) }
        for animation in finished {
            // The last frame presented the end value, which is the model's: drop the override.
            animation.view.presentationOverrides[animation.property] = nil
            end(animation, finished: true)
        }
        isInFrame = false
        runDueCompletions()
        guard animations.isEmpty else { return true }
        frameClient = nil
        return false
    }

    /// Core Animation removes a layer's animations when its view leaves the window: the ones whose
    /// view is no longer in this window end unfinished, so that their completions run (`false`),
    /// the observer hears the end, and the animator holds no removed view.
    private func stopAnimationsOfViewsThatLeftTheWindow() {
        guard animations.contains(where: { $0.view.window !== window }) else { return }
        let (staying, leaving) = (animations.filter { $0.view.window === window },
                                  animations.filter { $0.view.window !== window })
        animations = staying
        for animation in leaving {
            // Its area was repainted when it left; no pixel of this window shows it now.
            animation.view.presentationOverrides[animation.property] = nil
            end(animation, finished: false)
        }
    }

    /// Presents every animation's value at `time`, repaints what moved, and announces views whose
    /// first animation has just started.
    private func update(at time: TimeInterval) {
        var oldAreas: [ObjectIdentifier: (view: UIView, area: CGRect?)] = [:]
        for animation in animations {
            let view = animation.view
            let value = animation.value(at: time)
            guard view.presentationOverrides[animation.property] != value else { continue }
            let key = ObjectIdentifier(view)
            if oldAreas[key] == nil { oldAreas[key] = (view, presentedArea(of: view)) }
            view.presentationOverrides[animation.property] = value
        }
        for (view, oldArea) in oldAreas.values { invalidate(oldArea, presentedArea(of: view)) }
        for animation in animations where animation.hasStarted(at: time) {
            let key = ObjectIdentifier(animation.view)
            guard begunViews[key] == nil else { continue }
            begunViews[key] = animation.view
            window?.changeObserver?.viewDidBeginAnimation(animation.view)
        }
    }

    /// Tells `animation`'s group it ended, and the observer when it was its view's last.
    private func end(_ animation: PropertyAnimation, finished: Bool) {
        if let completion = animation.group.animationDidEnd(finished: finished) { dueCompletions.append(completion) }
        let key = ObjectIdentifier(animation.view)
        guard !animations.contains(where: { $0.view === animation.view }), begunViews.removeValue(forKey: key) != nil
        else { return }
        window?.changeObserver?.viewDidEndAnimation(animation.view)
    }

    private func runDueCompletions() {
        let completions = dueCompletions
        dueCompletions.removeAll()
        for completion in completions { completion() }
    }

    private func scheduleDueCompletions() {
        guard !dueCompletions.isEmpty, completionTimer == nil, let window else { return }
        completionTimer = window.timers.schedule(after: 0) { [weak self] in
            self?.completionTimer = nil
            self?.runDueCompletions()
        }
    }

    // MARK: Helpers

    private func index(of view: UIView, _ property: AnimatableProperty) -> Int? {
        animations.firstIndex { $0.view === view && $0.property == property }
    }

    /// The area `view` is drawn in now, in window coordinates: its presented bounds through the
    /// presented geometry of it and its ancestors (their animations included).
    private func presentedArea(of view: UIView) -> CGRect? {
        guard let window = view.window, view !== window else { return nil }
        return view.presentation.bounds.applying(view.transform(to: window, in: .presentation))
    }

    private func invalidate(_ areas: CGRect?...) {
        guard let window else { return }
        for case let area? in areas { window.invalidate(area) }
    }
}
