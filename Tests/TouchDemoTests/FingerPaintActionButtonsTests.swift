import Foundation
import Testing
@testable import TouchDemo
import TouchKit
import TouchKitTesting

/// Finger Paint's Undo, Redo and Save buttons: each does what its key does, and is disabled,
/// drawn dimmed and deaf to touches while it has nothing to do.
@Suite("Finger Paint: the Undo, Redo and Save buttons") @MainActor
struct FingerPaintActionButtonsTests {
    let folder: String
    let demo: DemoHarness
    let canvasFrame: CGRect

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-buttons-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        demo = try DemoHarness(screen: .paint, environment: ["XDG_PICTURES_DIR": folder])
        canvasFrame = try #require(demo.frame(of: "FingerPaintCanvas"))
    }

    private func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

    private func button(_ name: String) -> UIButton? {
        demo.app.window.view(withAccessibilityIdentifier: name) as? UIButton
    }

    /// Which of Undo, Redo and Save are enabled, in that order.
    private var enabled: [Bool] {
        ["UndoButton", "RedoButton", "SaveButton"].map { button($0)?.isEnabled ?? false }
    }

    private var savedFiles: [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }

    /// A horizontal stroke across the canvas at canvas height `y`.
    private func paintStroke(atHeight y: CGFloat) {
        demo.script.drag(1, from: CGPoint(x: canvasFrame.minX + 60, y: canvasFrame.minY + y),
                         to: CGPoint(x: canvasFrame.minX + 300, y: canvasFrame.minY + y), steps: 4)
    }

    /// Whether the window shows paint at canvas point (180, `y`).
    private func isPainted(atHeight y: CGFloat) -> Bool {
        let point = CGPoint(x: canvasFrame.minX + 180, y: canvasFrame.minY + y)
        return demo.app.window.snapshot().pixel(x: Int(point.x), y: Int(point.y)).red < 128
    }

    private func tap(_ name: String) { demo.script.tap(at: demo.center(of: name)) }

    @Test func withNothingToDoTheButtonsAreDisabledAndIgnoreTouches() {
        defer { cleanUp() }
        #expect(enabled == [false, false, false])
        for name in ["UndoButton", "RedoButton", "SaveButton"] { tap(name) }
        #expect(demo.statuses.isEmpty, "no command ran: \(demo.statuses)")
        #expect(savedFiles.isEmpty)
        #expect(demo.events(named: .saved).isEmpty)
    }

    @Test func theButtonsFollowTheHistory() {
        defer { cleanUp() }
        paintStroke(atHeight: 100)
        #expect(enabled == [true, false, true], "a stroke to undo and to save, nothing to redo")
        tap("UndoButton")
        #expect(enabled == [false, true, false], "an empty canvas: nothing to undo or save")
        tap("RedoButton")
        #expect(enabled == [true, false, true])
        tap("ClearButton")
        #expect(enabled == [true, false, false], "Clear can be undone; the empty canvas has nothing to save")
    }

    @Test func undoAndRedoTakeTheStrokeOffTheCanvasAndBringItBackAsTheirKeysDo() {
        defer { cleanUp() }
        paintStroke(atHeight: 100)
        paintStroke(atHeight: 200)
        tap("UndoButton")
        #expect(isPainted(atHeight: 100) && !isPainted(atHeight: 200))
        tap("RedoButton")
        #expect(isPainted(atHeight: 100) && isPainted(atHeight: 200))
        demo.press("z", .control)
        demo.press("z", [.control, .shift])
        #expect(demo.statuses == ["Undid the last stroke", "Redid a stroke", "Undid the last stroke", "Redid a stroke"],
                "the buttons report as the keys do")
        let counts = demo.completedStrokes
        #expect(counts == [0, 1, 2, 1, 2, 1, 2])
    }

    @Test func saveWritesThePNGAsCtrlSDoes() throws {
        defer { cleanUp() }
        paintStroke(atHeight: 100)
        tap("SaveButton")
        let name = try #require(savedFiles.first)
        #expect(name.hasPrefix("touch-demo-") && name.hasSuffix(".png"))
        #expect(demo.statuses == ["Saved \(name) in \(folder)"])
        let saved = try #require(demo.events(named: .saved).first)
        #expect(saved == .saved(path: folder + "/" + name, width: Int(canvasFrame.width), height: Int(canvasFrame.height)))
        demo.press("s", .control)
        #expect(savedFiles.count == 2, "Ctrl+S writes another")
    }

    @Test func ctrlSOnAnEmptyCanvasSaysThereIsNothingToSave() {
        defer { cleanUp() }
        demo.press("s", .control)
        #expect(demo.statuses == ["Nothing to save"])
        #expect(savedFiles.isEmpty)
    }

    @Test func aDisabledButtonIsDrawnDimmed() throws {
        defer { cleanUp() }
        let frame = try #require(demo.frame(of: "UndoButton"))
        // Left of the title, inside the rounded corners: the button's fill.
        let x = Int(frame.minX + 6), y = Int(frame.midY)
        let disabled = demo.app.window.snapshot().pixel(x: x, y: y)
        paintStroke(atHeight: 100)
        let enabled = demo.app.window.snapshot().pixel(x: x, y: y)
        let tint = try #require(button("UndoButton")?.tintColor)
        func distance(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: UIColor) -> Int {
            abs(Int(pixel.red) - Int(color.red * 255)) + abs(Int(pixel.green) - Int(color.green * 255))
                + abs(Int(pixel.blue) - Int(color.blue * 255))
        }
        #expect(distance(enabled, tint) <= 6, "enabled: the full tint, \(enabled)")
        #expect(distance(disabled, tint) > 150, "disabled: faded towards the bar, \(disabled)")
        #expect(distance(disabled, FingerPaintViewController.barColor) < distance(disabled, tint))
    }

    @Test func theHintNamesTheButtonsKeys() {
        defer { cleanUp() }
        let hint = FingerPaintViewController.hint
        for key in ["Undo Ctrl+Z", "Redo Ctrl+Shift+Z", "Save Ctrl+S"] { #expect(hint.contains(key), "\(key) in \(hint)") }
    }
}
