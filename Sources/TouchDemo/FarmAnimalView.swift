import Foundation
import TouchKit

/// One animal on the Farm, the course's `GHPImageView`: an image view whose ``state`` picks the
/// picture, with its own recognizers, created in `init` as in the course:
///
/// - a tap cycles hen → egg → chicken → hen (a fried egg and a roast stay as they are);
/// - a long press, when it begins, turns a hen into a roast and an egg into a fried egg, inside a
///   flip transition;
/// - a pan moves it, a pinch scales it and a rotation turns it, all through ``transform`` and all
///   three at once (`shouldRecognizeSimultaneously`). Each handler applies the change since the
///   last call and sets the recognizer's value back (translation to zero, scale to 1, rotation
///   to 0), the course's idiom.
///
/// The tap does **not** `require(toFail:)` the long press. The two share the touch and may not
/// recognize together, so whichever recognizes first fails the other: a finger lifted before
/// 0.5 s recognizes the tap (the long press fails as it lifts), and a finger held 0.5 s begins
/// the long press, which fails the tap there and then, so the lift that follows cannot tap. A
/// failure requirement would change neither outcome; it is needed only where a gesture must wait
/// for a longer one *that has not decided yet* when it would recognize (a single tap under a
/// double tap).
///
/// ``onChange`` hears of every change a user can see: state, position, scale and angle.
///
/// Where the user put the animal is the model (``userCenter``); the animal is shown pulled into
/// ``visibleArea`` (the meadow between the bars), so a window that shrinks keeps it in sight and
/// one that grows again brings it back (`FarmAnimalView+Placement.swift`).
@MainActor
final class FarmAnimalView: UIImageView {
    /// What the animal is (the course's `GHPState`).
    enum State: String, CaseIterable, Sendable {
        case hen, egg, chicken, fried, roast

        /// The picture for this state.
        var imageName: ImageName {
            switch self {
            case .hen: .hen
            case .egg: .egg
            case .chicken: .chicken
            case .fried: .friedEgg
            case .roast: .roastChicken
            }
        }

        /// What a tap makes of it: hen → egg → chicken → hen; fried and roast stay.
        var tapped: State {
            switch self {
            case .hen: .egg
            case .egg: .chicken
            case .chicken: .hen
            case .fried, .roast: self
            }
        }

        /// What a long press makes of it: a hen is roasted, an egg fried; the rest stay.
        var cooked: State {
            switch self {
            case .hen: .roast
            case .egg: .fried
            case .chicken, .fried, .roast: self
            }
        }
    }

    /// The smallest and largest scale a pinch may give, so an animal can neither shrink out of
    /// reach of a finger (0.4 × a 72 pt egg is still 29 pt) nor swallow the window (3 × the
    /// 124 pt roast is 372 pt, less than the smallest window's width, 420 pt).
    static let scaleRange: ClosedRange<CGFloat> = 0.4...3
    /// How long the long press's flip lasts, in seconds (the course's).
    static let flipDuration: TimeInterval = 0.5

    /// What the animal is; setting it shows the matching picture and resizes ``bounds`` to it,
    /// keeping ``center``.
    var state: State = .hen {
        didSet {
            guard state != oldValue else { return }
            updateImage()
            onChange?(self)
        }
    }

    /// Called after every visible change: the state, a move, a scale or a turn.
    var onChange: ((FarmAnimalView) -> Void)?

    let tapRecognizer = UITapGestureRecognizer()
    let longPressRecognizer = UILongPressGestureRecognizer()
    let panRecognizer = UIPanGestureRecognizer()
    let pinchRecognizer = UIPinchGestureRecognizer()
    let rotationRecognizer = UIRotationGestureRecognizer()

    private let images: ImageCatalog
    /// The ``center`` the animal has when nothing pulls it into ``visibleArea``: with the
    /// transform's translation, where the user put it (``userCenter``).
    var placedCenter: CGPoint
    /// The area the animal is shown within, in superview coordinates (nil: anywhere). Setting it
    /// shows the animal pulled inside, without changing ``userCenter``.
    var visibleArea: CGRect? {
        didSet { if visibleArea != oldValue { showPulledIntoVisibleArea() } }
    }

    /// A hen from `images`, centred at `center` (superview coordinates).
    init(images: ImageCatalog, center: CGPoint) {
        self.images = images
        placedCenter = center
        super.init(frame: CGRect(origin: center, size: .zero))
        // UIImageView ignores touches by default; the animal has gestures of its own.
        isUserInteractionEnabled = true
        updateImage()
        wireUpRecognizers()
    }

    /// The animal's scale, from its transform: the length of the transformed x axis.
    var scale: CGFloat { hypot(transform.a, transform.b) }
    /// The animal's rotation in radians, clockwise on screen, from its transform.
    var rotation: CGFloat { atan2(transform.b, transform.a) }
    /// Where the animal's centre shows, in window coordinates: `center` moved by the transform's
    /// translation (the transform applies about the centre, so its translation is where the
    /// centre goes), then through the superviews.
    var windowCenter: CGPoint {
        let shown = CGPoint(x: center.x + transform.tx, y: center.y + transform.ty)
        return superview?.convert(shown, to: nil) ?? shown
    }

    private func updateImage() {
        image = images[state.imageName]
        if let image { bounds.size = image.size }
        showPulledIntoVisibleArea()
    }

    // MARK: Recognizers

    private func wireUpRecognizers() {
        tapRecognizer.numberOfTapsRequired = 1
        tapRecognizer.addTarget(self) { [unowned self] _ in state = state.tapped }
        longPressRecognizer.addTarget(self) { [unowned self] _ in processLongPress() }
        panRecognizer.addTarget(self) { [unowned self] _ in processPan() }
        pinchRecognizer.addTarget(self) { [unowned self] _ in processPinch() }
        rotationRecognizer.addTarget(self) { [unowned self] _ in processRotation() }

        let transformers: [UIGestureRecognizer] = [panRecognizer, pinchRecognizer, rotationRecognizer]
        // Identities, not the recognizers: each closure is owned by one of them, so capturing the
        // array would make the three keep one another alive.
        let transformerIDs = Set(transformers.map(ObjectIdentifier.init))
        for recognizer in transformers {
            recognizer.shouldRecognizeSimultaneously = { _, other in transformerIDs.contains(ObjectIdentifier(other)) }
        }
        for recognizer in [tapRecognizer, longPressRecognizer] + transformers {
            addGestureRecognizer(recognizer)
        }
    }

    /// A long press is continuous; only its start matters. The picture changes inside a flip.
    private func processLongPress() {
        guard longPressRecognizer.state == .began, state.cooked != state else { return }
        UIView.transition(with: self, duration: Self.flipDuration, options: .transitionFlipFromLeft,
                          animations: { [unowned self] in state = state.cooked })
    }

    /// Moves by the translation since the last call, measured in the animal's own coordinates
    /// (so it moves under the finger whatever its scale and angle), then sets it back to zero.
    private func processPan() {
        guard panRecognizer.state == .began || panRecognizer.state == .changed else { return }
        let translation = panRecognizer.translation(in: self)
        transform = transform.translatedBy(x: translation.x, y: translation.y)
        panRecognizer.setTranslation(.zero, in: self)
        keepWhereShown()
        onChange?(self)
    }

    /// Scales by the pinch's factor since the last call, within ``scaleRange``, then sets it to 1.
    private func processPinch() {
        guard pinchRecognizer.state == .began || pinchRecognizer.state == .changed else { return }
        let current = scale
        let wanted = min(max(current * pinchRecognizer.scale, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
        let factor = wanted / current
        transform = transform.scaledBy(x: factor, y: factor)
        pinchRecognizer.scale = 1
        keepWhereShown()
        onChange?(self)
    }

    /// Turns by the rotation since the last call, then sets it to 0.
    private func processRotation() {
        guard rotationRecognizer.state == .began || rotationRecognizer.state == .changed else { return }
        transform = transform.rotated(by: rotationRecognizer.rotation)
        rotationRecognizer.rotation = 0
        keepWhereShown()
        onChange?(self)
    }
}
