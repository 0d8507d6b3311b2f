import Foundation
import Testing
import TouchKit

/// Painting a window into an offscreen `ImageBuffer`, checked by pixels: no display needed.
@Suite("Rendering")
@MainActor
struct RenderingTests {
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))

    private func render() -> ImageBuffer {
        let buffer = ImageBuffer(width: 200, height: 150)
        buffer.draw { context in window.render(in: context, rect: window.bounds) }
        return buffer
    }

    /// Whether `pixel` is opaque and each channel is within `tolerance` of `rgb`.
    private func matches(_ pixel: Pixel, _ rgb: (Int, Int, Int), tolerance: Int = 2) -> Bool {
        pixel.alpha == 255 && abs(Int(pixel.red) - rgb.0) <= tolerance
            && abs(Int(pixel.green) - rgb.1) <= tolerance && abs(Int(pixel.blue) - rgb.2) <= tolerance
    }

    private func colored(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    @Test func windowBackgroundFillsEveryPixel() {
        let buffer = render()
        #expect(matches(buffer.pixel(x: 0, y: 0), (255, 255, 255)))
        #expect(matches(buffer.pixel(x: 199, y: 149), (255, 255, 255)))
    }

    @Test func subviewIsDrawnInItsFrame() {
        window.addSubview(colored(CGRect(x: 10, y: 20, width: 30, height: 40), .red))
        let buffer = render()
        #expect(matches(buffer.pixel(x: 10, y: 20), (255, 0, 0)))
        #expect(matches(buffer.pixel(x: 39, y: 59), (255, 0, 0)))
        #expect(matches(buffer.pixel(x: 40, y: 59), (255, 255, 255)))
        #expect(matches(buffer.pixel(x: 9, y: 30), (255, 255, 255)))
    }

    @Test func laterSubviewsAreDrawnOnTop() {
        window.addSubview(colored(CGRect(x: 0, y: 0, width: 50, height: 50), .red))
        window.addSubview(colored(CGRect(x: 25, y: 25, width: 50, height: 50), .blue))
        let buffer = render()
        #expect(matches(buffer.pixel(x: 10, y: 10), (255, 0, 0)))
        #expect(matches(buffer.pixel(x: 30, y: 30), (0, 0, 255)))
    }

    @Test func nestedSubviewIsDrawnRelativeToItsParent() {
        let parent = colored(CGRect(x: 50, y: 50, width: 100, height: 80), .blue)
        parent.addSubview(colored(CGRect(x: 10, y: 10, width: 20, height: 20), .green))
        window.addSubview(parent)
        parent.bounds.origin = CGPoint(x: 5, y: 0)
        let buffer = render()
        // green spans window x 55..75, y 60..80 once the parent scrolls by 5.
        #expect(matches(buffer.pixel(x: 56, y: 61), (0, 255, 0)))
        #expect(matches(buffer.pixel(x: 76, y: 61), (0, 0, 255)))
        #expect(matches(buffer.pixel(x: 52, y: 52), (0, 0, 255)))
    }

    @Test func hiddenSubviewIsNotDrawn() {
        let hidden = colored(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
        hidden.addSubview(colored(CGRect(x: 0, y: 0, width: 10, height: 10), .green))
        hidden.isHidden = true
        window.addSubview(hidden)
        let buffer = render()
        #expect(matches(buffer.pixel(x: 30, y: 30), (255, 255, 255)))
        #expect(matches(buffer.pixel(x: 15, y: 15), (255, 255, 255)))
    }

    @Test func halfTransparentViewBlendsWithTheBackground() {
        let view = colored(CGRect(x: 10, y: 10, width: 50, height: 50), .blue)
        view.alpha = 0.5
        window.addSubview(view)
        let buffer = render()
        #expect(matches(buffer.pixel(x: 30, y: 30), (128, 128, 255)))
    }

    @Test func alphaAppliesToTheWholeSubtreeAsOneLayer() {
        let parent = colored(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
        parent.addSubview(colored(CGRect(x: 0, y: 0, width: 50, height: 50), .blue))
        parent.alpha = 0.5
        window.addSubview(parent)
        let buffer = render()
        // Blue covers red inside the layer; the layer then blends with white. No red shows.
        #expect(matches(buffer.pixel(x: 30, y: 30), (128, 128, 255)))
    }

    @Test func clipsToBoundsCutsSubviewsAtTheEdge() {
        let parent = colored(CGRect(x: 10, y: 10, width: 40, height: 40), .blue)
        parent.addSubview(colored(CGRect(x: 20, y: 20, width: 60, height: 60), .red))
        window.addSubview(parent)

        let unclipped = render()
        #expect(matches(unclipped.pixel(x: 40, y: 40), (255, 0, 0)))
        #expect(matches(unclipped.pixel(x: 70, y: 70), (255, 0, 0)))

        parent.clipsToBounds = true
        let clipped = render()
        #expect(matches(clipped.pixel(x: 40, y: 40), (255, 0, 0)))
        #expect(matches(clipped.pixel(x: 70, y: 70), (255, 255, 255)))
        #expect(matches(clipped.pixel(x: 55, y: 40), (255, 255, 255)))
    }

    @Test func renderingARectLeavesTheRestUntouched() {
        window.addSubview(colored(CGRect(x: 0, y: 0, width: 200, height: 150), .red))
        let buffer = ImageBuffer(width: 200, height: 150)
        buffer.draw { context in window.render(in: context, rect: CGRect(x: 0, y: 0, width: 100, height: 150)) }
        #expect(matches(buffer.pixel(x: 50, y: 50), (255, 0, 0)))
        #expect(buffer.pixel(x: 150, y: 50).alpha == 0, "outside the rect the buffer stays transparent")
    }

    @Test func imageViewDrawsItsImageInItsFrame() throws {
        let image = try UIImage(named: "TouchMe", in: TestResources.directory)
        window.backgroundColor = .black
        let plain = render()
        let frame = CGRect(x: 10, y: 40, width: image.size.width / 2, height: image.size.height / 2)
        let imageView = UIImageView(frame: frame)
        imageView.image = image
        window.addSubview(imageView)
        let drawn = render()

        var changedInside = 0, changedOutside = 0
        for y in 0..<150 {
            for x in 0..<200 {
                let before = plain.pixel(x: x, y: y), after = drawn.pixel(x: x, y: y)
                let same = before.red == after.red && before.green == after.green
                    && before.blue == after.blue && before.alpha == after.alpha
                if same { continue }
                if frame.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)) {
                    changedInside += 1
                } else {
                    changedOutside += 1
                }
            }
        }
        #expect(changedInside > Int(frame.width * frame.height) / 4)
        #expect(changedOutside == 0)
    }
}
