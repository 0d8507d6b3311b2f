import Foundation
import TouchDemoTrace
import TouchKit

/// The demo's composition: a window with a navigation controller whose root is the menu; each
/// menu button pushes its screen. It knows nothing of X11: a backend shows ``window`` and reports
/// readiness, resizes and keys back to it, and the app asks the backend, through closures, to
/// quit, toggle fullscreen and retitle the window.
///
/// State that outlives a screen lives here: the Finger Paint drawing is kept for the life of the
/// process, so Back and Finger Paint again shows the same strokes.
@MainActor
public final class TouchDemoApp {
    /// The toolkit window to show.
    public let window: UIWindow
    private let navigation: UINavigationController
    private let images: ImageCatalog
    private let trace: TraceRecorder?
    /// Which screen each controller shows; weak, so popped controllers drop out by themselves
    /// (a controller popped while another is being pushed must not take the new one's entry).
    private var screens: [(controller: Weak<UIViewController>, screen: Screen)] = []
    /// Finger Paint's strokes and their undo history, for every Finger Paint screen opened.
    let paintDrawing = FingerPaintDrawing()
    /// Pixels per point of the display, for saved pictures.
    private let displayScale: CGFloat
    /// Writes Finger Paint's saved pictures.
    private let pictureWriter: PictureFileWriter
    /// The keys every screen understands (Back, quit, fullscreen), after the top screen's own.
    lazy var appKeyCommands = makeAppKeyCommands()

    /// Asks the backend to quit (Ctrl+Q, Ctrl+W); the process then exits 0.
    public var onQuit: (() -> Void)?
    /// Asks the backend to toggle fullscreen (F11).
    public var onToggleFullscreen: (() -> Void)?
    /// Asks the backend to retitle the window: called with ``windowTitle`` whenever a screen
    /// shows, the first one included (when the window becomes ready). A backend that can title
    /// the window before it maps should also set ``windowTitle`` right away.
    public var onTitleChange: ((String) -> Void)?
    /// Called when a screen has finished showing and a popped one is gone, before the trace
    /// reports it: a quiet moment for the backend to give freed memory back.
    public var onScreenDidShow: (() -> Void)?

    /// Builds the app in `window` (already sized), opening `screen` on top of the menu, and
    /// reporting to `trace` when given. `displayScale` is the display's pixels per point (for
    /// saved pictures); `environment` (the process's, which `main.swift` reads) and
    /// `currentDirectory` locate the Pictures folder (see ``PicturesFolder``).
    public init(window: UIWindow, images: ImageCatalog, screen: Screen = .menu, trace: TraceRecorder? = nil,
                displayScale: CGFloat = 1, environment: [String: String],
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.window = window
        self.images = images
        self.trace = trace
        self.displayScale = displayScale
        pictureWriter = PictureFileWriter(folder: PicturesFolder(environment: environment, currentDirectory: currentDirectory))
        var openScreen: (Screen) -> Void = { _ in }
        let menu = MenuViewController { openScreen($0) }
        menu.focusDidChange = { [weak trace] in trace?.focusDidMove(to: $0) }
        navigation = UINavigationController(rootViewController: menu)
        screens.append((Weak(menu), .menu))
        openScreen = { [weak self] in self?.open($0) }
        navigation.didShow = { [weak self] controller in self?.didShow(controller) }
        navigation.slideDidBegin = { [weak self] from, to in self?.traceSlide(from, to, state: .began) }
        navigation.slideDidEnd = { [weak self] from, to, _ in self?.traceSlide(from, to, state: .ended) }
        // Drawing screens: a stroke that starts at the left edge paints, it does not pop the
        // screen (as drawing apps veto UIKit's interactive pop in its delegate).
        navigation.interactivePopGestureRecognizer?.shouldBegin = { [weak self] _ in
            self?.currentScreen.drawsFromTheEdges != true
        }
        trace?.attach(to: window)
        // One accent for every button and the Back button, from the palette.
        window.tintColor = Palette.tint
        window.rootViewController = navigation
        if screen != .menu { open(screen, animated: false) }
        window.layoutIfNeeded()
    }

    /// The screen on top.
    public var currentScreen: Screen {
        navigation.topViewController.flatMap(screen(of:)) ?? .menu
    }

    /// The application's name, and the window title on the menu.
    public static let name = Screen.menu.title

    /// The window title for the screen on top: "Touch Demo" on the menu, else "Touch Demo — "
    /// and the screen's title ("Touch Demo — Touch Samples"), the name its menu button and its
    /// navigation bar show (``Screen/title``).
    public var windowTitle: String {
        currentScreen == .menu ? Self.name : "\(Self.name) — \(currentScreen.title)"
    }

    /// Pushes `screen`, sliding it in when `animated` (the menu pops back to the root instead).
    public func open(_ screen: Screen, animated: Bool = true) {
        guard screen != .menu else {
            navigation.popToRootViewController(animated: animated)
            return
        }
        let controller = makeController(for: screen)
        screens.append((Weak(controller), screen))
        navigation.pushViewController(controller, animated: animated)
    }

    /// Goes back one screen with a slide, as the Back button does.
    public func goBack() {
        navigation.popViewController(animated: true)
    }

    /// The backend shows the first frame.
    public func windowDidBecomeReady(id: String, size: CGSize) {
        trace?.windowDidBecomeReady(id: id, size: size)
        traceScreen(currentScreen)
        onTitleChange?(windowTitle)
    }

    /// The backend resized and laid out the window.
    public func windowDidResize(to size: CGSize) {
        trace?.layoutDidChange()
    }

    /// A key went down (its ``UIKeyCommand`` input, and the modifiers held). The top
    /// screen's ``UIResponder/keyCommands`` come first (the menu's digits, Finger Paint's undo,
    /// redo and save), then ``appKeyCommands``; a key nobody claims does nothing.
    public func keyPressed(_ input: String, modifiers: UIKeyModifierFlags = []) {
        let screenCommands = navigation.topViewController?.keyCommands ?? []
        (screenCommands + appKeyCommands).first { $0.matches(input: input, modifierFlags: modifiers) }?.perform()
    }

    /// The controller for `screen`, titled with the screen's one name (``Screen/title``).
    private func makeController(for screen: Screen) -> UIViewController {
        let controller = makeUntitledController(for: screen)
        controller.title = screen.title
        return controller
    }

    private func makeUntitledController(for screen: Screen) -> UIViewController {
        switch screen {
        case .menu: MenuViewController { [weak self] in self?.open($0) }
        case .touch: TouchViewController(images: images)
        case .gestures: GestureViewController(images: images)
        case .checkmark: CustomGestureViewController(images: images)
        case .paint: FingerPaintViewController(drawing: paintDrawing, trace: trace, displayScale: displayScale,
                                               pictureWriter: pictureWriter)
        case .playground: GesturePlaygroundViewController()
        case .farm: FarmViewController(images: images, trace: trace)
        case .circle: CircleViewController(trace: trace)
        case .swipe: SwipeViewController(trace: trace)
        }
    }

    private func didShow(_ controller: UIViewController) {
        let screen = self.screen(of: controller) ?? .menu
        // Popped controllers are gone for good: forget them so the table does not grow.
        screens.removeAll { $0.controller.value == nil }
        window.layoutIfNeeded()
        onScreenDidShow?()
        traceScreen(screen)
        onTitleChange?(windowTitle)
    }

    private func screen(of controller: UIViewController) -> Screen? {
        screens.first { $0.controller.value === controller }?.screen
    }

    /// Reports a navigation slide: `animation` events for the leaving and the arriving screen.
    private func traceSlide(_ from: UIViewController, _ to: UIViewController, state: TraceEvent.AnimationState) {
        for controller in [from, to] {
            trace?.screenAnimationDidChange(screen(of: controller) ?? .menu, state: state)
        }
    }

    /// Reports `screen` showing, then lets its controller report the state it brings back
    /// (``ViewAppearanceObserving``).
    private func traceScreen(_ screen: Screen) {
        trace?.screenDidShow(screen)
        (navigation.topViewController as? ViewAppearanceObserving)?.viewDidAppear()
    }
}
