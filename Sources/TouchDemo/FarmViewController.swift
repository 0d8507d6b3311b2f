import Foundation
import TouchKit

/// The Farm, the course's "La Granja" demo: a tap on the empty background puts a hen there, and a
/// pan in from the left edge, or the Clear button, clears the farm. Each animal (``FarmAnimalView``) has its own
/// gestures: tap, long press, and pan, pinch and rotation at once.
///
/// A clear can be undone (`FarmViewController+Undo.swift`): Ctrl+Z, or the Undo button that shows
/// for ``undoButtonDuration`` after it, brings every animal back as it was. The animals are shown
/// within the meadow between the bars (``freeArea``), wherever the user put them.
///
/// The background's recognizers are on the controller's view, as in the course's `viewDidLoad`:
/// a `UITapGestureRecognizer` (`processRootTap`) and a `UIScreenEdgePanGestureRecognizer` with
/// `edges = .left` (`processRootEdge`). The edge pan must win over the navigation's interactive
/// pop, which starts from the same edge: see ``viewDidLoad()``. The Clear button sits on the same
/// background and still works under its tap recognizer: a control's own action wins over an
/// ancestor's single tap (UIKit's "Attaching gesture recognizers to UIKit controls").
@MainActor
final class FarmViewController: UIViewController {
    /// What to try on this screen, with a finger and with a mouse: a click is a tap, holding the
    /// button a long press, a drag a pan; pinch and rotate take two fingers or, with the mouse,
    /// Ctrl+drag (and Ctrl+wheel pinches). It must fit two lines at the minimum window width.
    /// On this screen the left edge clears instead of going back, so the hint says so plainly.
    static let hint = "Tap: hen, egg, chick · Hold: cook · Drag · Pinch, rotate: Ctrl+drag, Ctrl+wheel · Left edge clears (not Back)"
    /// The meadow behind the animals: a pale green, so that the white hen and the fried egg
    /// stand out.
    static let meadowColor = UIColor(rgb: 0xEAF5E1)
    /// How long the clearing cross-dissolve lasts, in seconds (the course's).
    static let clearDuration: TimeInterval = 0.5
    /// Size of the Clear button in the top right corner, in points (FingerPaint's Clear's: a
    /// finger-sized target that leaves the meadow free).
    static let clearButtonSize = CGSize(width: 76, height: 36)
    /// Space between the Undo and Clear buttons, in points.
    static let buttonSpacing: CGFloat = 8
    /// How long the Undo button shows after a clear, in seconds (long enough to notice and reach
    /// it; Ctrl+Z keeps working after it hides).
    static let undoButtonDuration: TimeInterval = 5

    let hintLabel = SampleLayout.makeHintLabel(hint)
    let backgroundTap = UITapGestureRecognizer()
    let edgePan = UIScreenEdgePanGestureRecognizer()
    /// Clears the farm like the edge pan, for a mouse or a finger that does not find the edge.
    let clearButton = UIButton(title: "Clear")
    /// Brings back the animals of the latest clear; shown for ``undoButtonDuration`` after it.
    let undoButton = UIButton(title: "Undo")

    private let images: ImageCatalog
    /// Where the farm's changes go (`farm`, and `layout` when the Undo button shows or hides);
    /// nil without `--trace`.
    let trace: TraceRecorder?
    /// The animals the latest clear removed, back to front, kept as they were for an undo.
    var clearedAnimals: [FarmAnimalView] = []
    /// The timer that hides ``undoButton``; nil while it is hidden.
    var undoButtonTimer: TimerQueue.Token?
    /// Ctrl+Z, made once (`FarmViewController+Undo.swift`).
    private lazy var commands = makeKeyCommands()
    /// The number the next animal gets ("Animal-1", "Animal-2", …); never reused on a screen.
    private var nextAnimalNumber = 1

    init(images: ImageCatalog, trace: TraceRecorder?) {
        self.images = images
        self.trace = trace
        super.init()
        title = "Farm"
    }

    /// The animals on the farm, back to front.
    var animals: [FarmAnimalView] { view.subviews.compactMap { $0 as? FarmAnimalView } }

    /// Ctrl+Z: undo the latest clear.
    override var keyCommands: [UIKeyCommand]? { commands }

    /// The meadow between the bars, in this view's coordinates: above the hint. The animals are
    /// shown within it.
    var freeArea: CGRect {
        let bounds = view.bounds
        let bottom = max(bounds.minY, hintLabel.frame.minY - SampleLayout.hintTopMargin)
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bottom - bounds.minY)
    }

    override func viewDidLoad() {
        view.accessibilityIdentifier = "Farm"
        view.backgroundColor = Self.meadowColor
        view.addSubview(hintLabel)
        clearButton.accessibilityIdentifier = "FarmClearButton"
        clearButton.titleFont = .systemFont(ofSize: 16, weight: .semibold)
        clearButton.cornerRadius = 10
        clearButton.addAction(UIAction { [unowned self] _ in clearFarm() }, for: .touchUpInside)
        view.addSubview(clearButton)
        undoButton.accessibilityIdentifier = "FarmUndoButton"
        undoButton.titleFont = clearButton.titleFont
        undoButton.cornerRadius = clearButton.cornerRadius
        undoButton.isHidden = true
        undoButton.addAction(UIAction { [unowned self] _ in undoClear() }, for: .touchUpInside)
        view.addSubview(undoButton)
        backgroundTap.numberOfTapsRequired = 1
        // A touch on an animal is the animal's: its own tap (or long press, or pan) decides, and
        // the background never adds a hen under it, whichever recognizer is asked first.
        backgroundTap.shouldReceive = { _, touch in !(touch.view is FarmAnimalView) }
        backgroundTap.addTarget(self) { [unowned self] _ in processRootTap() }
        view.addGestureRecognizer(backgroundTap)
        edgePan.edges = .left
        edgePan.addTarget(self) { [unowned self] _ in processRootEdge() }
        view.addGestureRecognizer(edgePan)
        // The navigation's interactive pop starts from the same edge and would take the pan back
        // to the menu. UIKit offers two ways to arbitrate: the delegate (`shouldRequireFailureOf`,
        // `shouldBeRequiredToFailBy`) or `require(toFail:)`. The static one is the simplest
        // here: the pop waits for this screen's edge pan to fail. The requirement is weak and only counts while the edge pan takes part in
        // a touch sequence, so it holds back no other screen's pops after this one is gone.
        navigationController?.interactivePopGestureRecognizer?.require(toFail: edgePan)
    }

    override func viewDidLayoutSubviews() {
        hintLabel.frame = SampleLayout.hintFrame(in: view.bounds)
        clearButton.frame = CGRect(x: view.bounds.maxX - SampleLayout.margin - Self.clearButtonSize.width,
                                   y: view.bounds.minY + SampleLayout.margin,
                                   width: Self.clearButtonSize.width, height: Self.clearButtonSize.height)
        undoButton.frame = clearButton.frame.offsetBy(dx: -(Self.clearButtonSize.width + Self.buttonSpacing), dy: 0)
        // The user's places are the model; a smaller window only shows the animals pulled
        // inside, and a larger one brings them back.
        let area = freeArea
        let before = animals.map(\.windowCenter)
        for animal in animals { animal.visibleArea = area }
        if animals.map(\.windowCenter) != before { reportAnimals() }
    }

    /// Adds a hen centred where the background was tapped (the course's `processRootTap`).
    private func processRootTap() {
        let animal = FarmAnimalView(images: images, center: backgroundTap.location(in: view))
        // A hen tapped near the hint shows whole above it, and stays there.
        animal.visibleArea = freeArea
        animal.keepWhereShown()
        animal.accessibilityIdentifier = "Animal-\(nextAnimalNumber)"
        animal.tag = nextAnimalNumber
        nextAnimalNumber += 1
        animal.onChange = { [unowned self] _ in reportAnimals() }
        // Below the hint and the Clear button, so that both stay readable and reachable over the
        // animals.
        view.insertSubview(animal, at: animals.count)
        reportAnimals()
    }

    /// Clears the farm once, when the edge pan begins (the course's `processRootEdge`).
    private func processRootEdge() {
        guard edgePan.state == .began else { return }
        clearFarm()
    }

    /// Removes every animal inside a cross-dissolve, keeping them for an undo, and shows the
    /// Undo button. An empty farm stays as it is: no animation and no trace line, so a second
    /// press while the first clearing fades does nothing.
    private func clearFarm() {
        let cleared = animals
        guard !cleared.isEmpty else { return }
        UIView.transition(with: view, duration: Self.clearDuration, options: .transitionCrossDissolve,
                          animations: { for animal in cleared { animal.removeFromSuperview() } })
        // One level of undo: the farm keeps only the latest clear's animals, so repeated clears
        // hold no more than one farm's worth.
        clearedAnimals = cleared
        reportAnimals()
        showUndoButton()
    }

    /// `{"event":"farm","animals":[…]}` with every animal as it is now.
    func reportAnimals() {
        trace?.farmDidChange(animals)
    }
}
