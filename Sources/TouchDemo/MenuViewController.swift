import Foundation
import TouchKit

/// The first screen: one big button per demo, as in the walkthrough's menu; digit keys open
/// the entries too.
@MainActor
final class MenuViewController: UIViewController {
    /// Each button's title, trace name and the screen it opens.
    static let entries: [(title: String, name: String, screen: Screen)] = [
        ("Touch Samples", "TouchSamplesButton", .touch),
        ("Gesture Recognizer Samples", "GestureSamplesButton", .gestures),
        ("Custom Gesture Recognizer", "CustomGestureButton", .checkmark),
        ("Finger Paint", "FingerPaintButton", .paint),
        ("Gesture Playground", "GesturePlaygroundButton", .playground),
    ]
    static let buttonHeight: CGFloat = 56
    static let buttonSpacing: CGFloat = 20
    static let maximumButtonWidth: CGFloat = 360

    private let open: (Screen) -> Void
    private var buttons: [UIButton] = []

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
            button.accessibilityIdentifier = entry.name
            let screen = entry.screen
            button.addAction(UIAction { [weak self] _ in self?.open(screen) }, for: .touchUpInside)
            view.addSubview(button)
            buttons.append(button)
        }
    }

    override func viewDidLayoutSubviews() {
        let width = min(Self.maximumButtonWidth, view.bounds.width - 40)
        var y: CGFloat = 40
        for button in buttons {
            button.frame = CGRect(x: ((view.bounds.width - width) / 2).rounded(), y: y,
                                  width: width, height: Self.buttonHeight)
            y += Self.buttonHeight + Self.buttonSpacing
        }
    }
}
