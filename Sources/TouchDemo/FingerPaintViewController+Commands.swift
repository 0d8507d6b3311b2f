import Foundation
import TouchKit

/// Finger Paint's commands (undo, redo, save and Clear), from their keys and from the bar's
/// buttons alike, each reported on the status line.
extension FingerPaintViewController {
    /// Ctrl+Z, Ctrl+Shift+Z and Ctrl+S.
    func makeKeyCommands() -> [UIKeyCommand] {
        [
            UIKeyCommand(input: "z", modifierFlags: .control, discoverabilityTitle: "Undo") { [weak self] in self?.undo() },
            UIKeyCommand(input: "z", modifierFlags: [.control, .shift], discoverabilityTitle: "Redo") { [weak self] in
                self?.redo()
            },
            UIKeyCommand(input: "s", modifierFlags: .control, discoverabilityTitle: "Save as PNG") { [weak self] in
                self?.save()
            },
        ]
    }

    /// Clears the canvas, saying how to get the strokes back.
    func clear() {
        if canvas.clear() { statusLabel.text = "Cleared: Ctrl+Z brings it back" }
    }

    /// Undoes the latest edit: the strokes drawn together last, or the latest Clear.
    func undo() {
        switch canvas.undo() {
        case .strokes(count: 1): statusLabel.text = "Undid the last stroke"
        case .strokes(let count): statusLabel.text = "Undid the last \(count) strokes, drawn together"
        case .clear: statusLabel.text = "Undid Clear"
        case nil: statusLabel.text = "Nothing to undo"
        }
    }

    /// Redoes what ``undo()`` took back.
    func redo() {
        switch canvas.redo() {
        case .strokes(count: 1): statusLabel.text = "Redid a stroke"
        case .strokes(let count): statusLabel.text = "Redid \(count) strokes, drawn together"
        case .clear: statusLabel.text = "Redid Clear"
        case nil: statusLabel.text = "Nothing to redo"
        }
    }

    /// Saves the canvas, as the screen shows it, as a PNG in the Pictures folder; the status line
    /// names the file, or says why it could not be written. An empty canvas has nothing to save
    /// (as the disabled Save button shows).
    func save() {
        guard !canvas.drawing.strokes.isEmpty else {
            statusLabel.text = "Nothing to save"
            return
        }
        let image = canvas.snapshot(scale: displayScale)
        do {
            let path = try pictureWriter.write(try image.pngData())
            let file = URL(fileURLWithPath: path)
            statusLabel.text = "Saved \(file.lastPathComponent) in \(pictureWriter.folder.abbreviatingHome(file.deletingLastPathComponent().path))"
            trace?.pictureDidSave(path: path, width: image.width, height: image.height)
        } catch let failure as PictureFileWriter.Failure {
            statusLabel.text = failure.description
        } catch {
            statusLabel.text = "Cannot save: \(error)"
        }
    }
}
