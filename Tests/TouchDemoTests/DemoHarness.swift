import Foundation
import TouchDemo
import TouchDemoTrace
import TouchKit
import TouchKitTesting

/// A demo app in a window (480×720 unless told) with its trace captured, driven by scripted
/// touches.
///
/// The app sees only `environment` (empty unless a test gives one) and a current directory that
/// does not exist, so a test never saves into the real Pictures folder by accident.
@MainActor
final class DemoHarness {
    let app: TouchDemoApp
    let script: TouchScript
    private let lines: LineSink

    /// The package's `Resources` folder.
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    /// Collects trace lines.
    private final class LineSink {
        var lines: [String] = []
    }

    init(screen: Screen = .menu, size: CGSize = CGSize(width: 480, height: 720),
         environment: [String: String] = [:]) throws {
        let images = try ImageCatalog(directory: Self.resources)
        let sink = LineSink()
        let trace = TraceRecorder { sink.lines.append($0) }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        app = TouchDemoApp(window: window, images: images, screen: screen, trace: trace, environment: environment,
                           currentDirectory: "/nonexistent/touch-demo-tests")
        app.windowDidBecomeReady(id: "0x1", size: window.bounds.size)
        script = TouchScript(window: window)
        lines = sink
    }

    /// Resizes the window as the backend does when the window manager resizes it: new frame,
    /// layout, then the app hears about it.
    func resize(to size: CGSize) {
        app.window.frame = CGRect(origin: .zero, size: size)
        app.window.layoutIfNeeded()
        app.windowDidResize(to: size)
    }

    /// Every trace line so far.
    var traceLines: [String] { lines.lines }

    /// The trace events so far, parsed.
    var events: [TraceEvent] {
        traceLines.compactMap(TraceEvent.init(line:))
    }

    /// The `text` of every `status` event, in order.
    var statuses: [String] {
        events.statusTexts
    }

    /// The `image` of every `image` event for `view`, in order.
    func images(of view: String) -> [String] {
        events.compactMap { if case .image(view, let image) = $0 { image } else { nil } }
    }

    /// The views of every `layout` event, in order.
    var layouts: [[String: CGRect]] {
        events.compactMap { if case let .layout(views) = $0 { views } else { nil } }
    }

    /// The animals of every `farm` event, in order.
    var farms: [[TraceEvent.FarmAnimal]] {
        events.compactMap { if case let .farm(animals) = $0 { animals } else { nil } }
    }

    /// The `completed` count of every `strokes` event, in order.
    var completedStrokes: [Int] {
        events.compactMap { if case let .strokes(completed) = $0 { completed } else { nil } }
    }

    /// Every event of `kind`, in order.
    func events(named kind: TraceEvent.Kind) -> [TraceEvent] {
        events.filter { $0.kind == kind }
    }

    /// Lets a navigation slide (push or pop) run to its end: its `screen` event comes then.
    func finishNavigation() {
        script.wait(UINavigationController.slideDuration + 0.05)
    }

    /// Presses `key` with `modifiers`, as the backend reports a key press.
    func press(_ key: String, _ modifiers: UIKeyModifierFlags = []) {
        app.keyPressed(key, modifiers: modifiers)
    }

    /// The `name` of every `screen` event, in order.
    var screens: [String] {
        events.compactMap { if case let .screen(name) = $0 { name } else { nil } }
    }

    /// The named view's frame in window coordinates.
    func frame(of name: String) -> CGRect? {
        guard let view = app.window.view(withAccessibilityIdentifier: name) else { return nil }
        return view.convert(view.bounds, to: nil)
    }

    /// The centre of the named view in window coordinates (the origin when it does not exist,
    /// so that the test's expectations fail rather than crash).
    func center(of name: String) -> CGPoint {
        frame(of: name)?.center ?? .zero
    }
}
