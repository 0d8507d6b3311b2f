import Foundation
import TouchKit

/// The demo's composition: a window with a navigation controller whose root is the menu; each
/// menu button pushes its screen. It knows nothing of X11: a backend shows ``window`` and reports
/// readiness, resizes and keys back to it.
@MainActor
public final class TouchDemoApp {
    /// The toolkit window to show.
    public let window: UIWindow
    private let navigation: UINavigationController
    private let images: ImageCatalog
    private let trace: TraceRecorder?
    private var screens: [ObjectIdentifier: Screen] = [:]

    /// Builds the app in `window` (already sized), opening `screen` on top of the menu, and
    /// reporting to `trace` when given.
    public init(window: UIWindow, images: ImageCatalog, screen: Screen = .menu, trace: TraceRecorder? = nil) {
        self.window = window
        self.images = images
        self.trace = trace
        var openScreen: (Screen) -> Void = { _ in }
        let menu = MenuViewController { openScreen($0) }
        navigation = UINavigationController(rootViewController: menu)
        screens[ObjectIdentifier(menu)] = .menu
        openScreen = { [weak self] in self?.open($0) }
        navigation.didShow = { [weak self] controller in self?.didShow(controller) }
        trace?.attach(to: window)
        window.rootViewController = navigation
        if screen != .menu { open(screen) }
        window.layoutIfNeeded()
    }

    /// The screen on top.
    public var currentScreen: Screen {
        navigation.topViewController.flatMap { screens[ObjectIdentifier($0)] } ?? .menu
    }

    /// Pushes `screen` (the menu pops back to the root instead).
    public func open(_ screen: Screen) {
        guard screen != .menu else {
            while navigation.popViewController(animated: false) != nil {}
            return
        }
        let controller = makeController(for: screen)
        screens[ObjectIdentifier(controller)] = screen
        navigation.pushViewController(controller, animated: false)
    }

    /// Goes back one screen, as the Back button does.
    public func goBack() {
        navigation.popViewController(animated: false)
    }

    /// The backend shows the first frame.
    public func windowDidBecomeReady(id: String, size: CGSize) {
        trace?.windowDidBecomeReady(id: id, size: size)
        trace?.screenDidShow(currentScreen)
    }

    /// The backend resized and laid out the window.
    public func windowDidResize(to size: CGSize) {
        trace?.layoutDidChange()
    }

    /// A key went down (X keysym name of the unshifted key, and the modifiers held). `t` toggles
    /// show touches; Escape and BackSpace go back, like the Back button.
    public func keyPressed(_ name: String, modifiers: UIKeyModifierFlags = []) {
        switch name {
        case "t" where modifiers.isDisjoint(with: [.shift, .control, .alternate, .command]):
            window.showsTouches.toggle()
        case "Escape", "BackSpace": goBack()
        default: break
        }
    }

    private func makeController(for screen: Screen) -> UIViewController {
        switch screen {
        case .menu: MenuViewController { [weak self] in self?.open($0) }
        case .touch: TouchViewController(images: images)
        case .gestures: GestureViewController(images: images)
        case .checkmark: CustomGestureViewController(images: images)
        case .paint: FingerPaintViewController(trace: trace)
        case .playground: GesturePlaygroundViewController()
        }
    }

    private func didShow(_ controller: UIViewController) {
        let screen = screens[ObjectIdentifier(controller)] ?? .menu
        // Popped controllers are gone for good: forget them so the table does not grow.
        screens = screens.filter { id, _ in navigation.viewControllers.contains { ObjectIdentifier($0) == id } }
        window.layoutIfNeeded()
        trace?.screenDidShow(screen)
    }
}
