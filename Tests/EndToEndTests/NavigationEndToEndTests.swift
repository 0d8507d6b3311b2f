import Foundation
import Testing
import TouchKitTesting

/// Opening every screen from the menu and coming back, with a real finger and a real mouse.
@Suite("End to end: menu and Back", .serialized)
struct NavigationEndToEndTests {
    static let screens = [("TouchSamplesButton", "touch"), ("GestureSamplesButton", "gestures"),
                          ("CustomGestureButton", "checkmark"), ("FingerPaintButton", "paint"),
                          ("GesturePlaygroundButton", "playground"), ("FarmButton", "farm"),
                          ("CircleButton", "circle"), ("SwipeButton", "swipe")]

    @Test func everyScreenOpensByTouchAndBackReturns() throws {
        let session = try DemoSession()
        #expect(session.layout.views["BackButton"] == nil)
        for (button, screen) in Self.screens {
            try session.touchscreen.tap(at: session.center(of: button))
            try session.waitForScreen(screen)
            #expect(session.layout.views["BackButton"] != nil)
            try session.touchscreen.tap(at: session.center(of: "BackButton"))
            try session.waitForScreen("menu")
        }
    }

    @Test func everyScreenOpensByMouseAndBackReturns() throws {
        let session = try DemoSession()
        for (button, screen) in Self.screens {
            try session.pointer.click(at: session.center(of: button))
            try session.waitForScreen(screen)
            try session.pointer.click(at: session.center(of: "BackButton"))
            try session.waitForScreen("menu")
        }
    }

    @Test func screenOptionOpensAScreenDirectly() throws {
        let session = try DemoSession(["--screen", "gestures"])
        #expect(session.app.events.contains { $0.event == "screen" && $0.string("name") == "gestures" })
        #expect(session.layout.views["DragImage"] != nil)
        #expect(session.layout.views["DoubleTouchImage"] != nil)
    }
}
