import Foundation
import Testing
import XServerFixture

/// A point of the screen (window pixels) and the colour a person should see there.
struct PixelSample: CustomStringConvertible {
    var point: CGPoint
    var color: RGBPixel
    /// The largest per-component difference that still counts as `color`.
    var tolerance = 40
    /// What should show at the point, for the failure message ("the card", "the canvas").
    var what: String

    /// `what (colour ±tolerance) at point`.
    var description: String { "\(what) \(color)±\(tolerance) at (\(Int(point.x)), \(Int(point.y)))" }

    /// Whether `pixel` shows this sample's colour.
    func accepts(_ pixel: RGBPixel) -> Bool { pixel.distance(to: color) <= tolerance }
}

extension DemoSession {
    /// Takes screenshots until every sample's pixel shows its colour, or `timeout` seconds pass;
    /// returns the samples the last screenshot did not show, each with the colour it had.
    ///
    /// One screenshot and one read of the box around all the points per round, so a dozen
    /// samples cost what one does.
    func mismatches(of samples: [PixelSample], timeout: TimeInterval = 5) throws -> [String] {
        guard !samples.isEmpty else { return [] }
        let xs = samples.map { Int($0.point.x.rounded(.down)) }, ys = samples.map { Int($0.point.y.rounded(.down)) }
        let box = (x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1)
        let shot = server.directory + "/samples.png"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let deadline = Deadline(seconds: timeout)
        while true {
            // Each screenshot takes a fork and a round trip to the server: no sleep needed.
            try server.screenshot(to: shot)
            let region = try ImagePixels.region(ofImageAt: shot, x: box.x, y: box.y, width: box.width, height: box.height)
            let found = zip(xs, ys).map { region[($1 - box.y) * box.width + ($0 - box.x)] }
            let wrong = zip(samples, found).filter { !$0.accepts($1) }
            if wrong.isEmpty || deadline.hasPassed { return wrong.map { "\($0) shows \($1)" } }
        }
    }

    /// Expects every sample's pixel to show its colour within `timeout` seconds (the trace
    /// reports a change while the app handles the input; the paint follows).
    func expectPixels(_ samples: [PixelSample], timeout: TimeInterval = 5, _ comment: String = "",
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let wrong = try mismatches(of: samples, timeout: timeout)
        #expect(wrong.isEmpty, "\(comment) \(wrong)", sourceLocation: sourceLocation)
    }
}
