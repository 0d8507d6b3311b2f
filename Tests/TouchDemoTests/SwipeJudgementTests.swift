import Foundation
import Testing
@testable import TouchDemo

/// The hand-written swipe's verdict on one stroke: a direction, or why there was none with the
/// numbers, never rounded across the threshold.
@Suite("Swipe judgement")
struct SwipeJudgementTests {
    private func judge(dx: CGFloat, dy: CGFloat) -> SwipeJudgement {
        SwipeJudgement(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100 + dx, y: 100 + dy),
                       minimumLength: 30, maximumError: 5)
    }

    @Test func theCoursesRuleGivesTheDirection() {
        #expect(judge(dx: -30, dy: 5) == .horizontal && judge(dx: 5, dy: 31) == .vertical)
        #expect(judge(dx: 30, dy: 0).text == "Horizontal" && judge(dx: 0, dy: -30).text == "Vertical")
        #expect(judge(dx: 30, dy: 0).direction == "horizontal" && judge(dx: 22, dy: 0).direction == nil)
    }

    @Test(arguments: [
        (22.0, 0.0, "No swipe: 22 pt is under 30 pt"),
        (-3, 29.99, "No swipe: 29.9 pt is under 30 pt"),
        (60, 42, "No swipe: 42 pt off the line, over 5 pt"),
        (30, 5.01, "No swipe: 5.1 pt off the line, over 5 pt"),
        (40, 40, "No swipe: 40 pt off the line, over 5 pt"),
        (12.25, -25, "No swipe: 25 pt is under 30 pt"),
    ])
    func noSwipeSaysWhyWithNumbersThatNeverReachTheThreshold(dx: Double, dy: Double, text: String) {
        #expect(judge(dx: dx, dy: dy).text == text)
    }

    @Test func aCancelledStrokeIsNoSwipe() {
        #expect(SwipeJudgement.cancelled.text == "No swipe: touch cancelled")
        #expect(SwipeJudgement.cancelled.direction == nil)
    }
}
