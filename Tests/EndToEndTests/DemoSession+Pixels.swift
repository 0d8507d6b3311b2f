import Foundation
import XServerFixture

extension DemoSession {
    /// Takes screenshots until every point of `points` has a pixel within `tolerance` of
    /// `color`, or `timeout` seconds pass; returns the mismatches of the last screenshot.
    func pixelMismatches(
        at points: [CGPoint], expecting color: RGBPixel, tolerance: Int = 40, timeout: TimeInterval = 5
    ) throws -> [String] {
        let pixels = try pollPixels(at: points, timeout: timeout) { pixels in
            pixels.allSatisfy { $0.distance(to: color) <= tolerance }
        }
        return zip(pixels, points).compactMap { pixel, point in
            pixel.distance(to: color) <= tolerance ? nil : "\(pixel) at \(point)"
        }
    }

    /// Takes screenshots until `accept` holds for the pixel at `point`, or `timeout` seconds
    /// pass; returns the pixel of the last screenshot.
    @discardableResult
    func pollPixel(at point: CGPoint, timeout: TimeInterval = 5, until accept: (RGBPixel) -> Bool) throws -> RGBPixel {
        try pollPixels(at: [point], timeout: timeout) { accept($0[0]) }[0]
    }

    /// Takes screenshots until `accept` holds for the pixels at `points` (in that order), or
    /// `timeout` seconds pass; returns the pixels of the last screenshot.
    ///
    /// The trace reports a change while the app handles the input; the pixels reach the screen
    /// when it paints right after, so a screenshot taken at once may be one frame early. The
    /// overlay (show touches, ghost circles) is not in the trace at all.
    func pollPixels(at points: [CGPoint], timeout: TimeInterval = 5,
                    until accept: ([RGBPixel]) -> Bool) throws -> [RGBPixel] {
        let shot = server.directory + "/poll.png"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let start = Date()
        while true {
            try server.screenshot(to: shot)
            let pixels = try points.map { try ImagePixels.pixel(ofImageAt: shot, x: Int($0.x), y: Int($0.y)) }
            // Each screenshot takes a fork and a round trip to the server: no sleep needed.
            if accept(pixels) || Date().timeIntervalSince(start) > timeout { return pixels }
        }
    }

    /// The pixels of `rect` (screen pixels) in a screenshot taken now, row by row.
    func screenPixels(in rect: CGRect) throws -> [RGBPixel] {
        let shot = server.directory + "/region.png"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        try server.screenshot(to: shot)
        return try ImagePixels.region(ofImageAt: shot, x: Int(rect.minX), y: Int(rect.minY),
                                      width: Int(rect.width), height: Int(rect.height))
    }

    /// Takes screenshots of `rect` until `isExpected` accepts its pixels or `timeout` seconds
    /// pass; returns the pixels of the last one. For a region that settles over several frames
    /// (an overlay painted away after the trace event).
    func screenPixels(in rect: CGRect, timeout: TimeInterval = 5,
                      until isExpected: ([RGBPixel]) -> Bool) throws -> [RGBPixel] {
        let deadline = Deadline(seconds: timeout)
        while true {
            // Each screenshot takes a fork and a round trip to the server: no sleep needed.
            let pixels = try screenPixels(in: rect)
            if isExpected(pixels) || deadline.hasPassed { return pixels }
        }
    }
}
