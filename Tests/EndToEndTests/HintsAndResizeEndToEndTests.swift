import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Every screen's hint reaches the trace, a dragged image stops at the bottom band and a resize
/// round trip keeps where the user put it, and `--size` says its range.
@Suite("End to end: hints, resizing and the window size range", .serialized)
struct HintsAndResizeEndToEndTests {
    /// Menu button → screen name, in menu order.
    static let screens = [("TouchSamplesButton", "touch"), ("GestureSamplesButton", "gestures"),
                          ("CustomGestureButton", "checkmark"), ("FingerPaintButton", "paint"),
                          ("GesturePlaygroundButton", "playground"), ("FarmButton", "farm"),
                          ("CircleButton", "circle"), ("SwipeButton", "swipe")]

    /// The text of the next `hint` event.
    private func nextHint(_ session: DemoSession) throws -> String {
        let event = try session.app.waitFor(event: .hint)
        guard case let .hint(text) = event else { throw XServerFixtureError("not a hint: \(event)") }
        return text
    }

    @Test func everyScreenTracesItsHint() throws {
        let session = try DemoSession()
        let menuHint = try nextHint(session)
        #expect(menuHint.contains("click"), "the menu hint: \(menuHint)")
        var hints: [String: String] = ["menu": menuHint]
        for (button, screen) in Self.screens {
            try session.pointer.click(at: session.center(of: button))
            try session.waitForScreen(screen)
            #expect(session.layout.frame(ofView: "HintLabel") != nil, "\(screen) shows HintLabel")
            hints[screen] = try nextHint(session)
            try session.pointer.click(at: session.center(of: "BackButton"))
            try session.waitForScreen("menu")
            #expect(try nextHint(session) == menuHint)
        }
        #expect(hints["checkmark"] == "Draw a V anywhere, left to right: finger or mouse")
        #expect(Set(hints.values).count == Self.screens.count + 1, "a different hint on every screen: \(hints)")
        #expect(hints.values.allSatisfy { !$0.isEmpty })
        #expect(session.statuses.isEmpty, "hints are not status lines")
    }

    /// Space between the bottom band's top and the hint's first line, in points (the band's
    /// padding): the free area ends this far above the hint.
    static let bandPadding: CGFloat = 8

    /// Whether `pixel` is the bottom band's light grey (or the white page): nothing drawn over it.
    static func isLight(_ pixel: RGBPixel) -> Bool { pixel.red > 235 && pixel.green > 235 && pixel.blue > 235 }

    @Test func aDraggedImageStopsAtTheBandAndComesBackAfterAResizeRoundTrip() throws {
        let session = try DemoSession(["--screen", "touch"])
        let start = try session.frame(of: "DragImage")
        let hint = try session.frame(of: "HintLabel")
        // Near the bottom-right corner of the 480x720 window, over the hint: the image stops at
        // the band, above the hint, and is outside a 420x540 window.
        let target = CGPoint(x: 480 - start.width / 2 - 6, y: 720 - start.height / 2 - 6)
        try session.touchscreen.drag(id: 1, from: start.center, to: target, steps: 10)
        let placed = CGPoint(x: start.minX + target.x - start.midX, y: hint.minY - Self.bandPadding - start.height)
        try session.waitForFrame("DragImage", origin: placed)
        let placedFrame = CGRect(origin: placed, size: start.size)
        try session.expectMoved("DragMe", from: start, to: placedFrame)
        // And the band just below it is clear: the image stops at the band, never covers the hint.
        let belowImage = CGPoint(x: placed.x + start.width / 2 - 60, y: placed.y + start.height + 4)
        let below = try session.pollPixel(at: belowImage) { Self.isLight($0) }
        #expect(Self.isLight(below), "nothing over the band: \(below) at \(belowImage)")

        try WindowManagerMessages.resize(display: session.server.display, window: session.windowID, width: 420, height: 540)
        let small = try session.app.waitFor(event: .layout)
        let shown = try #require(small.frame(ofView: "DragImage"))
        let smallHint = try #require(small.frame(ofView: "HintLabel"))
        #expect(shown.minX + shown.width <= 420 && shown.maxY <= smallHint.minY - Self.bandPadding,
                "clamped into the free area, above the band: \(shown), hint \(smallHint)")
        #expect(shown.minY < placed.y, "pulled up for display: \(shown)")
        try session.expectPicture("DragMe", in: shown, "(shown inside the smaller window)")

        try WindowManagerMessages.resize(display: session.server.display, window: session.windowID, width: 480, height: 720)
        let large = try session.app.waitFor(event: .layout)
        let back = try #require(large.frame(ofView: "DragImage"))
        #expect(abs(back.minX - placed.x) <= 1 && abs(back.minY - placed.y) <= 1, "back where the user put it: \(back), placed \(placed)")
        // The frame events tell the displayed frame: the latest is the restored one.
        let frame = try #require(session.app.events.compactMap { if case let .frame("DragImage", rect) = $0 { rect } else { nil } }.last)
        #expect(abs(frame.minX - placed.x) <= 1 && abs(frame.minY - placed.y) <= 1, "\(frame)")
        // On screen: back at its place, no longer where the small window showed it.
        try session.expectMoved("DragMe", from: shown, to: back)
    }

    @Test(arguments: [["--size", "300x900"], ["--size", "500x9000"]])
    func sizeOutsideTheRangeSaysWhatTheRangeIs(arguments: [String]) throws {
        let result = try ShellCommand.run(try AppUnderTest.builtExecutable(), arguments, environment: ["DISPLAY": ""])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--size must be between 420x540 and 8192x8192"), "stderr: \(result.stderr)")
    }
}
