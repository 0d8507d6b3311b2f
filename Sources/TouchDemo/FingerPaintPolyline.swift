import Foundation
import TouchKit

/// One finger's line on the Finger Paint canvas: its colour and width, fixed when the finger
/// touched down, and the points it passed through, in the canvas's coordinates.
///
/// The walkthrough accumulates a `CGPath`; a list of points says the same thing, can be checked
/// in tests, and gives the bounding box of each new segment for partial redraws.
struct FingerPaintPolyline: Equatable {
    /// The stroke colour.
    let color: UIColor
    /// The stroke width in points.
    let strokeWidth: CGFloat
    /// The points in the order the finger reached them (canvas coordinates); never empty.
    private(set) var points: [CGPoint]
    /// The area the whole line covers, stroke width included (canvas coordinates). Kept up to
    /// date as points are added, so a repaint can skip lines outside its area cheaply.
    private(set) var coverage: CGRect

    /// A polyline that starts at `start`.
    init(color: UIColor, strokeWidth: CGFloat, start: CGPoint) {
        self.color = color
        self.strokeWidth = strokeWidth
        points = [start]
        coverage = .null
        coverage = segmentCoverage(from: start, to: start)
    }

    /// Extends the line to `point` and returns the area the new segment covers, stroke width
    /// included; nil when `point` repeats the last one (XInput2 may report an unchanged position).
    @discardableResult
    mutating func addLine(to point: CGPoint) -> CGRect? {
        guard let last = points.last, last != point else { return nil }
        points.append(point)
        let segment = segmentCoverage(from: last, to: point)
        coverage = coverage.union(segment)
        return segment
    }

    /// Drops every point but the latest: the line starts again where the finger is now.
    mutating func restartAtLastPoint() {
        points = Array(points.suffix(1))
        coverage = segmentCoverage(from: points[0], to: points[0])
    }

    /// The bounding box of the segment `a`–`b`, grown by half the stroke width (the round caps
    /// and joins reach that far) plus one point for antialiasing.
    private func segmentCoverage(from a: CGPoint, to b: CGPoint) -> CGRect {
        let margin = strokeWidth / 2 + 1
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
            .insetBy(dx: -margin, dy: -margin)
    }

    /// Draws the line with round caps and joins; a single point shows as a dot.
    @MainActor
    func stroke(in context: GraphicsContext) {
        context.beginPath()
        context.move(to: points[0])
        // A zero-length segment is what makes Cairo draw a round cap for a lone point.
        for point in points.count == 1 ? points : Array(points.dropFirst()) { context.addLine(to: point) }
        context.strokePath(color, lineWidth: strokeWidth, round: true)
    }

    /// Draws only the segments whose area meets `rect`, with round caps and joins, and returns
    /// how many segments it stroked. Inside `rect` the picture is the same as ``stroke(in:)``'s:
    /// a round-capped segment and a round join cover the same disc around a shared point, so
    /// the runs of segments that meet `rect`, each stroked as its own path, cover there what the
    /// whole line covers. A live line costs a frame what its new segment costs, not its length.
    @MainActor
    @discardableResult
    func stroke(in context: GraphicsContext, crossing rect: CGRect) -> Int {
        guard points.count > 1 else {
            stroke(in: context)
            return 1
        }
        var stroked = 0
        var penIsDown = false
        context.beginPath()
        for index in 1..<points.count {
            let a = points[index - 1], b = points[index]
            guard segmentCoverage(from: a, to: b).intersects(rect) else {
                penIsDown = false
                continue
            }
            if !penIsDown { context.move(to: a) }
            context.addLine(to: b)
            penIsDown = true
            stroked += 1
        }
        if stroked > 0 { context.strokePath(color, lineWidth: strokeWidth, round: true) }
        return stroked
    }
}
