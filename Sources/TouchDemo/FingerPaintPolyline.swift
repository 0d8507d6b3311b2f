import Foundation
import TouchKit

/// One finger's line on the Finger Paint canvas: its colour and width, fixed when the finger
/// touched down, the points it passed through, in the canvas's coordinates, and how those points
/// were grouped into the runs that painted them.
///
/// The walkthrough accumulates a `CGPath`; a list of points says the same thing, can be checked
/// in tests, and gives the bounding box of each new piece for partial redraws.
///
/// **Runs.** The canvas paints a line piece by piece onto its retained layer: the points one
/// delivery of touches added form a *run*, stroked once as its own path from the line's previous
/// last point (see ``strokeRun(_:in:)``). Pieces composite over each other where they overlap,
/// so the picture depends on the grouping and on the order of runs across all lines. The line
/// keeps both: ``runEnds`` and ``runSequences``, two integers per run, where the sequence number
/// comes from one counter shared by every line of the drawing. Replaying every run in sequence
/// order paints the same pixels again. The first run is the starting point alone, a dot.
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
    /// For each run, the index in ``points`` just past its last point. Points after the last
    /// end belong to the open run, which ``endRun(sequence:)`` closes.
    private(set) var runEnds: [Int]
    /// For each run, its place in the order in which runs of all lines were painted.
    private(set) var runSequences: [Int]

    /// A polyline that starts at `start`, its first run (a dot) numbered `sequence`.
    init(color: UIColor, strokeWidth: CGFloat, start: CGPoint, sequence: Int = 0) {
        self.color = color
        self.strokeWidth = strokeWidth
        points = [start]
        runEnds = [1]
        runSequences = [sequence]
        coverage = .null
        coverage = segmentCoverage(from: start, to: start)
    }

    /// Extends the line to `point`, in the open run, and returns the area the new segment
    /// covers, stroke width included; nil when `point` repeats the last one (XInput2 may report
    /// an unchanged position).
    @discardableResult
    mutating func addLine(to point: CGPoint) -> CGRect? {
        guard let last = points.last, last != point else { return nil }
        points.append(point)
        let segment = segmentCoverage(from: last, to: point)
        coverage = coverage.union(segment)
        return segment
    }

    /// Whether points were added since the last run was closed.
    var hasOpenRun: Bool { points.count > (runEnds.last ?? 0) }

    /// Closes the open run as run number `sequence` and returns its index; nil (and nothing
    /// recorded) when no point was added since the last run.
    @discardableResult
    mutating func endRun(sequence: Int) -> Int? {
        guard hasOpenRun else { return nil }
        runEnds.append(points.count)
        runSequences.append(sequence)
        return runEnds.count - 1
    }

    /// Drops every point but the latest: the line starts again where the finger is now, as a
    /// dot numbered `sequence`.
    mutating func restartAtLastPoint(sequence: Int) {
        points = Array(points.suffix(1))
        runEnds = [1]
        runSequences = [sequence]
        coverage = segmentCoverage(from: points[0], to: points[0])
    }

    /// The bounding box of the segment `a`–`b`, grown by half the stroke width (the round caps
    /// and joins reach that far) plus one point for antialiasing.
    func segmentCoverage(from a: CGPoint, to b: CGPoint) -> CGRect {
        let margin = strokeWidth / 2 + 1
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
            .insetBy(dx: -margin, dy: -margin)
    }

    /// Draws the whole line as one path with round caps and joins; a single point shows as a
    /// dot. (The canvas paints run by run; this is the line as the walkthrough strokes it.)
    @MainActor
    func stroke(in context: GraphicsContext) {
        context.beginPath()
        context.move(to: points[0])
        // A zero-length segment is what makes Cairo draw a round cap for a lone point.
        for point in points.count == 1 ? points : Array(points.dropFirst()) { context.addLine(to: point) }
        context.strokePath(color, lineWidth: strokeWidth, round: true)
    }
}
