import Foundation
import TouchKit

/// The Farm, the course's "La Granja" demo: a tap on the empty background puts a hen there, and a
/// pan in from the left edge clears the farm. Each animal (``FarmAnimalView``) has its own
/// gestures: tap, long press, and pan, pinch and rotation at once.
///
/// The background's recognizers are on the controller's view, as in the course's `viewDidLoad`:
/// a `UITapGestureRecognizer` (`processRootTap`) and a `UIScreenEdgePanGestureRecognizer` with
/// `edges = .left` (`processRootEdge`). The edge pan must win over the navigation's interactive
/// pop, which starts from the same edge: see ``viewDidLoad()``.
@MainActor
final class FarmViewController: UIViewController {
    /// What to try on this screen, with a finger and with a mouse: a click is a tap, holding the
    /// button a long press, a drag a pan; pinch and rotate take two fingers or, with the mouse,
    /// Ctrl+drag (and Ctrl+wheel pinches). It must fit two lines at the minimum window width.
    static let hint = "Tap or click: hen, egg, chick · Hold: cook · Drag · Pinch, rotate: Ctrl+drag, Ctrl+wheel · Left edge: clear"
    /// The meadow behind the animals: a pale green, so that the white hen and the fried egg
    /// stand out.
    static let meadowColor = UIColor(rgb: 0xEAF5E1)
    /// How long the clearing cross-dissolve lasts, in seconds (the course's).
    static let clearDuration: TimeInterval = 0.5

    let hintLabel = SampleLayout.makeHintLabel(hint)
    let backgroundTap = UITapGestureRecognizer()
    let edgePan = UIScreenEdgePanGestureRecognizer()

    private let images: ImageCatalog
    private let trace: TraceRecorder?
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

    override func viewDidLoad() {
        view.accessibilityIdentifier = "Farm"
        view.backgroundColor = Self.meadowColor
        view.addSubview(hintLabel)
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
        // `shouldBeRequiredToFailBy`) or `require(toFail:)`. TouchKit's delegate is closures
        // without those two questions until issue 10, so the pop waits for this screen's edge
        // pan to fail. The requirement is weak and only counts while the edge pan takes part in
        // a touch sequence, so it holds back no other screen's pops after this one is gone.
        navigationController?.interactivePopGestureRecognizer?.require(toFail: edgePan)
    }

    override func viewDidLayoutSubviews() {
        hintLabel.frame = SampleLayout.hintFrame(in: view.bounds)
    }

    /// Adds a hen centred where the background was tapped (the course's `processRootTap`).
    private func processRootTap() {
        let animal = FarmAnimalView(images: images, center: backgroundTap.location(in: view))
        animal.accessibilityIdentifier = "Animal-\(nextAnimalNumber)"
        animal.tag = nextAnimalNumber
        nextAnimalNumber += 1
        animal.onChange = { [unowned self] _ in reportAnimals() }
        // Below the hint, so that the hint stays readable over the animals.
        view.insertSubview(animal, at: max(0, view.subviews.count - 1))
        reportAnimals()
    }

    /// Clears the farm inside a cross-dissolve, once, when the edge pan begins (the course's
    /// `processRootEdge`).
    private func processRootEdge() {
        guard edgePan.state == .began, !animals.isEmpty else { return }
        UIView.transition(with: view, duration: Self.clearDuration, options: .transitionCrossDissolve,
                          animations: { [unowned self] in
                              for animal in animals { animal.removeFromSuperview() }
                          })
        reportAnimals()
    }

    /// `{"event":"farm","animals":[…]}` with every animal as it is now.
    private func reportAnimals() {
        trace?.farmDidChange(animals)
    }
}
