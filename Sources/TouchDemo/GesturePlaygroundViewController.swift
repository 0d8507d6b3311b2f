import Foundation
import TouchKit

/// The Gesture Playground: every built-in recognizer on one screen, in the spirit of the course
/// slides' demo.
///
/// - On the card: pan moves it, pinch scales it and rotation turns it, all three at once
///   (`shouldRecognizeSimultaneously`); a double tap resets it; a long press toggles its colour.
///   The handlers apply each change incrementally and set the recognizer's value back (UIKit's
///   idiom for `translation`, `scale` and `rotation`).
/// - Off the card: a swipe left or right, and a pan from the left edge of the window.
///
/// `shouldReceive` sends touches on the card to the card's recognizers and the others to the
/// swipe and the edge pan. The status line names the latest gesture and the card's transform.
@MainActor
final class GesturePlaygroundViewController: UIViewController {
    /// What to try on this screen, with a finger and with a mouse (the card itself says drag,
    /// double tap: reset, hold: colour). Off the card the left edge is this screen's edge pan,
    /// not Back, so the hint says so plainly.
    static let hint = "Drag the card · Pinch, rotate: two fingers, Ctrl+drag or Ctrl+wheel · Swipe · Left edge: edge pan, not Back"
    /// How far inside the canvas the card's centre is kept when the window shrinks, in points.
    static let cardCenterInset: CGFloat = 20

    let touchStatus = SampleLayout.makeStatusLabel()
    let hintLabel = SampleLayout.makeHintLabel(hint)
    let canvas = TransformCardView()
    /// Where the user put the card's centre (canvas coordinates); nil until they move it, and
    /// then the card sits in the middle of the canvas.
    private var userCardCenter: CGPoint?

    override func viewDidLoad() {
        canvas.accessibilityIdentifier = "Canvas"
        canvas.clipsToBounds = true
        view.addSubview(touchStatus)
        view.addSubview(hintLabel)
        view.addSubview(canvas)
        wireUpCardRecognizers()
        wireUpBackgroundRecognizers()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        touchStatus.frame = SampleLayout.statusFrame(in: bounds)
        hintLabel.frame = SampleLayout.hintFrame(in: bounds)
        let top = SampleLayout.firstRowY - 8
        canvas.frame = CGRect(x: 0, y: top, width: bounds.width,
                              height: max(0, bounds.height - top - SampleLayout.hintAreaHeight))
        // The user's position is the model; a smaller window only shows the card pulled inside,
        // and a larger one brings it back.
        let wanted = userCardCenter ?? CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
        let inside = canvas.bounds.insetBy(dx: Self.cardCenterInset, dy: Self.cardCenterInset)
        canvas.cardCenter = CGPoint(x: min(max(wanted.x, inside.minX), inside.maxX),
                                    y: min(max(wanted.y, inside.minY), inside.maxY))
    }

    // MARK: The card

    private func wireUpCardRecognizers() {
        let pan = UIPanGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let transformers: [UIGestureRecognizer] = [pan, pinch, rotation]
        // Identities, not the recognizers: each closure is owned by one of them, so capturing the
        // array would make the three keep one another alive after the screen is gone.
        let transformerIDs = Set(transformers.map(ObjectIdentifier.init))
        for recognizer in transformers {
            recognizer.shouldRecognizeSimultaneously = { _, other in transformerIDs.contains(ObjectIdentifier(other)) }
        }
        pan.addTarget(self) { [unowned self, unowned pan] _ in handlePan(pan) }
        pinch.addTarget(self) { [unowned self, unowned pinch] _ in handlePinch(pinch) }
        rotation.addTarget(self) { [unowned self, unowned rotation] _ in handleRotation(rotation) }

        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self) { [unowned self] _ in
            canvas.cardScale = 1
            canvas.cardRotation = 0
            userCardCenter = nil
            canvas.cardCenter = CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
            report("Double tap: reset")
        }
        let longPress = UILongPressGestureRecognizer()
        longPress.addTarget(self) { [unowned self, unowned longPress] _ in
            guard longPress.state == .began else { return }
            canvas.isAlternateColor.toggle()
            report("Long press: colour")
        }
        for recognizer in transformers + [doubleTap, longPress] {
            recognizer.shouldReceive = { [unowned self] _, touch in canvas.cardContains(touch.location(in: canvas)) }
            canvas.addGestureRecognizer(recognizer)
        }
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .began || pan.state == .changed else { return report("Pan \(pan.state)") }
        let offset = pan.translation(in: canvas)
        canvas.cardCenter = CGPoint(x: canvas.cardCenter.x + offset.x, y: canvas.cardCenter.y + offset.y)
        userCardCenter = canvas.cardCenter
        pan.setTranslation(.zero, in: canvas)
        report("Pan \(pan.state)")
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .began || pinch.state == .changed {
            canvas.cardScale *= pinch.scale
            pinch.scale = 1
        }
        report("Pinch \(pinch.state)")
    }

    private func handleRotation(_ rotation: UIRotationGestureRecognizer) {
        if rotation.state == .began || rotation.state == .changed {
            canvas.cardRotation += rotation.rotation
            rotation.rotation = 0
        }
        report("Rotation \(rotation.state)")
    }

    // MARK: Off the card

    private func wireUpBackgroundRecognizers() {
        // UIKit's swipe does not say which of its directions it saw: one recognizer per direction.
        var swipes: [UIGestureRecognizer] = []
        for (direction, name) in [(UISwipeGestureRecognizer.Direction.left, "left"), (.right, "right")] {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            swipe.addTarget(self) { [unowned self] _ in report("Swipe \(name)") }
            swipes.append(swipe)
        }
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        edgePan.addTarget(self) { [unowned self, unowned edgePan] _ in
            report("Edge pan \(edgePan.state): \(Int(edgePan.translation(in: canvas).x.rounded())) pt")
        }
        // The screen's own edge pan wins over the navigation's interactive pop from the same edge.
        navigationController?.interactivePopGestureRecognizer?.require(toFail: edgePan)
        for recognizer in swipes + [edgePan] {
            recognizer.shouldReceive = { [unowned self] _, touch in !canvas.cardContains(touch.location(in: canvas)) }
            canvas.addGestureRecognizer(recognizer)
        }
    }

    /// "WHAT · scale S · D°": the latest gesture and the card's transform.
    private func report(_ what: String) {
        let degrees = Int((canvas.cardRotation * 180 / .pi).rounded())
        touchStatus.text = "\(what) · scale \(String(format: "%.2f", canvas.cardScale)) · \(degrees)°"
    }
}
