import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A controller that logs the touches that reach it, then passes them on as UIKit's default does.
@MainActor
private final class LoggingViewController: UIViewController {
    let log: EventLog
    let rootView: UIView

    init(log: EventLog, rootView: UIView) {
        self.log = log
        self.rootView = rootView
        super.init()
    }

    override func loadView() { setView(rootView) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("controller touchesBegan \(touches.count)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("controller touchesEnded \(touches.count)")
        super.touchesEnded(touches, with: event)
    }
}

/// A window that logs what reaches the end of the chain.
@MainActor
private final class LoggingWindow: UIWindow {
    var log: EventLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("window touchesBegan \(touches.count)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("window touchesEnded \(touches.count)")
        super.touchesEnded(touches, with: event)
    }
}

/// Unhandled touches travel hit view → superview → view controller → window.
@Suite("Responder chain")
@MainActor
struct ResponderChainTests {
    let log = EventLog()
    private let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let root: LoggingView
    private let controller: LoggingViewController
    /// A plain view between the root and the leaf: it does not override any touch method.
    let middle = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    let leaf: LoggingView
    let script: TouchScript

    init() {
        window.log = log
        root = LoggingView("root", log: log, forwards: true)
        controller = LoggingViewController(log: log, rootView: root)
        leaf = LoggingView("leaf", log: log, frame: CGRect(x: 10, y: 10, width: 50, height: 50), forwards: true)
        window.rootViewController = controller
        root.addSubview(middle)
        middle.addSubview(leaf)
        script = TouchScript(window: window)
    }

    @Test func unhandledTouchesGoFromHitViewToSuperviewToControllerToWindow() {
        script.tap(at: CGPoint(x: 70, y: 70))
        #expect(log.entries == [
            "leaf touchesBegan 1", "root touchesBegan 1", "controller touchesBegan 1", "window touchesBegan 1",
            "leaf touchesEnded 1", "root touchesEnded 1", "controller touchesEnded 1", "window touchesEnded 1",
        ])
    }

    @Test func viewThatDoesNotOverrideTouchesPassesThemToItsSuperview() {
        script.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.entries == [
            "root touchesBegan 1", "controller touchesBegan 1", "window touchesBegan 1",
            "root touchesEnded 1", "controller touchesEnded 1", "window touchesEnded 1",
        ])
    }

    @Test func overridingWithoutCallingSuperStopsTheChain() {
        leaf.forwards = false
        script.tap(at: CGPoint(x: 70, y: 70))
        #expect(log.entries == ["leaf touchesBegan 1", "leaf touchesEnded 1"])
    }

    @Test func touchOutsideEveryViewGoesToTheWindowOnly() {
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.log = log
        TouchScript(window: window).tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["window touchesBegan 1", "window touchesEnded 1"])
    }

    @Test func rootViewsNextResponderIsItsController() {
        #expect(root.next === controller)
        #expect(middle.next === root)
        #expect(leaf.next === middle)
    }

    @Test func controllersNextResponderIsItsViewsSuperview() {
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
    }

    @Test func controllerWithoutASuperviewEndsTheChain() {
        let detached = UIViewController()
        #expect(detached.next == nil, "no view loaded yet")
        _ = detached.view
        #expect(detached.view.next === detached)
        #expect(detached.next == nil)
    }

    @Test func childControllerChainRunsThroughTheNavigationController() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = navigation

        #expect(child.view.next === child)
        #expect(child.next === navigation.view)
        #expect(navigation.view.next === navigation)
        #expect(navigation.next === window)
    }
}
