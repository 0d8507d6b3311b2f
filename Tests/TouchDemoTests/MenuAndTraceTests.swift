import Foundation
import Testing
import TouchDemo
import TouchDemoTrace
import TouchKit
import TouchKitTesting

/// The menu, Back, and the `--trace` contract.
@Suite("Menu, navigation and trace") @MainActor
struct MenuAndTraceTests {
    @Test func readyComesFirstThenScreenAndLayout() throws {
        let demo = try DemoHarness()
        #expect(demo.traceLines.first == #"{"event":"ready","height":720,"refreshRate":60,"width":480,"window":"0x1"}"#)
        #expect(demo.screens == ["menu"])
        let views = try #require(demo.layouts.first)
        for name in ["TouchSamplesButton", "GestureSamplesButton", "CustomGestureButton", "FingerPaintButton",
                     "GesturePlaygroundButton", "CircleButton", "SwipeButton"] {
            #expect(views[name] != nil, "layout lists \(name)")
        }
        #expect(views["BackButton"] == nil, "Back is hidden on the menu")
    }

    @Test(arguments: [("TouchSamplesButton", "touch", "Touch Samples"),
                      ("GestureSamplesButton", "gestures", "Gesture Recognizer Samples"),
                      ("CustomGestureButton", "checkmark", "Custom Gesture Recognizer"),
                      ("FingerPaintButton", "paint", "Finger Paint"),
                      ("GesturePlaygroundButton", "playground", "Gesture Playground"),
                      ("CircleButton", "circle", "Circle"),
                      ("SwipeButton", "swipe", "Swipe")])
    func menuButtonOpensItsScreenAndBackReturns(button: String, screen: String, title: String) throws {
        let demo = try DemoHarness()
        demo.script.tap(at: demo.center(of: button))
        #expect(demo.screens == ["menu"], "the screen is reported when its slide ends")
        demo.finishNavigation()
        #expect(demo.screens == ["menu", screen])
        let titleLabel = demo.app.window.view(withAccessibilityIdentifier: "NavigationTitle") as? UILabel
        #expect(titleLabel?.text == title)
        let layout = try #require(demo.events.last { $0.kind == .layout })
        #expect(layout.frame(ofView: "BackButton") != nil)
        demo.script.tap(at: demo.center(of: "BackButton"))
        demo.finishNavigation()
        #expect(demo.screens == ["menu", screen, "menu"])
    }

    @Test func otherScreensShowTheWalkthroughImages() throws {
        let gestures = try DemoHarness(screen: .gestures)
        #expect(gestures.frame(of: "DoubleTouchImage") != nil)
        #expect(gestures.frame(of: "DragImage") != nil)
        let checkmark = try DemoHarness(screen: .checkmark)
        let checkbox = checkmark.app.window.view(withAccessibilityIdentifier: "CheckboxImage") as? UIImageView
        #expect(checkbox?.image?.name == "CheckBox_Unchecked")
    }

    @Test func dragEmitsFrameEventsInWindowCoordinates() throws {
        let demo = try DemoHarness(screen: .touch)
        let start = try #require(demo.frame(of: "DragImage"))
        demo.script.drag(1, from: start.center, to: start.center.offsetBy(dx: 10, dy: 20), steps: 1)
        let frame = try #require(demo.events.last { $0.kind == .frame })
        #expect(frame == .frame(view: "DragImage",
                                rect: CGRect(x: start.minX + 10, y: start.minY + 20, width: start.width, height: start.height)))
    }

    @Test func escapeGoesBack() throws {
        let demo = try DemoHarness(screen: .touch)
        demo.app.keyPressed(UIKeyCommand.inputEscape)
        #expect(demo.app.currentScreen == .menu)
    }

    @Test func resizeKeepsTheDraggedImageInsideTheWindow() throws {
        let demo = try DemoHarness(screen: .touch)
        let start = try #require(demo.frame(of: "DragImage"))
        demo.script.drag(1, from: start.center, to: CGPoint(x: 400, y: 680), steps: 3)
        demo.app.window.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        demo.app.window.layoutIfNeeded()
        demo.app.windowDidResize(to: demo.app.window.bounds.size)
        let moved = try #require(demo.frame(of: "DragImage"))
        #expect(demo.app.window.bounds.contains(moved))
        #expect(demo.events.last?.kind == .layout)
    }
}
