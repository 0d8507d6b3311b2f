import Testing
@testable import TouchKitX11

/// The refresh rate computed from XRandR mode timings.
@Suite("XRandR refresh rate")
struct X11RefreshRateTests {
    @Test func theVESA1024x768ModeIsSixtyHertz() {
        // 65 MHz over 1344 × 806 pixels: 60.004 Hz.
        #expect(X11RefreshRate.framesPerSecond(of: .init(dotClock: 65_000_000, hTotal: 1344, vTotal: 806)) == 60)
    }

    @Test func aHighRateModeIsRead() {
        // CVT 1920x1080 at 144 Hz: 325.08 MHz over 2080 × 1085 pixels.
        #expect(X11RefreshRate.framesPerSecond(of: .init(dotClock: 325_080_000, hTotal: 2080, vTotal: 1085)) == 144)
    }

    @Test func interlacedModesCountFieldsAndDoubleScanHalves() {
        let mode = X11RefreshRate.ModeTimings(dotClock: 74_250_000, hTotal: 2200, vTotal: 1125)
        #expect(X11RefreshRate.framesPerSecond(of: mode) == 30)
        #expect(X11RefreshRate.framesPerSecond(of: .init(dotClock: 74_250_000, hTotal: 2200, vTotal: 1125,
                                                         isInterlaced: true)) == 60)
        #expect(X11RefreshRate.framesPerSecond(of: .init(dotClock: 74_250_000, hTotal: 2200, vTotal: 1125,
                                                         isDoubleScan: true)) == X11RefreshRate.fallback,
                "15 Hz is not believed")
    }

    @Test func unknownOrAbsurdTimingsGiveSixty() {
        #expect(X11RefreshRate.framesPerSecond(of: nil) == 60)
        #expect(X11RefreshRate.framesPerSecond(of: .init(dotClock: 0, hTotal: 1344, vTotal: 806)) == 60)
        #expect(X11RefreshRate.framesPerSecond(of: .init(dotClock: 65_000_000, hTotal: 0, vTotal: 806)) == 60)
        #expect(X11RefreshRate.framesPerSecond(of: .init(dotClock: 900_000_000, hTotal: 100, vTotal: 100)) == 60)
    }
}
