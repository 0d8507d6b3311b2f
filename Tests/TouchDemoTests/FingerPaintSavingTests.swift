import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Ctrl+S on Finger Paint: a PNG of the canvas in the Pictures folder, the status line, the
/// `saved` trace event, and a clear line when the folder cannot be written.
@Suite("Finger Paint saving") @MainActor
struct FingerPaintSavingTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-saves-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

    /// A Finger Paint screen saving into `pictures`, with a red stroke and a black dot painted.
    private func paintedDemo(pictures: String) throws -> DemoHarness {
        let demo = try DemoHarness(screen: .paint, environment: ["XDG_PICTURES_DIR": pictures])
        let canvas = try #require(demo.frame(of: "FingerPaintCanvas"))
        demo.script.tap(at: demo.center(of: "WidthButton-16"))
        demo.script.tap(at: canvas.origin.applying(dx: 30, dy: 500))
        demo.script.tap(at: demo.center(of: "ColorButton-red"))
        demo.script.drag(1, from: canvas.origin.applying(dx: 40, dy: 40), to: canvas.origin.applying(dx: 400, dy: 300), steps: 6)
        return demo
    }

    @Test func ctrlSWritesThePNGOfTheCanvasAndSaysWhere() throws {
        defer { cleanUp() }
        let demo = try paintedDemo(pictures: folder)
        demo.press("s", .control)

        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1)
        let name = try #require(files.first)
        #expect(name.wholeMatch(of: /touch-demo-\d{8}-\d{6}\.png/) != nil, "\(name)")
        #expect(demo.statuses == ["Saved \(name) in \(folder)"])
        let canvas = try #require(demo.frame(of: "FingerPaintCanvas"))
        let saved = try #require(demo.events(named: .saved).first)
        #expect(saved == .saved(path: folder + "/" + name, width: Int(canvas.width), height: Int(canvas.height)))

        // The file holds exactly what the window shows in the canvas's area.
        let png = try UIImage(contentsOfFile: folder + "/" + name)
        let width = Int(png.size.width), height = Int(png.size.height)
        #expect(width == Int(canvas.width) && height == Int(canvas.height))
        let fromFile = ImageBuffer(width: width, height: height)
        fromFile.draw { $0.draw(png, in: CGRect(x: 0, y: 0, width: width, height: height)) }
        let screen = demo.app.window.snapshot()
        var differing = 0, painted = 0
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) {
                let a = fromFile.pixel(x: x, y: y), b = screen.pixel(x: Int(canvas.minX) + x, y: Int(canvas.minY) + y)
                if a.red != b.red || a.green != b.green || a.blue != b.blue || a.alpha != 255 { differing += 1 }
                if a.green < 128 { painted += 1 }
            }
        }
        #expect(differing == 0)
        #expect(painted > 500, "the stroke and the dot are in the file")
    }

    @Test func theStatusShowsAFolderUnderTheHomeOfTheEnvironmentWithATilde() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: folder + "/Pictures", withIntermediateDirectories: true)
        let demo = try DemoHarness(screen: .paint, environment: ["HOME": folder])
        let canvas = try #require(demo.frame(of: "FingerPaintCanvas"))
        demo.script.drag(1, from: canvas.origin.applying(dx: 40, dy: 40), to: canvas.origin.applying(dx: 200, dy: 40))
        demo.press("s", .control)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder + "/Pictures").first)
        #expect(demo.statuses == ["Saved \(name) in ~/Pictures"])
        // The status line has room for the whole message, even at the minimum window width.
        let label = try #require(demo.app.window.view(withAccessibilityIdentifier: "TouchStatus") as? UILabel)
        let unlimited = UILabel()
        unlimited.font = label.font
        unlimited.numberOfLines = 0
        unlimited.text = "Saved touch-demo-20261123-122444-2.png in /home/a-rather-long-user-name/Pictures/Touch Demo"
        let width = TouchDemoApp.minimumWindowSize.width - 2 * BottomBand.sideMargin
        let needed = unlimited.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        #expect(needed.height <= label.bounds.height, "\(needed) in \(label.bounds)")
    }

    @Test func savingTwiceInOneSecondKeepsBothFiles() throws {
        defer { cleanUp() }
        let demo = try paintedDemo(pictures: folder)
        demo.press("s", .control)
        demo.press("s", .control)
        let paths = demo.events.compactMap { if case let .saved(path, _, _) = $0 { path } else { nil } }
        #expect(paths.count == 2 && Set(paths).count == 2, "\(paths)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
    }

    @Test func aFolderThatCannotBeWrittenGivesAStatusLineAndNoFile() throws {
        defer { cleanUp() }
        let demo = try paintedDemo(pictures: "/proc")
        demo.press("s", .control)
        #expect(demo.statuses.count == 1)
        #expect(demo.statuses.first?.hasPrefix("Cannot save in /proc: ") == true, "\(demo.statuses)")
        #expect(demo.events(named: .saved).isEmpty)
        // The screen goes on working.
        demo.press("z", .control)
        #expect(demo.statuses.last == "Undid the last stroke")
    }

    @Test func aSnapshotAtScaleTwoHasTwiceThePixels() throws {
        defer { cleanUp() }
        let demo = try paintedDemo(pictures: folder)
        let canvas = try #require(demo.app.window.view(withAccessibilityIdentifier: "FingerPaintCanvas"))
        let image = canvas.snapshot(scale: 2)
        #expect(image.width == Int(canvas.bounds.width * 2) && image.height == Int(canvas.bounds.height * 2))
        // The red stroke's middle, at (220, 170) in points.
        let middle = image.pixel(x: 440, y: 340)
        #expect(middle.red > 200 && middle.green < 100)
    }
}

private extension CGPoint {
    func applying(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
