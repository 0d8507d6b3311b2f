import Foundation
import TouchKit

/// A steady stream of touch moves through a window's whole dispatch path (tracker, coalescer,
/// event, recognizers, views), for checking that the path allocates nothing per update:
/// `dispatch-allocations` counts the heap allocations of ``run(drains:)`` in a release build
/// (scripts/test), and unit tests check that every move arrives.
///
/// The view reads what a drawing app reads from a move: every coalesced report's location and
/// the touch's own location.
@MainActor
public final class DispatchWorkload {
    /// What takes part besides the view.
    public enum Kind: String, CaseIterable, Sendable {
        /// One finger moving over a view without recognizers.
        case oneFinger = "one finger, no recognizer"
        /// Five fingers, four moves each per drain, delivered coalesced.
        case fiveFingersCoalesced = "five fingers, four coalesced moves each"
        /// One finger driving a pan recognizer that has begun, with a target action.
        case recognizedPan = "one finger, a recognized pan with an action"
        /// Two fingers seen by a left-edge pan on the window that failed (as Finger Paint's
        /// navigation pop, which sees every touch of the screen).
        case failedEdgePan = "two fingers, a failed edge pan on the window"
        /// Two fingers driving a pan, a pinch and a rotation that recognize simultaneously (as
        /// the Gesture Playground's card).
        case simultaneousPanPinchRotation = "two fingers, a simultaneous pan, pinch and rotation"
    }

    /// The view's record of what reached it.
    private final class ReadingView: UIView {
        var reports = 0
        var lastLocation = CGPoint.zero

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches {
                for report in event?.coalescedTouches(for: touch) ?? [] {
                    lastLocation = report.location(in: self)
                    reports += 1
                }
                lastLocation = touch.location(in: self)
            }
        }
    }

    /// The window the moves go to.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
    private let view = ReadingView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    /// The window's and the view's side, in points.
    private static let side: CGFloat = 640
    /// The recognizers taking part: the pan of ``Kind/recognizedPan``, the edge pan of
    /// ``Kind/failedEdgePan``, or the three of ``Kind/simultaneousPanPinchRotation``.
    public private(set) var recognizers: [UIGestureRecognizer] = []
    /// How many times the recognized pan's action ran with `.changed`.
    public private(set) var panChanges = 0
    private let fingers: ClosedRange<Int>
    private let movesPerFinger: Int
    private var timestamp: TimeInterval = 0
    private var step = 0
    /// Seconds between two reports.
    private static let reportInterval: TimeInterval = 0.004

    /// Sets up `kind` and puts its fingers down.
    public init(_ kind: Kind) {
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        switch kind {
        case .oneFinger, .recognizedPan: fingers = 1...1
        case .fiveFingersCoalesced: fingers = 1...5
        case .failedEdgePan, .simultaneousPanPinchRotation: fingers = 1...2
        }
        movesPerFinger = kind == .fiveFingersCoalesced ? 4 : 1
        switch kind {
        case .recognizedPan:
            let pan = UIPanGestureRecognizer(target: nil) { [unowned self] recognizer in
                if recognizer.state == .changed { panChanges += 1 }
            }
            pan.cancelsTouchesInView = false
            view.addGestureRecognizer(pan)
            recognizers = [pan]
        case .failedEdgePan:
            let edgePan = UIScreenEdgePanGestureRecognizer()
            edgePan.edges = .left
            window.addGestureRecognizer(edgePan)
            recognizers = [edgePan]
        case .simultaneousPanPinchRotation:
            recognizers = [UIPanGestureRecognizer(), UIPinchGestureRecognizer(), UIRotationGestureRecognizer()]
            for recognizer in recognizers {
                recognizer.shouldRecognizeSimultaneously = { _, _ in true }
                recognizer.cancelsTouchesInView = false
                view.addGestureRecognizer(recognizer)
            }
        case .oneFinger, .fiveFingersCoalesced:
            break
        }
        for finger in fingers {
            send(finger, .began, at: location(of: finger, angle: 0))
        }
    }

    /// Moves reported to the view so far, coalesced reports included.
    public var reportsReceived: Int { view.reports }
    /// Moves reported per drain.
    public var movesPerDrain: Int { fingers.count * movesPerFinger }

    /// Reads `drains` drains of moves: each finger moves `movesPerFinger` times, then the window
    /// flushes, as the run loop does after draining the X queue.
    public func run(drains: Int) {
        for _ in 0..<drains {
            for _ in 0..<movesPerFinger {
                step += 1
                for finger in fingers {
                    send(finger, .moved, at: location(of: finger, angle: Double(step) * 0.05))
                }
            }
            window.flushInput()
        }
    }

    /// Where `finger` is at `angle`: circling the middle at a radius that breathes in and out by
    /// up to half, proportional to the finger's number, so that two fingers both turn and spread
    /// (the pinch passes its hysteresis within a few dozen drains), and every finger stays inside
    /// the view.
    private func location(of finger: Int, angle: Double) -> CGPoint {
        let radius = 40.0 * Double(finger) * (1 + 0.5 * sin(angle * 0.4))
        return CGPoint(x: Self.side / 2 + radius * cos(angle), y: Self.side / 2 + radius * sin(angle))
    }

    private func send(_ finger: Int, _ phase: InputEvent.Phase, at location: CGPoint) {
        timestamp += Self.reportInterval
        window.handle(InputEvent(pointer: .touch(device: TouchScript.touchDevice, id: UInt32(finger)),
                                 phase: phase, location: location, timestamp: timestamp))
    }
}
