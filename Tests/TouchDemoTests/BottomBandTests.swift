import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// One style for the band along the bottom of every screen: the hint in the same font and
/// colour everywhere, and (but for Finger Paint and Circle, which place the same label on their
/// own) in a `BottomBand` across the whole width, on the bars' grey under a hairline.
@Suite("The bottom band") @MainActor
struct BottomBandTests {
    /// The screens that show their hint without the band (not yet converted).
    nonisolated static let screensWithoutBand: Set<Screen> = [.paint, .circle]

    @Test(arguments: Screen.allCases)
    func everyHintHasTheBandsFontAndColour(screen: Screen) throws {
        let demo = try DemoHarness(screen: screen)
        let hint = try #require(demo.app.window.view(withAccessibilityIdentifier: SampleLayout.hintLabelName) as? UILabel)
        #expect(hint.font == BottomBand.hintFont && hint.textColor == BottomBand.hintColor)
        #expect(hint.textAlignment == .center && hint.numberOfLines == 2)
        let hintFrame = try #require(demo.frame(of: SampleLayout.hintLabelName))
        #expect(hintFrame.maxY == demo.app.window.bounds.maxY - BottomBand.verticalPadding, "\(screen): \(hintFrame)")
        #expect(hintFrame.minX == BottomBand.sideMargin)
    }

    @Test(arguments: Screen.allCases.filter { !screensWithoutBand.contains($0) })
    func theHintSitsInABandAcrossTheBottomOnTheBarsGreyUnderAHairline(screen: Screen) throws {
        let size = CGSize(width: 480, height: 720)
        let demo = try DemoHarness(screen: screen, size: size)
        let hint = try #require(demo.app.window.view(withAccessibilityIdentifier: SampleLayout.hintLabelName))
        let band = try #require(hint.superview as? BottomBand, "\(screen)'s hint is in the band")
        let frame = band.convert(band.bounds, to: nil)
        #expect(frame == CGRect(x: 0, y: size.height - SampleLayout.hintAreaHeight, width: size.width,
                                height: SampleLayout.hintAreaHeight), "\(screen): \(frame)")
        #expect(band.backgroundColor == Palette.barBackground)
        // On screen: the hairline on the band's top row, the bars' grey under it, at the left
        // edge where no hint text is.
        let buffer = ImageBuffer(width: Int(size.width), height: Int(size.height))
        buffer.draw { demo.app.window.render(in: $0, rect: demo.app.window.bounds) }
        let hairline = buffer.pixel(x: 4, y: Int(frame.minY)), grey = buffer.pixel(x: 4, y: Int(frame.minY) + 4)
        #expect(grey.red == 0xF9 && grey.green == 0xF9 && grey.blue == 0xF9, "\(screen): \(grey)")
        #expect(Int(hairline.red) < Int(grey.red) - 30, "\(screen): a hairline on top, \(hairline)")
    }

    @Test func aBandWithAStatusLineShowsItAboveTheHintInTheBandsStyle() {
        let status = UILabel()
        status.text = "Saved"
        let band = BottomBand(hint: "What to try", status: status)
        band.frame = BottomBand.frame(in: CGRect(x: 0, y: 0, width: 480, height: 720), showsStatus: true)
        band.layoutIfNeeded()
        #expect(band.frame.height == BottomBand.height(showsStatus: true))
        #expect(band.frame.maxY == 720)
        #expect(status.font == BottomBand.statusFont && status.textColor == BottomBand.statusColor)
        #expect(status.frame.maxY < band.hintLabel.frame.minY)
        #expect(band.hintLabel.frame.maxY == band.bounds.maxY - BottomBand.verticalPadding)
    }
}
