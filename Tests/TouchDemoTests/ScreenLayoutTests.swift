import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Every screen's layout from the minimum window size up to a full 4K screen: every named view
/// inside the window, no two overlapping (unless one is inside the other), and a hint that fits.
/// (How much of a large window stays blank: `LargeWindowTests`.)
@Suite("Screen layouts from the minimum size to 4K") @MainActor
struct ScreenLayoutTests {
    /// The minimum, the smallest window a common screen forces (a 1920x1080 screen at scale 2
    /// under a 40 px panel: the window manager's minimum is capped to its 960x520 pt work area,
    /// less the frame), a large desktop window and a full 4K screen.
    nonisolated static let sizes = [TouchDemoApp.minimumWindowSize, CGSize(width: 420, height: 472),
                                    CGSize(width: 1600, height: 1000), CGSize(width: 3840, height: 2160)]
    /// Named views drawn over the whole screen on purpose: the checkmark trail shows a V drawn
    /// anywhere, over the other views, and takes no touches.
    static let overlays: Set<String> = ["CheckmarkTrail"]

    /// Every visible named view of `view`'s subtree, with the view itself.
    static func namedViews(in view: UIView) -> [UIView] {
        guard !view.isHidden else { return [] }
        let mine = view.accessibilityIdentifier == nil ? [] : [view]
        return mine + view.subviews.flatMap { Self.namedViews(in: $0) }
    }

    @Test(arguments: Screen.allCases, sizes)
    func namedViewsAreInsideTheWindowAndDoNotOverlap(screen: Screen, size: CGSize) throws {
        let demo = try DemoHarness(screen: screen, size: size)
        let window = demo.app.window
        let views = Self.namedViews(in: window)
        #expect(views.count >= 4, "\(screen) has its named views")
        #expect(views.contains { $0.accessibilityIdentifier == "HintLabel" }, "\(screen) shows a hint")
        for view in views {
            let frame = view.convert(view.bounds, to: nil)
            #expect(window.bounds.contains(frame), "\(view.accessibilityIdentifier ?? "") \(frame) at \(size)")
        }
        let checked = views.filter { !Self.overlays.contains($0.accessibilityIdentifier ?? "") }
        for (index, view) in checked.enumerated() {
            for other in checked[(index + 1)...] where !view.isDescendant(of: other) && !other.isDescendant(of: view) {
                let overlap = view.convert(view.bounds, to: nil).intersection(other.convert(other.bounds, to: nil))
                #expect(overlap.isNull || overlap.isEmpty,
                        "\(view.accessibilityIdentifier ?? "") overlaps \(other.accessibilityIdentifier ?? "") at \(size) on \(screen)")
            }
        }
    }

    @Test(arguments: Screen.allCases)
    func theHintFitsItsTwoLinesAtTheMinimumSize(screen: Screen) throws {
        let demo = try DemoHarness(screen: screen, size: TouchDemoApp.minimumWindowSize)
        let hint = try #require(demo.app.window.view(withAccessibilityIdentifier: "HintLabel") as? UILabel)
        // Measured with no line limit, the whole text must fit the label: nothing ellipsized.
        let unlimited = UILabel()
        unlimited.text = hint.text
        unlimited.font = hint.font
        unlimited.numberOfLines = 0
        let needed = unlimited.sizeThatFits(CGSize(width: hint.bounds.width, height: .greatestFiniteMagnitude))
        #expect(needed.height > 0)
        #expect(needed.height <= hint.bounds.height, "\(screen): \"\(hint.text ?? "")\" needs \(needed)")
    }

    @Test func everyMenuButtonHasADescription() throws {
        let demo = try DemoHarness()
        for entry in MenuViewController.entries {
            let button = try #require(demo.app.window.view(withAccessibilityIdentifier: entry.name) as? UIButton)
            #expect(button.subtitle?.isEmpty == false, "\(entry.name)")
        }
    }

    @Test func windowSizesOutsideTheRangeAreRefusedWithTheRange() {
        let message = "--size must be between 420x540 and 8192x8192"
        #expect(TouchDemoApp.problem(withWindowSize: CGSize(width: 419, height: 600)) == message)
        #expect(TouchDemoApp.problem(withWindowSize: CGSize(width: 500, height: 539)) == message)
        #expect(TouchDemoApp.problem(withWindowSize: CGSize(width: 8193, height: 600)) == message)
        #expect(TouchDemoApp.problem(withWindowSize: TouchDemoApp.minimumWindowSize) == nil)
        #expect(TouchDemoApp.problem(withWindowSize: CGSize(width: 8192, height: 8192)) == nil)
    }
}
