import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// One name per screen: its menu button, its navigation title and its window title all say
/// ``Screen/title``, whole (nothing truncated), at the minimum window size too; every button
/// shows its digit, clear of its title.
@Suite("One name per screen") @MainActor
struct ScreenNameTests {
    @Test(arguments: Screen.menuEntries)
    func theMenuTheNavigationBarAndTheWindowTitleUseTheSameName(screen: Screen) throws {
        let demo = try DemoHarness(size: TouchDemoApp.minimumWindowSize)
        let name = try #require(screen.menuButtonName)
        let button = try #require(demo.app.window.view(withAccessibilityIdentifier: name) as? UIButton)
        #expect(button.title == screen.title)
        demo.script.tap(at: demo.center(of: name))
        demo.finishNavigation()
        #expect(demo.screens == ["menu", screen.rawValue])
        let title = try #require(demo.app.window.view(withAccessibilityIdentifier: "NavigationTitle") as? UILabel)
        #expect(title.text == screen.title)
        #expect(demo.app.windowTitle == "Touch Demo — \(screen.title)")
        // The whole name fits its label in one line: nothing is cut off at 420 pt.
        let needed = title.sizeThatFits(CGSize(width: 10_000, height: title.bounds.height)).width
        #expect(needed <= title.bounds.width, "\(screen.title) needs \(needed) pt, has \(title.bounds.width)")
        let back = try #require(demo.frame(of: "BackButton"))
        #expect(title.convert(title.bounds, to: nil).minX >= back.maxX, "the title clears Back")
    }

    /// The digit badges of the menu's buttons in a window of `size`: each button, its frame and
    /// its badge's frame (both in window coordinates), and the badge's text.
    private func badges(at size: CGSize) throws -> [(button: UIButton, frame: CGRect, badge: CGRect, text: String?)] {
        let demo = try DemoHarness(size: size)
        return try Screen.menuEntries.map { screen in
            let name = try #require(screen.menuButtonName)
            let button = try #require(demo.app.window.view(withAccessibilityIdentifier: name) as? UIButton)
            let badge = try #require(button.subviews.compactMap { $0 as? UILabel }.first)
            return (button, button.convert(button.bounds, to: nil), badge.convert(badge.bounds, to: nil), badge.text)
        }
    }

    @Test(arguments: MenuLayoutTests.sizes)
    func everyButtonShowsItsDigitClearOfItsTitle(windowSize: CGSize) throws {
        for (index, entry) in try badges(at: windowSize).enumerated() {
            let button = entry.button
            #expect(entry.text == "\(index + 1)")
            let frame = entry.frame
            #expect(frame.contains(entry.badge), "\(button.title): the badge is inside its button at \(windowSize)")
            // The title is centred: its left edge is half the spare width in.
            let label = UILabel()
            label.text = button.title
            label.font = button.titleFont
            let titleWidth = label.sizeThatFits(CGSize(width: 10_000, height: 100)).width
            let titleLeft = frame.minX + (frame.width - titleWidth) / 2
            #expect(entry.badge.maxX + 2 <= titleLeft, "\(button.title): the digit clears the title at \(windowSize)")
        }
    }

    @Test func theDigitsAreTheEntriesPlaces() {
        #expect(Screen.menuEntries.map(\.menuDigit) == Array(1...Screen.menuEntries.count).map(Optional.some))
        #expect(Screen.menu.menuDigit == nil)
        #expect(MenuViewController.entries.map(\.screen) == Screen.menuEntries)
    }

    @Test func everyScreenHasADistinctNameAndADescription() {
        #expect(Set(Screen.allCases.map(\.title)).count == Screen.allCases.count)
        for screen in Screen.allCases { #expect(!screen.summary.isEmpty, "\(screen)") }
    }

    @Test func aShortTitleStaysCentredInTheBar() throws {
        let demo = try DemoHarness(screen: .farm)
        let title = try #require(demo.frame(of: "NavigationTitle"))
        #expect(title.midX == demo.app.window.bounds.midX)
    }
}
