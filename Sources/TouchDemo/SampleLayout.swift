import Foundation
import TouchKit

/// Where the walkthrough screens put their views, like the walkthrough's storyboard: a status
/// line over a column of images, in the controller's view coordinates, above the
/// ``BottomBand``.
///
/// The column is centred in the free area (between the navigation bar and the band), and in a
/// large window scaled up by ``zoom(in:)``: the images are drawn larger, from their
/// `@2x`/`@3x` files (drawing picks the file with enough pixels), so that a 4K window is not two
/// thirds blank.
enum SampleLayout {
    static let margin: CGFloat = 20
    /// Height of the status line at zoom 1, in points.
    static let statusHeight: CGFloat = 32
    /// The status line's font at zoom 1.
    static let statusFontSize: CGFloat = 18
    /// Space between the status line and the first image row at zoom 1, in points.
    static let statusSpacing: CGFloat = 24
    /// Vertical distance between the tops of two image rows at zoom 1, in points.
    static let rowPitch: CGFloat = 104
    /// The largest zoom: the largest image files are `@3x`.
    static let maximumZoom: CGFloat = 3
    /// Zoom goes in steps of this much, so that small resizes do not rescale everything.
    static let zoomStep: CGFloat = 0.5
    /// The share of the free area's height (or width) the column may take before it grows: the
    /// rest stays as space around it.
    static let fillFraction: CGFloat = 0.8
    /// The status text grows with the zoom up to this factor: beyond it, larger text reads worse.
    static let maximumTextZoom: CGFloat = 2

    /// The free area of a screen's view `bounds`: everything above the bottom band (the
    /// navigation bar is outside the view already).
    static func freeArea(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - hintAreaHeight))
    }

    /// The rows every walkthrough screen's zoom is measured with: Touch Samples' three 180x64
    /// images, the tallest column. The three screens then draw their images at the same size in
    /// a window of a given size, as sibling screens should.
    static let referenceRowSizes = Array(repeating: CGSize(width: 180, height: 64), count: 3)

    /// How much the walkthrough columns grow in `bounds`: 1 while the reference column
    /// (``referenceRowSizes``) fits at its usual size in ``fillFraction`` of the free area, else
    /// the largest ``zoomStep`` that does, up to ``maximumZoom``.
    static func zoom(in bounds: CGRect) -> CGFloat {
        let column = columnSize(rowSizes: referenceRowSizes)
        let area = freeArea(in: bounds).insetBy(dx: margin, dy: margin)
        guard column.width > 0, column.height > 0, area.width > 0, area.height > 0 else { return 1 }
        let fit = min(area.width / column.width, area.height / column.height) * fillFraction
        return min(maximumZoom, max(1, (fit / zoomStep).rounded(.down) * zoomStep))
    }

    /// The column's size at zoom 1: the status line, its spacing and the image rows.
    static func columnSize(rowSizes: [CGSize]) -> CGSize {
        let rows = CGFloat(max(0, rowSizes.count - 1)) * rowPitch + (rowSizes.last?.height ?? 0)
        return CGSize(width: rowSizes.map(\.width).max() ?? 0, height: statusHeight + statusSpacing + rows)
    }

    /// The top of the column (its status line), centred in the free area at `zoom`.
    static func columnTop(rowSizes: [CGSize], zoom: CGFloat, in bounds: CGRect) -> CGFloat {
        let area = freeArea(in: bounds)
        let height = columnSize(rowSizes: rowSizes).height * zoom
        return area.minY + max(margin, ((area.height - height) / 2).rounded())
    }

    /// The status label's frame: across `bounds`, at the top of the column.
    static func statusFrame(in bounds: CGRect, top: CGFloat, zoom: CGFloat) -> CGRect {
        CGRect(x: bounds.minX + margin, y: top, width: max(0, bounds.width - 2 * margin),
               height: (statusHeight * min(zoom, maximumTextZoom)).rounded())
    }

    /// The status font at `zoom`.
    static func statusFont(zoom: CGFloat) -> UIFont {
        .systemFont(ofSize: (statusFontSize * min(zoom, maximumTextZoom)).rounded(), weight: .semibold)
    }

    /// A frame of `size` (zoom 1) scaled by `zoom`, centred horizontally in `bounds`, on image
    /// row `row` (0 first) of the column whose top is `top`.
    static func rowFrame(_ row: Int, size: CGSize, top: CGFloat, zoom: CGFloat, in bounds: CGRect) -> CGRect {
        let width = (size.width * zoom).rounded(), height = (size.height * zoom).rounded()
        let y = top + ((statusHeight + statusSpacing + CGFloat(row) * rowPitch) * zoom).rounded()
        return CGRect(x: bounds.minX + ((bounds.width - width) / 2).rounded(), y: y, width: width, height: height)
    }

    /// Lays out an image the user can drag. `userOrigin` is the model: where the user last put
    /// the image (nil until they move it, and then the image sits at `home`). The frame shown is
    /// that position pulled inside the free area, so an image never hides under the band, a
    /// window that shrinks keeps the image reachable, and one that grows again brings it back to
    /// where the user left it.
    @MainActor
    static func placeDraggable(_ view: UIView, home: CGRect, in bounds: CGRect, userOrigin: CGPoint?) {
        let wanted = userOrigin.map { CGRect(origin: $0, size: home.size) } ?? home
        view.frame = clamped(wanted, to: freeArea(in: bounds))
    }

    /// `frame` moved the least needed to lie inside `bounds` (a dragged image must stay
    /// reachable after the window shrinks).
    static func clamped(_ frame: CGRect, to bounds: CGRect) -> CGRect {
        var result = frame
        result.origin.x = min(max(result.minX, bounds.minX), max(bounds.minX, bounds.maxX - frame.width))
        result.origin.y = min(max(result.minY, bounds.minY), max(bounds.minY, bounds.maxY - frame.height))
        return result
    }

    // MARK: The hint (the bottom band's)

    /// Name of the label at the bottom of every screen that says what to try.
    static let hintLabelName = "HintLabel"
    /// The height the bottom band takes, with the hint only, in points: what stays free of the
    /// screen's own views.
    static var hintAreaHeight: CGFloat { BottomBand.height(showsStatus: false) }
    /// Space between the band's top and the hint, in points.
    static var hintTopMargin: CGFloat { BottomBand.verticalPadding }

    /// The hint label's frame along the bottom of `bounds`, where the band puts it (for screens
    /// that show the hint without the band).
    static func hintFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + BottomBand.sideMargin, y: bounds.maxY - BottomBand.verticalPadding - BottomBand.hintHeight,
               width: max(0, bounds.width - 2 * BottomBand.sideMargin), height: BottomBand.hintHeight)
    }

    /// A label named `HintLabel` saying `text`, in the band's style.
    @MainActor
    static func makeHintLabel(_ text: String) -> UILabel {
        BottomBand.makeHintLabel(text)
    }

    // MARK: Views

    /// A status label named `TouchStatus`.
    @MainActor
    static func makeStatusLabel() -> UILabel {
        let label = UILabel()
        label.accessibilityIdentifier = "TouchStatus"
        label.textAlignment = .center
        label.font = statusFont(zoom: 1)
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
