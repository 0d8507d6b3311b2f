import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// The menu's button layout for the current entries and for one more (the Farm, which another
/// change adds): every button inside the space above the hint, none overlapping, each tall and
/// wide enough for what it shows, from the minimum window size up to 4K.
@Suite("Menu layout") @MainActor
struct MenuLayoutTests {
    /// The window sizes the layout tests use, the default window, and a wide but short one (a
    /// maximised window on a 1920x1080 screen at scale 2 under a panel), and the narrowest that
    /// gets two columns.
    nonisolated static let sizes = ScreenLayoutTests.sizes + [CGSize(width: 480, height: 720), CGSize(width: 960, height: 472),
                                                              CGSize(width: 696, height: 472)]
    /// Seven entries (the menu with Circle and Swipe) and eight (with the Farm, which another
    /// change adds); `theMenuHasNoMoreEntriesThanTheLayoutIsTestedFor` keeps this list honest.
    nonisolated static let counts = [7, 8]

    /// The size the menu's buttons get in a window of `size`: below the navigation bar, above
    /// the hint.
    private func buttonArea(inWindow size: CGSize) -> CGSize {
        CGSize(width: size.width, height: size.height - UINavigationBar.height - SampleLayout.hintAreaHeight)
    }

    /// The size `text` needs in one line of `font`.
    private func size(of text: String, font: UIFont) -> CGSize {
        let label = UILabel()
        label.text = text
        label.font = font
        return label.sizeThatFits(CGSize(width: 10_000, height: 10_000))
    }

    /// The entries, padded with the longest real entry for the extra one.
    private func entries(_ count: Int) -> [(title: String, description: String)] {
        let real = MenuViewController.entries.map { ($0.title, $0.description) }
        return Array((real + Array(repeating: real[1], count: max(0, count - real.count))).prefix(count))
    }

    @Test(arguments: sizes, counts)
    func buttonsFitAboveTheHintWithoutOverlapping(windowSize: CGSize, count: Int) {
        let area = buttonArea(inWindow: windowSize)
        let layout = MenuLayout.layout(count: count, in: area)
        let frames = layout.buttonFrames(count: count, in: area)
        #expect(frames.count == count)
        let bounds = CGRect(origin: .zero, size: area)
        for frame in frames { #expect(bounds.contains(frame), "\(frame) in \(area) for \(count)") }
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] { #expect(!frame.intersects(other), "\(frame) and \(other)") }
        }
        let titleFont = UIFont.systemFont(ofSize: (MenuViewController.titleFontSize * layout.fontScale).rounded(), weight: .semibold)
        let subtitleFont = UIFont.systemFont(ofSize: (MenuViewController.subtitleFontSize * layout.fontScale).rounded())
        for (frame, entry) in zip(frames, entries(count)) {
            let title = size(of: entry.title, font: titleFont)
            let description = size(of: entry.description, font: subtitleFont)
            let height = layout.showsDescriptions ? title.height + UIButton.subtitleSpacing + description.height : title.height
            #expect(frame.height >= height + 4, "\(entry.title) needs \(height) pt, has \(frame.height) at \(windowSize)")
            // The button insets its text by 12 pt on each side.
            let width = max(title.width, layout.showsDescriptions ? description.width : 0) + 24
            #expect(frame.width >= width, "\(entry.title) needs \(width) pt wide, has \(frame.width) at \(windowSize)")
        }
    }

    @Test func theMenuHasNoMoreEntriesThanTheLayoutIsTestedFor() {
        #expect(Self.counts.contains(MenuViewController.entries.count))
    }

    @Test(arguments: counts)
    func descriptionsShowFromTheMinimumWindowSizeUp(count: Int) {
        for windowSize in [TouchDemoApp.minimumWindowSize, CGSize(width: 480, height: 720), CGSize(width: 3840, height: 2160)] {
            #expect(MenuLayout.layout(count: count, in: buttonArea(inWindow: windowSize)).showsDescriptions)
        }
    }

    @Test func eightEntriesInAShortWindowKeepTheirTitlesOnly() {
        let narrow = MenuLayout.layout(count: 8, in: buttonArea(inWindow: CGSize(width: 420, height: 472)))
        #expect(narrow.columns == 1 && !narrow.showsDescriptions)
    }

    @Test func aWideShortWindowUsesTwoColumnsThatReadDown() {
        let area = buttonArea(inWindow: CGSize(width: 960, height: 472))
        let layout = MenuLayout.layout(count: 8, in: area)
        #expect(layout.columns == 2 && layout.showsDescriptions)
        let frames = layout.buttonFrames(count: 8, in: area)
        #expect(frames[0].minX == frames[3].minX && frames[3].minY > frames[0].minY, "1 to 4 down the left")
        #expect(frames[4].minX > frames[0].maxX && frames[4].minY == frames[0].minY, "5 at the top right")
    }

    @Test func twoColumnsNeedRoomForTwoFullButtons() {
        let height: CGFloat = 472
        #expect(MenuLayout.layout(count: 8, in: buttonArea(inWindow: CGSize(width: 696, height: height))).columns == 2)
        #expect(MenuLayout.layout(count: 8, in: buttonArea(inWindow: CGSize(width: 695, height: height))).columns == 1)
    }

    @Test func aLargeWindowGetsAGridOfLargerButtonsThatReadDown() {
        let area = buttonArea(inWindow: CGSize(width: 3840, height: 2160))
        let layout = MenuLayout.layout(count: 8, in: area)
        #expect(layout.columns == 2 && layout.scale == MenuLayout.maximumScale && layout.showsDescriptions)
        let frames = layout.buttonFrames(count: 8, in: area)
        #expect(frames[0].minX == frames[3].minX && frames[3].minY > frames[0].minY, "1 to 4 down the left")
        // Centred both ways.
        let grid = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        #expect(abs(grid.midX - area.width / 2) <= 1 && abs(grid.midY - area.height / 2) <= 1, "\(grid) in \(area)")
    }

    @Test func theDefaultWindowKeepsTheUsualButtons() {
        let layout = MenuLayout.layout(count: 8, in: buttonArea(inWindow: CGSize(width: 480, height: 720)))
        #expect(layout.scale == 1 && layout.columns == 1)
    }

    @Test func theMenuDropsAndRestoresDescriptionsAsTheWindowChanges() throws {
        let demo = try DemoHarness(size: CGSize(width: 420, height: 472))
        let button = try #require(demo.app.window.view(withAccessibilityIdentifier: "SwipeButton") as? UIButton)
        #expect(button.subtitle == nil, "seven or more two-line buttons do not fit 420x472")
        demo.resize(to: CGSize(width: 480, height: 720))
        #expect(button.subtitle == "A hand-written swipe next to the recognizers")
    }
}
