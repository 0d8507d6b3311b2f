import Foundation
import Testing
import TouchDemoTrace
import TouchKit
import XServerFixture

/// Input whose end the app cannot see: another client grabs the touchscreen's or the
/// pointer's slave device mid-touch (a real `XIGrabDevice` from a second connection), or the
/// touchscreen is disabled under a resting finger (`xinput disable`). UIKit cancels touches on
/// such an interruption: strokes are dropped, recognizers cancelled, a button does not fire,
/// and new touches work at once.
@Suite("End to end: device grabs and device loss", .serialized)
struct DeviceGrabEndToEndTests {
    /// `state touch` of every Finger Paint `stroke` event so far.
    private func strokes(_ session: DemoSession) -> [String] {
        session.app.events.compactMap { if case let .stroke(touch, phase, _) = $0 { "\(phase) \(touch)" } else { nil } }
    }

    private func waitForStroke(_ session: DemoSession, _ phase: UITouch.Phase) throws {
        try session.app.waitFor("stroke \(phase)") { if case .stroke(_, phase, _) = $0 { true } else { false } }
    }

    /// Text is drawn darker than this on the white screen: the status line's black text.
    static let textDarkness = 200

    /// How many pixels of `rect` are text (darker than ``textDarkness`` in every channel), in
    /// screenshots taken until `accept` takes the count (5 s).
    private func textPixels(_ session: DemoSession, in rect: CGRect, until accept: (Int) -> Bool) throws -> Int {
        let dark = { (pixels: [RGBPixel]) in
            pixels.filter { max($0.red, $0.green, $0.blue) < Self.textDarkness }.count
        }
        return dark(try session.screenPixels(in: rect) { accept(dark($0)) })
    }

    /// Waits for the playground's status that starts with `what` ("Pinch ended") and returns
    /// the card's scale it names ("… · scale 1.64 · 0°").
    private func pinchScale(_ session: DemoSession, _ what: String) throws -> CGFloat {
        let status = try session.waitForStatus(what) { $0.hasPrefix(what) }
        let words = status.split(separator: " ")
        guard let index = words.firstIndex(of: "scale"), index + 1 < words.count, let scale = Double(words[index + 1]) else {
            throw XServerFixtureError("no scale in the status \(status)")
        }
        return scale
    }

    /// DragMe's green, 12 pt in from either end of the picture (the Resources PNG at 1x).
    static let dragMeGreen = RGBPixel(red: 54, green: 140, blue: 58)

    /// Finger Paint's default stroke colour (0x1C1C1E) and the empty canvas.
    static let ink = RGBPixel(red: 0x1C, green: 0x1C, blue: 0x1E)
    static let canvasWhite = RGBPixel(red: 255, green: 255, blue: 255)

    /// On screen: a stroke is drawn through each point of `inked` and none through `blank`.
    private func expectPainted(_ session: DemoSession, _ inked: [CGPoint], blank: [CGPoint] = [],
                               _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try session.expectPixels(
            inked.map { PixelSample(point: $0, color: Self.ink, what: "a stroke") }
                + blank.map { PixelSample(point: $0, color: Self.canvasWhite, tolerance: 8, what: "the empty canvas") },
            comment, sourceLocation: sourceLocation)
    }

    @Test func touchscreenGrabbedMidStrokeCancelsTheStrokeAndTheNextTouchPaints() throws {
        let session = try DemoSession(["--screen", "paint"])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let touch = try session.touchscreen
        let start = CGPoint(x: canvas.midX - 100, y: canvas.midY - 40)
        try touch.begin(1, x: start.x, y: start.y)
        try touch.move(1, x: start.x + 40, y: start.y)
        try touch.sync()
        try waitForStroke(session, .began)
        try expectPainted(session, [start.applying(dx: 20, dy: 0)], "the stroke in progress")

        let grab = try XInputDeviceGrab(deviceNamed: XorgConfiguration.deviceNames.touchscreen, on: session.server)
        try touch.move(1, x: start.x + 80, y: start.y)
        try touch.end(1)
        try touch.sync()
        // The lift went to the grabbing client: the app cancels the stroke it can never end.
        try waitForStroke(session, .cancelled)
        try expectPainted(session, [], blank: [start.applying(dx: 20, dy: 0)], "the cancelled stroke is dropped")
        grab.release()

        try touch.drag(id: 2, from: start.applying(dx: 0, dy: 80), to: start.applying(dx: 160, dy: 80), steps: 6)
        try session.app.waitFor("strokes completed 1") { $0 == .strokes(completed: 1) }
        try expectPainted(session, [start.applying(dx: 80, dy: 80)], blank: [start.applying(dx: 20, dy: 0)],
                          "the next stroke is drawn")
        let states = strokes(session).map { $0.split(separator: " ")[0] }
        #expect(states == ["began", "cancelled", "began", "ended"], "\(strokes(session))")
    }

    @Test func eachFingerUnderAGrabIsCancelledAtItsOwnLift() throws {
        let session = try DemoSession(["--screen", "paint"])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let touch = try session.touchscreen
        for finger in 1...2 {
            let y = canvas.midY - 60 + Double(finger) * 40
            try touch.begin(finger, x: canvas.midX - 80, y: y)
            try touch.move(finger, x: canvas.midX - 40, y: y)
        }
        try touch.sync()
        try waitForStroke(session, .began)
        try waitForStroke(session, .began)
        // A point in the middle of each finger's stroke so far.
        let middles = (1...2).map { CGPoint(x: canvas.midX - 60, y: canvas.midY - 60 + Double($0) * 40) }
        try expectPainted(session, middles, "both strokes in progress")

        let grab = try XInputDeviceGrab(deviceNamed: XorgConfiguration.deviceNames.touchscreen, on: session.server)
        defer { grab.release() }
        try touch.end(1)
        try touch.sync()
        try waitForStroke(session, .cancelled)
        // The other finger is still resting (under the grab): nothing says it is gone yet.
        try expectPainted(session, [middles[1]], blank: [middles[0]], "only the first stroke is dropped")
        try touch.end(2)
        try touch.sync()
        try waitForStroke(session, .cancelled)
        try expectPainted(session, [], blank: middles, "both strokes are dropped")
        let cancelled = strokes(session).filter { $0.hasPrefix("cancelled") }
        #expect(cancelled.count == 2 && Set(cancelled).count == 2, "\(strokes(session))")
        #expect(!strokes(session).contains { $0.hasPrefix("ended") }, "\(strokes(session))")
    }

    @Test func touchscreenGrabbedMidPanCancelsThePanAndTheNextPanWorks() throws {
        let session = try DemoSession(["--screen", "gestures"])
        let image = try session.frame(of: "DragImage")
        let touch = try session.touchscreen
        try touch.begin(1, x: image.midX, y: image.midY)
        try touch.move(1, x: image.midX + 20, y: image.midY)
        try touch.sync()
        try session.waitForGesture("pan", .began, on: "DragImage")
        try touch.move(1, x: image.midX + 40, y: image.midY)
        try touch.sync()
        try session.waitForGesture("pan", .changed, on: "DragImage")

        let grab = try XInputDeviceGrab(deviceNamed: XorgConfiguration.deviceNames.touchscreen, on: session.server)
        try touch.end(1)
        try touch.sync()
        try session.waitForGesture("pan", .cancelled, on: "DragImage")
        grab.release()
        // The cancelled pan leaves the image where it had moved it, 40 pt right: drawn there
        // (its right end past the old frame's) and gone from the old frame's left end.
        let moved = image.offsetBy(dx: 40, dy: 0)
        #expect(try session.currentFrame(of: "DragImage") == moved)
        try session.expectPicture("DragMe", in: moved, "(moved by the cancelled pan)")
        try session.expectPixels([
            PixelSample(point: CGPoint(x: moved.maxX - 12, y: moved.midY), color: Self.dragMeGreen, what: "DragMe's right end"),
            PixelSample(point: CGPoint(x: image.minX + 12, y: image.midY), color: Self.canvasWhite, tolerance: 8,
                        what: "where its left end was"),
        ])

        // The next pan starts right of the old frame, on the moved image only: it hits the image
        // where it is drawn now.
        try touch.drag(id: 2, from: CGPoint(x: image.maxX + 20, y: image.midY),
                       to: CGPoint(x: image.maxX + 20, y: image.midY + 60), steps: 6)
        // The frame comes first: `waitFor` consumes the events before what it finds.
        try session.waitForFrame("DragImage", origin: CGPoint(x: moved.minX, y: moved.minY + 60))
        try session.waitForGesture("pan", .ended, on: "DragImage")
        try session.expectMoved("DragMe", from: moved, to: moved.offsetBy(dx: 0, dy: 60))
        let states = session.gestures(on: "DragImage").filter { $0.hasPrefix("pan") && $0 != "pan changed" }
        #expect(states == ["pan began", "pan cancelled", "pan began", "pan ended"], "\(session.gestures(on: "DragImage"))")
    }

    @Test func touchSamplesForgetsAFingerLiftedDuringAGrab() throws {
        let session = try DemoSession(["--screen", "touch"])
        // The status label does not take touches: a finger there is on the screen's own view.
        let blank = try session.center(of: "TouchStatus")
        let touch = try session.touchscreen
        try touch.begin(1, x: blank.x, y: blank.y)
        try touch.sync()
        try session.waitForStatus("Number of fingers 1")
        let status = try session.frame(of: "TouchStatus")
        #expect(try textPixels(session, in: status, until: { $0 > 0 }) > 0, "the status line is drawn")

        let grab = try XInputDeviceGrab(deviceNamed: XorgConfiguration.deviceNames.touchscreen, on: session.server)
        try touch.end(1)
        try touch.sync()
        // touchesCancelled clears the status line, on screen too.
        try session.waitForStatus("")
        #expect(try textPixels(session, in: status, until: { $0 == 0 }) == 0, "the cleared status line draws nothing")
        grab.release()

        // The lifted finger is not counted with the next one.
        try touch.begin(2, x: blank.x + 30, y: blank.y)
        try touch.sync()
        try session.waitForStatus("Number of fingers 1")
        try touch.end(2)
        try touch.tap(at: session.center(of: "TouchImage"), id: 3)
        try session.waitForStatus("Touches Ended")
        #expect(!session.statuses.contains("Number of fingers 2"), "\(session.statuses)")
    }

    @Test func pointerGrabbedWithTheButtonHeldCancelsTheMouseFinger() throws {
        let session = try DemoSession(["--screen", "paint"])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let mouse = try session.pointer
        let start = CGPoint(x: canvas.midX - 100, y: canvas.midY - 40)
        try mouse.move(to: start)
        try mouse.press()
        try mouse.move(to: start.applying(dx: 40, dy: 0))
        try mouse.sync()
        try waitForStroke(session, .began)
        try expectPainted(session, [start.applying(dx: 20, dy: 0)], "the mouse's stroke in progress")

        let grab = try XInputDeviceGrab(deviceNamed: XorgConfiguration.deviceNames.pointer, on: session.server)
        try mouse.move(to: start.applying(dx: 80, dy: 0))
        try mouse.release()
        try mouse.sync()
        try waitForStroke(session, .cancelled)
        try expectPainted(session, [], blank: [start.applying(dx: 20, dy: 0)], "the cancelled stroke is dropped")
        grab.release()

        // The mouse's next stroke paints: the app holds no stale button.
        try session.touchscreen.drag(id: 1, from: start.applying(dx: 0, dy: 80), to: start.applying(dx: 160, dy: 80), steps: 6)
        try session.app.waitFor("strokes completed 1") { $0 == .strokes(completed: 1) }
        try expectPainted(session, [start.applying(dx: 80, dy: 80)], blank: [start.applying(dx: 20, dy: 0)],
                          "the next stroke is drawn")
        let events = strokes(session)
        #expect(events.count == 4 && events[0].hasPrefix("began mouse-") && events[1].hasPrefix("cancelled mouse-"), "\(events)")
    }

    @Test func disablingTheTouchscreenUnderAFingerOnAMenuButtonDoesNotOpenItsScreen() throws {
        let session = try DemoSession()
        let touch = try session.touchscreen
        let button = try session.center(of: "TouchSamplesButton")
        try touch.begin(1, x: button.x, y: button.y)
        try touch.sync()
        let disable = try ShellCommand.run("xinput", ["disable", XorgConfiguration.deviceNames.touchscreen],
                                           environment: session.server.environment)
        #expect(disable.status == 0, "xinput: \(disable.stderr)")
        // The server queues the disable's events before the click's, so when the click's screen
        // shows, the app has handled the disabled finger.
        try session.pointer.click(at: session.center(of: "GestureSamplesButton"))
        try session.waitForScreen("gestures")
        let screens = session.app.events.compactMap { if case let .screen(name) = $0 { name } else { nil } }
        #expect(!screens.contains("touch"), "the cancelled finger must not press its button: \(screens)")
    }

    @Test func floatingTheTouchscreenMidStrokeCancelsTheStroke() throws {
        let session = try DemoSession(["--screen", "paint"])
        let canvas = try session.frame(of: "FingerPaintCanvas")
        let touch = try session.touchscreen
        try touch.begin(1, x: canvas.midX, y: canvas.midY)
        try touch.move(1, x: canvas.midX + 40, y: canvas.midY)
        try touch.sync()
        try waitForStroke(session, .began)
        let middle = CGPoint(x: canvas.midX + 20, y: canvas.midY)
        try expectPainted(session, [middle], "the stroke in progress")
        let name = XorgConfiguration.deviceNames.touchscreen
        // Detached from its master, the slave's touches no longer reach the window, and Xorg
        // sends no end for them: only XI_HierarchyChanged with XISlaveDetached.
        try ShellCommand.runChecked("xinput", ["float", name], environment: session.server.environment)
        try waitForStroke(session, .cancelled)
        try expectPainted(session, [], blank: [middle], "the cancelled stroke is dropped")
        try touch.end(1)
        try ShellCommand.runChecked("xinput", ["reattach", name, "Virtual core pointer"],
                                    environment: session.server.environment)
        try touch.drag(id: 2, from: CGPoint(x: canvas.midX, y: canvas.midY + 60),
                       to: CGPoint(x: canvas.midX + 120, y: canvas.midY + 60), steps: 6)
        try session.app.waitFor("strokes completed 1") { $0 == .strokes(completed: 1) }
        try expectPainted(session, [CGPoint(x: canvas.midX + 60, y: canvas.midY + 60)], blank: [middle],
                          "the next stroke is drawn")
        let states = strokes(session).map { $0.split(separator: " ")[0] }
        #expect(states == ["began", "cancelled", "began", "ended"], "\(strokes(session))")
    }

    @Test func disablingThePointerWithTheButtonHeldOnAMenuButtonDoesNotOpenItsScreen() throws {
        let session = try DemoSession()
        let mouse = try session.pointer
        try mouse.move(to: session.center(of: "TouchSamplesButton"))
        try mouse.press()
        try mouse.sync()
        // Xorg sends an ordinary XI_ButtonRelease first, then the hierarchy event.
        try ShellCommand.runChecked("xinput", ["disable", XorgConfiguration.deviceNames.pointer],
                                    environment: session.server.environment)
        try session.touchscreen.tap(at: session.center(of: "GestureSamplesButton"))
        try session.waitForScreen("gestures")
        let screens = session.app.events.compactMap { if case let .screen(name) = $0 { name } else { nil } }
        #expect(!screens.contains("touch"), "the cancelled button must not fire: \(screens)")
    }

    @Test func touchscreenGrabbedMidPinchCancelsThePinchAndTheNextPinchWorks() throws {
        let session = try DemoSession(["--screen", "playground"])
        let c = try session.center(of: "Canvas")
        let touch = try session.touchscreen
        try touch.begin(1, x: c.x - 50, y: c.y)
        try touch.begin(2, x: c.x + 50, y: c.y)
        for step in 1...4 {
            try touch.move(1, x: c.x - 50 - Double(step) * 8, y: c.y)
            try touch.move(2, x: c.x + 50 + Double(step) * 8, y: c.y)
            try touch.sync()
        }
        try session.waitForGesture("pinch", .began, on: "Canvas")

        let grab = try XInputDeviceGrab(deviceNamed: XorgConfiguration.deviceNames.touchscreen, on: session.server)
        try touch.end(1)
        try touch.end(2)
        try touch.sync()
        try session.waitForGesture("pinch", .cancelled, on: "Canvas")
        // The cancelled pinch keeps the scale it reached (the fingers stayed centred on the card).
        let cancelledScale = try pinchScale(session, "Pinch cancelled")
        #expect(cancelledScale > 1.2, "the pinch had spread the fingers to 1.64 times their distance")
        try session.expectCard(center: c, scale: cancelledScale, notAt: CardPlacement(center: c))
        grab.release()

        // The playground takes new gestures at once.
        try touch.drag([
            TouchStroke(id: 3, from: c.applying(dx: -40, dy: 30), to: c.applying(dx: -70, dy: 30)),
            TouchStroke(id: 4, from: c.applying(dx: 40, dy: 30), to: c.applying(dx: 70, dy: 30)),
        ], steps: 6)
        try session.waitForGesture("pinch", .ended, on: "Canvas")
        // The next pinch grows the card again, by 140 / 80, about the same centre.
        let endedScale = try pinchScale(session, "Pinch ended")
        #expect(abs(endedScale - cancelledScale * 140 / 80) < 0.05, "\(cancelledScale) then \(endedScale)")
        try session.expectCard(center: c, scale: endedScale, notAt: CardPlacement(center: c, scale: cancelledScale))
        let pinch = session.gestures(on: "Canvas").filter { $0.hasPrefix("pinch ") && $0 != "pinch changed" }
        #expect(pinch == ["pinch began", "pinch cancelled", "pinch began", "pinch ended"], "\(pinch)")
    }
}
