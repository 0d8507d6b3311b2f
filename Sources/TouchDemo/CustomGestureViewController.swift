import Foundation
import TouchKit

/// The walkthrough's "Custom Gesture Recognizer" screen: drawing a checkmark "V" anywhere on
/// the screen toggles `CheckboxImage` between unchecked and checked.
///
/// A ``CheckmarkGestureRecognizer`` on the controller's view does the recognizing; its target
/// toggles the box only when the gesture is recognized. The touches also reach this controller
/// through the responder chain, which draws them as a fading trail (``CheckmarkTrailView``) so the
/// user sees what the recognizer saw, and says which way the box went ("Checkmark recognized:
/// checked" or "…: unchecked") or "Not a checkmark: <reason>".
@MainActor
final class CustomGestureViewController: UIViewController {
    private let images: ImageCatalog
    private var isChecked = false
    private let checkmarkGesture = CheckmarkGestureRecognizer()
    /// The touch being drawn as the trail (the first finger of the stroke).
    private weak var trailTouch: UITouch?

    /// What to try on this screen, with a finger and with a mouse. The recognizer wants the V
    /// drawn left to right (down, then up to the right), so the hint says so.
    static let hint = "Draw a V anywhere, left to right: finger or mouse"

    let touchStatus = SampleLayout.makeStatusLabel()
    let hintLabel = SampleLayout.makeHintLabel(hint)
    let checkboxImage: UIImageView
    let trail = CheckmarkTrailView()

    init(images: ImageCatalog) {
        self.images = images
        checkboxImage = SampleLayout.makeImageView(images[.checkBoxUnchecked], name: "CheckboxImage")
        super.init()
        title = "Custom Gesture"
    }

    override func viewDidLoad() {
        trail.accessibilityIdentifier = "CheckmarkTrail"
        for subview in [touchStatus, hintLabel, checkboxImage, trail] { view.addSubview(subview) }
        wireUpCheckmarkGestureRecognizer()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        touchStatus.frame = SampleLayout.statusFrame(in: bounds)
        hintLabel.frame = SampleLayout.hintFrame(in: bounds)
        checkboxImage.frame = SampleLayout.rowFrame(0, size: checkboxImage.frame.size, in: bounds)
        trail.frame = bounds
    }

    private func wireUpCheckmarkGestureRecognizer() {
        checkmarkGesture.addTarget(self) { [unowned self] recognizer in
            // The walkthrough means "when recognized" (its C# compares with a bit-or of states).
            guard recognizer.state == .recognized else { return }
            isChecked.toggle()
            checkboxImage.image = images[isChecked ? .checkBoxChecked : .checkBoxUnchecked]
            touchStatus.text = "Checkmark recognized: \(isChecked ? "checked" : "unchecked")"
            trail.show(.recognized)
        }
        view.addGestureRecognizer(checkmarkGesture)
    }

    // MARK: The trail

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trailTouch == nil, let touch = touches.first else { return }
        trailTouch = touch
        trail.begin(at: touch.location(in: trail))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trailTouch, touches.contains(touch) else { return }
        // The trail passes through every position reported since the last delivery.
        for report in event?.coalescedTouches(for: touch) ?? [] { trail.add(report.location(in: trail)) }
        trail.add(touch.location(in: trail))
        reportFailureIfAny()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trailTouch, touches.contains(touch) else { return }
        trail.add(touch.location(in: trail))
        reportFailureIfAny()
        finishTrail()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trailTouch, touches.contains(touch) else { return }
        // A recognized checkmark cancels its touches in the view: the action colours the trail.
        reportFailureIfAny()
        finishTrail()
    }

    /// Shows why the recognizer gave up, once per stroke, as soon as it did.
    private func reportFailureIfAny() {
        guard trail.outcome == .drawing, let reason = checkmarkGesture.failureReason else { return }
        trail.show(.failed)
        touchStatus.text = "Not a checkmark: \(reason)"
    }

    private func finishTrail() {
        trail.finish()
        trailTouch = nil
    }
}
