import Foundation
import TouchDemo
import TouchDemoTrace
import XServerFixture

/// Follows touch-demo's `--trace` as the soak goes: the screen showing, its latest layout, and
/// whether a navigation slide is under way.
///
/// It reads stdout lines with its own cursor and never waits on a timer: ``waitFor(_:timeout:where:)``
/// blocks on the app's next line, and ``update()`` takes what has arrived.
final class SoakTrace {
    let process: ChildProcess
    /// Index of the first stdout line not read yet.
    private var cursor = 0
    /// The screen showing (its `--screen` name), from the latest `screen` event.
    private(set) var screen = ""
    /// The latest `layout` event's views: name → frame in window coordinates.
    private(set) var views: [String: CGRect] = [:]
    /// Screens whose slide began and has not ended.
    private(set) var sliding: Set<String> = []
    /// The Farm's animals' centres (window coordinates), from the latest `farm` event.
    private(set) var animals: [CGPoint] = []
    /// The Circle's centre, from the latest `circle` event.
    private(set) var circleCenter: CGPoint?
    /// The `ready` event's window size in points.
    private(set) var windowSize = CGSize.zero

    /// How long a wait for the app may take, in seconds (longer under valgrind).
    let timeout: TimeInterval

    /// Follows the trace of `process`; waits give up after `timeout` seconds.
    init(process: ChildProcess, timeout: TimeInterval) {
        self.process = process
        self.timeout = timeout
    }

    /// Reads every line that has arrived.
    func update() {
        let lines = process.stdoutLines
        while cursor < lines.count {
            read(lines[cursor])
            cursor += 1
        }
    }

    /// Reads lines until one matches `predicate`, blocking on the app's output; throws after
    /// `timeout` seconds, or if the app exits first.
    @discardableResult
    func waitFor(_ description: String, timeout: TimeInterval? = nil, where predicate: (TraceEvent) -> Bool) throws
        -> TraceEvent
    {
        try process.waitUntil(timeout: timeout ?? self.timeout, description) { lines -> TraceEvent? in
            while cursor < lines.count {
                let line = lines[cursor]
                cursor += 1
                if let event = read(line), predicate(event) { return event }
            }
            return nil
        }
    }

    /// Waits until the next screen shows, with its layout, and returns its name; nil when no
    /// screen shows within `seconds` (the app ignored the input: a Back tap that lands while a
    /// transition runs is dropped, as in UIKit). Throws if the app exits.
    func nextScreen(within seconds: TimeInterval) throws -> String? {
        do {
            let event = try waitFor("a screen to show", timeout: seconds) { $0.kind == .screen }
            try waitFor("the layout of \(event)") { $0.kind == .layout }
            return screen
        } catch {
            guard process.isRunning else { throw error }
            return nil
        }
    }

    /// The frame of `view` in the latest layout.
    func frame(of view: String) throws -> CGRect {
        guard let frame = views[view] else {
            throw SoakFailure("no \(view) on screen \(screen) (views: \(views.keys.sorted().joined(separator: ", ")))")
        }
        return frame
    }

    @discardableResult
    private func read(_ line: String) -> TraceEvent? {
        guard let event = TraceEvent(line: line) else { return nil }
        switch event {
        case let .ready(_, width, height, _):
            windowSize = CGSize(width: width, height: height)
        case let .screen(name):
            screen = name
            animals = []
            circleCenter = nil
        case let .layout(views):
            self.views = views
        case let .frame(name, rect):
            // A named view moved (a dragged image): keep the layout current.
            views[name] = rect
        case let .farm(animals):
            self.animals = animals.map(\.center)
        case let .circle(center, _):
            circleCenter = center
        case let .animation(name, state) where Screen(rawValue: name) != nil:
            if state == .began { sliding.insert(name) } else { sliding.remove(name) }
        default:
            break
        }
        return event
    }
}
