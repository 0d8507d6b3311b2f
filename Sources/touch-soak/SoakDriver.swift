import Foundation
import ToolSupport
import TouchDemo
import TouchDemoTrace
import XServerFixture

/// Drives touch-demo through every screen with seeded random gestures, following its trace.
///
/// A cycle visits the screens in a random order (each once), passing through the menu between
/// them; each visit performs a random number of the screen's gestures (`SoakDriver+Moves`), and
/// leaves by a random way back (the Back button by finger or mouse, Escape, BackSpace, Alt+Left,
/// the mouse's back button, or a drag in from the left edge where that pops). Nothing stays down
/// between gestures: ``SoakInput/checkNothingDown()`` is checked after each one.
final class SoakDriver {
    let trace: SoakTrace
    let input: SoakInput
    /// The seeded generator every random choice draws from.
    var random: SplitMix64
    /// How many times each gesture ran, by name (for the report: the soak stays varied).
    private(set) var counts: [String: Int] = [:]
    /// Whole cycles finished (every screen visited once per cycle).
    private(set) var cyclesCompleted = 0
    /// The screen being visited, for progress lines.
    private(set) var visiting = Screen.menu
    /// Gestures per screen visit: a random count in this range.
    let gesturesPerVisit: ClosedRange<Int>

    /// Called after every gesture; returns true to stop the soak.
    typealias Checkpoint = () throws -> Bool

    /// The screens the soak visits (every screen but the menu, which it passes through anyway).
    let screens: [Screen]

    init(trace: SoakTrace, input: SoakInput, seed: UInt64, gesturesPerVisit: ClosedRange<Int>, excluding excluded: [Screen]) {
        screens = Screen.allCases.filter { $0 != .menu && !excluded.contains($0) }
        self.trace = trace
        self.input = input
        random = SplitMix64(seed: seed)
        self.gesturesPerVisit = gesturesPerVisit
    }

    /// Waits for the app's first screen, then rests the pointer inside the window so that keys
    /// reach it (the keyboard focus follows the pointer without a window manager).
    func start(timeout: TimeInterval) throws {
        try trace.waitFor("the ready event", timeout: timeout) { $0.kind == .ready }
        try trace.waitFor("the first layout", timeout: timeout) { $0.kind == .layout }
        try input.movePointer(to: focusPoint)
    }

    /// Runs cycles until `checkpoint` says stop.
    func run(until checkpoint: Checkpoint) throws {
        while true {
            var order = screens
            order.shuffle(using: &random)
            for screen in order {
                if try visitMenu(checkpoint) { return }
                if try visit(screen, checkpoint) { return }
            }
            cyclesCompleted += 1
        }
    }

    /// A point inside the window where the pointer rests for keys: the middle of the hint line.
    var focusPoint: CGPoint {
        CGPoint(x: trace.windowSize.width / 2, y: trace.windowSize.height - 20)
    }

    /// The area below the navigation bar and above the hint line, in window points, clear of
    /// the left edge: a gesture that starts there may pop the screen (the soak drags in from
    /// the edge on purpose, as its own gesture).
    var contentArea: CGRect {
        let top = trace.views["BackButton"].map { $0.maxY + 8 } ?? 60
        let bottom = trace.views["HintLabel"]?.minY ?? (trace.windowSize.height - 60)
        return CGRect(x: Self.edgeMargin, y: top, width: trace.windowSize.width - Self.edgeMargin - 8,
                      height: max(bottom - top, 1))
    }

    /// How far random gestures keep from the window's left edge, in points: beyond the 24 pt
    /// edge region of the screen-edge pans and the interactive pop.
    static let edgeMargin = 40.0

    /// The latest gesture begun, for failure lines.
    private(set) var lastGesture = "none"
    /// Each gesture begun, with the number of trace lines the app had written by then: read
    /// next to the trace, it shows what the app did with which input (``SoakSession/writeJournal(to:)``).
    private(set) var journal: [(line: Int, gesture: String)] = []

    /// Runs one named gesture and checks that it left nothing down.
    func perform(_ name: String, _ gesture: () throws -> Void) throws {
        lastGesture = name
        journal.append((trace.process.stdoutLines.count, name))
        try gesture()
        try input.checkNothingDown()
        counts[name, default: 0] += 1
    }

    // MARK: Visits

    /// On the menu: a few harmless gestures (a press dragged off a button, show touches on and
    /// off), then the caller opens the next screen.
    private func visitMenu(_ checkpoint: Checkpoint) throws -> Bool {
        visiting = .menu
        try goToMenu()
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            try performMenuMove()
            if try checkpoint() { return true }
            try goToMenu()
        }
        return false
    }

    /// Opens `screen`, runs its gestures, and goes back to the menu.
    private func visit(_ screen: Screen, _ checkpoint: Checkpoint) throws -> Bool {
        visiting = screen
        try open(screen)
        for _ in 0..<Int.random(in: gesturesPerVisit, using: &random) {
            try ensureShowing(screen)
            try performMove(on: screen)
            if try checkpoint() { return true }
        }
        try ensureShowing(screen)
        try finishVisit(of: screen)
        try leave(screen)
        return try checkpoint()
    }

    /// Brings the app back to `screen` when a gesture left it (a stray edge drag or key).
    private func ensureShowing(_ screen: Screen) throws {
        trace.update()
        try waitForSlides()
        if trace.screen != screen.rawValue {
            counts["navigation missed or stray (went back and retried)", default: 0] += 1
            try open(screen)
        }
    }

    /// Waits for every navigation slide under way to end.
    private func waitForSlides() throws {
        while let sliding = trace.sliding.first {
            try trace.waitFor("the slide of \(sliding) to end") {
                $0 == .animation(view: sliding, state: .ended)
            }
        }
    }

    /// How many navigations a stray input may spoil in a row before the soak gives up.
    static let navigationAttempts = 4

    /// How long a navigation may take to show its screen before the soak tries again: a
    /// quarter of the trace's timeout (5 s, 45 s under valgrind); a slide takes 0.35 s.
    var navigationPatience: TimeInterval { trace.timeout / 4 }

    /// Goes back to the menu from wherever the app is, one Escape per screen.
    func goToMenu() throws {
        for _ in 0..<Self.navigationAttempts {
            trace.update()
            try waitForSlides()
            if trace.screen == Screen.menu.rawValue { return }
            try perform("back: Escape (to the menu)") { try input.type(KeyCode.escape, focus: focusPoint) }
            _ = try trace.nextScreen(within: navigationPatience)
        }
        throw SoakFailure("still on \(trace.screen) after \(Self.navigationAttempts) tries to go back to the menu")
    }

    /// Opens `screen` from the menu: a finger tap, a click, or its digit key. A gesture meant
    /// for the screen before may still open another one from the menu (its slide arriving late);
    /// then the soak goes back and tries again.
    private func open(_ screen: Screen) throws {
        guard let button = screen.menuButtonName, let digit = screen.menuDigit else { return }
        for _ in 0..<Self.navigationAttempts {
            try goToMenu()
            switch Int.random(in: 0..<3, using: &random) {
            case 0: try perform("open: finger tap") { try input.tap(at: try trace.frame(of: button).center) }
            case 1: try perform("open: click") { try input.click(at: try trace.frame(of: button).center) }
            default: try perform("open: digit key") { try input.type(KeyCode.digit(digit), focus: focusPoint) }
            }
            if try trace.nextScreen(within: navigationPatience) == screen.rawValue { return }
            counts["navigation missed or stray (went back and retried)", default: 0] += 1
        }
        throw SoakFailure("could not open \(screen.rawValue) in \(Self.navigationAttempts) tries (on \(trace.screen))")
    }

    /// Goes back to the menu from `screen` by a random way back.
    private func leave(_ screen: Screen) throws {
        let ways = screen.edgeDragPops ? 7 : 6
        let back = { try self.trace.frame(of: "BackButton").center }
        switch Int.random(in: 0..<ways, using: &random) {
        case 0: try perform("back: finger on Back") { try input.tap(at: try back()) }
        case 1: try perform("back: click on Back") { try input.click(at: try back()) }
        case 2: try perform("back: Escape") { try input.type(KeyCode.escape, focus: focusPoint) }
        case 3: try perform("back: BackSpace") { try input.type(KeyCode.backSpace, focus: focusPoint) }
        case 4: try perform("back: Alt+Left") { try input.type(KeyCode.left, holding: [KeyCode.altL], focus: focusPoint) }
        case 5: try perform("back: mouse button 8") { try input.clickBack(at: focusPoint) }
        default:
            try perform("back: edge drag (interactive pop)") {
                try input.edgePan(y: contentArea.midY, length: trace.windowSize.width * 0.7, steps: 12)
            }
            // A recognizer of the screen (the Circle's pan, the checkmark) may take the drag
            // instead; then the pop fails and Escape goes back.
            let pop = try trace.waitFor("the interactive pop to end") {
                $0.state(ofGesture: "interactivePop")?.isFinal == true
            }
            if pop.state(ofGesture: "interactivePop") != .ended {
                try perform("back: Escape (after a failed pop)") { try input.type(KeyCode.escape, focus: focusPoint) }
            }
        }
        // A Back that lands during a transition is ignored: then goToMenu tries Escape.
        _ = try trace.nextScreen(within: navigationPatience)
        try goToMenu()
    }
}
