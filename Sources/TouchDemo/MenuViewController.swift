import Foundation
import TouchKit

/// The first screen: one big button per demo, as in the walkthrough's menu, each with a line
/// saying what the demo shows; digit keys open the entries too.
@MainActor
final class MenuViewController: UIViewController {
    /// Each button's title, one-line description, trace name and the screen it opens.
    static let entries: [(title: String, description: String, name: String, screen: Screen)] = [
        ("Touch Samples", "Touch, double-tap and drag images", "TouchSamplesButton", .touch),
        ("Gesture Recognizer Samples", "The same with pan and tap recognizers", "GestureSamplesButton", .gestures),
        ("Custom Gesture Recognizer", "Draw a checkmark to tick a box", "CustomGestureButton", .checkmark),
        ("Finger Paint", "Paint with many fingers at once", "FingerPaintButton", .paint),
        ("Gesture Playground", "Drag, pinch, rotate and swipe a card", "GesturePlaygroundButton", .playground),
        ("Farm", "Tap, hold, drag, pinch and turn hens and eggs", "FarmButton", .farm),
    ]
    /// What to try on the menu, with a finger and with a mouse.
    static let hint = "Tap a demo with a finger, or click it with the mouse"
    /// Height of a button (title and description), in points.
    static let buttonHeight: CGFloat = 64
    static let buttonSpacing: CGFloat = 12
    /// Space above the first button, in points.
    static let topMargin: CGFloat = 24
    static let maximumButtonWidth: CGFloat = 360
    /// The tightest the column may get, in points, when a short window (a minimum size capped to
    /// a small work area) leaves less room than the usual spacing needs.
    static let minimumButtonHeight: CGFloat = 52
    static let minimumButtonSpacing: CGFloat = 6
    static let minimumTopMargin: CGFloat = 12

    /// Where the column goes in `height` points above the hint: the usual spacing when it fits,
    /// else margins, gaps and then button heights shrunk evenly toward their minimums.
    static func buttonPitch(forHeight height: CGFloat, buttonCount: Int)
        -> (top: CGFloat, buttonHeight: CGFloat, spacing: CGFloat) {
        let count = CGFloat(max(1, buttonCount))
        func needed(_ top: CGFloat, _ button: CGFloat, _ gap: CGFloat) -> CGFloat {
            top + count * button + (count - 1) * gap + gap
        }
        let usual = needed(topMargin, buttonHeight, buttonSpacing)
        guard usual > height else { return (topMargin, buttonHeight, buttonSpacing) }
        let tightest = needed(minimumTopMargin, minimumButtonHeight, minimumButtonSpacing)
        // 0 is the usual layout, 1 the tightest; below the tightest the column stays tightest.
        let squeeze = min(1, (usual - height) / max(1, usual - tightest))
        func blend(_ from: CGFloat, _ to: CGFloat) -> CGFloat { (from - (from - to) * squeeze).rounded(.down) }
        return (blend(topMargin, minimumTopMargin), blend(buttonHeight, minimumButtonHeight),
                blend(buttonSpacing, minimumButtonSpacing))
    }

    private let open: (Screen) -> Void
    private var buttons: [UIButton] = []
    let hintLabel = SampleLayout.makeHintLabel(hint)

    /// A menu whose buttons call `open` with their screen.
    init(open: @escaping (Screen) -> Void) {
        self.open = open
        super.init()
        title = "Touch Demo"
    }

    /// Digits 1 to 9 open the entry with that number (as many as there are entries).
    override var keyCommands: [UIKeyCommand]? { digitCommands }

    private lazy var digitCommands: [UIKeyCommand] = Self.entries.prefix(9).enumerated().map { index, entry in
        let screen = entry.screen
        return UIKeyCommand(input: "\(index + 1)", discoverabilityTitle: entry.title) { [weak self] in self?.open(screen) }
    }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        for entry in Self.entries {
            let button = UIButton(title: entry.title)
            button.subtitle = entry.description
            button.accessibilityIdentifier = entry.name
            let screen = entry.screen
            button.addAction(UIAction { [weak self] _ in self?.open(screen) }, for: .touchUpInside)
            view.addSubview(button)
            buttons.append(button)
        }
        view.addSubview(hintLabel)
    }

    override func viewDidLayoutSubviews() {
        let width = min(Self.maximumButtonWidth, view.bounds.width - 2 * SampleLayout.margin)
        let pitch = Self.buttonPitch(forHeight: view.bounds.height - SampleLayout.hintAreaHeight,
                                     buttonCount: buttons.count)
        var y = pitch.top
        for button in buttons {
            button.frame = CGRect(x: ((view.bounds.width - width) / 2).rounded(), y: y,
                                  width: width, height: pitch.buttonHeight)
            y += pitch.buttonHeight + pitch.spacing
        }
        hintLabel.frame = SampleLayout.hintFrame(in: view.bounds)
    }
}
