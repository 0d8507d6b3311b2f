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

    /// Lays out an image the user can drag: on image row `row` the first time (`isPlaced`
    /// false), afterwards only pulled back inside `bounds` so a resize keeps the user's position.
    @MainActor
    static func placeDraggable(_ view: UIView, row: Int, in bounds: CGRect, isPlaced: inout Bool) {
        if isPlaced {
            view.frame = clamped(view.frame, to: bounds)
        } else {
            view.frame = rowFrame(row, size: view.frame.size, in: bounds)
            isPlaced = true
        }
    }

    /// `frame` moved the least needed to lie inside `bounds` (a dragged image must stay
    /// reachable after the window shrinks).
    static func clamped(_ frame: CGRect, to bounds: CGRect) -> CGRect {
        var result = frame
        result.origin.x = min(max(result.minX, bounds.minX), max(bounds.minX, bounds.maxX - frame.width))
        result.origin.y = min(max(result.minY, bounds.minY), max(bounds.minY, bounds.maxY - frame.height))
        return result
    }

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
