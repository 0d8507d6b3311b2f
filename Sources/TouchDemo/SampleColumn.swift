import Foundation
import TouchKit

/// One layout of a walkthrough screen's column (``SampleLayout``) in a view's bounds: its zoom,
/// and where its status line and its image rows go.
@MainActor
struct SampleColumn {
    /// The view's bounds the column is laid out in.
    let bounds: CGRect
    /// The sizes of the rows' images at zoom 1, in points, top first.
    let rowSizes: [CGSize]
    /// How much larger than their size the images are drawn.
    let zoom: CGFloat
    /// The top of the status line.
    let top: CGFloat

    /// The column of images of `rowSizes` (points, zoom 1) in `bounds`.
    init(rowSizes: [CGSize], in bounds: CGRect) {
        self.bounds = bounds
        self.rowSizes = rowSizes
        zoom = SampleLayout.zoom(in: bounds)
        top = SampleLayout.columnTop(rowSizes: rowSizes, zoom: zoom, in: bounds)
    }

    /// The status line's frame, above the first row.
    var statusFrame: CGRect { SampleLayout.statusFrame(in: bounds, top: top, zoom: zoom) }

    /// The frame of image row `row`, scaled and centred.
    func rowFrame(_ row: Int) -> CGRect {
        SampleLayout.rowFrame(row, size: rowSizes[row], top: top, zoom: zoom, in: bounds)
    }

    /// Lays out `status` and the image views, one per row. A grown image view draws its image
    /// from a sharper file by itself (`GraphicsContext.draw(_:in:)` picks the representation
    /// with enough pixels), so the images stay as they are.
    func apply(status: UILabel, rows: [UIImageView]) {
        status.frame = statusFrame
        let font = SampleLayout.statusFont(zoom: zoom)
        if status.font != font { status.font = font }
        for (row, imageView) in rows.enumerated() { imageView.frame = rowFrame(row) }
    }
}
