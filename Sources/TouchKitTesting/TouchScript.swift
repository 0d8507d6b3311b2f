import Foundation
import TouchKit

/// Drives a ``UIWindow`` with scripted fingers and mouse presses, through the same
/// ``UIWindow/handle(_:)`` path the X11 backend uses. Timestamps come from a ``ManualClock``,
/// which also becomes the clock of the window's timers; each step advances it by
/// ``stepInterval``, firing the timers that fall due first, as the run loop would.
@MainActor
public final class TouchScript {
    /// The device id scripted fingers report.
    nonisolated public static let touchDevice = 10
    /// The device id the scripted mouse reports.
    nonisolated public static let mouseDevice = 11

    public let window: UIWindow
    public let clock: ManualClock
    /// Time that passes with each scripted event, in seconds.
    public var stepInterval: TimeInterval = 0.01

    public init(window: UIWindow, clock: ManualClock = ManualClock()) {
        self.window = window
        self.clock = clock
        window.timers.clock = clock
    }

    /// Lets `seconds` pass with no input: timers fire at their deadlines, in order.
    public func wait(_ seconds: TimeInterval) {
        advance(to: clock.now + seconds)
    }

    /// Finger `finger` touches down at `point` (window coordinates).
    public func begin(_ finger: Int, at point: CGPoint) { send(.touch(finger), .began, point) }
    /// Finger `finger` moves to `point`.
    public func move(_ finger: Int, to point: CGPoint) { send(.touch(finger), .moved, point) }
    /// Finger `finger` lifts at `point`.
    public func end(_ finger: Int, at point: CGPoint) { send(.touch(finger), .ended, point) }
    /// The system cancels finger `finger`.
    public func cancel(_ finger: Int, at point: CGPoint) { send(.touch(finger), .cancelled, point) }

    /// One finger taps at `point`.
    public func tap(at point: CGPoint, finger: Int = 1) {
        begin(finger, at: point)
        end(finger, at: point)
    }

    /// Finger `finger` goes down at `start`, moves in `steps` equal steps to `end`, and lifts.
    public func drag(_ finger: Int = 1, from start: CGPoint, to end: CGPoint, steps: Int = 5) {
        begin(finger, at: start)
        for step in 1...max(1, steps) {
            let t = CGFloat(step) / CGFloat(max(1, steps))
            move(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        self.end(finger, at: end)
    }

    /// The left mouse button goes down at `point`.
    public func mouseDown(at point: CGPoint) { send(.mouse, .began, point) }
    /// The mouse moves to `point` with the left button held.
    public func mouseDrag(to point: CGPoint) { send(.mouse, .moved, point) }
    /// The left mouse button comes up at `point`.
    public func mouseUp(at point: CGPoint) { send(.mouse, .ended, point) }

    /// A script pointer: a numbered finger or the mouse.
    public enum Pointer {
        case touch(Int)
        case mouse

        var id: PointerID {
            switch self {
            case .touch(let finger): .touch(device: TouchScript.touchDevice, id: UInt32(finger))
            case .mouse: .mouse(device: TouchScript.mouseDevice)
            }
        }
    }

    /// Sends one raw event for `pointer`, as a drain of its own: the window delivers it at once
    /// (a move too, by flushing), so each scripted step is one dispatch.
    public func send(_ pointer: Pointer, _ phase: InputEvent.Phase, _ point: CGPoint) {
        advance(to: clock.now + stepInterval)
        window.handle(InputEvent(pointer: pointer.id, phase: phase, location: point, timestamp: clock.now))
        window.flushInput()
    }

    /// Sends several raw events read in one drain of the backend's queue: the window holds the
    /// moves among them and delivers each touch's moves once, with the intermediate positions as
    /// coalesced touches. Each event takes ``stepInterval``; timers falling due in between fire
    /// after the drain, as in the run loop.
    public func drain(_ events: [(pointer: Pointer, phase: InputEvent.Phase, point: CGPoint)]) {
        var timestamp = clock.now
        for event in events {
            timestamp += stepInterval
            window.handle(InputEvent(pointer: event.pointer.id, phase: event.phase,
                                     location: event.point, timestamp: timestamp))
        }
        window.flushInput()
        advance(to: timestamp)
    }

    /// Moves the clock to `time`, stopping at each timer deadline on the way to fire it. Moves
    /// still held (handed to ``UIWindow/handle(_:)`` directly, or by a mouse emulator) are
    /// delivered first, as the run loop flushes after its drain and before it fires timers.
    private func advance(to time: TimeInterval) {
        window.flushInput()
        while let deadline = window.timers.nextDeadline, deadline <= time {
            clock.advance(by: max(0, deadline - clock.now))
            window.timers.fireDueTimers()
        }
        clock.advance(by: max(0, time - clock.now))
    }
}
