import Foundation
import TouchKit

/// The walkthrough's "Gesture Recognizer Samples" screen: the Touch Samples interactions again,
/// done with gesture recognizers instead of touch methods.
///
/// - A `UIPanGestureRecognizer` drags `DragImage`: ``handleDrag(_:)`` remembers the image's frame
///   when the pan begins and offsets it by the pan's translation while it is began or changed.
/// - A double-tap `UITapGestureRecognizer` on `DoubleTouchImage` toggles its image and reports
///   where the tap was, in the image's coordinates: "Image touched at: {x, y}".
///
/// Both images enable user interaction, as the walkthrough's storyboard does (image views do not
/// by default).
@MainActor
final class GestureViewController: UIViewController {
    private let images: ImageCatalog
    /// Where the user put `DragImage` (its frame's origin); nil until they drag it.
    private var dragImageOrigin: CGPoint?
    private var imageHighlighted = false
    private var originalImageFrame = CGRect.zero

    /// What to try on this screen, with a finger and with a mouse.
    static let hint = "Double-tap the top image (mouse: double-click) · Drag the other with a finger or the mouse"

    let touchStatus = SampleLayout.makeStatusLabel()
    let hintLabel = SampleLayout.makeHintLabel(hint)
    let doubleTouchImage: UIImageView
    let dragImage: UIImageView

    init(images: ImageCatalog) {
        self.images = images
        doubleTouchImage = SampleLayout.makeImageView(images[.doubleTapMe], name: "DoubleTouchImage")
        dragImage = SampleLayout.makeImageView(images[.dragMe], name: "DragImage")
        super.init()
    }

    override func viewDidLoad() {
        for subview in [touchStatus, hintLabel, doubleTouchImage, dragImage] { view.addSubview(subview) }
        doubleTouchImage.isUserInteractionEnabled = true
        dragImage.isUserInteractionEnabled = true
        wireUpTapGestureRecognizer()
        wireUpDragGestureRecognizer()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        touchStatus.frame = SampleLayout.statusFrame(in: bounds)
        hintLabel.frame = SampleLayout.hintFrame(in: bounds)
        doubleTouchImage.frame = SampleLayout.rowFrame(0, size: doubleTouchImage.frame.size, in: bounds)
        SampleLayout.placeDraggable(dragImage, row: 1, in: bounds, userOrigin: dragImageOrigin)
    }

    // MARK: Recognizers

    private func wireUpDragGestureRecognizer() {
        let gesture = UIPanGestureRecognizer()
        gesture.addTarget(self) { [unowned self, unowned gesture] _ in handleDrag(gesture) }
        dragImage.addGestureRecognizer(gesture)
    }

    /// Moves `DragImage` with the pan: its frame when the pan began, offset by the translation.
    private func handleDrag(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .began {
            originalImageFrame = dragImage.frame
        }
        // The walkthrough means "while the gesture is under way" (its C# tests a bit-or of
        // states by mistake): move only while began or changed.
        if recognizer.state == .began || recognizer.state == .changed {
            let offset = recognizer.translation(in: dragImage)
            dragImage.frame = originalImageFrame.offsetBy(dx: offset.x, dy: offset.y)
            dragImageOrigin = dragImage.frame.origin
        }
    }

    private func wireUpTapGestureRecognizer() {
        let tapGesture = UITapGestureRecognizer()
        tapGesture.numberOfTapsRequired = 2
        tapGesture.addTarget(self) { [unowned self, unowned tapGesture] _ in
            let location = tapGesture.location(ofTouch: 0, in: doubleTouchImage)
            touchStatus.text = "Image touched at: \(Self.format(location))"
            imageHighlighted.toggle()
            doubleTouchImage.image = images[imageHighlighted ? .doubleTapMeHighlighted : .doubleTapMe]
        }
        doubleTouchImage.addGestureRecognizer(tapGesture)
    }

    /// "{x, y}", whole points shown without decimals: how UIKit prints a point.
    static func format(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
        }
        return "{\(number(point.x)), \(number(point.y))}"
    }
}
