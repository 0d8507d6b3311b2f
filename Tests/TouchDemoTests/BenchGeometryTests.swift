import Foundation
import Testing
@testable import TouchDemo

/// `scripts/bench` drives the app blind (no `--trace`, which would add to the CPU it measures),
/// at 500x540, with the geometry written in touch-bench's `BenchGesture`: these hold the app to
/// it, so that a layout change fails here, not as missing figures in the benchmark.
@Suite("The benchmark's geometry") @MainActor
struct BenchGeometryTests {
    static let benchSize = CGSize(width: 500, height: 540)

    @Test func touchSamplesDragImageIsWhereTheBenchmarkDragsIt() throws {
        let demo = try DemoHarness(screen: .touch, size: Self.benchSize)
        let frame = try #require(demo.frame(of: "DragImage"))
        #expect(CGPoint(x: frame.midX, y: frame.midY) == CGPoint(x: 250, y: 399))
        // The drag reaches 35 pt down: the image must still be above the band there.
        #expect(frame.maxY + 35 <= Self.benchSize.height - BottomBand.height(showsStatus: false))
    }

    @Test func thePlaygroundsCardIsWhereTheBenchmarkTurnsIt() throws {
        let demo = try DemoHarness(screen: .playground, size: Self.benchSize)
        let canvas = try #require(demo.frame(of: "Canvas"))
        #expect(CGPoint(x: canvas.midX, y: canvas.midY) == CGPoint(x: 250, y: 301))
    }

    @Test func fingerPaintsCanvasIsTheBenchmarksCanvas() throws {
        // BenchCanvas: x 0…500, y 152…422.
        let demo = try DemoHarness(screen: .paint, size: Self.benchSize)
        #expect(demo.frame(of: "FingerPaintCanvas") == CGRect(x: 0, y: 152, width: 500, height: 270))
    }
}
