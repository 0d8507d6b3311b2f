import Foundation
import TouchKit

/// The walkthrough's "Gesture Recognizer Samples" screen: `DoubleTouchImage` and `DragImage`
/// under a status line. Its recognizers (a pan on `DragImage`, a double tap on
/// `DoubleTouchImage`) arrive with the gesture framework; until then it shows the screen as the
/// walkthrough's starter project does.
@MainActor
final class GestureViewController: UIViewController {
    private var hasPlacedDragImage = false

    let touchStatus = SampleLayout.makeStatusLabel()
    let doubleTouchImage: UIImageView
    let dragImage: UIImageView

    init(images: ImageCatalog) {
        doubleTouchImage = SampleLayout.makeImageView(images[.doubleTapMe], name: "DoubleTouchImage")
        dragImage = SampleLayout.makeImageView(images[.dragMe], name: "DragImage")
        super.init()
        title = "Gesture Recognizers"
    }

    override func viewDidLoad() {
        for subview in [touchStatus, doubleTouchImage, dragImage] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        touchStatus.frame = SampleLayout.statusFrame(in: bounds)
        doubleTouchImage.frame = SampleLayout.rowFrame(0, size: doubleTouchImage.frame.size, in: bounds)
        SampleLayout.placeDraggable(dragImage, row: 1, in: bounds, isPlaced: &hasPlacedDragImage)
    }
}
