import Foundation
import TouchDemoTrace
import TouchKit

/// Writes the `--trace` contract (`TraceEvent`, one JSON line each) for every change a user
/// could see.
///
/// Events: `ready`, `screen`, `layout` (every visible named view, window coordinates), `status`
/// (the `TouchStatus` label), `hint` (the `HintLabel` of the screen, when it shows or changes),
/// `image` and `frame` (named views), `gesture` (every state change of every gesture recognizer
/// in the window, `failed` and `cancelled` included), `animation` (a named view's animations or
/// transitions began or ended, and the two screens of a navigation slide), Finger Paint's
/// `stroke`, `strokes` and `saved`, and the course demos' `farm`, `circle` and `swipe`
/// (`TraceRecorder+CourseDemos.swift`). Everything waits until the window is ready, so a reader
/// always sees `ready` first.
@MainActor
public final class TraceRecorder: ViewChangeObserver {
    /// The name of the label whose text changes are reported as `status` events.
    public static let statusLabelName = "TouchStatus"
    /// The name of the label whose text is reported as `hint` events.
    public static let hintLabelName = SampleLayout.hintLabelName

    private let write: (String) -> Void
    private weak var window: UIWindow?
    private(set) var isReady = false

    /// A recorder that hands each finished line (without newline) to `write`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Starts observing `window`.
    func attach(to window: UIWindow) {
        self.window = window
        window.changeObserver = self
        window.touchDispatcher.addObserver(self)
    }

    /// `{"event":"ready","height":720,"refreshRate":60,"width":480,"window":"0x1"}`; the refresh
    /// rate is the screen's (frames per second), the rate animations draw at.
    func windowDidBecomeReady(id: String, size: CGSize) {
        isReady = true
        emit(.ready(window: id, width: Double(size.width), height: Double(size.height),
                    refreshRate: window?.screen.maximumFramesPerSecond ?? 60))
    }

    func screenDidShow(_ screen: Screen) {
        guard isReady else { return }
        emit(.screen(name: screen.rawValue))
        layoutDidChange()
        if let hint = window?.view(withAccessibilityIdentifier: Self.hintLabelName) as? UILabel, !hint.isHidden {
            labelDidChangeText(hint)
        }
    }

    /// `{"event":"focus","rect":[60,71,360,62],"view":"TouchSamplesButton"}`: the menu's keyboard focus
    /// moved to `button` (window coordinates); `{"event":"focus"}` when the focus ring hides.
    /// Every menu button is named; an unnamed one would be traced as the ring hiding.
    func focusDidMove(to button: UIView?) {
        guard isReady else { return }
        if let button, let name = button.accessibilityIdentifier, let window {
            emit(.focus(view: name, rect: button.convert(button.bounds, to: window)))
        } else {
            emit(.focusHidden)
        }
    }

    /// Lists every visible named view with its frame in window coordinates.
    func layoutDidChange() {
        guard isReady, let window else { return }
        var views: [String: CGRect] = [:]
        collectNamedViews(in: window, into: &views)
        emit(.layout(views: views))
    }

    // MARK: ViewChangeObserver

    public func viewDidChangeFrame(_ view: UIView) {
        guard isReady, let name = view.accessibilityIdentifier, let window else { return }
        emit(.frame(view: name, rect: view.convert(view.bounds, to: window)))
    }

    public func imageViewDidChangeImage(_ imageView: UIImageView) {
        guard isReady, let name = imageView.accessibilityIdentifier else { return }
        emit(.image(view: name, image: imageView.image?.name ?? ""))
    }

    /// `{"event":"status","text":"Touches Began"}` for `TouchStatus`,
    /// `{"event":"hint","text":"Draw a V anywhere: finger or mouse"}` for `HintLabel`.
    public func labelDidChangeText(_ label: UILabel) {
        guard isReady else { return }
        switch label.accessibilityIdentifier {
        case Self.statusLabelName: emit(.status(text: label.text ?? ""))
        case Self.hintLabelName: emit(.hint(text: label.text ?? ""))
        default: return
        }
    }

    /// `{"event":"gesture","recognizer":"pan","state":"began","view":"DragImage"}`; `view` is
    /// left out when the recognizer's view has no name. A recognized discrete gesture reports
    /// `ended` (UIKit's `recognized` is the same state).
    func gestureRecognizerDidChangeState(_ recognizer: UIGestureRecognizer) {
        guard isReady else { return }
        emit(.gesture(recognizer: Self.traceName(of: recognizer), state: recognizer.state,
                      view: recognizer.view?.accessibilityIdentifier))
    }

    /// `{"event":"animation","state":"began","view":"FarmAnimal"}`: the first animation of a
    /// named view started (after its delay).
    public func viewDidBeginAnimation(_ view: UIView) {
        guard isReady, let name = view.accessibilityIdentifier else { return }
        emit(.animation(view: name, state: .began))
    }

    /// `{"event":"animation","state":"ended","view":"FarmAnimal"}`: the last animation of a
    /// named view finished or was stopped.
    public func viewDidEndAnimation(_ view: UIView) {
        guard isReady, let name = view.accessibilityIdentifier else { return }
        emit(.animation(view: name, state: .ended))
    }

    /// `{"event":"animation","state":"began","view":"touch"}`: a screen slides during a
    /// navigation push or pop (`began`, then `ended` when the slide stops, also when an
    /// interactive pop slides back). The view is named by the screen's `--screen` name.
    func screenAnimationDidChange(_ screen: Screen, state: TraceEvent.AnimationState) {
        guard isReady else { return }
        emit(.animation(view: screen.rawValue, state: state))
    }

    // MARK: Finger Paint

    /// `{"event":"stroke","points":1,"state":"began","touch":"touch-10-3"}`: a finger's stroke
    /// began, ended or was cancelled (`phase`), with the number of points it has.
    func strokeDidChange(touch: PointerID, phase: UITouch.Phase, points: Int) {
        guard isReady else { return }
        emit(.stroke(touch: touch.description, phase: phase, points: points))
    }

    /// `{"completed":5,"event":"strokes"}`: the number of finished strokes on the canvas changed.
    func completedStrokesDidChange(count: Int) {
        guard isReady else { return }
        emit(.strokes(completed: count))
    }

    /// `{"event":"saved","height":520,"path":"/home/u/Pictures/touch-demo-20260101-120000.png","width":480}`:
    /// Finger Paint saved its canvas as a PNG of `width` × `height` pixels.
    func pictureDidSave(path: String, width: Int, height: Int) {
        guard isReady else { return }
        emit(.saved(path: path, width: width, height: height))
    }

    /// The recognizer's `name`, else its kind from the class name: `UIPanGestureRecognizer` →
    /// "pan", `UILongPressGestureRecognizer` → "longPress", `CheckmarkGestureRecognizer` →
    /// "checkmark".
    public static func traceName(of recognizer: UIGestureRecognizer) -> String {
        if let name = recognizer.name { return name }
        var kind = String(describing: type(of: recognizer))
        if kind.hasPrefix("UI") { kind.removeFirst(2) }
        if kind.hasSuffix("GestureRecognizer") { kind.removeLast("GestureRecognizer".count) }
        guard let first = kind.first else { return "gesture" }
        return first.lowercased() + kind.dropFirst()
    }

    // MARK: Private

    /// Writes `event` as one line.
    func emit(_ event: TraceEvent) {
        write(event.line)
    }

    private func collectNamedViews(in view: UIView, into views: inout [String: CGRect]) {
        guard !view.isHidden else { return }
        if let name = view.accessibilityIdentifier, let window {
            views[name] = view.convert(view.bounds, to: window)
        }
        for subview in view.subviews { collectNamedViews(in: subview, into: &views) }
    }
}
