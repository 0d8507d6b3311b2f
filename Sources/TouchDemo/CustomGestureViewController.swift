import Foundation
import TouchKit

/// The walkthrough's "Custom Gesture Recognizer" screen: `CheckboxImage`, which drawing a "V"
/// toggles once the checkmark recognizer exists; until then it shows the unchecked box as the
/// walkthrough's starter project does.
@MainActor
final class CustomGestureViewController: UIViewController {

    let touchStatus = SampleLayout.makeStatusLabel()
    let checkboxImage: UIImageView

    init(images: ImageCatalog) {
        checkboxImage = SampleLayout.makeImageView(images[.checkBoxUnchecked], name: "CheckboxImage")
        super.init()
        title = "Custom Gesture"
    }

    override func viewDidLoad() {
        for subview in [touchStatus, checkboxImage] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        touchStatus.frame = SampleLayout.statusFrame(in: bounds)
        checkboxImage.frame = SampleLayout.rowFrame(0, size: checkboxImage.frame.size, in: bounds)
    }
}
