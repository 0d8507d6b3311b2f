import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Every key the app binds, with stand-ins for the backend's quit and fullscreen, and the window
/// title each screen asks for.
@Suite("Keys and window titles") @MainActor
struct KeyCommandTests {
    nonisolated static let backKeys: [(String, UIKeyModifierFlags)] = [
        (UIKeyCommand.inputEscape, []), ("\u{8}", []), (UIKeyCommand.inputLeftArrow, .alternate), (UIKeyCommand.inputBack, []),
    ]

    @Test(arguments: backKeys)
    func backKeysGoBackOneScreen(key: String, modifiers: UIKeyModifierFlags) throws {
        let demo = try DemoHarness()
        demo.press("4")
        #expect(demo.app.currentScreen == .paint)
        demo.finishNavigation()
        demo.press(key, modifiers)
        #expect(demo.app.currentScreen == .menu)
        demo.finishNavigation()
        #expect(demo.screens == ["menu", "paint", "menu"])
        // On the menu there is nowhere to go back to.
        demo.press(key, modifiers)
        demo.finishNavigation()
        #expect(demo.screens == ["menu", "paint", "menu"])
    }

    @Test func leftWithoutAltAndEscapeWithCtrlDoNothing() throws {
        let demo = try DemoHarness(screen: .touch)
        demo.press(UIKeyCommand.inputLeftArrow)
        demo.press(UIKeyCommand.inputLeftArrow, [.alternate, .shift])
        demo.press(UIKeyCommand.inputEscape, .control)
        #expect(demo.app.currentScreen == .touch)
    }

    @Test func capsLockDoesNotStopAShortcut() throws {
        let demo = try DemoHarness(screen: .touch)
        demo.press(UIKeyCommand.inputLeftArrow, [.alternate, .alphaShift])
        #expect(demo.app.currentScreen == .menu)
    }

    @Test(arguments: ["q", "w"])
    func ctrlQAndCtrlWAskToQuit(key: String) throws {
        let demo = try DemoHarness(screen: .gestures)
        var quits = 0
        demo.app.onQuit = { quits += 1 }
        demo.press(key)
        demo.press(key, [.control, .shift])
        #expect(quits == 0, "only Ctrl+\(key) quits")
        demo.press(key, .control)
        #expect(quits == 1)
    }

    @Test func f11AsksToToggleFullscreenOnEveryScreen() throws {
        let demo = try DemoHarness()
        var toggles = 0
        demo.app.onToggleFullscreen = { toggles += 1 }
        demo.press(UIKeyCommand.f11)
        demo.press("2")
        demo.press(UIKeyCommand.f11)
        #expect(toggles == 2)
        #expect(demo.app.currentScreen == .gestures, "F11 does not navigate")
    }

    @Test func digitsOnTheMenuOpenTheEntryWithThatNumber() throws {
        let demo = try DemoHarness()
        for (index, entry) in MenuViewController.entries.enumerated() {
            demo.press("\(index + 1)")
            #expect(demo.app.currentScreen == entry.screen, "digit \(index + 1)")
            demo.finishNavigation()
            demo.press(UIKeyCommand.inputEscape)
            demo.finishNavigation()
        }
        #expect(demo.screens == ["menu"] + MenuViewController.entries.flatMap { [$0.screen.rawValue, "menu"] })
    }

    @Test func digitsBeyondTheEntriesAndOffTheMenuAreIgnored() throws {
        let demo = try DemoHarness()
        #expect(MenuViewController.entries.count < 9)
        for digit in (MenuViewController.entries.count + 1)...9 { demo.press("\(digit)") }
        demo.press("0")
        demo.press("1", .control)
        #expect(demo.screens == ["menu"])
        demo.press("1")
        demo.finishNavigation()
        demo.press("2")
        demo.finishNavigation()
        #expect(demo.screens == ["menu", "touch"], "2 on Touch Samples does nothing")
    }

    @Test func titleNamesTheScreenAndTheMenuIsTheAppName() throws {
        let demo = try DemoHarness()
        var titles: [String] = []
        demo.app.onTitleChange = { titles.append($0) }
        #expect(demo.app.windowTitle == "Touch Demo")
        for index in MenuViewController.entries.indices {
            demo.press("\(index + 1)")
            demo.finishNavigation()
            demo.press(UIKeyCommand.inputEscape)
            demo.finishNavigation()
        }
        #expect(titles == [
            "Touch Demo — Touch Samples", "Touch Demo",
            "Touch Demo — Gesture Recognizer Samples", "Touch Demo",
            "Touch Demo — Custom Gesture Recognizer", "Touch Demo",
            "Touch Demo — Finger Paint", "Touch Demo",
            "Touch Demo — Gesture Playground", "Touch Demo",
            "Touch Demo — Farm", "Touch Demo",
            "Touch Demo — Circle", "Touch Demo",
            "Touch Demo — Swipe", "Touch Demo",
        ])
    }

    @Test func aScreenOpenedAtLaunchHasItsTitleFromTheStart() throws {
        let demo = try DemoHarness(screen: .checkmark)
        #expect(demo.app.windowTitle == "Touch Demo — Custom Gesture Recognizer")
        var titles: [String] = []
        demo.app.onTitleChange = { titles.append($0) }
        // The backend wires the closure after building the app; the first screen shows when the
        // window is ready, and says its title then.
        demo.app.windowDidBecomeReady(id: "0x1", size: demo.app.window.bounds.size)
        #expect(titles == ["Touch Demo — Custom Gesture Recognizer"])
    }
}
