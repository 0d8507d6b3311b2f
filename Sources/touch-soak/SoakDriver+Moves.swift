import Foundation
import XServerFixture
import TouchDemo

/// The gestures of the menu and of the screens with images and strokes: Touch Samples, Gesture
/// Samples, the Custom Gesture, the Circle and Swipe. Finger Paint, the Playground and the Farm
/// are in `SoakDriver+CanvasMoves.swift`.
extension SoakDriver {
    /// One random gesture on `screen`.
    func performMove(on screen: Screen) throws {
        switch screen {
        case .menu: try performMenuMove()
        case .touch: try performOne(of: imageMoves(prefix: "touch") + sharedMoves(prefix: "touch"))
        case .gestures: try performOne(of: imageMoves(prefix: "gestures") + sharedMoves(prefix: "gestures"))
        case .checkmark: try performOne(of: checkmarkMoves() + sharedMoves(prefix: "checkmark"))
        case .paint: try performOne(of: paintMoves() + sharedMoves(prefix: "paint"))
        case .playground: try performOne(of: playgroundMoves() + sharedMoves(prefix: "playground"))
        case .farm: try performOne(of: farmMoves() + sharedMoves(prefix: "farm"))
        case .circle: try performOne(of: circleMoves() + sharedMoves(prefix: "circle"))
        case .swipe: try performOne(of: swipeMoves() + sharedMoves(prefix: "swipe"))
        }
    }

    /// What ends a visit: Finger Paint is cleared and the Farm emptied, so that what the soak
    /// drew or added is not kept as if it were growth.
    func finishVisit(of screen: Screen) throws {
        switch screen {
        case .paint: try perform("paint: Clear (end of visit)") { try input.tap(at: try trace.frame(of: "ClearButton").center) }
        case .farm: try perform("farm: Clear (end of visit)") { try input.click(at: try trace.frame(of: "FarmClearButton").center) }
        case .menu, .touch, .gestures, .checkmark, .playground, .circle, .swipe: break
        }
    }

    /// On the menu: a press on a button dragged far off it (no action), a scroll of the wheel,
    /// show touches on and off, F11 (nothing without a window manager).
    func performMenuMove() throws {
        let area = contentArea
        try performOne(of: [
            SoakMove("menu: press dragged off a button") {
                let buttons = Screen.allCases.compactMap(\.menuButtonName)
                let start = try self.trace.frame(of: buttons.randomElement(using: &self.random)!).center
                // 220 pt up or down: far beyond UIControl's 70 pt drag slop, so no action runs.
                let end = CGPoint(x: start.x, y: start.y + (start.y < area.midY ? 220 : -220))
                try self.input.drag(along: SoakPath.line(from: start, to: end))
            },
            SoakMove("menu: wheel") { try self.input.movePointer(to: self.focusPoint); try self.input.pointer.scroll(notches: 2) },
            SoakMove("key: t (show touches)") { try self.input.type(KeyCode.t, focus: self.focusPoint) },
            SoakMove("key: F11") { try self.input.type(KeyCode.f11, focus: self.focusPoint) },
        ])
    }

    /// Gestures every screen gets: a scribble of two to five fingers, a mouse drag, Ctrl+Shift
    /// drag (two parallel fingers), a long press, and the show-touches key.
    func sharedMoves(prefix: String) -> [SoakMove] {
        let area = contentArea
        return [
            SoakMove("\(prefix): scribble of 2–5 fingers", weight: 2) {
                try self.input.scribble(fingers: self.count(2...5), in: area, steps: self.count(6...16), random: &self.random)
            },
            SoakMove("\(prefix): mouse drag") {
                try self.input.mouseDrag(along: SoakPath.line(from: self.point(in: area), to: self.point(in: area)))
            },
            SoakMove("\(prefix): Ctrl+Shift+drag (two parallel fingers)") {
                let start = self.point(in: area.insetBy(dx: area.width * 0.2, dy: area.height * 0.2))
                try self.input.mouseDrag(along: SoakPath.line(from: start, to: self.point(in: area.insetBy(dx: 40, dy: 40))),
                                         holding: [KeyCode.controlL, KeyCode.shiftL], anchor: area.center)
            },
            SoakMove("\(prefix): long press") { try self.input.longPress(at: self.point(in: area)) },
            SoakMove("\(prefix): key t (show touches)") { try self.input.type(KeyCode.t, focus: self.focusPoint) },
        ]
    }

    /// Touch Samples and Gesture Samples: taps, double taps (finger and double-click) and
    /// presses on the images, drags of DragImage with a finger and the mouse.
    private func imageMoves(prefix: String) -> [SoakMove] {
        let area = contentArea
        let image = { (name: String) in try self.trace.frame(of: name).center }
        return [
            SoakMove("\(prefix): tap TouchImage or DoubleTouchImage") {
                try self.input.tap(at: try image(self.trace.views["TouchImage"] != nil && self.count(0...1) == 0 ? "TouchImage" : "DoubleTouchImage"))
            },
            SoakMove("\(prefix): double tap DoubleTouchImage", weight: 2) { try self.input.doubleTap(at: try image("DoubleTouchImage")) },
            SoakMove("\(prefix): double-click DoubleTouchImage") { try self.input.doubleClick(at: try image("DoubleTouchImage")) },
            SoakMove("\(prefix): drag DragImage", weight: 2) {
                let start = try image("DragImage")
                try self.input.drag(along: SoakPath.line(from: start, to: self.point(in: area.insetBy(dx: 60, dy: 40)), steps: 14))
            },
            SoakMove("\(prefix): mouse drag DragImage") {
                let start = try image("DragImage")
                try self.input.mouseDrag(along: SoakPath.line(from: start, to: self.point(in: area.insetBy(dx: 60, dy: 40))))
            },
            SoakMove("\(prefix): pinch and rotate over the images") {
                try self.input.twoFingers(center: try image("DragImage"), startRadius: self.number(20...60),
                                          endRadius: self.number(20...90), turn: self.number(-1.5...1.5))
            },
        ]
    }

    /// The Custom Gesture: checkmarks with a finger and the mouse, strokes that are not one,
    /// and two fingers (which fail it).
    private func checkmarkMoves() -> [SoakMove] {
        let area = contentArea.insetBy(dx: 20, dy: 60)
        let start = { () -> CGPoint in
            let p = self.point(in: area)
            return CGPoint(x: min(p.x, area.maxX - 150), y: max(p.y, area.minY + 30))
        }
        return [
            SoakMove("checkmark: V by finger", weight: 3) { try self.input.drag(along: SoakPath.checkmark(from: start(), size: self.number(40...90))) },
            SoakMove("checkmark: V by mouse", weight: 2) { try self.input.mouseDrag(along: SoakPath.checkmark(from: start(), size: self.number(40...90))) },
            SoakMove("checkmark: a stroke that is not a V") {
                try self.input.drag(along: SoakPath.line(from: self.point(in: area), to: self.point(in: area)))
            },
            SoakMove("checkmark: two-finger pan") {
                try self.input.twoFingers(center: self.point(in: area.insetBy(dx: 40, dy: 40)), startRadius: 30, endRadius: 30,
                                          shift: SoakOffset(dx: self.number(-60...60), dy: self.number(-60...60)))
            },
        ]
    }

    /// The Circle: taps that move it, drags, pinches, Ctrl+drag and Ctrl+wheel.
    private func circleMoves() -> [SoakMove] {
        let area = contentArea.insetBy(dx: 30, dy: 30)
        let circle = { self.trace.circleCenter.map(area.clamp) ?? area.center }
        return [
            SoakMove("circle: tap") { try self.input.tap(at: self.point(in: area)) },
            SoakMove("circle: click") { try self.input.click(at: self.point(in: area)) },
            SoakMove("circle: drag the circle", weight: 2) {
                try self.input.drag(along: SoakPath.line(from: circle(), to: self.point(in: area)))
            },
            SoakMove("circle: pinch", weight: 2) {
                try self.input.twoFingers(center: circle(), startRadius: self.number(20...60), endRadius: self.number(20...90),
                                          turn: self.number(-0.5...0.5))
            },
            SoakMove("circle: Ctrl+drag") {
                let center = circle()
                try self.input.mouseDrag(along: SoakPath.line(from: CGPoint(x: center.x + 30, y: center.y),
                                                              to: CGPoint(x: center.x + self.number(10...80), y: center.y + self.number(-40...40))),
                                         holding: [KeyCode.controlL], anchor: center)
            },
            SoakMove("circle: Ctrl+wheel") { try self.input.controlWheel(at: circle(), notches: self.count(-3...3)) },
        ]
    }

    /// Swipe: flicks in the four directions with a finger and the mouse, slow straight strokes
    /// for the hand-written recognizer, and a two-finger swipe.
    private func swipeMoves() -> [SoakMove] {
        let area = (trace.views["SwipeArea"] ?? contentArea).insetBy(dx: 70, dy: 70)
        let directions = [SoakOffset(dx: 90, dy: 0), SoakOffset(dx: -90, dy: 0), SoakOffset(dx: 0, dy: 90), SoakOffset(dx: 0, dy: -90)]
        return [
            SoakMove("swipe: flick", weight: 3) {
                try self.input.swipe(from: self.point(in: area), by: directions.randomElement(using: &self.random)!)
            },
            SoakMove("swipe: mouse flick") {
                let start = self.point(in: area), vector = directions.randomElement(using: &self.random)!
                try self.input.mouseDrag(along: SoakPath.line(from: start, to: CGPoint(x: start.x + vector.dx, y: start.y + vector.dy), steps: 5))
            },
            SoakMove("swipe: slow 40 pt stroke") {
                let start = self.point(in: area)
                try self.input.drag(along: SoakPath.line(from: start, to: CGPoint(x: start.x + 40, y: start.y + 2), steps: 20))
            },
            SoakMove("swipe: two-finger flick") {
                try self.input.twoFingers(center: self.point(in: area), startRadius: 25, endRadius: 25, startAngle: .pi / 2,
                                          shift: directions.randomElement(using: &self.random)!, steps: 5)
            },
        ]
    }
}
