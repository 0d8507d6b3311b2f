import Foundation
import Testing
@testable import TouchKitX11

/// The default window size and the minimum size hint against the screen's work area and the
/// display scale.
@Suite("Initial window size")
struct InitialWindowSizeTests {
    let preferred = CGSize(width: 480, height: 720)
    let minimum = CGSize(width: 300, height: 400)

    private func fitted(_ workArea: CGSize, scale: CGFloat, minimum: CGSize? = nil) -> InitialWindowSize {
        InitialWindowSize(preferred: preferred, minimum: minimum ?? self.minimum, workArea: workArea, scale: scale)
    }

    /// Whether `size` (points), with the frame, fits `workArea` (pixels) at `scale`.
    private func fits(_ size: CGSize, in workArea: CGSize, scale: CGFloat) -> Bool {
        (size.width + InitialWindowSize.frameAllowance.width) * scale <= workArea.width
            && (size.height + InitialWindowSize.frameAllowance.height) * scale <= workArea.height
    }

    @Test func aLargeScreenKeepsThePreferredAndMinimumSizes() {
        let fit = fitted(CGSize(width: 1920, height: 1080), scale: 1)
        #expect(fit == InitialWindowSize(preferred: preferred, minimum: minimum, workArea: CGSize(width: 3840, height: 2160), scale: 1))
        #expect(fit.size == preferred)
        #expect(fit.minimumSize == minimum)
    }

    @Test func eachSideShrinksToTheWorkAreaInPointsLessTheFrame() {
        // A 1366x740 work area at 1.25 is 1092.8 x 592 points, less the frame allowance.
        let fit = fitted(CGSize(width: 1366, height: 740), scale: 1.25)
        #expect(fit.size == CGSize(width: 480, height: (740 / 1.25 - InitialWindowSize.frameAllowance.height).rounded(.down)))
        #expect(fits(fit.size, in: CGSize(width: 1366, height: 740), scale: 1.25))
        #expect(fit.minimumSize == minimum)
    }

    @Test func theScaleCountsInPixels() {
        // 1920x1200 at 2 is 960x600 points: too short for 720.
        let fit = fitted(CGSize(width: 1920, height: 1200), scale: 2)
        #expect(fit.size == CGSize(width: 480, height: 600 - InitialWindowSize.frameAllowance.height))
        #expect(fits(fit.size, in: CGSize(width: 1920, height: 1200), scale: 2))
    }

    @Test func theSizeShrinksToTheMinimumButNoFurtherWhenTheWorkAreaHoldsIt() {
        // 480x660 at 1.5 is 320x440 points, 304x392 after the frame: wider than the minimum,
        // not as tall.
        let fit = fitted(CGSize(width: 480, height: 660), scale: 1.5, minimum: CGSize(width: 300, height: 380))
        #expect(fit.size == CGSize(width: 304, height: 392))
        #expect(fit.minimumSize == CGSize(width: 300, height: 380))
    }

    @Test func aWorkAreaSmallerThanTheMinimumShrinksTheSizeAndTheMinimumToFit() {
        // Scale 2 on a 1920x1080 screen under a 40 px panel: 960x520 points, 944x472 after the
        // frame, shorter than a 540 pt minimum. The window still opens whole inside the work
        // area, and the window manager may maximize it there.
        let workArea = CGSize(width: 1920, height: 1040)
        let fit = fitted(workArea, scale: 2, minimum: CGSize(width: 360, height: 540))
        #expect(fit.size == CGSize(width: 480, height: 472))
        #expect(fit.minimumSize == CGSize(width: 360, height: 472))
        #expect(fits(fit.size, in: workArea, scale: 2))
        #expect(fits(fit.minimumSize, in: workArea, scale: 2))
    }

    @Test func theSizeNeverExceedsTheWorkAreaOnAnyScreen() {
        let screens = [CGSize(width: 400, height: 480), CGSize(width: 800, height: 600), CGSize(width: 1024, height: 600),
                       CGSize(width: 1366, height: 728), CGSize(width: 1920, height: 1040), CGSize(width: 2560, height: 1400)]
        for workArea in screens {
            for scale in stride(from: CGFloat(1), through: 3, by: 0.25) {
                let fit = fitted(workArea, scale: scale)
                #expect(fits(fit.size, in: workArea, scale: scale), "\(workArea) at \(scale): \(fit.size)")
                #expect(fit.minimumSize.width <= fit.size.width && fit.minimumSize.height <= fit.size.height)
                #expect(fit.size.width >= 1 && fit.size.height >= 1)
            }
        }
    }
}
