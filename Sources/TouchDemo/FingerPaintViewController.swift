import Foundation
import TouchKit

/// The Finger Paint screen, the walkthrough's multi-touch finger-tracking sample: a bar with a
/// colour picker, a stroke-width picker and Clear, above a ``FingerPaintCanvasView`` that fills
/// the rest of the screen but for a status line at the bottom (`TouchStatus`).
///
/// A picked colour or width applies to strokes that begin afterwards; lines already drawn, and
/// lines still being drawn, keep theirs. The canvas's stroke callbacks go to the trace.
///
/// The strokes belong to a ``FingerPaintDrawing`` the app keeps, so they are still there when
/// the user comes back. Keys: Ctrl+Z undoes the latest stroke (or Clear), Ctrl+Shift+Z redoes
/// it, Ctrl+S saves the canvas as a PNG (see `FingerPaintViewController+Commands.swift`).
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
    /// Size of the Clear button, in points.
    static let clearButtonSize = CGSize(width: 76, height: 36)
    /// Space at the bar's left and right ends, in points.
    static let barMargin: CGFloat = 8
    /// Space between the bar's groups (colours, widths, Clear), in points.
    static let groupSpacing: CGFloat = 12
    /// Height of the status strip under the canvas, in points: two lines of its font, so that
    /// "Saved … in <a long folder>" is read whole.
    static let statusHeight: CGFloat = 40

    /// What to try on this screen, with fingers and with a mouse.
    static let hint = "Paint with fingers, or drag the mouse (Ctrl+Shift: two strokes) · Pick a colour and width above"

    let canvas: FingerPaintCanvasView
    let hintLabel = SampleLayout.makeHintLabel(hint)
    private let bar = UIView()
    private let barSeparator = UIView()
    /// The strip under the canvas holding ``statusLabel``.
    private let statusStrip = UIView()
    private let statusSeparator = UIView()
    /// Says what undo, redo and save did (`TouchStatus` in the trace).
    let statusLabel = SampleLayout.makeStatusLabel()
    private var colorButtons: [SwatchButton] = []
    private var widthButtons: [SwatchButton] = []
    private let clearButton = UIButton(title: "Clear")
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
        view.addSubview(hintLabel)
        // The hint's strip below the canvas takes the bar's colour: it is not for painting.
        view.backgroundColor = Self.barColor
        bar.backgroundColor = Self.barColor
        barSeparator.backgroundColor = .separator
        view.addSubview(bar)
        bar.addSubview(barSeparator)
        buildColorPicker()
        buildWidthPicker()
        clearButton.accessibilityIdentifier = "ClearButton"
        clearButton.titleFont = .systemFont(ofSize: 16, weight: .semibold)
        clearButton.cornerRadius = 10
        clearButton.addAction(UIAction { [weak self] _ in self?.clear() }, for: .touchUpInside)
        bar.addSubview(clearButton)
        statusStrip.backgroundColor = Self.barColor
        statusSeparator.backgroundColor = .separator
        statusLabel.font = .systemFont(ofSize: 14, weight: .regular)
        statusLabel.numberOfLines = 2
        view.addSubview(statusStrip)
        statusStrip.addSubview(statusSeparator)
        statusStrip.addSubview(statusLabel)
        connectTrace()
        updateSelection()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let colorsWidth = CGFloat(colorButtons.count) * Self.swatchSide
        let widthsWidth = CGFloat(widthButtons.count) * Self.swatchSide
        let toolsWidth = widthsWidth + Self.groupSpacing + Self.clearButtonSize.width
        let oneRow = 2 * Self.barMargin + colorsWidth + Self.groupSpacing + toolsWidth <= bounds.width
        let barHeight = oneRow ? Self.barRowHeight : 2 * Self.barRowHeight
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
        barSeparator.frame = CGRect(x: 0, y: barHeight - 1, width: bounds.width, height: 1)
        // From the top: the bar, the canvas, the status strip, the hint.
        let statusY = max(barHeight, bounds.height - SampleLayout.hintAreaHeight - Self.statusHeight)
        canvas.frame = CGRect(x: 0, y: barHeight, width: bounds.width, height: statusY - barHeight)
        // Strokes stay where they were drawn on screen when the bar wraps: the canvas's
        // coordinates start where its top is under a one-row bar, whatever the bar's height.
        canvas.bounds.origin = CGPoint(x: 0, y: barHeight - Self.barRowHeight)
        statusStrip.frame = CGRect(x: 0, y: statusY, width: bounds.width, height: Self.statusHeight)
        statusSeparator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
        statusLabel.frame = CGRect(x: Self.barMargin, y: 1, width: max(0, bounds.width - 2 * Self.barMargin),
                                   height: Self.statusHeight - 1)
        hintLabel.frame = SampleLayout.hintFrame(in: bounds)

        // Colours from the left; the width picker and Clear from the right, on the same row when
        // they fit, else on a second row.
        let toolsRowY: CGFloat = oneRow ? 0 : Self.barRowHeight
        let swatchY = ((Self.barRowHeight - Self.swatchSide) / 2).rounded()
        for (index, button) in colorButtons.enumerated() {
            button.frame = CGRect(x: Self.barMargin + CGFloat(index) * Self.swatchSide, y: swatchY,
                                  width: Self.swatchSide, height: Self.swatchSide)
        }
        let clearX = bounds.width - Self.barMargin - Self.clearButtonSize.width
        clearButton.frame = CGRect(x: clearX, y: toolsRowY + ((Self.barRowHeight - Self.clearButtonSize.height) / 2).rounded(),
                                   width: Self.clearButtonSize.width, height: Self.clearButtonSize.height)
        let widthsX = clearX - Self.groupSpacing - widthsWidth
        for (index, button) in widthButtons.enumerated() {
            button.frame = CGRect(x: widthsX + CGFloat(index) * Self.swatchSide, y: toolsRowY + swatchY,
                                  width: Self.swatchSide, height: Self.swatchSide)
        }
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
            let button = SwatchButton(color: canvas.strokeColor, dotDiameter: width)
            button.accessibilityIdentifier = "WidthButton-\(Int(width))"
            button.addAction(UIAction { [weak self] _ in
                self?.canvas.strokeWidth = width
                self?.updateSelection()
            }, for: .touchUpInside)
            widthButtons.append(button)
            bar.addSubview(button)
        }
    }

    /// Rings the current colour and width; the width swatches show the current colour.
    private func updateSelection() {
        for button in colorButtons { button.isSelected = button.color == canvas.strokeColor }
        for button in widthButtons {
            button.color = canvas.strokeColor
            button.isSelected = button.dotDiameter == canvas.strokeWidth
        }
    }

    // MARK: Trace

    /// The screen shows: report the strokes it brings back (the drawing outlives the screen).
    func viewDidAppear() {
        trace?.completedStrokesDidChange(count: canvas.drawing.strokes.count)
    }

    private func connectTrace() {
        guard let trace else { return }
        canvas.strokeDidChange = { [weak trace] touch, phase, polyline in
            trace?.strokeDidChange(touch: touch.pointer, phase: phase, points: polyline.points.count)
        }
        canvas.completedCountDidChange = { [weak trace] count in
            trace?.completedStrokesDidChange(count: count)
        }
    }
}
