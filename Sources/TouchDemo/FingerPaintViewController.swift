import Foundation
import TouchKit

/// The Finger Paint screen, the walkthrough's multi-touch finger-tracking sample: a bar with a
/// colour picker, a stroke-width picker and the Undo, Redo, Save and Clear buttons, above a
/// ``FingerPaintCanvasView`` that fills the rest of the screen but for a status line at the
/// bottom (`TouchStatus`). The bar's layout is in `FingerPaintViewController+Toolbar.swift`.
///
/// A picked colour or width applies to strokes that begin afterwards; lines already drawn, and
/// lines still being drawn, keep theirs. The canvas's stroke callbacks go to the trace.
///
/// The strokes belong to a ``FingerPaintDrawing`` the app keeps, so they are still there when
/// the user comes back. Keys: Ctrl+Z undoes the latest edit (the strokes drawn together, or
/// Clear), Ctrl+Shift+Z redoes it, Ctrl+S saves the canvas as a PNG; the Undo, Redo and Save
/// buttons do the same, and are disabled while there is nothing to undo, redo or save (see
/// `FingerPaintViewController+Commands.swift`).
@MainActor
final class FingerPaintViewController: UIViewController, ViewAppearanceObserving {
    /// The colours on offer, by trace name (`ColorButton-<name>`); the first is the default.
    static let colors: [(name: String, color: UIColor)] = [
        ("black", UIColor(rgb: 0x1C1C1E)),
        ("red", UIColor(rgb: 0xFF3B30)),
        ("orange", UIColor(rgb: 0xFF9500)),
        ("green", UIColor(rgb: 0x34C759)),
        ("blue", UIColor(rgb: 0x007AFF)),
        ("purple", UIColor(rgb: 0xAF52DE)),
    ]
    /// The stroke widths on offer in points, thin to thick (`WidthButton-<n>`).
    static let strokeWidths: [CGFloat] = [4, 8, 16]
    /// The width new strokes get until another is picked, in points.
    static let defaultStrokeWidth: CGFloat = 8

    /// Background of the bar, and of the hint's strip under the canvas.
    static let barColor = UIColor(rgb: 0xF9F9F9)
    /// Height of one row of the bar, in points.
    static let barRowHeight: CGFloat = 52
    /// Side of a swatch's square touch area, in points.
    static let swatchSide: CGFloat = 38
    /// Diameter of a colour swatch's dot, in points.
    static let colorDotDiameter: CGFloat = 26
    /// How much wider than its stroke a width swatch's dot is, in points: the thinnest width
    /// (4 pt) still shows an 8 pt dot, and each dot stays as much bigger than the last as its
    /// stroke is.
    static let widthDotGrowth: CGFloat = 4
    /// Size of each action button (Undo, Redo, Save, Clear), in points.
    static let actionButtonSize = CGSize(width: 66, height: 36)
    /// Space between two action buttons, in points.
    static let actionSpacing: CGFloat = 4
    /// The action buttons' title font.
    static let actionTitleFont = UIFont.systemFont(ofSize: 14, weight: .semibold)
    /// Space at the bar's left and right ends, in points.
    static let barMargin: CGFloat = 8
    /// Space between the bar's groups (colours, widths, actions), in points.
    static let groupSpacing: CGFloat = 12
    /// Lines of the status in the bottom band: three, so that "Saved … in <a long folder>" and
    /// "Cannot save in DIR: reason" are read whole at the narrowest window.
    static let statusLines = 3

    /// What to try on this screen, with fingers and with a mouse. A stroke may start at the left
    /// edge: here it paints, it does not go back (`Screen.drawsFromTheEdges`).
    static let hint = "Paint: fingers or mouse, left edge too (not Back) · Undo Ctrl+Z · Redo Ctrl+Shift+Z · Save Ctrl+S"

    let canvas: FingerPaintCanvasView
    let bar = UIView()
    let barSeparator = UIView()
    /// Says what undo, redo and save did (`TouchStatus` in the trace).
    let statusLabel = SampleLayout.makeStatusLabel()
    /// The bottom band, in every screen's style: ``statusLabel`` above the hint.
    private(set) lazy var band = BottomBand(hint: Self.hint, status: statusLabel, statusLines: Self.statusLines)
    /// The band's hint (`HintLabel`).
    var hintLabel: UILabel { band.hintLabel }
    var colorButtons: [SwatchButton] = []
    /// The width swatches, thin to thick, with the stroke width each picks.
    var widthButtons: [(width: CGFloat, button: SwatchButton)] = []
    let undoButton = UIButton(title: "Undo")
    let redoButton = UIButton(title: "Redo")
    let saveButton = UIButton(title: "Save")
    let clearButton = UIButton(title: "Clear")
    let trace: TraceRecorder?
    /// Pixels per point of the saved PNG: the display's, so the file shows what the screen does.
    let displayScale: CGFloat
    /// Names and writes the saved PNG files.
    let pictureWriter: PictureFileWriter
    /// Undo, redo and save, by key (built once; the actions hold this controller weakly).
    private lazy var commands = makeKeyCommands()

    /// A Finger Paint screen showing and adding to `drawing`, saving PNGs at `displayScale`
    /// with `pictureWriter`, and reporting its strokes to `trace` when given.
    init(drawing: FingerPaintDrawing = FingerPaintDrawing(), trace: TraceRecorder? = nil, displayScale: CGFloat = 1,
         pictureWriter: PictureFileWriter = PictureFileWriter()) {
        canvas = FingerPaintCanvasView(drawing: drawing)
        self.trace = trace
        self.displayScale = displayScale
        self.pictureWriter = pictureWriter
        super.init()
    }

    override var keyCommands: [UIKeyCommand]? { commands }

    override func viewDidLoad() {
        canvas.accessibilityIdentifier = "FingerPaintCanvas"
        canvas.strokeWidth = Self.defaultStrokeWidth
        canvas.strokeColor = Self.colors[0].color
        view.addSubview(canvas)
        view.backgroundColor = Self.barColor
        bar.backgroundColor = Self.barColor
        barSeparator.backgroundColor = .separator
        view.addSubview(bar)
        bar.addSubview(barSeparator)
        buildColorPicker()
        buildWidthPicker()
        buildActionButtons()
        view.addSubview(band)
        connectCanvas()
        updateSelection()
        updateActionButtons()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let barHeight = layoutBar(width: bounds.width)
        // From the top: the bar, the canvas, the band (status and hint).
        let band = BottomBand.frame(in: bounds, statusLines: Self.statusLines)
        let bandY = max(barHeight, band.minY)
        canvas.frame = CGRect(x: 0, y: barHeight, width: bounds.width, height: bandY - barHeight)
        // Strokes stay where they were drawn on screen when the bar wraps or unwraps: the
        // canvas's coordinates start where its top is under a two-row bar, whatever the bar's
        // height (above it, under a one-row bar, they are negative).
        canvas.bounds.origin = CGPoint(x: 0, y: barHeight - 2 * Self.barRowHeight)
        self.band.frame = CGRect(x: 0, y: bandY, width: bounds.width, height: bounds.maxY - bandY)
    }

    // MARK: Pickers

    private func buildColorPicker() {
        for entry in Self.colors {
            let button = SwatchButton(color: entry.color, dotDiameter: Self.colorDotDiameter)
            button.accessibilityIdentifier = "ColorButton-\(entry.name)"
            button.addAction(UIAction { [weak self] _ in
                self?.canvas.strokeColor = entry.color
                self?.updateSelection()
            }, for: .touchUpInside)
            colorButtons.append(button)
            bar.addSubview(button)
        }
    }

    private func buildWidthPicker() {
        for width in Self.strokeWidths {
            let button = SwatchButton(color: canvas.strokeColor, dotDiameter: width + Self.widthDotGrowth)
            button.accessibilityIdentifier = "WidthButton-\(Int(width))"
            button.addAction(UIAction { [weak self] _ in
                self?.canvas.strokeWidth = width
                self?.updateSelection()
            }, for: .touchUpInside)
            widthButtons.append((width, button))
            bar.addSubview(button)
        }
    }

    /// Undo, Redo, Save and Clear, each doing what its key does.
    private func buildActionButtons() {
        let actions: [(UIButton, String, @MainActor (FingerPaintViewController) -> Void)] = [
            (undoButton, "UndoButton", { $0.undo() }),
            (redoButton, "RedoButton", { $0.redo() }),
            (saveButton, "SaveButton", { $0.save() }),
            (clearButton, "ClearButton", { $0.clear() }),
        ]
        for (button, name, action) in actions {
            button.accessibilityIdentifier = name
            button.titleFont = Self.actionTitleFont
            button.cornerRadius = 10
            button.addAction(UIAction { [weak self] _ in if let self { action(self) } }, for: .touchUpInside)
            bar.addSubview(button)
        }
    }

    /// Rings the current colour and width; the width swatches show the current colour.
    private func updateSelection() {
        for button in colorButtons { button.isSelected = button.color == canvas.strokeColor }
        for (width, button) in widthButtons {
            button.color = canvas.strokeColor
            button.isSelected = width == canvas.strokeWidth
        }
    }

    /// Enables Undo, Redo and Save only when they have something to do: an edit to undo, one to
    /// redo, strokes to save (an empty canvas has nothing to save).
    func updateActionButtons() {
        let drawing = canvas.drawing
        undoButton.isEnabled = drawing.canUndo
        redoButton.isEnabled = drawing.canRedo
        saveButton.isEnabled = !drawing.strokes.isEmpty
    }

    // MARK: Trace

    /// The screen shows: report the strokes it brings back (the drawing outlives the screen).
    func viewDidAppear() {
        trace?.completedStrokesDidChange(count: canvas.drawing.strokes.count)
    }

    /// Strokes go to the trace; a change of the finished strokes (a stroke ends, Clear, undo,
    /// redo) to the trace and to the action buttons.
    private func connectCanvas() {
        if let trace {
            canvas.strokeDidChange = { [weak trace] touch, phase, polyline in
                trace?.strokeDidChange(touch: touch.pointer, phase: phase, points: polyline.points.count)
            }
        }
        canvas.completedCountDidChange = { [weak self] count in
            self?.updateActionButtons()
            self?.trace?.completedStrokesDidChange(count: count)
        }
    }
}
