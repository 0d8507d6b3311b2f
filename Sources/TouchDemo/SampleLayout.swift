import Foundation
import TouchKit

/// Where the sample screens put their views, like the walkthrough's storyboard: a status line at
/// the top and a centred column of images below it, in the controller's view coordinates.
enum SampleLayout {
    static let margin: CGFloat = 20
    static let statusHeight: CGFloat = 32
    /// The top of the first image row.
    static let firstRowY: CGFloat = 76
    /// Vertical distance between the tops of two image rows.
    static let rowPitch: CGFloat = 104

    /// The status label's frame across the top of `bounds`.
    static func statusFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: margin, y: margin, width: max(0, bounds.width - 2 * margin), height: statusHeight)
    }

    /// A frame of `size` centred horizontally in `bounds`, on image row `row` (0 first).
    static func rowFrame(_ row: Int, size: CGSize, in bounds: CGRect) -> CGRect {
        CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: firstRowY + CGFloat(row) * rowPitch,
               width: size.width, height: size.height)
    }

    /// Lays out an image the user can drag. `userOrigin` is the model: where the user last put
    /// the image (nil until they move it, and then the image sits on image row `row`). The frame
    /// shown is that position pulled inside `bounds`, so a window that shrinks keeps the image
    /// reachable and one that grows again brings it back to where the user left it.
    @MainActor
    static func placeDraggable(_ view: UIView, row: Int, in bounds: CGRect, userOrigin: CGPoint?) {
        let size = view.frame.size
        let wanted = userOrigin.map { CGRect(origin: $0, size: size) } ?? rowFrame(row, size: size, in: bounds)
        view.frame = clamped(wanted, to: bounds)
    }

    /// `frame` moved the least needed to lie inside `bounds` (a dragged image must stay
    /// reachable after the window shrinks).
    static func clamped(_ frame: CGRect, to bounds: CGRect) -> CGRect {
        var result = frame
        result.origin.x = min(max(result.minX, bounds.minX), max(bounds.minX, bounds.maxX - frame.width))
        result.origin.y = min(max(result.minY, bounds.minY), max(bounds.minY, bounds.maxY - frame.height))
        return result
    }

    // MARK: The hint

    /// Name of the label at the bottom of every screen that says what to try.
    static let hintLabelName = "HintLabel"
    /// Height of the hint label: two lines of ``hintFont``, in points.
    static let hintHeight: CGFloat = 38
    /// Space below the hint label, in points.
    static let hintBottomMargin: CGFloat = 8
    /// Space the screen's own views leave above the hint label, in points.
    static let hintTopMargin: CGFloat = 8
    static let hintFont = UIFont.systemFont(ofSize: 14)
    /// The height the hint takes at the bottom of a screen, margins included, in points: what
    /// stays free of the screen's own views.
    static var hintAreaHeight: CGFloat { hintTopMargin + hintHeight + hintBottomMargin }

    /// The hint label's frame along the bottom of `bounds`.
    static func hintFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + margin, y: bounds.maxY - hintBottomMargin - hintHeight,
               width: max(0, bounds.width - 2 * margin), height: hintHeight)
    }

    /// A label named `HintLabel` saying `text`, in up to two lines.
    @MainActor
    static func makeHintLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.accessibilityIdentifier = hintLabelName
        label.text = text
        label.font = hintFont
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 2
        return label
    }

    // MARK: Views

    /// A status label named `TouchStatus`.
    @MainActor
    static func makeStatusLabel() -> UILabel {
        let label = UILabel()
        label.accessibilityIdentifier = "TouchStatus"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 18, weight: .semibold)
        return label
    }

    /// An image view showing `image`, named `name`.
    @MainActor
    static func makeImageView(_ image: UIImage, name: String) -> UIImageView {
        let imageView = UIImageView(image: image)
        imageView.accessibilityIdentifier = name
        return imageView
    }
}
