import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import ToolSupport

/// A benchmark run by hand, not a timed test: the time to draw one frame of the Gesture
/// Playground's card while it rotates and pinches (a new rotation and scale every frame, as under
/// two fingers), and the growth of the resident memory over those frames after as many warm-up
/// frames. Frames keep their text rasters from one to the next, as a window does. With
/// `TOUCHDEMO_CARD_BENCH_PNG` set to a folder, it also writes the card at a rotation and scale
/// there, to compare by eye. Enabled with `TOUCHDEMO_CARD_BENCH=1`:
///
///     TOUCHDEMO_CARD_BENCH=1 TOUCHDEMO_CARD_BENCH_PNG=/tmp swift test --skip-build --filter TransformCardBenchmark
@Suite("Transform card benchmark", .enabled(if: ProcessInfo.processInfo.environment["TOUCHDEMO_CARD_BENCH"] == "1"))
@MainActor
struct TransformCardBenchmark {
    /// How many frames are timed; each has a rotation and a scale no other frame has.
    static let frames = 600
    /// The canvas, in points.
    static let canvasSize = CGSize(width: 480, height: 360)

    @Test(arguments: [1.0, 2.0]) func timePerRotatingFrame(scale: CGFloat) throws {
        let card = TransformCardView(frame: CGRect(origin: .zero, size: Self.canvasSize))
        card.cardCenter = CGPoint(x: Self.canvasSize.width / 2, y: Self.canvasSize.height / 2)
        let buffer = ImageBuffer(width: Int(Self.canvasSize.width * scale), height: Int(Self.canvasSize.height * scale))
        // A warm-up pass first, as the soak's first minute: RSS growth is measured after it.
        func run(from first: Int) {
            for frame in first..<(first + Self.frames) {
                // A turn and a pinch, as two fingers make them: both change a little every frame.
                card.cardRotation = Double(frame) * 0.0123
                card.cardScale = 1 + 0.6 * sin(Double(frame) * 0.0071) + Double(frame) * 1e-7
                draw(card, into: buffer, scale: scale)
            }
        }
        run(from: 0)
        let residentBefore = ResidentMemory.bytes() ?? 0
        let start = DispatchTime.now().uptimeNanoseconds
        run(from: Self.frames)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let residentAfter = ResidentMemory.bytes() ?? 0
        print(String(format: "card benchmark scale %.0f: %.3f ms/frame over %d frames, RSS %+.1f MB after a warm-up of as many",
                     scale, elapsed / Double(Self.frames), Self.frames,
                     Double(residentAfter - residentBefore) / 1_048_576))
        if let folder = ProcessInfo.processInfo.environment["TOUCHDEMO_CARD_BENCH_PNG"] {
            card.cardRotation = 0.5
            card.cardScale = 1.37
            draw(card, into: buffer, scale: scale)
            try buffer.writePNG(to: folder + "/transform-card-\(Int(scale))x.png")
        }
    }

    /// The text rasters the frames share, as a window's frames do.
    private let textRasters = TextRasterCache()

    private func draw(_ card: TransformCardView, into buffer: ImageBuffer, scale: CGFloat) {
        buffer.draw(textRasters: textRasters) { context in
            context.scaleBy(x: scale, y: scale)
            context.fill(card.bounds, with: .white)
            card.draw(card.bounds, in: context)
        }
    }
}
