import Foundation
import TouchKit

/// Writes the `--trace` contract: one JSON object per line for every change a user could see.
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
    }

    /// `{"event":"ready","window":"0x1","width":480,"height":720,"refreshRate":60}`; the refresh
    /// rate is the screen's (frames per second), the rate animations draw at.
    func windowDidBecomeReady(id: String, size: CGSize) {
        isReady = true
        emit("ready", ("window", .string(id)), ("width", .number(Double(size.width))),
             ("height", .number(Double(size.height))),
             ("refreshRate", .number(Double(window?.screen.maximumFramesPerSecond ?? 60))))
    }

    func screenDidShow(_ screen: Screen) {
        guard isReady else { return }
        emit("screen", ("name", .string(screen.rawValue)))
        layoutDidChange()
        if let hint = window?.view(withAccessibilityIdentifier: Self.hintLabelName) as? UILabel, !hint.isHidden {
            labelDidChangeText(hint)
        }
    }

    /// Lists every visible named view with its frame in window coordinates.
    func layoutDidChange() {
        guard isReady, let window else { return }
        var views: [(String, JSONValue)] = []
        collectNamedViews(in: window, into: &views)
        emit("layout", ("views", .object(views)))
    }

    // MARK: ViewChangeObserver

    public func viewDidChangeFrame(_ view: UIView) {
        guard isReady, let name = view.accessibilityIdentifier, let window else { return }
        emit("frame", ("view", .string(name)), ("rect", .rect(view.convert(view.bounds, to: window))))
    }

    public func imageViewDidChangeImage(_ imageView: UIImageView) {
        guard isReady, let name = imageView.accessibilityIdentifier else { return }
        emit("image", ("view", .string(name)), ("image", .string(imageView.image?.name ?? "")))
    }

    /// `{"event":"status","text":"Touches Began"}` for `TouchStatus`,
    /// `{"event":"hint","text":"Draw a V anywhere: finger or mouse"}` for `HintLabel`.
    public func labelDidChangeText(_ label: UILabel) {
        guard isReady else { return }
        switch label.accessibilityIdentifier {
        case Self.statusLabelName: emit("status", ("text", .string(label.text ?? "")))
        case Self.hintLabelName: emit("hint", ("text", .string(label.text ?? "")))
        default: break
        }
    }

    /// `{"event":"gesture","view":"DragImage","recognizer":"pan","state":"began"}`; `view` is
    /// left out when the recognizer's view has no name. A recognized discrete gesture reports
    /// `ended` (UIKit's `recognized` is the same state).
    public func gestureRecognizerDidChangeState(_ recognizer: UIGestureRecognizer) {
        guard isReady else { return }
        var fields: [(String, JSONValue)] = []
        if let name = recognizer.view?.accessibilityIdentifier { fields.append(("view", .string(name))) }
        fields.append(("recognizer", .string(Self.traceName(of: recognizer))))
        fields.append(("state", .string(recognizer.state.description)))
        write(JSONValue.object([("event", .string("gesture"))] + fields).serialized)
    }

    /// `{"event":"animation","view":"FarmAnimal","state":"began"}`: the first animation of a
    /// named view started (after its delay).
    public func viewDidBeginAnimation(_ view: UIView) {
        guard isReady, let name = view.accessibilityIdentifier else { return }
        emit("animation", ("view", .string(name)), ("state", .string("began")))
    }

    /// `{"event":"animation","view":"FarmAnimal","state":"ended"}`: the last animation of a
    /// named view finished or was stopped.
    public func viewDidEndAnimation(_ view: UIView) {
        guard isReady, let name = view.accessibilityIdentifier else { return }
        emit("animation", ("view", .string(name)), ("state", .string("ended")))
    }

    /// `{"event":"animation","view":"touch","state":"began"}`: a screen slides during a
    /// navigation push or pop (`began`, then `ended` when the slide stops, also when an
    /// interactive pop slides back). The view is named by the screen's `--screen` name.
    func screenAnimationDidChange(_ screen: Screen, state: String) {
        guard isReady else { return }
        emit("animation", ("view", .string(screen.rawValue)), ("state", .string(state)))
    }

    // MARK: Finger Paint

    /// `{"event":"stroke","touch":"touch-10-3","state":"began","points":1}`: a finger's stroke
    /// began, ended or was cancelled (`phase`), with the number of points it has.
    func strokeDidChange(touch: PointerID, phase: UITouch.Phase, points: Int) {
        guard isReady else { return }
        emit("stroke", ("touch", .string(touch.description)), ("state", .string(phase.description)),
             ("points", .number(Double(points))))
    }

    /// `{"event":"strokes","completed":5}`: the number of finished strokes on the canvas changed.
    func completedStrokesDidChange(count: Int) {
        guard isReady else { return }
        emit("strokes", ("completed", .number(Double(count))))
    }

    /// `{"event":"saved","path":"/home/u/Pictures/touch-demo-20260101-120000.png","width":480,"height":520}`:
    /// Finger Paint saved its canvas as a PNG of `width` × `height` pixels.
    func pictureDidSave(path: String, width: Int, height: Int) {
        guard isReady else { return }
        emit("saved", ("path", .string(path)), ("width", .number(Double(width))), ("height", .number(Double(height))))
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

    /// Writes `{"event":EVENT,…fields}` as one line.
    func emit(_ event: String, _ fields: (String, JSONValue)...) {
        write(JSONValue.object([("event", .string(event))] + fields).serialized)
    }

    private func collectNamedViews(in view: UIView, into views: inout [(String, JSONValue)]) {
        guard !view.isHidden else { return }
        if let name = view.accessibilityIdentifier, let window {
            views.append((name, .rect(view.convert(view.bounds, to: window))))
        }
        for subview in view.subviews { collectNamedViews(in: subview, into: &views) }
    }
}
