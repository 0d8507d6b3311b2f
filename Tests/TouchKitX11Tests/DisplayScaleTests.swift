import Foundation
import Testing
@testable import TouchKitX11

/// Pixels per point from `Xft.dpi` and `TOUCHKIT_SCALE`: a pure computation, no display.
@Suite("Display scale")
struct DisplayScaleTests {
    @Test(arguments: [
        (96.0, 1.0), (110.0, 1.25), (120.0, 1.25), (130.0, 1.25), (132.0, 1.5), (144.0, 1.5), (168.0, 1.75),
        (192.0, 2.0), (240.0, 2.5), (288.0, 3.0), (384.0, 3.0), (72.0, 1.0), (1.0, 1.0),
    ])
    func dpiIsDividedBy96AndRoundedToAQuarterWithin1To3(dpi: Double, scale: Double) {
        #expect(DisplayScale(xftDPI: String(dpi), override: nil).value == CGFloat(scale))
    }

    @Test(arguments: [nil, "", "abc", "-5", "0", "nan", "inf"])
    func aMissingOrUnusableDpiMeansOne(dpi: String?) {
        #expect(DisplayScale(xftDPI: dpi, override: nil) == DisplayScale(xftDPI: "96", override: nil))
        #expect(DisplayScale(xftDPI: dpi, override: nil).value == 1)
    }

    @Test func anIntegerDpiStringAsXrdbWritesItIsRead() {
        #expect(DisplayScale(xftDPI: "144", override: nil).value == 1.5)
        #expect(DisplayScale(xftDPI: " 192 ", override: nil).value == 2)
    }

    @Test(arguments: [("1", 1.0), ("1.5", 1.5), ("2", 2.0), ("3", 3.0), ("1.3", 1.3)])
    func aValidOverrideWinsOverTheDpi(override: String, scale: Double) {
        let display = DisplayScale(xftDPI: "192", override: override)
        #expect(display.value == CGFloat(scale))
        #expect(display.warning == nil)
    }

    @Test(arguments: ["abc", "0", "0.5", "3.5", "4", "-1", "nan", "2x"])
    func anInvalidOverrideWarnsOnceAndFallsBackToTheDpi(override: String) throws {
        let display = DisplayScale(xftDPI: "144", override: override)
        #expect(display.value == 1.5)
        let warning = try #require(display.warning)
        #expect(warning == "ignoring TOUCHKIT_SCALE=\"\(override)\": expected a number from 1 to 3; using 1.5 from the display's dpi")
        #expect(!warning.contains("\n"))
    }

    @Test(arguments: ["", "  "])
    func anEmptyOverrideCountsAsUnset(override: String) {
        #expect(DisplayScale(xftDPI: "144", override: override) == DisplayScale(xftDPI: "144", override: nil))
    }

    @Test func theFallbackIsNamedAsAWholeNumberWhenItIsOne() {
        #expect(DisplayScale(xftDPI: nil, override: "huge").warning?.hasSuffix("using 1 from the display's dpi") == true)
    }
}
