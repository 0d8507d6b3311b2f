import Foundation
import Testing
import TouchKit

/// `UILabel.numberOfLines`: one line by default, wrapping onto more when allowed, measured by
/// `sizeThatFits(_:)`; and a button's subtitle under its title.
@Suite("Label wrapping and button subtitles") @MainActor
struct LabelWrappingTests {
    static let longText = "Pinch and rotate with two fingers, or hold Ctrl and drag with the mouse"

    private func label(lines: Int) -> UILabel {
        let label = UILabel()
        label.text = Self.longText
        label.font = .systemFont(ofSize: 14)
        label.numberOfLines = lines
        return label
    }

    @Test func numberOfLinesLimitsTheWrappedHeight() {
        let width = CGSize(width: 180, height: 1000)
        let one = label(lines: 1).sizeThatFits(width)
        let two = label(lines: 2).sizeThatFits(width)
        let unlimited = label(lines: 0).sizeThatFits(width)
        #expect(one.height > 10 && one.width <= 180)
        #expect(two.height >= 2 * one.height - 2 && two.height <= 2 * one.height + 2)
        #expect(unlimited.height > two.height, "the whole text needs more than two lines at 180 pt")
        #expect(UILabel().sizeThatFits(width) == .zero)
    }

    @Test func anUnboundedWidthMeasuresOneUnwrappedLine() {
        // UIKit's idiom for "as wide as it needs": it once trapped converting to Pango's units.
        let wide = label(lines: 0).sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let infinite = label(lines: 0).sizeThatFits(CGSize(width: CGFloat.infinity, height: 100))
        let single = label(lines: 1).sizeThatFits(CGSize(width: 10_000, height: 100))
        #expect(wide == single && infinite == single, "\(wide) \(infinite) \(single)")
        #expect(single.width > 300, "the whole text on one line")
    }

    /// Whether any pixel in `rows` of `buffer` is darker than the white background.
    private func hasInk(_ buffer: ImageBuffer, rows: Range<Int>) -> Bool {
        rows.contains { y in (0..<buffer.width).contains { buffer.pixel(x: $0, y: y).red < 160 } }
    }

    @Test func aTwoLineLabelDrawsBothLines() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let wrapped = label(lines: 2)
        wrapped.frame = CGRect(x: 10, y: 10, width: 180, height: 40)
        window.addSubview(wrapped)
        let buffer = ImageBuffer(width: 200, height: 60)
        buffer.draw { window.render(in: $0, rect: window.bounds) }
        #expect(hasInk(buffer, rows: 12..<28))
        #expect(hasInk(buffer, rows: 32..<48))
    }

    @Test func aButtonDrawsItsSubtitleUnderItsTitle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 64))
        let button = UIButton(title: "Touch Samples", frame: window.bounds)
        // A black button: its white pixels are text.
        button.tintColor = .black
        window.addSubview(button)
        func hasText(in rows: Range<Int>) -> Bool {
            let buffer = ImageBuffer(width: 240, height: 64)
            buffer.draw { window.render(in: $0, rect: window.bounds) }
            return rows.contains { y in (20..<220).contains { buffer.pixel(x: $0, y: y).red > 160 } }
        }
        #expect(!hasText(in: 44..<56), "a title alone is centred: the lower part is empty")
        button.subtitle = "Touch, double-tap and drag images"
        #expect(hasText(in: 40..<56), "the subtitle below")
        #expect(hasText(in: 8..<28), "the title above")
    }
}
