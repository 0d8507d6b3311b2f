import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Two fingers from the inputtest pointer and the inputtest keyboard's Control and Shift keys:
/// real XI2 button events and core key events through the app's mouse emulation, checked by
/// the app's trace and, where the pair paints, by the screen's pixels.
@Suite("End to end: two fingers with a mouse", .serialized)
struct MouseEmulationEndToEndTests {
    @Test func controlDragPinchesAndRotatesThePlaygroundCard() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        try session.expectCard(center: c)
        // Ctrl fixes the anchor at the pointer: the card's centre.
        try session.hold([KeyCode.controlL], withPointerAt: c)
        // The pointer's finger goes from 50 pt right of the anchor to (80, 40) off it; the
        // mirrored finger does the opposite: distance 100 -> 178.9, turned atan2(40, 80) = 26.6°.
        try mouse.drag(from: c.applying(dx: 50, dy: 0), to: c.applying(dx: 80, dy: 40), steps: 10)
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        try session.waitForGesture("pinch", .ended, on: "Canvas")
        try session.waitForGesture("rotation", .ended, on: "Canvas")
        try session.waitForStatus("the final") { $0.hasSuffix("ended · scale 1.79 · 27°") }
        // On screen (Ctrl is up, so no ghost circles): the card is drawn grown and turned about
        // its centre, blue 100 pt above and below it where the canvas showed before, and no
        // further than the turned card's edges.
        try session.expectCard(center: c, scale: hypot(80, 40) / 50, rotation: atan2(40, 80),
                               notAt: CardPlacement(center: c))
        for recognizer in ["pinch", "rotation"] {
            let states = session.gestures(on: "Canvas").filter { $0.hasPrefix(recognizer + " ") }
            // One gesture, began first, ended last, only changes between (how many depends on
            // how the moves were coalesced: one delivery per drain of the X queue).
            #expect(states.first == "\(recognizer) began" && states.last == "\(recognizer) ended"
                    && states.dropFirst().dropLast().allSatisfy { $0 == "\(recognizer) changed" }, "\(states)")
        }
    }

    @Test func controlShiftDragIsTwoParallelFingersOnTouchSamples() throws {
        let session = try DemoSession(["--screen", "touch"])
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        // The pointer's finger lands on blank space; the anchor halfway to DragImage puts the
        // other finger on DragImage, which then follows that finger.
        let drag = try session.frame(of: "DragImage")
        let press = CGPoint(x: 60, y: 600)
        let anchor = CGPoint(x: (press.x + drag.midX) / 2, y: (press.y + drag.midY) / 2)
        try session.hold([KeyCode.controlL, KeyCode.shiftL], withPointerAt: anchor)
        try mouse.move(to: press)
        try mouse.press()
        try mouse.sync()
        try session.waitForStatus("Number of fingers 2")
        // Parallel: the second finger moves by the pointer's delta (a mirror would move it by the
        // opposite).
        for step in 1...5 {
            try mouse.move(to: press.applying(dx: Double(step) * 6, dy: Double(step) * -8))
            try mouse.sync()
        }
        try session.waitForFrame("DragImage", origin: CGPoint(x: drag.minX + 30, y: drag.minY - 40))
        try mouse.release()
        try mouse.sync()
        try keyboard.release(keyCode: KeyCode.shiftL)
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        // On screen (the ghost circles gone with Ctrl): drawn at its new place, not at the old.
        try session.expectMoved("DragMe", from: drag, to: drag.offsetBy(dx: 30, dy: -40))
    }

    @Test func controlWheelPinchesTheCardInStepsAndEndsWhenTheWheelRests() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        try session.expectCard(center: c)
        try session.hold([KeyCode.controlL], withPointerAt: c)
        // Three notches up: the fingers' distance grows by 1.1 each time.
        try mouse.scroll(notches: 3)
        // The pinch ends on the app's own idle timer, with Ctrl still held.
        try session.waitForGesture("pinch", .ended, on: "Canvas")
        let final = try session.waitForStatus("the pinch's final") { $0.hasPrefix("Pinch ended") }
        #expect(final == "Pinch ended · scale 1.33 · 0°", "\(session.statuses)")
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        // On screen, once Ctrl is up and the ghost circles around the pointer are gone: the card
        // is drawn 1.1³ times as large, and no larger.
        try session.expectCard(center: c, scale: 1.1 * 1.1 * 1.1, notAt: CardPlacement(center: c))
        let states = session.gestures(on: "Canvas").filter { $0.hasPrefix("pinch ") }
        #expect(states.first == "pinch began" && states.last == "pinch ended", "\(states)")
    }

    /// The case: Ctrl (pinch) or Ctrl+Shift (parallel) pressed with the pointer on Finger
    /// Paint's bar, then a drag on the canvas. The partner finger once landed mirrored above the
    /// bar, off the window; now both land on the canvas, the ghosts show where first, and the
    /// drag paints two strokes on screen.
    @Test(arguments: [[KeyCode.controlL], [KeyCode.controlL, KeyCode.shiftL]])
    func controlOverTheBarAndADragOnTheCanvasPaintsTwoStrokes(keys: [Int]) throws {
        let session = try DemoSession(["--screen", "paint"])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        let black = RGBPixel(red: 0x1C, green: 0x1C, blue: 0x1E)
        // The anchor on the bar straight above the press: the mirror would land straight above
        // too, off the window; instead it lands 20 pt inside the canvas's top.
        let press = CGPoint(x: canvas.midX, y: canvas.minY + 260)
        let anchor = CGPoint(x: canvas.midX, y: try session.center(of: "ColorButton-black").y)
        let partner = CGPoint(x: press.x, y: canvas.minY + 20)
        try session.hold(keys, withPointerAt: anchor)
        try mouse.move(to: press)
        try mouse.sync()
        // The partner's ghost: a ring 22 pt out from where it will land, on the white canvas.
        let ring = (19...25).map { partner.applying(dx: Double($0), dy: 0) }
        let shown = try session.pollPixels(at: ring) { $0.contains { $0.red < 200 } }
        #expect(shown.contains { $0.red < 200 }, "a ghost ring around \(partner): \(shown)")

        // Pinch: the partner moves the opposite way; parallel: the same way.
        let dx: Double = 120
        let partnerDX = keys.contains(KeyCode.shiftL) ? dx : -dx
        try mouse.drag(from: press, to: press.applying(dx: dx, dy: 0), steps: 8)
        try session.app.waitFor("strokes completed 2") { $0 == .strokes(completed: 2) }
        for key in keys.reversed() { try keyboard.release(keyCode: key) }
        try keyboard.sync()

        let touches = session.app.events.compactMap { if case let .stroke(touch, .ended, _) = $0 { touch } else { nil } }
        #expect(touches.count == 2 && touches.allSatisfy { $0.hasPrefix("mouse-") && $0.contains("-finger-") }, "\(touches)")
        let middles = [press.applying(dx: dx / 2, dy: 0), partner.applying(dx: partnerDX / 2, dy: 0)]
        let wrong = try session.pixelMismatches(at: middles, expecting: black)
        #expect(wrong.isEmpty, "paint along both fingers' strokes; wrong: \(wrong)")
    }
}
