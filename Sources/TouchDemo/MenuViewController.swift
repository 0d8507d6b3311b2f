import Foundation
import TouchKit

/// The first screen: one big button per demo, as in the walkthrough's menu, each with a line
/// saying what the demo shows; digit keys open the entries too. ``MenuLayout`` places the
/// buttons at every window size.
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
        ("Circle", "Tap, drag and pinch a red circle", "CircleButton", .circle),
        ("Swipe", "A hand-written swipe next to the recognizers", "SwipeButton", .swipe),
    ]
    /// The buttons' title and description sizes in the usual layout, in points.
    static let titleFontSize: CGFloat = 17
    static let subtitleFontSize: CGFloat = 13
    /// The buttons' corner radius in the usual layout, in points; it grows with the grid.
    static let buttonCornerRadius: CGFloat = 12
    /// What to try on the menu, with a finger and with a mouse.
    static let hint = "Tap a demo with a finger, or click it with the mouse"

    private let open: (Screen) -> Void
    private var buttons: [UIButton] = []
    let band = BottomBand(hint: hint)
    var hintLabel: UILabel { band.hintLabel }

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
        view.backgroundColor = Palette.groupedBackground
        for entry in Self.entries {
            let button = UIButton(title: entry.title)
            button.subtitle = entry.description
            button.accessibilityIdentifier = entry.name
            let screen = entry.screen
            button.addAction(UIAction { [weak self] _ in self?.open(screen) }, for: .touchUpInside)
            view.addSubview(button)
            buttons.append(button)
        }
        view.addSubview(band)
    }

    override func viewDidLayoutSubviews() {
        band.frame = BottomBand.frame(in: view.bounds)
        let size = CGSize(width: view.bounds.width, height: band.frame.minY)
        let layout = MenuLayout.layout(count: buttons.count, in: size)
        for (button, frame) in zip(buttons, layout.buttonFrames(count: buttons.count, in: size)) {
            button.frame = frame
        }
        for (button, entry) in zip(buttons, Self.entries) {
            let subtitle = layout.showsDescriptions ? entry.description : nil
            if button.subtitle != subtitle { button.subtitle = subtitle }
            // A grown grid grows the text too.
            let titleFont = UIFont.systemFont(ofSize: (Self.titleFontSize * layout.fontScale).rounded(), weight: .semibold)
            let subtitleFont = UIFont.systemFont(ofSize: (Self.subtitleFontSize * layout.fontScale).rounded())
            if button.titleFont != titleFont { button.titleFont = titleFont }
            if button.subtitleFont != subtitleFont { button.subtitleFont = subtitleFont }
            let radius = (Self.buttonCornerRadius * layout.scale).rounded()
            if button.cornerRadius != radius { button.cornerRadius = radius }
        }
    }
}
