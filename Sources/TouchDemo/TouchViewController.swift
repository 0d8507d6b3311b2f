import Foundation
import TouchKit

/// The walkthrough's "Touch Samples" screen: raw touch handling in the view controller.
///
/// The image views do not take touches (`UIImageView.isUserInteractionEnabled` is false), so
/// every touch on this screen travels hit view → this controller's view → this controller, which
/// overrides the four touch methods:
/// - `TouchImage` shows its touched image while a touch that began on it is down, and the status
///   reports "Touches Began/Moved/Ended".
/// - `DoubleTouchImage` toggles its highlighted image on a touch with `tapCount == 2`.
/// - `DragImage` follows the touch that began on it, keeping the finger's offset.
@MainActor
final class TouchViewController: UIViewController {
    private let images: ImageCatalog
    private var imageHighlighted = false
    /// The touch that began on `DragImage` and now drags it. (The walkthrough keeps a flag,
    /// `touchStartedInside`; holding the touch itself keeps a second finger from dragging too.)
    private weak var dragTouch: UITouch?
    /// Where the user put `DragImage` (its frame's origin); nil until they drag it.
    private var dragImageOrigin: CGPoint?

    /// What to try on this screen, with a finger and with a mouse.
    static let hint = "Finger or mouse: press, double-tap (double-click) or drag an image · Two fingers: Ctrl+Shift+drag"

    let touchStatus = SampleLayout.makeStatusLabel()
    let hintLabel = SampleLayout.makeHintLabel(hint)
    let touchImage: UIImageView
    let doubleTouchImage: UIImageView
    let dragImage: UIImageView

    init(images: ImageCatalog) {
        self.images = images
        touchImage = SampleLayout.makeImageView(images[.touchMe], name: "TouchImage")
        doubleTouchImage = SampleLayout.makeImageView(images[.doubleTapMe], name: "DoubleTouchImage")
        dragImage = SampleLayout.makeImageView(images[.dragMe], name: "DragImage")
        super.init()
    }

    override func viewDidLoad() {
        view.isMultipleTouchEnabled = true
        for subview in [touchStatus, hintLabel, touchImage, doubleTouchImage, dragImage] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        touchStatus.frame = SampleLayout.statusFrame(in: bounds)
        hintLabel.frame = SampleLayout.hintFrame(in: bounds)
        touchImage.frame = SampleLayout.rowFrame(0, size: touchImage.frame.size, in: bounds)
        doubleTouchImage.frame = SampleLayout.rowFrame(1, size: doubleTouchImage.frame.size, in: bounds)
        SampleLayout.placeDraggable(dragImage, row: 2, in: bounds, userOrigin: dragImageOrigin)
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        // With multi-touch enabled, report the fingers down on this screen. XInput2 reports each
        // finger in its own event, so count the event's touches for this view rather than the
        // ones that began in this very call.
        touchStatus.text = "Number of fingers \(event?.touches(for: view)?.count ?? touches.count)"

        guard let touch = touches.first else { return }
        let location = touch.location(in: view)
        if touchImage.frame.contains(location) {
            touchImage.image = images[.touchMeTouched]
            touchStatus.text = "Touches Began"
        } else if touch.tapCount == 2 && doubleTouchImage.frame.contains(location) {
            if imageHighlighted {
                doubleTouchImage.image = images[.doubleTapMe]
                touchStatus.text = "Double-Tapped Off"
            } else {
                doubleTouchImage.image = images[.doubleTapMeHighlighted]
                touchStatus.text = "Double-Tapped On"
            }
            imageHighlighted.toggle()
        } else if dragImage.frame.contains(location), dragTouch == nil {
            dragTouch = touch
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            if touchImage.frame.contains(touch.location(in: view)) {
                touchStatus.text = "Touches Moved"
            }
            if touch === dragTouch {
                let previous = touch.previousLocation(in: view), current = touch.location(in: view)
                dragImage.frame = dragImage.frame.offsetBy(dx: current.x - previous.x, dy: current.y - previous.y)
                dragImageOrigin = dragImage.frame.origin
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        for touch in touches {
            if touchImage.frame.contains(touch.location(in: view)) {
                touchImage.image = images[.touchMe]
                touchStatus.text = "Touches Ended"
            }
            if touch === dragTouch { dragTouch = nil }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        dragTouch = nil
        touchImage.image = images[.touchMe]
        touchStatus.text = ""
    }
}
