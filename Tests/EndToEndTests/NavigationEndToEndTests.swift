import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Opening every screen from the menu and coming back, with a real finger and a real mouse.
@Suite("End to end: menu and Back", .serialized)
struct NavigationEndToEndTests {
    static let screens = [("TouchSamplesButton", "touch"), ("GestureSamplesButton", "gestures"),
                          ("CustomGestureButton", "checkmark"), ("FingerPaintButton", "paint"),
                          ("GesturePlaygroundButton", "playground"), ("FarmButton", "farm"),
                          ("CircleButton", "circle"), ("SwipeButton", "swipe")]

    @Test func everyScreenOpensByTouchAndBackReturns() throws {
        let session = try DemoSession()
        #expect(session.layout.frame(ofView: "BackButton") == nil)
        for (button, screen) in Self.screens {
            try session.touchscreen.tap(at: session.center(of: button))
            try session.waitForScreen(screen)
            try session.expectScreenShown(screen)
            #expect(session.layout.frame(ofView: "BackButton") != nil)
            try session.touchscreen.tap(at: session.center(of: "BackButton"))
            try session.waitForScreen("menu")
            try session.expectScreenShown("menu")
        }
    }

    @Test func everyScreenOpensByMouseAndBackReturns() throws {
        let session = try DemoSession()
        for (button, screen) in Self.screens {
            try session.pointer.click(at: session.center(of: button))
            try session.waitForScreen(screen)
            try session.expectScreenShown(screen)
            try session.pointer.click(at: session.center(of: "BackButton"))
            try session.waitForScreen("menu")
            try session.expectScreenShown("menu")
        }
    }

    @Test func screenOptionOpensAScreenDirectly() throws {
        let session = try DemoSession(["--screen", "gestures"])
        #expect(session.app.events.contains { $0 == .screen(name: "gestures") })
        #expect(session.layout.frame(ofView: "DragImage") != nil)
        #expect(session.layout.frame(ofView: "DoubleTouchImage") != nil)
    }
}
