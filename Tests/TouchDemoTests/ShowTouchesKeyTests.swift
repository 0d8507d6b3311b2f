import Foundation
import Testing
import TouchDemo
import TouchKit

/// The `t` key toggles show touches; with a modifier it is some other shortcut.
@Suite("Show touches key")
@MainActor
struct ShowTouchesKeyTests {
    @Test func tTogglesShowTouches() throws {
        let harness = try DemoHarness(screen: .touch)
        #expect(!harness.app.window.showsTouches)
        harness.app.keyPressed("t")
        #expect(harness.app.window.showsTouches)
        harness.app.keyPressed("t", modifiers: .alphaShift)
        #expect(!harness.app.window.showsTouches, "Caps Lock does not matter")
    }

    @Test func tWithAModifierLeavesShowTouchesAlone() throws {
        let harness = try DemoHarness()
        for modifier: UIKeyModifierFlags in [.control, .shift, .alternate, .command] {
            harness.app.keyPressed("t", modifiers: modifier)
        }
        #expect(!harness.app.window.showsTouches)
    }
}
