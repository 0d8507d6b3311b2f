import Foundation
import XServerFixture

/// The gestures of the screens that keep or transform what the user does: Finger Paint (many
/// fingers, the bar, Clear, undo, redo, save), the Gesture Playground's card, and the Farm.
extension SoakDriver {
    /// Finger Paint: scribbles of up to five fingers, mouse strokes, edge strokes, colours and
    /// widths, Clear, Ctrl+Z, Ctrl+Shift+Z and Ctrl+S.
    func paintMoves() -> [SoakMove] {
        let canvas = trace.views["FingerPaintCanvas"]?.insetBy(dx: 4, dy: 4) ?? contentArea
        let buttons = trace.views.keys.filter { $0.hasPrefix("ColorButton-") || $0.hasPrefix("WidthButton-") }.sorted()
        return [
            SoakMove("paint: scribble of 1–5 fingers", weight: 4) {
                try self.input.scribble(fingers: self.count(1...5), in: canvas, steps: self.count(8...20), random: &self.random)
            },
            SoakMove("paint: mouse stroke") {
                try self.input.mouseDrag(along: SoakPath.line(from: self.point(in: canvas), to: self.point(in: canvas)))
            },
            SoakMove("paint: stroke in from the left edge") {
                try self.input.edgePan(y: self.number(canvas.minY...canvas.maxY), length: self.number(40...200))
            },
            SoakMove("paint: tap a colour or width") {
                guard let name = buttons.randomElement(using: &self.random) else { return }
                try self.input.tap(at: try self.trace.frame(of: name).center)
            },
            SoakMove("paint: Clear") { try self.input.tap(at: try self.trace.frame(of: "ClearButton").center) },
            SoakMove("paint: Ctrl+Z (undo)") { try self.input.type(KeyCode.z, holding: [KeyCode.controlL], focus: self.focusPoint) },
            SoakMove("paint: Ctrl+Shift+Z (redo)") {
                try self.input.type(KeyCode.z, holding: [KeyCode.controlL, KeyCode.shiftL], focus: self.focusPoint)
            },
            SoakMove("paint: Ctrl+S (save)") {
                try self.input.type(KeyCode.s, holding: [KeyCode.controlL], focus: self.focusPoint)
            },
        ]
    }

    /// The Playground's card (its centre is where the soak last left it; a double tap puts it
    /// back in the middle): drags, pinches, rotations and both at once, Ctrl+drag, Ctrl+wheel,
    /// double taps, long presses; off the card, swipes and edge pans.
    func playgroundMoves() -> [SoakMove] {
        let canvas = trace.views["Canvas"] ?? contentArea
        // The card starts in the middle; drags go out and back, so it stays near there, and a
        // double tap resets it.
        let card = canvas.center
        let offCard = CGRect(x: canvas.minX + 30, y: canvas.maxY - 80, width: canvas.width - 60, height: 50)
        return [
            SoakMove("playground: pinch and rotate the card", weight: 4) {
                try self.input.twoFingers(center: card, startRadius: self.number(18...28), endRadius: self.number(15...110),
                                          startAngle: self.number(0...3), turn: self.number(-2.5...2.5), steps: self.count(10...24))
            },
            SoakMove("playground: rotate the card", weight: 2) {
                try self.input.twoFingers(center: card, startRadius: 25, endRadius: 25, turn: self.number(-3...3), steps: 16)
            },
            SoakMove("playground: drag the card out and back", weight: 2) {
                let out = CGPoint(x: card.x + self.number(-80...80), y: card.y + self.number(-60...60))
                try self.input.drag(along: SoakPath.line(from: card, to: out, steps: 8) + SoakPath.line(from: out, to: card, steps: 8))
            },
            SoakMove("playground: Ctrl+drag the card (pinch and rotate)", weight: 2) {
                try self.input.mouseDrag(along: SoakPath.line(from: CGPoint(x: card.x + 25, y: card.y),
                                                              to: CGPoint(x: card.x + self.number(-70...70), y: card.y + self.number(-70...70))),
                                         holding: [KeyCode.controlL], anchor: card)
            },
            SoakMove("playground: Ctrl+wheel on the card") { try self.input.controlWheel(at: card, notches: self.count(-4...4)) },
            SoakMove("playground: double tap the card (reset)") { try self.input.doubleTap(at: card) },
            SoakMove("playground: long press the card (colour)") { try self.input.longPress(at: card) },
            SoakMove("playground: swipe off the card") {
                let start = self.point(in: offCard.insetBy(dx: offCard.width * 0.3, dy: 0))
                try self.input.swipe(from: start, by: SoakOffset(dx: self.count(0...1) == 0 ? 100 : -100, dy: 0))
            },
            SoakMove("playground: edge pan") { try self.input.edgePan(y: offCard.midY, length: self.number(60...200)) },
        ]
    }

    /// The Farm: taps on the meadow (hens), taps on animals (hen → egg → chick), long presses
    /// (cook), drags, pinches and turns, Ctrl+drag, Ctrl+wheel, the edge pan and Clear.
    func farmMoves() -> [SoakMove] {
        let meadow = contentArea.insetBy(dx: 40, dy: 40)
        let animal = { () -> CGPoint in
            self.trace.update()
            return self.trace.animals.randomElement(using: &self.random).map(meadow.clamp) ?? meadow.center
        }
        return [
            SoakMove("farm: tap the meadow (a hen)", weight: 3) { try self.input.tap(at: self.point(in: meadow)) },
            SoakMove("farm: click the meadow (a hen)") { try self.input.click(at: self.point(in: meadow)) },
            SoakMove("farm: tap an animal", weight: 2) { try self.input.tap(at: animal()) },
            SoakMove("farm: long press an animal (cook)") { try self.input.longPress(at: animal()) },
            SoakMove("farm: long click an animal (cook)") { try self.input.longClick(at: animal()) },
            SoakMove("farm: drag an animal") { try self.input.drag(along: SoakPath.line(from: animal(), to: self.point(in: meadow))) },
            SoakMove("farm: pinch and turn an animal", weight: 2) {
                try self.input.twoFingers(center: animal(), startRadius: 15, endRadius: self.number(10...60),
                                          turn: self.number(-2...2), shift: SoakOffset(dx: self.number(-40...40), dy: self.number(-40...40)))
            },
            SoakMove("farm: Ctrl+drag an animal") {
                let center = animal()
                try self.input.mouseDrag(along: SoakPath.line(from: CGPoint(x: center.x + 20, y: center.y),
                                                              to: CGPoint(x: center.x + self.number(-50...50), y: center.y + self.number(-50...50))),
                                         holding: [KeyCode.controlL], anchor: center)
            },
            SoakMove("farm: Ctrl+wheel on an animal") { try self.input.controlWheel(at: animal(), notches: self.count(-3...3)) },
            SoakMove("farm: edge pan (clear)") { try self.input.edgePan(y: meadow.midY, length: 150) },
        ]
    }
}
