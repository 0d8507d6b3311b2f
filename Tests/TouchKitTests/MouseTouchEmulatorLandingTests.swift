import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Where a Ctrl pair lands when the emulator knows its window: both fingers inside it, at least
/// 20 pt from its edges, and inside the view the press aims at when Ctrl was pressed over
/// another one, with the ghosts where the fingers then land. Touches are read as
/// "POINTER PHASE X,Y" strings; time is a manual clock.
///
/// The window is Finger Paint's shape, 480x720: a toolbar from y 44 to 148, a canvas below it
/// to y 628, and a 38 pt swatch on the toolbar.
@Suite("Mouse touch emulator: where the pair lands")
@MainActor
struct MouseTouchEmulatorLandingTests {
    static let window = CGRect(x: 0, y: 0, width: 480, height: 720)
    static let toolbar = CGRect(x: 0, y: 44, width: 480, height: 104)
    static let swatch = CGRect(x: 8, y: 51, width: 38, height: 38)
    static let canvas = CGRect(x: 0, y: 148, width: 480, height: 480)

    let clock = ManualClock()
    let timers: TimerQueue
    let log = EventLog()
    let emulator: MouseTouchEmulator
    let mouse = 11

    init() {
        timers = TimerQueue(clock: clock)
        let log = log
        emulator = MouseTouchEmulator(
            send: { log.record("\($0.pointer) \($0.phase) \(Int($0.location.x)),\(Int($0.location.y))") },
            showGhosts: { _ in }, timers: timers, windowBounds: { Self.window },
            viewFrame: { point in
                // The deepest view at the point, as hit-testing finds it.
                [Self.swatch, Self.toolbar, Self.canvas].first { $0.contains(point) } ?? Self.window
            })
    }

    private func send(_ kind: MouseEvent.Kind, at x: CGFloat, _ y: CGFloat, _ modifiers: UIKeyModifierFlags = []) {
        clock.advance(by: 0.01)
        emulator.handle(MouseEvent(kind, device: mouse, location: CGPoint(x: x, y: y), modifiers: modifiers,
                                   timestamp: clock.now))
    }

    /// Whether `point` is inside `area` and at least the edge margin from its edges.
    private func isWellInside(_ point: CGPoint, _ area: CGRect) -> Bool {
        let inner = area.insetBy(dx: EmulatedTouchPair.edgeMargin, dy: EmulatedTouchPair.edgeMargin)
        return (inner.minX...inner.maxX).contains(point.x) && (inner.minY...inner.maxY).contains(point.y)
    }

    /// The two `began` locations logged, finger 1 first.
    private var landed: [CGPoint] {
        log.entries.filter { $0.contains(" began ") }.map { entry in
            let numbers = entry.split(separator: " ").last!.split(separator: ",").map { CGFloat(Int($0)!) }
            return CGPoint(x: numbers[0], y: numbers[1])
        }
    }

    @Test func ctrlOverTheToolbarAndAPressOnTheCanvasLandsBothFingersOnTheCanvas() {
        #expect(EmulatedTouchPair.edgeMargin == 20)
        send(.modifiersChanged, at: 240, 70, .control)
        send(.moved, at: 300, 400, .control)
        send(.buttonPressed(1), at: 300, 400, .control)
        // Mirrored about (240, 70) the partner would be at (180, -260), off the window. The anchor
        // moves down into the canvas, to (240, 284), just far enough for the mirror to land 20 pt
        // inside the canvas's top.
        #expect(log.entries == ["mouse-11-finger-1 began 300,400", "mouse-11-finger-2 began 180,168"])
        #expect(landed.allSatisfy { isWellInside($0, Self.canvas) }, "\(landed)")
    }

    @Test func theDragMirrorsAboutTheMovedAnchor() {
        send(.modifiersChanged, at: 240, 70, .control)
        send(.buttonPressed(1), at: 300, 400, .control)
        log.clear()
        send(.moved, at: 340, 420, .control)
        #expect(log.entries == ["mouse-11-finger-1 moved 340,420", "mouse-11-finger-2 moved 140,148"])
    }

    @Test func ctrlShiftOverTheToolbarAndADragOnTheCanvasPaintsTwoParallelStrokesOnIt() {
        send(.modifiersChanged, at: 240, 70, [.control, .shift])
        send(.buttonPressed(1), at: 300, 400, [.control, .shift])
        send(.moved, at: 320, 500, [.control, .shift])
        #expect(log.entries == ["mouse-11-finger-1 began 300,400", "mouse-11-finger-2 began 180,168",
                                "mouse-11-finger-1 moved 320,500", "mouse-11-finger-2 moved 200,268"])
    }

    @Test func withoutAViewToAimAtThePartnerLandsTwentyPointsInsideTheWindow() {
        let log = EventLog()
        let emulator = MouseTouchEmulator(
            send: { log.record("\($0.pointer.description.suffix(8)) \(Int($0.location.x)),\(Int($0.location.y))") },
            showGhosts: { _ in }, timers: timers, windowBounds: { Self.window })
        emulator.handle(MouseEvent(.modifiersChanged, device: 0, location: CGPoint(x: 240, y: 30), modifiers: .control,
                                   timestamp: 1))
        emulator.handle(MouseEvent(.buttonPressed(1), device: mouse, location: CGPoint(x: 240, y: 400),
                                   modifiers: .control, timestamp: 1))
        // The mirror (240, -340) comes in to y 20; the anchor is halfway, at (240, 210).
        #expect(log.entries == ["finger-1 240,400", "finger-2 240,20"])
    }

    @Test func aPressInTheWindowsMarginLandsTheFirstFingerTwentyPointsIn() {
        send(.modifiersChanged, at: 240, 400, .control)
        send(.buttonPressed(1), at: 5, 400, .control)
        #expect(log.entries == ["mouse-11-finger-1 began 20,400", "mouse-11-finger-2 began 460,400"])
    }

    @Test func aPressBesideAnAnchorInTheCornerSpreadsBothFingersInsideTheWindow() {
        send(.modifiersChanged, at: 3, 700, .control)
        send(.buttonPressed(1), at: 6, 702, .control)
        #expect(log.entries == ["mouse-11-finger-1 began 20,700", "mouse-11-finger-2 began 60,700"])
    }

    @Test func aPressOnTheViewHoldingTheAnchorMirrorsAsBefore() {
        send(.modifiersChanged, at: 240, 400, .control)
        send(.buttonPressed(1), at: 300, 450, .control)
        #expect(log.entries == ["mouse-11-finger-1 began 300,450", "mouse-11-finger-2 began 180,350"])
    }

    @Test func aPressOnASmallViewIsNoPlaceForTwoFingersAndLandsInTheWindow() {
        #expect(MouseTouchEmulator.minimumTargetSide == 80)
        send(.modifiersChanged, at: 240, 400, .control)
        send(.buttonPressed(1), at: 27, 70, .control)
        // The swatch does not hold the anchor, but it is 38 pt wide: the pair lands in the window.
        #expect(log.entries == ["mouse-11-finger-1 began 27,70", "mouse-11-finger-2 began 453,700"])
    }

    @Test func theGhostsShowWhereTheFingersThenLand() {
        send(.modifiersChanged, at: 240, 70, .control)
        #expect(emulator.ghosts == [CGPoint(x: 220, y: 70), CGPoint(x: 260, y: 70)], "over the toolbar: at the anchor")
        send(.moved, at: 300, 400, .control)
        let ghosts = emulator.ghosts
        #expect(ghosts == [CGPoint(x: 300, y: 400), CGPoint(x: 180, y: 168)], "over the canvas: on it")
        send(.buttonPressed(1), at: 300, 400, .control)
        #expect(landed == ghosts)
        #expect(emulator.ghosts == ghosts, "the live pair is where the ghosts were")
    }

    @Test func everyPressLandsBothFingersWellInsideTheWindow() {
        // A grid of anchors and presses over the whole window, its margins included.
        let xs: [CGFloat] = [0, 5, 19, 20, 100, 240, 461, 475, 480]
        let ys: [CGFloat] = [0, 10, 44, 100, 148, 360, 627, 700, 720]
        var misses: [String] = []
        for (anchorX, anchorY) in zip(xs, ys.reversed()) {
            for x in xs {
                for y in ys {
                    let area = Self.window
                    let landing = EmulatedTouchPair.landing(anchor: CGPoint(x: anchorX, y: anchorY),
                                                            pointer: CGPoint(x: x, y: y), within: area)
                    for finger in [landing.first, landing.second] where !isWellInside(finger, area) {
                        misses.append("anchor \(anchorX),\(anchorY) press \(x),\(y): \(finger)")
                    }
                    #expect(landing.second == CGPoint(x: 2 * landing.anchor.x - landing.first.x,
                                                      y: 2 * landing.anchor.y - landing.first.y),
                            "the partner is the first finger's mirror about the landing's anchor")
                }
            }
        }
        #expect(misses.isEmpty, "\(misses.prefix(5))")
    }
}
