import Foundation
import Testing
import TouchKit

/// A view that remembers the rectangles ``draw(_:in:)`` was asked to draw.
@MainActor
final class DrawRecordingView: UIView {
    var drawnRects: [CGRect] = []

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        drawnRects.append(rect)
    }
}

/// Subviews drawn through their transform about their centre, checked by pixels of the window's
/// snapshot; and the dirty rectangle each transformed view is asked to draw.
@Suite("Transformed rendering")
@MainActor
struct TransformedRenderingTests {
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))

    private func colored(_ frame: CGRect, _ color: UIColor, transform: CGAffineTransform = .identity) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.transform = transform
        return view
    }

    /// Whether `pixel` is opaque and each channel is within a small tolerance of `rgb`.
    private func matches(_ pixel: Pixel, _ rgb: (Int, Int, Int)) -> Bool {
        let tolerance = 2
        return pixel.alpha == 255 && abs(Int(pixel.red) - rgb.0) <= tolerance
            && abs(Int(pixel.green) - rgb.1) <= tolerance && abs(Int(pixel.blue) - rgb.2) <= tolerance
    }

    private let red = (255, 0, 0), green = (0, 255, 0), white = (255, 255, 255)

    @Test func aRotatedViewFillsItsRotatedShapeOnly() {
        // 60 × 60 centred at (100, 75), turned 45°: a diamond reaching 42.4 pt along the axes.
        window.addSubview(colored(CGRect(x: 70, y: 45, width: 60, height: 60), .red,
                                  transform: CGAffineTransform(rotationAngle: .pi / 4)))
        let image = window.snapshot()
        #expect(matches(image.pixel(x: 100, y: 75), red))
        #expect(matches(image.pixel(x: 100, y: 36), red), "near the top tip, outside the unturned square")
        #expect(matches(image.pixel(x: 138, y: 75), red), "near the right tip")
        #expect(matches(image.pixel(x: 72, y: 47), white), "the unturned square's corner, inside the box")
        #expect(matches(image.pixel(x: 130, y: 104), white))
    }

    @Test func aScaledViewFillsItsScaledFrame() {
        // 20 × 10 centred at (100, 75), scaled 2 × 3 about the centre: x 80…120, y 60…90.
        window.addSubview(colored(CGRect(x: 90, y: 70, width: 20, height: 10), .red,
                                  transform: CGAffineTransform(scaleX: 2, y: 3)))
        let image = window.snapshot()
        #expect(matches(image.pixel(x: 80, y: 60), red))
        #expect(matches(image.pixel(x: 119, y: 89), red))
        #expect(matches(image.pixel(x: 79, y: 75), white))
        #expect(matches(image.pixel(x: 120, y: 75), white))
        #expect(matches(image.pixel(x: 100, y: 59), white))
        #expect(matches(image.pixel(x: 100, y: 90), white))
    }

    @Test func aChildOfARotatedParentTurnsWithIt() {
        // The parent, 80 × 40 centred at (100, 75), turned a quarter: its (x, y) is on screen at
        // (120 − y, 35 + x). The 20 × 10 child at its top-left covers x 110…120, y 35…55.
        let parent = colored(CGRect(x: 60, y: 55, width: 80, height: 40), .green,
                             transform: CGAffineTransform(rotationAngle: .pi / 2))
        parent.addSubview(colored(CGRect(x: 0, y: 0, width: 20, height: 10), .red))
        window.addSubview(parent)
        let image = window.snapshot()
        #expect(matches(image.pixel(x: 115, y: 45), red))
        #expect(matches(image.pixel(x: 111, y: 36), red))
        #expect(matches(image.pixel(x: 105, y: 45), green))
        #expect(matches(image.pixel(x: 115, y: 60), green))
        #expect(matches(image.pixel(x: 125, y: 45), white))
    }

    @Test func aParentsBoundsOriginShiftsItsChildrenOnceLikeConvert() {
        let parent = colored(CGRect(x: 50, y: 50, width: 100, height: 80), .green)
        let child = colored(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        parent.addSubview(child)
        window.addSubview(parent)
        parent.bounds.origin = CGPoint(x: 5, y: 0)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: nil) == CGRect(x: 55, y: 60, width: 20, height: 20))
        let image = window.snapshot()
        #expect(matches(image.pixel(x: 53, y: 65), green))
        #expect(matches(image.pixel(x: 56, y: 65), red))
        #expect(matches(image.pixel(x: 74, y: 65), red))
        #expect(matches(image.pixel(x: 76, y: 65), green))
    }

    @Test func aViewScaledToNothingDrawsNothingAndLeavesTheRestDrawn() {
        window.addSubview(colored(CGRect(x: 0, y: 0, width: 200, height: 150), .red,
                                  transform: CGAffineTransform(scaleX: 0, y: 1)))
        window.addSubview(colored(CGRect(x: 10, y: 10, width: 20, height: 20), .green))
        let image = window.snapshot()
        #expect(matches(image.pixel(x: 100, y: 75), white))
        #expect(matches(image.pixel(x: 15, y: 15), green), "the context still works after it")
    }

    @Test func aRotatedViewOutsideTheDirtyRectIsNotDrawn() {
        let view = DrawRecordingView(frame: CGRect(x: 70, y: 45, width: 60, height: 60))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        window.addSubview(view)
        let buffer = ImageBuffer(width: 200, height: 150)
        // Its box is x 57.6…142.4: a rectangle left of it misses.
        buffer.draw { context in window.render(in: context, rect: CGRect(x: 0, y: 0, width: 50, height: 150)) }
        #expect(view.drawnRects.isEmpty)
    }

    @Test func aTransformedViewDrawsTheDirtyRectMappedIntoItsBounds() {
        let view = DrawRecordingView(frame: CGRect(x: 80, y: 50, width: 40, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        window.addSubview(view)
        // On screen the view covers x 60…140, y 62.5…87.5.
        let buffer = ImageBuffer(width: 200, height: 150)
        buffer.draw { context in window.render(in: context, rect: CGRect(x: 50, y: 70, width: 30, height: 10)) }
        // Screen x 60…80 is the view's x 0…10; screen y 70…80 is its y 15…35.
        #expect(view.drawnRects == [CGRect(x: 0, y: 15, width: 10, height: 20)])
    }
}
