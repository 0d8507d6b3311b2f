import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// The mouse emulation's ghost circles when the pointer leaves the window with Ctrl held: no
/// motion reaches the app any more, so only the XI2 Leave event can hide them.
@Suite("End to end: ghost circles and the pointer leaving", .serialized)
struct MouseEmulationCrossingEndToEndTests {
    @Test func ghostCirclesHideWhenThePointerLeavesWithControlHeld() throws {
        let session = try DemoSession(["--screen", "playground"])
        let ready = try #require(session.app.events.first { $0.kind == .ready })
        guard case let .ready(_, width, _, _) = ready else { return }
        try #require(width + 60 < 1024, "the private screen has room right of the window")
        let c = try session.center(of: "Canvas")
        let mouse = try session.pointer, keyboard = try session.server.keyboard
        // With the pointer on the anchor, the ghosts sit `minimumSpread` (20 pt) either side of
        // it, 44 pt wide: these points cross the right one's rings.
        let ring = (36...48).map { c.applying(dx: CGFloat($0), dy: 0) }
        try mouse.move(to: c)
        try mouse.sync()
        let blank = try session.pollPixels(at: ring) { _ in true }
        try keyboard.press(keyCode: KeyCode.controlL)
        try keyboard.sync()
        let shown = try session.pollPixels(at: ring) { $0 != blank }
        #expect(shown != blank, "ghost circles while Ctrl is held")
        try mouse.move(to: CGPoint(x: width + 40, y: c.y))
        try mouse.sync()
        let left = try session.pollPixels(at: ring) { $0 == blank }
        #expect(left == blank, "the ghosts hide once the pointer has left")
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
    }
}
