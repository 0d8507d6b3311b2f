import Foundation
import TouchDemo
import TouchKit
import TouchKitTesting

/// The live objects of one case: a window on a manual clock, the scenario's views (as
/// ``TrackingView``s) and recognizers, wired as the scenario says, watched by an
/// ``InvariantMonitor``.
@MainActor
final class FuzzWorld {
    let window = UIWindow(frame: CGRect(origin: .zero, size: FuzzScenario.windowSize))
    /// A second window views can be moved to; it gets no input.
    let otherWindow = UIWindow(frame: CGRect(origin: .zero, size: FuzzScenario.windowSize))
    let clock = ManualClock()
    let monitor = InvariantMonitor()
    private(set) var views: [TrackingView] = []
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// Each recognizer's view in the scenario, nil for the window.
    private(set) var recognizerViews: [Int?] = []

    init(_ scenario: FuzzScenario) {
        window.timers.clock = clock
        otherWindow.timers.clock = clock
        window.touchDispatcher.addObserver(monitor)
        otherWindow.touchDispatcher.addObserver(monitor)
        for (index, spec) in scenario.views.enumerated() {
            let view = TrackingView(index: index, monitor: monitor, forwards: spec.forwards, frame: spec.frame)
            view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
            view.isExclusiveTouch = spec.isExclusiveTouch
            view.isUserInteractionEnabled = spec.isUserInteractionEnabled
            view.isHidden = spec.isHidden
            (spec.parent.map { views[$0] } ?? window).addSubview(view)
            views.append(view)
        }
        for (index, spec) in scenario.recognizers.enumerated() {
            let recognizer = Self.make(spec)
            recognizer.name = "\(spec.kind.rawValue) \(index)"
            (spec.view.map { views[$0] } ?? window).addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
            recognizerViews.append(spec.view)
        }
        for (recognizer, spec) in zip(recognizers, scenario.recognizers) { wire(recognizer, spec) }
        for (view, spec) in zip(views, scenario.views) {
            guard let effect = spec.effect else { continue }
            let phase = spec.effectPhase
            view.onCall = { [unowned self] called in if called == phase { apply(effect) } }
        }
    }

    /// A recognizer of `spec`'s kind with its settings.
    private static func make(_ spec: FuzzScenario.Recognizer) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch spec.kind {
        case .tap:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = spec.taps
            tap.numberOfTouchesRequired = spec.touches
            recognizer = tap
        case .longPress:
            let press = UILongPressGestureRecognizer()
            press.numberOfTapsRequired = spec.taps
            press.numberOfTouchesRequired = spec.touches
            press.minimumPressDuration = spec.pressDuration
            press.allowableMovement = spec.allowableMovement
            recognizer = press
        case .pan, .screenEdgePan:
            let pan = spec.kind == .pan ? UIPanGestureRecognizer() : UIScreenEdgePanGestureRecognizer()
            pan.minimumNumberOfTouches = spec.touches
            pan.maximumNumberOfTouches = spec.maximumTouches
            (pan as? UIScreenEdgePanGestureRecognizer)?.edges = UIRectEdge(rawValue: spec.edgesOrDirections)
            recognizer = pan
        case .swipe:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: spec.edgesOrDirections)
            swipe.numberOfTouchesRequired = spec.touches
            recognizer = swipe
        case .pinch: recognizer = UIPinchGestureRecognizer()
        case .rotation: recognizer = UIRotationGestureRecognizer()
        case .checkmark: recognizer = CheckmarkGestureRecognizer()
        }
        recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
        recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
        recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
        return recognizer
    }

    /// Failure requirements, simultaneity, delegate closures and the action's effect.
    private func wire(_ recognizer: UIGestureRecognizer, _ spec: FuzzScenario.Recognizer) {
        for other in spec.requiresToFail { recognizer.require(toFail: recognizers[other]) }
        if !spec.simultaneousWith.isEmpty {
            let partners = spec.simultaneousWith.map { ObjectIdentifier(recognizers[$0]) }
            recognizer.shouldRecognizeSimultaneously = { _, other in partners.contains(ObjectIdentifier(other)) }
        }
        if let answer = Self.closure(spec.shouldBegin) { recognizer.shouldBegin = { _ in answer() } }
        if let answer = Self.closure(spec.shouldReceive) { recognizer.shouldReceive = { _, _ in answer() } }
        guard let effect = spec.effect else { return }
        let state = spec.effectState
        recognizer.addTarget(nil) { [unowned self] sender in
            guard sender.state == state else { return }
            apply(effect)
        }
    }

    /// A closure giving `answer`'s answers, or nil for ``FuzzScenario/Answer/unset``.
    private static func closure(_ answer: FuzzScenario.Answer) -> (@MainActor () -> Bool)? {
        switch answer {
        case .unset: return nil
        case .yes: return { true }
        case .no: return { false }
        case .alternating:
            var next = true
            return {
                defer { next.toggle() }
                return next
            }
        }
    }

    /// The view at scenario index `index`, or the window for nil.
    func view(at index: Int?) -> UIView {
        index.map { views[$0] } ?? window
    }

    private func apply(_ effect: FuzzScenario.ActionEffect) {
        switch effect {
        case .removeView(let index): views[index].removeFromSuperview()
        case .disableRecognizer(let index): recognizers[index].isEnabled = false
        case .removeRecognizer(let index): recognizers[index].view?.removeGestureRecognizer(recognizers[index])
        case .cancelDevice(let device): window.cancelTouches(ofDevice: device, at: window.touchDispatcher.liveTouches.first?.timestamp ?? 0)
        }
    }
}
