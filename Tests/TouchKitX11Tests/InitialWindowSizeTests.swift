import Foundation
import Testing
@testable import TouchKitX11

/// The default window size against the screen's work area and the display scale.
@Suite("Initial window size")
struct InitialWindowSizeTests {
    let preferred = CGSize(width: 480, height: 720)
    let minimum = CGSize(width: 300, height: 400)

    @Test func aLargeScreenKeepsThePreferredSize() {
        let size = InitialWindowSize.fitting(preferred, minimum: minimum, workArea: CGSize(width: 1920, height: 1080), scale: 1)
        #expect(size == preferred)
    }

    @Test func eachSideShrinksToTheWorkAreaInPointsLessTheFrame() {
        // A 1366x740 work area at 1.25 is 1092.8 x 592 points, less the frame allowance.
        let size = InitialWindowSize.fitting(preferred, minimum: minimum, workArea: CGSize(width: 1366, height: 740), scale: 1.25)
        #expect(size == CGSize(width: 480, height: (740 / 1.25 - InitialWindowSize.frameAllowance.height).rounded(.down)))
        #expect(size.height * 1.25 + InitialWindowSize.frameAllowance.height * 1.25 <= 740)
    }

    @Test func theScaleCountsInPixels() {
        // 1920x1080 at 2 is 960x540 points: too short for 720.
        let size = InitialWindowSize.fitting(preferred, minimum: minimum, workArea: CGSize(width: 1920, height: 1200), scale: 2)
        #expect(size.width == 480)
        #expect(size.height == 600 - InitialWindowSize.frameAllowance.height)
        #expect(size.height * 2 <= 1200)
    }

    @Test func neverBelowTheMinimumSize() {
        let size = InitialWindowSize.fitting(preferred, minimum: minimum, workArea: CGSize(width: 400, height: 480), scale: 1.5)
        #expect(size == minimum)
    }
}
