import Foundation

/// The parts of a window that must be repainted, as a short list of whole-pixel rectangles.
///
/// Overlapping rectangles are merged; past ``maximumRectangles`` everything collapses into one
/// bounding rectangle, because painting a slightly larger area is cheaper than many small clips.
public struct DirtyRegion: Equatable, Sendable {
    /// How many separate rectangles are kept before they are merged into one.
    public static let maximumRectangles = 8

    /// The rectangles to repaint, in window coordinates, with whole-number edges.
    public private(set) var rects: [CGRect] = []

    public init() {}

    /// True when nothing needs repainting.
    public var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of every dirty rectangle (`.null` when empty).
    public var bounds: CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

    /// Adds `rect` (window coordinates), grown to whole pixels plus a 1-pixel antialiasing margin.
    public mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        var merged = rect.paintBounds()
        // Merge with every rectangle the new one touches until none overlaps.
        var index = 0
        while index < rects.count {
            if rects[index].intersects(merged) {
                merged = merged.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > Self.maximumRectangles { rects = [bounds] }
    }

    /// Returns the dirty rectangles clipped to `limit` and empties the region.
    public mutating func take(clippedTo limit: CGRect) -> [CGRect] {
        defer { rects.removeAll() }
        return rects.map { $0.intersection(limit) }.filter { !$0.isNull && !$0.isEmpty }
    }
}
