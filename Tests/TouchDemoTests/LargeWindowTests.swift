import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Large windows are used: no screen leaves more than half the window blank (the largest
/// rectangle no view covers), the drawing areas aside; the walkthrough screens grow their column
/// and draw it from the larger image files; the menu becomes a grid.
@Suite("Large windows") @MainActor
struct LargeWindowTests {
    /// The sizes the fill rule holds at: the minimum, a large desktop window, a full 4K screen.
    nonisolated static let sizes = [TouchDemoApp.minimumWindowSize, CGSize(width: 1600, height: 1000),
                                    CGSize(width: 3840, height: 2160)]
    /// The most of the window's area one blank rectangle may take.
    static let maximumBlankShare: CGFloat = 0.5

    /// Named views not counted as covering: the checkmark trail, a drawing area over the whole
    /// Custom Gesture screen; that screen's column must fill the window too.
    static let uncountedViews: Set<String> = ["CheckmarkTrail"]

    /// What covers `demo`'s window, in window coordinates: every visible named view but
    /// ``uncountedViews`` (drawing areas, which are named views, count as covered: there the blank
    /// is the point), the navigation bar and the bottom band.
    static func coveredAreas(in demo: DemoHarness) -> [CGRect] {
        func bars(in view: UIView) -> [UIView] {
            guard !view.isHidden else { return [] }
            let mine = view is UINavigationBar || view is BottomBand ? [view] : []
            return mine + view.subviews.flatMap { bars(in: $0) }
        }
        let window = demo.app.window
        let named = ScreenLayoutTests.namedViews(in: window).filter { !uncountedViews.contains($0.accessibilityIdentifier ?? "") }
        return (named + bars(in: window)).map { $0.convert($0.bounds, to: nil) }
    }

    /// The largest blank rectangle of `demo`'s window.
    static func largestBlank(in demo: DemoHarness) -> CGRect {
        LargestEmptyRectangle.find(in: demo.app.window.bounds, avoiding: coveredAreas(in: demo))
    }

    @Test(arguments: Screen.allCases, sizes)
    func noScreenLeavesMoreThanHalfTheWindowBlank(screen: Screen, size: CGSize) throws {
        let demo = try DemoHarness(screen: screen, size: size)
        let blank = Self.largestBlank(in: demo)
        let share = blank.width * blank.height / (size.width * size.height)
        #expect(share <= Self.maximumBlankShare, "\(screen) at \(size): \(blank) is \(Int(share * 100)) % blank")
    }

    @Test func thePhoneSizedColumnOfOldWouldFailTheRule() {
        // Touch Samples as it was laid out at 1600x1000: the bar, the status line, three 180x64
        // images at the top, the hint at the bottom. The blank below the images is 60 % of the
        // window.
        let window = CGRect(x: 0, y: 0, width: 1600, height: 1000)
        let covered = [CGRect(x: 0, y: 0, width: 1600, height: 48), CGRect(x: 20, y: 68, width: 1560, height: 32),
                       CGRect(x: 710, y: 124, width: 180, height: 64), CGRect(x: 710, y: 228, width: 180, height: 64),
                       CGRect(x: 710, y: 332, width: 180, height: 64), CGRect(x: 20, y: 954, width: 1560, height: 38)]
        let blank = LargestEmptyRectangle.find(in: window, avoiding: covered)
        #expect(blank == CGRect(x: 0, y: 396, width: 1600, height: 558))
        #expect(blank.width * blank.height / (1600 * 1000) > Self.maximumBlankShare)
    }

    @Test(arguments: [Screen.touch, .gestures, .checkmark])
    func theWalkthroughColumnGrowsAndIsCentredInALargeWindow(screen: Screen) throws {
        let demo = try DemoHarness(screen: screen, size: CGSize(width: 1600, height: 1000))
        let name = screen == .checkmark ? "CheckboxImage" : "DoubleTouchImage"
        let image = try #require(demo.app.window.view(withAccessibilityIdentifier: name) as? UIImageView)
        let frame = image.convert(image.bounds, to: nil)
        let size = try #require(image.image?.size)
        #expect(frame.width >= 1.5 * size.width, "\(name) \(frame) grew from \(size)")
        #expect(abs(frame.midX - 800) <= 1, "centred: \(frame)")
        // Drawn from a file with at least as many pixels as it shows: no upscaled 1x.
        let zoom = frame.width / size.width
        #expect(try #require(image.image).representation(forPixelsPerPoint: zoom).scale >= zoom - 0.001)
        // Back to a small window: the usual size and file.
        demo.resize(to: TouchDemoApp.minimumWindowSize)
        #expect(image.bounds.size == size)
        #expect(image.image?.scale == 1)
    }

    /// Tolerance per channel when comparing drawn pixels with a file's.
    static let pixelTolerance = 2
    /// The least share of matching pixels that counts as "drawn from that file" (the 1x file
    /// upscaled matches TouchMe@3x.png in about 83 %).
    static let drawnShare = 0.99

    /// The share of the pixels of the file `file` (in Resources) drawn over white into `frame`'s
    /// size that the window shows the same in `frame` (window coordinates).
    static func shareDrawn(from file: String, in frame: CGRect, of demo: DemoHarness) throws -> Double {
        let image = try UIImage(contentsOfFile: DemoHarness.resources.appendingPathComponent(file).path)
        let width = Int(frame.width), height = Int(frame.height)
        let expected = ImageBuffer(width: width, height: height)
        expected.draw { context in
            context.fill(CGRect(x: 0, y: 0, width: width, height: height), with: .white)
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        }
        let shown = ImageBuffer(width: width, height: height)
        shown.draw { context in
            context.translateBy(x: -frame.minX, y: -frame.minY)
            demo.app.window.render(in: context, rect: frame)
        }
        var same = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = expected.pixel(x: x, y: y), b = shown.pixel(x: x, y: y)
                if abs(Int(a.red) - Int(b.red)) <= pixelTolerance && abs(Int(a.green) - Int(b.green)) <= pixelTolerance
                    && abs(Int(a.blue) - Int(b.blue)) <= pixelTolerance { same += 1 }
            }
        }
        return Double(same) / Double(width * height)
    }

    @Test func aGrownImageIsDrawnPixelForPixelFromItsThreeTimesFileAlsoWhenItChanges() throws {
        let demo = try DemoHarness(screen: .touch, size: CGSize(width: 3840, height: 2160))
        let frame = try #require(demo.frame(of: "TouchImage"))
        #expect(frame.size == CGSize(width: 540, height: 192), "3× at 4K")
        let sharp = try Self.shareDrawn(from: "TouchMe@3x.png", in: frame, of: demo)
        let upscaled = try Self.shareDrawn(from: "TouchMe.png", in: frame, of: demo)
        #expect(sharp > Self.drawnShare && sharp > upscaled, "the @3x file, 1:1: \(sharp); the 1x file upscaled: \(upscaled)")
        demo.script.begin(1, at: frame.center)
        #expect(demo.images(of: "TouchImage") == ["TouchMe_Touched"])
        #expect(try Self.shareDrawn(from: "TouchMe_Touched@3x.png", in: frame, of: demo) > Self.drawnShare)
        demo.script.end(1, at: frame.center)
    }

    @Test func aLargeWindowGrowsTheColumnWithoutAnImageEventForTheSameImage() throws {
        let demo = try DemoHarness(screen: .gestures)
        demo.resize(to: CGSize(width: 3840, height: 2160))
        demo.resize(to: CGSize(width: 480, height: 720))
        #expect(demo.images(of: "DoubleTouchImage").isEmpty)
    }

    @Test func theMenuBecomesAGridOfLargerButtons() throws {
        let demo = try DemoHarness(size: CGSize(width: 1600, height: 1000))
        let frames = MenuViewController.entries.compactMap { demo.frame(of: $0.name) }
        #expect(frames.count == MenuViewController.entries.count)
        let columns = Set(frames.map(\.minX)).count, rows = Set(frames.map(\.minY)).count
        #expect(columns >= 2 && columns * rows >= frames.count, "\(columns) columns, \(rows) rows")
        #expect(frames.allSatisfy { $0.height > MenuLayout.buttonHeight }, "the buttons grew: \(frames)")
        let button = try #require(demo.app.window.view(withAccessibilityIdentifier: "TouchSamplesButton") as? UIButton)
        #expect(button.titleFont.pointSize > MenuViewController.titleFontSize)
        // The first entries read down the first column.
        #expect(frames[0].minX == frames[1].minX && frames[1].minY > frames[0].minY)
    }
}

