import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Where the menu's keyboard focus goes, on bare frames: one column, two columns, a grid.
@Suite("Menu focus rules")
struct MenuFocusTests {
    /// `count` buttons 300×60 in `columns` columns filled top to bottom, 10 pt apart, in menu order.
    private func frames(_ count: Int, columns: Int) -> [CGRect] {
        let rows = (count + columns - 1) / columns
        return (0..<count).map { index in
            CGRect(x: CGFloat(index / rows) * 310, y: CGFloat(index % rows) * 70, width: 300, height: 60)
        }
    }

    /// Where focus lands after each heading in turn, from `start`.
    private func walk(from start: Int?, _ headings: [MenuFocus.Heading], in frames: [CGRect]) -> [Int?] {
        var current = start
        return headings.map { heading in
            current = MenuFocus.index(after: current, moving: heading, frames: frames)
            return current
        }
    }

    @Test func theFirstMoveFocusesTheFirstOrTheLastButton() {
        let column = frames(8, columns: 1)
        for heading in [MenuFocus.Heading.down, .right, .next] {
            #expect(MenuFocus.index(after: nil, moving: heading, frames: column) == 0, "\(heading)")
        }
        for heading in [MenuFocus.Heading.up, .left, .previous] {
            #expect(MenuFocus.index(after: nil, moving: heading, frames: column) == 7, "\(heading)")
        }
        #expect(MenuFocus.index(after: nil, moving: .down, frames: []) == nil, "no buttons, no focus")
    }

    @Test func downAndUpGoThroughOneColumnAndWrap() {
        let column = frames(8, columns: 1)
        #expect(walk(from: 5, [.down, .down, .down, .down], in: column) == [6, 7, 0, 1])
        #expect(walk(from: 1, [.up, .up, .up], in: column) == [0, 7, 6])
    }

    @Test func tabAndShiftTabGoInMenuOrderAndWrap() {
        let grid = frames(8, columns: 2)
        #expect(walk(from: 6, [.next, .next, .next], in: grid) == [7, 0, 1])
        #expect(walk(from: 1, [.previous, .previous, .previous], in: grid) == [0, 7, 6])
    }

    @Test func leftAndRightInOneColumnStepThroughTheMenu() {
        let column = frames(8, columns: 1)
        #expect(walk(from: 7, [.right, .left, .left], in: column) == [0, 7, 6])
    }

    @Test func arrowsFollowTwoColumnsOnScreen() {
        // 1 to 4 down the left, 5 to 8 down the right (indices 0-3 and 4-7).
        let grid = frames(8, columns: 2)
        #expect(MenuFocus.index(after: 1, moving: .right, frames: grid) == 5, "across the row")
        #expect(MenuFocus.index(after: 6, moving: .left, frames: grid) == 2)
        #expect(MenuFocus.index(after: 3, moving: .down, frames: grid) == 4, "the bottom of a column goes on to the next")
        #expect(MenuFocus.index(after: 4, moving: .up, frames: grid) == 3)
        #expect(MenuFocus.index(after: 7, moving: .down, frames: grid) == 0, "the last wraps to the first")
    }

    @Test func arrowsFollowAGridFilledRowByRow() {
        // Three columns filled left to right: 0 1 2 / 3 4 5 / 6 7.
        let grid = (0..<8).map { CGRect(x: CGFloat($0 % 3) * 310, y: CGFloat($0 / 3) * 70, width: 300, height: 60) }
        #expect(MenuFocus.index(after: 1, moving: .down, frames: grid) == 4)
        #expect(MenuFocus.index(after: 4, moving: .up, frames: grid) == 1)
        #expect(MenuFocus.index(after: 3, moving: .right, frames: grid) == 4)
        #expect(MenuFocus.index(after: 5, moving: .down, frames: grid) == 6, "nothing below: on to the next")
    }
}

/// The menu's keys through the app: arrows and Tab move the ring, Return and Space open the
/// focused entry, a tap hides the ring; the trace reports each move.
@Suite("Menu keyboard") @MainActor
struct MenuKeyboardTests {
    /// The menu's focus ring view.
    private func ring(_ demo: DemoHarness) throws -> FocusRingView {
        func find(_ view: UIView) -> FocusRingView? {
            (view as? FocusRingView) ?? view.subviews.lazy.compactMap(find).first
        }
        return try #require(find(demo.app.window))
    }

    /// The `view` of every `focus` event ("" when the ring hid).
    private func focusEvents(_ demo: DemoHarness) -> [String] {
        demo.events.compactMap {
            switch $0 {
            case let .focus(view, _): view
            case .focusHidden: ""
            default: nil
            }
        }
    }

    @Test func theRingIsHiddenUntilAKeyMovesTheFocus() throws {
        let demo = try DemoHarness()
        #expect(try ring(demo).isHidden)
        demo.press(UIKeyCommand.inputDownArrow)
        let ring = try ring(demo)
        #expect(!ring.isHidden)
        let button = try #require(demo.frame(of: "TouchSamplesButton"))
        #expect(ring.convert(ring.bounds, to: nil) == button.insetBy(dx: -FocusRingView.outset, dy: -FocusRingView.outset))
        #expect(focusEvents(demo) == ["TouchSamplesButton"])
        #expect(demo.events(named: .focus).last == .focus(view: "TouchSamplesButton", rect: button))
    }

    @Test func arrowsAndTabMoveTheRingAndItWraps() throws {
        let demo = try DemoHarness()
        demo.press(UIKeyCommand.inputUpArrow)
        demo.press(UIKeyCommand.inputDownArrow)
        demo.press("\t")
        demo.press("\t", .shift)
        demo.press("\t", .shift)
        #expect(focusEvents(demo) == ["SwipeButton", "TouchSamplesButton", "GestureSamplesButton",
                                      "TouchSamplesButton", "SwipeButton"])
        let ring = try ring(demo)
        let swipe = try #require(demo.frame(of: "SwipeButton"))
        #expect(ring.convert(ring.bounds, to: nil).contains(swipe), "the ring surrounds the focused button")
    }

    @Test(arguments: ["\r", " "])
    func returnAndSpaceOpenTheFocusedEntry(key: String) throws {
        let demo = try DemoHarness()
        demo.press(UIKeyCommand.inputDownArrow)
        demo.press(UIKeyCommand.inputDownArrow)
        demo.press(UIKeyCommand.inputDownArrow)
        demo.press(key)
        demo.finishNavigation()
        #expect(demo.screens == ["menu", "checkmark"])
    }

    @Test func returnWithoutFocusDoesNothing() throws {
        let demo = try DemoHarness()
        demo.press("\r")
        demo.press(" ")
        demo.finishNavigation()
        #expect(demo.screens == ["menu"])
    }

    @Test func theFocusStaysOnTheEntryItOpenedWhenBackComes() throws {
        let demo = try DemoHarness()
        demo.press("\t")
        demo.press("\t")
        demo.press("\r")
        demo.finishNavigation()
        demo.press(UIKeyCommand.inputEscape)
        demo.finishNavigation()
        #expect(demo.screens == ["menu", "gestures", "menu"])
        #expect(try !ring(demo).isHidden)
        demo.press("\t")
        #expect(focusEvents(demo) == ["TouchSamplesButton", "GestureSamplesButton", "CustomGestureButton"])
    }

    @Test func aTapHidesTheRing() throws {
        let demo = try DemoHarness()
        demo.press(UIKeyCommand.inputDownArrow)
        demo.script.tap(at: demo.center(of: "FarmButton"))
        #expect(try ring(demo).isHidden)
        #expect(focusEvents(demo) == ["TouchSamplesButton", ""])
        demo.finishNavigation()
        #expect(demo.screens == ["menu", "farm"])
    }

    @Test func arrowsDoNothingOffTheMenu() throws {
        let demo = try DemoHarness(screen: .touch)
        demo.press(UIKeyCommand.inputDownArrow)
        demo.press("\r")
        #expect(focusEvents(demo).isEmpty)
        #expect(demo.app.currentScreen == .touch)
    }

    @Test func theRingFollowsItsButtonWhenTheWindowResizes() throws {
        let demo = try DemoHarness()
        demo.press(UIKeyCommand.inputUpArrow)
        demo.resize(to: CGSize(width: 1600, height: 1000))
        let ring = try ring(demo)
        let swipe = try #require(demo.frame(of: "SwipeButton"))
        #expect(ring.convert(ring.bounds, to: nil) == swipe.insetBy(dx: -FocusRingView.outset, dy: -FocusRingView.outset))
    }

    @Test func theRingNeverReachesANeighbouringButton() {
        #expect(FocusRingView.outset <= MenuLayout.minimumCompactButtonSpacing)
    }
}
