import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// One of the two two-finger recognizers, as the argument of the tests they share: how to make
/// it, read its value, and where to put a finger so that it reads a given value.
///
/// Geometry: finger 1 rests at ``TwoFingerScene/center``; the other finger lands on a line at
/// `heading` radians (clockwise on screen) and `span` points from it. A pinch reads the span
/// over the landing span, a rotation the turn from the landing heading, so
/// ``point(reading:from:heading:span:)`` is where the recognizer reads `reading` relative to that
/// landing.
enum TwoFingerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case pinch, rotation

    var testDescription: String { rawValue }

    /// The recognizer's name in the event log.
    var name: String { rawValue }

    /// The value with no gesture: scale 1, rotation 0.
    var identity: CGFloat { self == .pinch ? 1 : 0 }

    /// The value `change` away from the identity (a scale of 1 + change, a rotation of change).
    func offset(_ change: CGFloat) -> CGFloat { identity + change }

    /// The hysteresis in the value's units for fingers 100 pt apart, as the recognizers document
    /// it: 8 pt of 100 for a pinch, 0.09 rad for a rotation.
    var hysteresis: CGFloat { self == .pinch ? 0.08 : 0.09 }

    /// The recognizer's own hysteresis constant, in the value's units for fingers 100 pt apart.
    @MainActor var recognizerHysteresis: CGFloat {
        self == .pinch ? UIPinchGestureRecognizer.pinchHysteresis / 100
            : UIRotationGestureRecognizer.rotationHysteresis
    }

    /// The value after `change` (a reading relative to a landing) continues `base`: a scale
    /// multiplies, a rotation adds.
    func combine(_ base: CGFloat, _ change: CGFloat) -> CGFloat {
        self == .pinch ? base * change : base + change
    }

    /// The change from reading `from` to reading `to` of one landing: their ratio for a scale,
    /// their difference for a rotation.
    func change(from: CGFloat, to: CGFloat) -> CGFloat {
        self == .pinch ? to / from : to - from
    }

    /// Where the second finger reads `reading` when it landed at `heading` and `span` from
    /// `center` (window coordinates).
    func point(reading: CGFloat, from center: CGPoint, heading: CGFloat = 0, span: CGFloat = 100) -> CGPoint {
        let angle = self == .pinch ? heading : heading + reading
        let radius = self == .pinch ? span * reading : span
        return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// A new recognizer of this kind.
    @MainActor func makeRecognizer() -> UIGestureRecognizer {
        self == .pinch ? UIPinchGestureRecognizer() : UIRotationGestureRecognizer()
    }

    /// The recognizer's `scale` or `rotation`.
    @MainActor func value(of recognizer: UIGestureRecognizer) -> CGFloat {
        if let pinch = recognizer as? UIPinchGestureRecognizer { return pinch.scale }
        return (recognizer as? UIRotationGestureRecognizer)?.rotation ?? .nan
    }

    /// Sets the recognizer's `scale` or `rotation`.
    @MainActor func setValue(_ value: CGFloat, of recognizer: UIGestureRecognizer) {
        (recognizer as? UIPinchGestureRecognizer)?.scale = value
        (recognizer as? UIRotationGestureRecognizer)?.rotation = value
    }

    /// The recognizer's `velocity`.
    @MainActor func velocity(of recognizer: UIGestureRecognizer) -> CGFloat {
        if let pinch = recognizer as? UIPinchGestureRecognizer { return pinch.velocity }
        return (recognizer as? UIRotationGestureRecognizer)?.velocity ?? .nan
    }
}

/// What a two-finger recognizer's action read at each state change.
@MainActor
final class TwoFingerReadings {
    var states: [UIGestureRecognizer.State] = []
    var values: [CGFloat] = []
    var velocities: [CGFloat] = []
    let kind: TwoFingerKind

    init(_ kind: TwoFingerKind) { self.kind = kind }

    func record(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        values.append(kind.value(of: recognizer))
        velocities.append(kind.velocity(of: recognizer))
    }
}

/// A window with a full-size view carrying one recognizer of a ``TwoFingerKind``, a touch
/// script, a state log ("pinch began") and the action's readings.
@MainActor
struct TwoFingerScene {
    let kind: TwoFingerKind
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let script: TouchScript
    let logger: GestureStateLogger
    let recognizer: UIGestureRecognizer
    let readings: TwoFingerReadings
    /// Where finger 1 rests.
    let center = CGPoint(x: 200, y: 200)

    init(_ kind: TwoFingerKind) {
        self.kind = kind
        script = TouchScript(window: window)
        logger = GestureStateLogger(log: log, window: window)
        recognizer = kind.makeRecognizer()
        readings = TwoFingerReadings(kind)
        window.addSubview(view)
        recognizer.name = kind.name
        recognizer.addTarget(nil, action: readings.record)
        view.addGestureRecognizer(recognizer)
    }

    /// The recognizer's current `scale` or `rotation`.
    var value: CGFloat { kind.value(of: recognizer) }

    /// Where the second finger reads `reading` (see ``TwoFingerKind/point(reading:from:heading:span:)``).
    func point(_ reading: CGFloat, heading: CGFloat = 0, span: CGFloat = 100) -> CGPoint {
        kind.point(reading: reading, from: center, heading: heading, span: span)
    }

    /// Finger 1 lands at the centre, finger 2 at heading 0, 100 pt to its right.
    func landTwoFingers() {
        script.begin(1, at: center)
        script.begin(2, at: point(kind.identity))
    }

    /// Finger 2 moves to where it reads `reading` of the first landing.
    func move2(to reading: CGFloat) { script.move(2, to: point(reading)) }

    /// The log entry `"<name> <state>"`.
    func entry(_ state: String) -> String { "\(kind.name) \(state)" }
}
