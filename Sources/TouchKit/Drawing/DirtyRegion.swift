import Foundation

/// The parts of a window that must be repainted, as a short list of whole-pixel rectangles.
///
/// Overlapping rectangles are merged when painting their union costs no more pixels than
/// painting both; rectangles that overlap only at a corner, as the segments of a diagonal trail
/// do, stay apart, or the square around the diagonal would be repainted. Past
/// ``maximumRectangles`` the two whose union adds the least area are merged, because painting a
/// slightly larger area is cheaper than many small clips.
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
        insert(rect.paintBounds())
        while rects.count > Self.maximumRectangles { mergeCheapestPair() }
    }

    /// Appends `rect`, first merging it with every rectangle it should merge with, until none
    /// is left (a merged rectangle can reach others).
    private mutating func insert(_ rect: CGRect) {
        var merged = rect
        var index = 0
        while index < rects.count {
            if Self.shouldMerge(rects[index], merged) {
                merged = merged.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
    }

    /// Whether `a` and `b` overlap and painting their union costs no more pixels than both.
    private static func shouldMerge(_ a: CGRect, _ b: CGRect) -> Bool {
        a.intersects(b) && area(a.union(b)) <= area(a) + area(b)
    }

    /// Merges the two rectangles whose union adds the least area to paint.
    private mutating func mergeCheapestPair() {
        var cheapest = (first: 0, second: 1, cost: CGFloat.infinity)
        for first in rects.indices {
            for second in rects.indices where second > first {
                let cost = Self.area(rects[first].union(rects[second])) - Self.area(rects[first]) - Self.area(rects[second])
                if cost < cheapest.cost { cheapest = (first, second, cost) }
            }
        }
        let union = rects[cheapest.first].union(rects[cheapest.second])
        rects.remove(at: cheapest.second)
        rects.remove(at: cheapest.first)
        insert(union)
    }

    private static func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }

    /// Returns the dirty rectangles clipped to `limit` and empties the region.
    public mutating func take(clippedTo limit: CGRect) -> [CGRect] {
        // Keeps its storage: a steady stream of changes then adds rectangles without allocating.
        defer { rects.removeAll(keepingCapacity: true) }
        return rects.map { $0.intersection(limit) }.filter { !$0.isNull && !$0.isEmpty }
    }
}
