import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Finger Paint's bar and screen from the minimum window to 4K: nothing outside the window, no
/// overlaps, balanced rows when the bar wraps, titles that fit, and a width dot you can see.
@Suite("Finger Paint layout") @MainActor
struct FingerPaintLayoutTests {
    nonisolated static let sizes = [CGSize(width: 420, height: 540), CGSize(width: 1600, height: 1000),
                                    CGSize(width: 3840, height: 2160)]
    static let colorNames = FingerPaintViewController.colors.map { "ColorButton-\($0.name)" }
    static let widthNames = FingerPaintViewController.strokeWidths.map { "WidthButton-\(Int($0))" }
    static let actionNames = ["UndoButton", "RedoButton", "SaveButton", "ClearButton"]

    /// Every visible named view under `view`, with the view itself.
    private func namedViews(in view: UIView) -> [UIView] {
        guard !view.isHidden else { return [] }
        return (view.accessibilityIdentifier == nil ? [] : [view]) + view.subviews.flatMap { namedViews(in: $0) }
    }

    private func frames(_ names: [String], in demo: DemoHarness) throws -> [CGRect] {
        try names.map { try #require(demo.frame(of: $0), "\($0)") }
    }

    @Test(arguments: sizes)
    func everyNamedViewIsInsideTheWindowAndNoTwoOverlap(size: CGSize) throws {
        let demo = try DemoHarness(screen: .paint, size: size)
        let window = demo.app.window
        let views = namedViews(in: window)
        let names = Set(views.compactMap(\.accessibilityIdentifier))
        for name in Self.colorNames + Self.widthNames + Self.actionNames + ["FingerPaintCanvas", "TouchStatus", "HintLabel"] {
            #expect(names.contains(name), "\(name) at \(size)")
        }
        for view in views {
            let frame = view.convert(view.bounds, to: nil)
            #expect(window.bounds.contains(frame), "\(view.accessibilityIdentifier ?? "") \(frame) at \(size)")
        }
        for (index, view) in views.enumerated() {
            for other in views[(index + 1)...] where !view.isDescendant(of: other) && !other.isDescendant(of: view) {
                let overlap = view.convert(view.bounds, to: nil).intersection(other.convert(other.bounds, to: nil))
                #expect(overlap.isNull || overlap.isEmpty,
                        "\(view.accessibilityIdentifier ?? "") overlaps \(other.accessibilityIdentifier ?? "") at \(size)")
            }
        }
    }

    @Test func atTheMinimumWidthTheBarWrapsIntoAColourRowAndAWidthsAndActionsRow() throws {
        let demo = try DemoHarness(screen: .paint, size: CGSize(width: 420, height: 540))
        let colors = try frames(Self.colorNames, in: demo)
        let tools = try frames(Self.widthNames + Self.actionNames, in: demo)
        let rowHeight = FingerPaintViewController.barRowHeight
        let top = UINavigationBar.height
        #expect(colors.allSatisfy { $0.minY >= top && $0.maxY <= top + rowHeight }, "colours on the first row: \(colors)")
        #expect(tools.allSatisfy { $0.minY >= top + rowHeight && $0.maxY <= top + 2 * rowHeight },
                "widths and actions on the second: \(tools)")
        #expect(try #require(demo.frame(of: "FingerPaintCanvas")).minY == top + 2 * rowHeight)
        // Balanced: each row starts at the same margin; the second ends at the other one.
        let margin = FingerPaintViewController.barMargin
        #expect(colors.map(\.minX).min() == margin && tools.map(\.minX).min() == margin)
        #expect(tools.map(\.maxX).max() == 420 - margin)
    }

    @Test func theBarTakesOneRowFrom658PointsWide() {
        #expect(!FingerPaintViewController.barFitsOneRow(width: 657))
        #expect(FingerPaintViewController.barFitsOneRow(width: 658))
    }

    @Test(arguments: [CGSize(width: 1600, height: 1000), CGSize(width: 3840, height: 2160)])
    func aWideWindowHasTheWholeBarOnOneRow(size: CGSize) throws {
        let demo = try DemoHarness(screen: .paint, size: size)
        let bar = try frames(Self.colorNames + Self.widthNames + Self.actionNames, in: demo)
        let top = UINavigationBar.height
        #expect(bar.allSatisfy { $0.minY >= top && $0.maxY <= top + FingerPaintViewController.barRowHeight })
        #expect(try #require(demo.frame(of: "FingerPaintCanvas")).minY == top + FingerPaintViewController.barRowHeight)
    }

    @Test(arguments: [CGFloat(1), 2])
    func theThinnestWidthShowsADotAtLeastEightPointsAcross(scale: CGFloat) throws {
        let demo = try DemoHarness(screen: .paint)
        let frame = try #require(demo.frame(of: "WidthButton-4"))
        let shot = demo.app.window.snapshot(scale: scale)
        // Along the swatch's middle row, the pixels more than half-way from the bar's colour to
        // the dot's.
        let y = Int((frame.midY * scale).rounded(.down))
        let dark = (Int(frame.minX * scale)..<Int(frame.maxX * scale)).filter { x in
            shot.pixel(x: x, y: y).red < 0x8A
        }
        let diameter = CGFloat(dark.count) / scale
        #expect(diameter >= 8, "\(diameter) pt across")
        #expect(dark.count == (dark.last.map { $0 - dark[0] + 1 } ?? 0), "one dot, no ring")
    }

    @Test func theWidthDotsGrowWithTheirWidth() throws {
        let demo = try DemoHarness(screen: .paint)
        let dots = Self.widthNames.compactMap { (demo.app.window.view(withAccessibilityIdentifier: $0) as? SwatchButton)?.dotDiameter }
        #expect(dots == [8, 12, 20])
    }

    @Test func everyActionTitleFitsItsButton() throws {
        let demo = try DemoHarness(screen: .paint, size: CGSize(width: 420, height: 540))
        for name in Self.actionNames {
            let button = try #require(demo.app.window.view(withAccessibilityIdentifier: name) as? UIButton)
            let label = UILabel()
            label.font = button.titleFont
            label.text = button.title
            let needed = label.sizeThatFits(CGSize(width: 1000, height: button.bounds.height))
            // UIButton's filled style keeps 12 pt clear on each side of its title.
            #expect(needed.width <= button.bounds.width - 24, "\(name): \(needed.width) pt in \(button.bounds.width)")
        }
    }

    /// The canvas's coordinates start under a two-row bar, so under one row its top part has
    /// negative ones; the retained layer must cover it, as it must the bottom part under two.
    @Test(arguments: [CGSize(width: 420, height: 540), CGSize(width: 1600, height: 1000)])
    func aStrokeShowsAnywhereOnTheCanvas(size: CGSize) throws {
        let demo = try DemoHarness(screen: .paint, size: size)
        let canvas = try #require(demo.frame(of: "FingerPaintCanvas"))
        let rows = [canvas.minY + 12, canvas.midY, canvas.maxY - 12]
        for (finger, y) in rows.enumerated() {
            demo.script.drag(finger + 1, from: CGPoint(x: 40, y: y), to: CGPoint(x: 200, y: y), steps: 3)
        }
        let shot = demo.app.window.snapshot()
        let unpainted = rows.filter { shot.pixel(x: 120, y: Int($0)).red > 128 }
        #expect(unpainted.isEmpty, "no paint at y \(unpainted) of a canvas \(canvas) at \(size)")
    }
}
