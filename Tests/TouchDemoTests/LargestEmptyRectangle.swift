import Foundation

/// The largest axis-aligned rectangle of a window that no view covers: the blank a person sees.
/// Exact for rectangles: its sides lie on the window's edges or on the views' edges, so it tries
/// every pair of left and right edges and, between them, every gap the views leave in height.
enum LargestEmptyRectangle {
    /// The largest rectangle inside `bounds` that meets none of `obstacles` (by area).
    static func find(in bounds: CGRect, avoiding obstacles: [CGRect]) -> CGRect {
        let blocks = obstacles.map { $0.intersection(bounds) }.filter { !$0.isNull && !$0.isEmpty }
        let xs = Set([bounds.minX, bounds.maxX] + blocks.flatMap { [$0.minX, $0.maxX] }).sorted()
        var best = CGRect.zero
        for (index, left) in xs.enumerated() {
            for right in xs[(index + 1)...] {
                // The views in this vertical strip, top to bottom; the gaps between them are blank.
                let inStrip = blocks.filter { $0.minX < right && $0.maxX > left }.sorted { $0.minY < $1.minY }
                var top = bounds.minY
                for block in inStrip + [CGRect(x: left, y: bounds.maxY, width: right - left, height: 0)] {
                    // CGRect's width and height read a negative size as positive: compare first.
                    if block.minY > top, (right - left) * (block.minY - top) > best.width * best.height {
                        best = CGRect(x: left, y: top, width: right - left, height: block.minY - top)
                    }
                    top = max(top, block.maxY)
                }
            }
        }
        return best
    }
}
