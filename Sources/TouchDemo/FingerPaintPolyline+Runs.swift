import Foundation
import TouchKit

/// Painting a polyline run by run, and replaying the runs of many lines in the order they were
/// first painted.
extension FingerPaintPolyline {
    /// The indices in ``points`` that run `index` strokes: from the line's last point before
    /// the run (the run's own first point for the first run) through the run's last point.
    func pointRange(ofRun index: Int) -> Range<Int> {
        let end = runEnds[index]
        return index == 0 ? 0..<end : (runEnds[index - 1] - 1)..<end
    }

    /// The area run `index` covers, stroke width included (canvas coordinates).
    func runCoverage(_ index: Int) -> CGRect {
        let range = pointRange(ofRun: index)
        var low = points[range.lowerBound], high = low
        for point in points[range] {
            low = CGPoint(x: min(low.x, point.x), y: min(low.y, point.y))
            high = CGPoint(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        return segmentCoverage(from: low, to: high)
    }

    /// Strokes run `index` as its own path with round caps and joins (a dot when it is one
    /// point) and returns how many segments it stroked (1 for a dot).
    @MainActor
    @discardableResult
    func strokeRun(_ index: Int, in context: GraphicsContext) -> Int {
        let range = pointRange(ofRun: index)
        context.beginPath()
        context.move(to: points[range.lowerBound])
        // A zero-length segment is what makes Cairo draw a round cap for a lone point.
        if range.count == 1 { context.addLine(to: points[range.lowerBound]) }
        for point in points[range.dropFirst()] { context.addLine(to: point) }
        context.strokePath(color, lineWidth: strokeWidth, round: true)
        return max(1, range.count - 1)
    }

    /// Strokes every run of `lines` that meets `rect` (every run when nil), in the order of
    /// their sequence numbers, so that the result is what painting them one by one as they
    /// were drawn produced. Returns how many segments it stroked.
    @MainActor
    @discardableResult
    static func replayRuns(of lines: [FingerPaintPolyline], in context: GraphicsContext, within rect: CGRect? = nil) -> Int {
        var order: [(sequence: Int, line: Int, run: Int)] = []
        order.reserveCapacity(lines.reduce(0) { $0 + $1.runEnds.count })
        for (lineIndex, line) in lines.enumerated() where rect.map(line.coverage.intersects) ?? true {
            for run in line.runSequences.indices { order.append((line.runSequences[run], lineIndex, run)) }
        }
        // Lines made outside a canvas may share a number (tests): then line, then run order.
        order.sort { ($0.sequence, $0.line, $0.run) < ($1.sequence, $1.line, $1.run) }
        var stroked = 0
        for entry in order {
            let line = lines[entry.line]
            if let rect, !line.runCoverage(entry.run).intersects(rect) { continue }
            stroked += line.strokeRun(entry.run, in: context)
        }
        return stroked
    }
}
