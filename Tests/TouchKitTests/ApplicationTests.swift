import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// An app object that logs the events it dispatches and the touches that reach it.
@MainActor
private final class LoggingApplication: UIApplication {
    let log: EventLog
    /// False to intercept events: log them and dispatch nothing.
    var dispatches = true

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override func sendEvent(_ event: UIEvent) {
        let phases = (event.allTouches ?? []).map(\.phase.description).sorted().joined(separator: ",")
        log.record("application sendEvent \(phases)")
        if dispatches { super.sendEvent(event) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("application touchesBegan \(touches.count)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("application touchesEnded \(touches.count)")
        super.touchesEnded(touches, with: event)
    }
}

/// `UIApplication` ends the responder chain (Apple, "Using responders and the responder chain
/// to handle events") and is the entry point of dispatch: "Dispatches an event to the appropriate
/// responder objects in the app. […] you can intercept incoming events by subclassing
/// UIApplication and overriding this method" (`UIApplication.sendEvent(_:)`).
@Suite("UIApplication")
@MainActor
struct ApplicationTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view: LoggingView
    let script: TouchScript

    init() {
        view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 300), forwards: true)
        window.addSubview(view)
        script = TouchScript(window: window)
    }

    /// Runs `body` with `application` as the shared app object, then puts the previous one back.
    /// The test is synchronous on the main actor, so no other test sees the swap.
    private func with(_ application: UIApplication, _ body: () -> Void) {
        let previous = UIApplication.shared
        UIApplication.shared = application
        defer { UIApplication.shared = previous }
        body()
    }

    @Test func theWindowsNextResponderIsTheApplicationWhichEndsTheChain() {
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
    }

    @Test func unhandledTouchesTravelUpToTheWindowThenTheApplication() {
        with(LoggingApplication(log: log)) {
            script.tap(at: CGPoint(x: 100, y: 100))
        }
        #expect(log.entries.filter { !$0.contains("sendEvent") } == [
            "view touchesBegan 1", "application touchesBegan 1",
            "view touchesEnded 1", "application touchesEnded 1",
        ])
    }

    @Test func theDefaultApplicationDropsWhatReachesIt() {
        // Touches outside every view reach the window, then the shared app object: nothing breaks.
        script.tap(at: CGPoint(x: 300, y: 100))
        #expect(log.entries.isEmpty)
        #expect(window.touchDispatcher.liveTouches.isEmpty)
    }

    @Test func everyEventGoesThroughTheApplicationsSendEventBeforeTheViews() {
        with(LoggingApplication(log: log)) {
            script.begin(1, at: CGPoint(x: 100, y: 100))
            script.move(1, to: CGPoint(x: 120, y: 100))
            script.end(1, at: CGPoint(x: 120, y: 100))
        }
        #expect(log.entries == [
            "application sendEvent began", "view touchesBegan 1", "application touchesBegan 1",
            "application sendEvent moved", "view touchesMoved 1",
            "application sendEvent ended", "view touchesEnded 1", "application touchesEnded 1",
        ])
    }

    @Test func anOverrideThatDoesNotCallSuperInterceptsTheEvent() {
        let application = LoggingApplication(log: log)
        application.dispatches = false
        with(application) {
            script.tap(at: CGPoint(x: 100, y: 100))
        }
        #expect(log.entries == ["application sendEvent began", "application sendEvent ended"])
    }
}
