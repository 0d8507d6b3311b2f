import Foundation
import TouchKit

/// The Farm, the course's "La Granja" demo: a tap on the empty background puts a hen there, and a
/// pan in from the left edge, or the Clear button, clears the farm. Each animal (``FarmAnimalView``) has its own
/// gestures: tap, long press, and pan, pinch and rotation at once.
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
    static let hint = "Tap or click: hen, egg, chick · Hold: cook · Drag · Pinch, rotate: Ctrl+drag, Ctrl+wheel · Clear: left edge"
    /// The meadow behind the animals: a pale green, so that the white hen and the fried egg
    /// stand out.
    static let meadowColor = UIColor(rgb: 0xEAF5E1)
    /// How long the clearing cross-dissolve lasts, in seconds (the course's).
    static let clearDuration: TimeInterval = 0.5
    /// Size of the Clear button in the top right corner, in points (FingerPaint's Clear's: a
    /// finger-sized target that leaves the meadow free).
    static let clearButtonSize = CGSize(width: 76, height: 36)

    let band = BottomBand(hint: hint)
    var hintLabel: UILabel { band.hintLabel }
    let backgroundTap = UITapGestureRecognizer()
    let edgePan = UIScreenEdgePanGestureRecognizer()
    /// Clears the farm like the edge pan, for a mouse or a finger that does not find the edge.
    let clearButton = UIButton(title: "Clear")

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
        view.addSubview(band)
        clearButton.accessibilityIdentifier = "FarmClearButton"
        clearButton.titleFont = .systemFont(ofSize: 16, weight: .semibold)
        clearButton.cornerRadius = 10
        clearButton.addAction(UIAction { [unowned self] _ in clearFarm() }, for: .touchUpInside)
        view.addSubview(clearButton)
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
        band.frame = BottomBand.frame(in: view.bounds)
        clearButton.frame = CGRect(x: view.bounds.maxX - SampleLayout.margin - Self.clearButtonSize.width,
                                   y: view.bounds.minY + SampleLayout.margin,
                                   width: Self.clearButtonSize.width, height: Self.clearButtonSize.height)
    }

    /// Adds a hen centred where the background was tapped (the course's `processRootTap`).
    private func processRootTap() {
        let animal = FarmAnimalView(images: images, center: backgroundTap.location(in: view))
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

    /// Removes every animal inside a cross-dissolve. An empty farm stays as it is: no animation
    /// and no trace line, so a second press while the first clearing fades does nothing.
    private func clearFarm() {
        guard !animals.isEmpty else { return }
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
