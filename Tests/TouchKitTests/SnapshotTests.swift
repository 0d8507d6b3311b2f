import Foundation
import Testing
import TouchKit

/// A view painted on its own into a buffer at a scale, and the buffer encoded as PNG bytes.
@Suite("Snapshots and PNG encoding")
@MainActor
struct SnapshotTests {
    /// A 100×60 white view at (50, 70) in a window, with a 20×10 red square at (10, 20) inside.
    private func makeView() -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.backgroundColor = UIColor(rgb: 0x0000FF)
        let view = UIView(frame: CGRect(x: 50, y: 70, width: 100, height: 60))
        view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 20, width: 20, height: 10))
        square.backgroundColor = UIColor(rgb: 0xFF0000)
        view.addSubview(square)
        window.addSubview(view)
        return view
    }

    @Test func aSnapshotHoldsTheViewAloneInItsOwnCoordinates() {
        let image = makeView().snapshot()
        #expect(image.width == 100 && image.height == 60)
        let red = image.pixel(x: 10, y: 20), white = image.pixel(x: 30, y: 20), corner = image.pixel(x: 99, y: 59)
        #expect(red.red == 255 && red.green == 0 && red.alpha == 255)
        #expect(white.red == 255 && white.green == 255 && white.blue == 255)
        #expect(corner.blue == 255 && corner.red == 255, "the window's blue is not in it")
    }

    @Test func aSnapshotAtScaleTwoHasTwiceThePixelsEachWay() {
        let image = makeView().snapshot(scale: 2)
        #expect(image.width == 200 && image.height == 120)
        #expect(image.pixel(x: 20, y: 40).green == 0, "the square starts at (10, 20) points")
        #expect(image.pixel(x: 19, y: 40).green == 255)
        #expect(image.pixel(x: 59, y: 59).green == 0 && image.pixel(x: 60, y: 59).green == 255, "20 points wide")
    }

    @Test func pngDataIsAPNGOfTheSamePixels() throws {
        let image = makeView().snapshot()
        let data = try image.pngData()
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try data.write(to: URL(fileURLWithPath: path))
        let decoded = try UIImage(contentsOfFile: path)
        #expect(decoded.size == CGSize(width: 100, height: 60))
        let copy = ImageBuffer(width: 100, height: 60)
        copy.draw { $0.draw(decoded, in: CGRect(x: 0, y: 0, width: 100, height: 60)) }
        for (x, y) in [(10, 20), (29, 29), (30, 20), (0, 0), (99, 59)] {
            #expect(copy.pixel(x: x, y: y) == image.pixel(x: x, y: y), "pixel (\(x), \(y))")
        }
    }
}
