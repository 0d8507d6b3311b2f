import Foundation
import TouchKit

/// The first screen: one big button per demo, as in the walkthrough's menu, each with a line
/// saying what the demo shows and, in its top-left corner, the digit that opens it.
/// ``MenuLayout`` places the buttons at every window size.
///
/// The keyboard works it too: a digit opens its entry; the arrows, Tab and Shift+Tab move a
/// focus ring over the buttons (``MenuFocus``), and Return or Space opens the focused one. The
/// ring shows once a key moves it, stays on the entry it opened while that screen shows (Back
/// finds it there), and hides when a button is tapped or clicked.
@MainActor
final class MenuViewController: UIViewController {
    /// Each button's title, one-line description, trace name and the screen it opens, in menu
    /// order: ``Screen/menuEntries`` with their names from ``Screen``.
    static var entries: [(title: String, description: String, name: String, screen: Screen)] {
        Screen.menuEntries.map { ($0.title, $0.summary, $0.menuButtonName ?? $0.rawValue, $0) }
    }
    /// What to try on the menu, with a finger, a mouse and the keyboard.
    static let hint = "Tap a demo with a finger, or click it with the mouse · Keys: its digit, or arrows and Return"

    /// Where each button's digit badge sits: its top-left corner inside the button, in points.
    /// Clear of the centred title in the narrowest column (``MenuLayout/minimumColumnWidth``),
    /// and inside the button's rounded corner.
    static let digitBadgeOrigin = CGPoint(x: 8, y: 3)
    /// The digit's font: bold 14 pt, large text for contrast purposes (WCAG: 14 pt bold).
    static let digitBadgeFont = UIFont.systemFont(ofSize: 14, weight: .bold)

    private let open: (Screen) -> Void
    private var buttons: [UIButton] = []
    let hintLabel = SampleLayout.makeHintLabel(hint)
    private let focusRing = FocusRingView()
    /// The entry with the keyboard focus (an index into ``entries``), or nil when the ring is hidden.
    private(set) var focusedIndex: Int? {
        didSet {
            guard focusedIndex != oldValue else { return }
            placeFocusRing()
            focusDidChange?(focusedIndex.map { buttons[$0] })
        }
    }
    /// Called with the button that got the keyboard focus, or nil when the ring hides.
    var focusDidChange: ((UIButton?) -> Void)?

    /// A menu whose buttons call `open` with their screen.
    init(open: @escaping (Screen) -> Void) {
        self.open = open
        super.init()
        title = Screen.menu.title
    }

    /// Digits open the entry with that number; arrows, Tab and Shift+Tab move the focus; Return
    /// and Space open the focused entry.
    override var keyCommands: [UIKeyCommand]? { menuKeyCommands }

    private lazy var menuKeyCommands: [UIKeyCommand] = digitCommands + focusCommands

    /// One command per entry, for as many digits as there are entries (at most 9).
    private var digitCommands: [UIKeyCommand] {
        Self.entries.prefix(9).enumerated().map { index, entry in
            let screen = entry.screen
            return UIKeyCommand(input: "\(index + 1)", discoverabilityTitle: entry.title) { [weak self] in
                self?.open(screen)
            }
        }
    }

    private var focusCommands: [UIKeyCommand] {
        let moves: [(String, UIKeyModifierFlags, MenuFocus.Heading)] = [
            (UIKeyCommand.inputUpArrow, [], .up), (UIKeyCommand.inputDownArrow, [], .down),
            (UIKeyCommand.inputLeftArrow, [], .left), (UIKeyCommand.inputRightArrow, [], .right),
            // Tab and Return have no UIKit constants: they type "\t" and "\r".
            ("\t", [], .next), ("\t", .shift, .previous),
        ]
        let openFocused: () -> Void = { [weak self] in self?.openFocusedEntry() }
        return moves.map { input, modifiers, heading in
            UIKeyCommand(input: input, modifierFlags: modifiers, discoverabilityTitle: "Move the focus") { [weak self] in
                self?.moveFocus(heading)
            }
        } + [
            UIKeyCommand(input: "\r", discoverabilityTitle: "Open the focused demo", action: openFocused),
            UIKeyCommand(input: " ", discoverabilityTitle: "Open the focused demo", action: openFocused),
        ]
    }

    /// Moves the keyboard focus `heading` (showing the ring on the first move).
    func moveFocus(_ heading: MenuFocus.Heading) {
        view.layoutIfNeeded()
        focusedIndex = MenuFocus.index(after: focusedIndex, moving: heading, frames: buttons.map(\.frame))
    }

    /// Opens the focused entry; nothing when no entry has the focus.
    func openFocusedEntry() {
        guard let focusedIndex else { return }
        open(Self.entries[focusedIndex].screen)
    }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        for entry in Self.entries {
            let button = UIButton(title: entry.title)
            button.subtitle = entry.description
            button.accessibilityIdentifier = entry.name
            if let digit = entry.screen.menuDigit { button.addSubview(Self.makeDigitBadge(digit)) }
            let screen = entry.screen
            button.addAction(UIAction { [weak self] _ in
                // A tap or click is no keyboard navigation: the ring goes away.
                self?.focusedIndex = nil
                self?.open(screen)
            }, for: .touchUpInside)
            view.addSubview(button)
            buttons.append(button)
        }
        focusRing.isHidden = true
        view.addSubview(focusRing)
        view.addSubview(hintLabel)
    }

    override func viewDidLayoutSubviews() {
        let size = CGSize(width: view.bounds.width, height: view.bounds.height - SampleLayout.hintAreaHeight)
        let layout = MenuLayout.layout(count: buttons.count, in: size)
        for (button, frame) in zip(buttons, layout.buttonFrames(count: buttons.count, in: size)) {
            button.frame = frame
        }
        for (button, entry) in zip(buttons, Self.entries) {
            let subtitle = layout.showsDescriptions ? entry.description : nil
            if button.subtitle != subtitle { button.subtitle = subtitle }
        }
        placeFocusRing()
        hintLabel.frame = SampleLayout.hintFrame(in: view.bounds)
    }

    /// The label showing `digit` in a button's top-left corner: the key that opens the entry.
    /// It takes no touches (a label), so the whole button stays the touch target.
    private static func makeDigitBadge(_ digit: Int) -> UILabel {
        let badge = UILabel()
        badge.text = "\(digit)"
        badge.font = digitBadgeFont
        badge.textColor = .white
        badge.frame = CGRect(origin: digitBadgeOrigin,
                             size: badge.sizeThatFits(CGSize(width: 100, height: 100)))
        return badge
    }

    /// Puts the ring around the focused button, or hides it.
    private func placeFocusRing() {
        guard let focusedIndex, buttons.indices.contains(focusedIndex) else {
            focusRing.isHidden = true
            return
        }
        let button = buttons[focusedIndex]
        focusRing.buttonCornerRadius = button.cornerRadius
        focusRing.frame = FocusRingView.frame(around: button.frame)
        focusRing.isHidden = false
    }
}
