import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Two fingers from the inputtest pointer and the inputtest keyboard's Control and Shift keys:
/// real XI2 button events and core key events through the app's mouse emulation.
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
        try session.waitForGesture("pinch", "ended", on: "Canvas")
        try session.waitForGesture("rotation", "ended", on: "Canvas")
        try session.app.waitFor("the final status") {
            $0.kind == .status && $0.text?.hasSuffix("ended · scale 1.79 · 27°") == true
        }
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
        try session.waitForGesture("pinch", "ended", on: "Canvas")
        let final = try session.app.waitFor("the pinch's final status") {
            $0.kind == .status && $0.text?.hasPrefix("Pinch ended") == true
        }
        #expect(final.text == "Pinch ended · scale 1.33 · 0°", "\(session.statuses)")
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
        // On screen, once Ctrl is up and the ghost circles around the pointer are gone: the card
        // is drawn 1.1³ times as large, and no larger.
        try session.expectCard(center: c, scale: 1.1 * 1.1 * 1.1, notAt: CardPlacement(center: c))
        let states = session.gestures(on: "Canvas").filter { $0.hasPrefix("pinch ") }
        #expect(states.first == "pinch began" && states.last == "pinch ended", "\(states)")
    }
}
