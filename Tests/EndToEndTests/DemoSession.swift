import Foundation
import TouchDemoTrace
import TouchKit
import XServerFixture

/// One private Xorg with the demo running on it under `--trace`: the fixture of every
/// end-to-end test. The window maps at (0, 0) with no window manager, so window coordinates in
/// the trace are screen coordinates for the injectors.
final class DemoSession {
    let server: PrivateXServer
    let app: AppUnderTest
    /// The window id from the `ready` event.
    private(set) var windowID = ""
    /// The latest `layout` event consumed.
    private(set) var layout: TraceEvent

    /// Starts a server and the demo with `arguments` (after `--trace`), and waits until the
    /// first screen is laid out.
    init(_ arguments: [String] = [], environment: [String: String] = [:]) throws {
        server = try PrivateXServer()
        app = try AppUnderTest(executable: try AppUnderTest.builtExecutable(),
                               arguments: ["--trace"] + arguments, server: server, environment: environment)
        let ready = try app.waitFor(event: .ready)
        guard case let .ready(window, _, _, _) = ready else { throw XServerFixtureError("not ready: \(ready)") }
        windowID = window
        layout = try app.waitFor(event: .layout)
    }

    deinit {
        app.terminate()
        server.stop()
    }

    var touchscreen: InputTestTouchscreen { get throws { try server.touchscreen } }
    var pointer: InputTestPointer { get throws { try server.pointer } }

    /// The centre of `view` in the latest layout.
    func center(of view: String) throws -> CGPoint {
        guard let center = layout.center(ofView: view) else {
            throw XServerFixtureError("no \(view) in the layout: \(layout.line)")
        }
        return center
    }

    /// The frame of `view` in the latest layout, as a rect.
    func frame(of view: String) throws -> CGRect {
        guard let frame = layout.frame(ofView: view) else {
            throw XServerFixtureError("no \(view) in the layout: \(layout.line)")
        }
        return frame
    }

    /// Waits until screen `name` shows and its layout arrives.
    func waitForScreen(_ name: String) throws {
        try app.waitFor("screen \(name)") { $0 == .screen(name: name) }
        layout = try app.waitFor(event: .layout)
    }

    /// Waits for the status line to read `text`.
    @discardableResult
    func waitForStatus(_ text: String, timeout: TimeInterval = 10) throws -> TraceEvent {
        try app.waitFor(timeout: timeout, "status \"\(text)\"") { $0 == .status(text: text) }
    }

    /// Waits for a status line whose text satisfies `accept` (`description` says which), and
    /// returns the text.
    @discardableResult
    func waitForStatus(_ description: String, where accept: (String) -> Bool) throws -> String {
        let event = try app.waitFor("status: \(description)") {
            if case let .status(text) = $0 { accept(text) } else { false }
        }
        guard case let .status(text) = event else { return "" }
        return text
    }

    /// Waits for `view` to show `image`.
    func waitForImage(_ view: String, _ image: String) throws {
        try app.waitFor("\(view) showing \(image)") {
            $0 == .image(view: view, image: image)
        }
    }

    /// Waits for a `frame` event of `view` whose origin is within `tolerance` of `origin`.
    @discardableResult
    func waitForFrame(_ view: String, origin: CGPoint, tolerance: Double = 1) throws -> TraceEvent {
        try app.waitFor("\(view) at \(origin) ±\(tolerance)") { event in
            guard case .frame(view, let rect) = event else { return false }
            return abs(rect.minX - origin.x) <= tolerance && abs(rect.minY - origin.y) <= tolerance
        }
    }

    /// Waits for `recognizer` (trace name) to report `state`, on `view` when given.
    @discardableResult
    func waitForGesture(_ recognizer: String, _ state: UIGestureRecognizer.State, on view: String? = nil) throws
        -> TraceEvent {
        try app.waitFor("\(recognizer) \(state) on \(view ?? "any view")") { $0.isGesture(recognizer, state, on: view) }
    }

    /// The `recognizer state` of every `gesture` event so far (of `view` when given).
    func gestures(on view: String? = nil) -> [String] {
        app.events.gestureSteps(on: view)
    }

    /// All `status` texts the app reported so far.
    var statuses: [String] {
        app.events.statusTexts
    }
}
