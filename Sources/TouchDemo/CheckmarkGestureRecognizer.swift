import Foundation
import TouchKit

/// The walkthrough's custom recognizer: one finger drawing a checkmark "V", a discrete gesture.
///
/// States: `possible` while one finger draws down-right and then up-right; `recognized` when it
/// lifts after a long enough up-stroke; `failed` when a second finger lands, the stroke goes left,
/// it starts upward, it turns down again on the up-stroke, it lifts without (enough) up-stroke,
/// or the touch is cancelled. ``failureReason`` says which, for the screen's status line.
///
/// Where the walkthrough compares each move with the previous one and fails on any tiny step to
/// the left, this port compares each point with the extremes the stroke has reached: the finger
/// may wobble up to ``jitterTolerance`` left of the rightmost point so far, above the bottom of
/// the down-stroke, or below the top of the up-stroke. A hand-drawn V with a wobbly finger still
/// counts; a stroke that really goes left or back down does not, however slowly it drifts.
@MainActor
public final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, the finger may stray against the stroke's direction (a finger's wobble).
    static let jitterTolerance: CGFloat = 4
    /// How far, in points, each arm of the V must go vertically: shorter is a scribble.
    static let minimumStrokeLength: CGFloat = 20

    /// The lowest point of the down-stroke so far (the bottom of the V), in the view's coordinates.
    private(set) var midpoint = CGPoint.zero
    /// Whether the finger has started the up-stroke.
    private(set) var strokeUp = false
    /// Why the latest gesture failed; kept until the next one begins, so the screen can show it.
    private(set) var failureReason: String?

    /// Where the stroke started, the rightmost x it reached, and the top of the up-stroke.
    private var start = CGPoint.zero
    private var rightmostX: CGFloat = 0
    private var top = CGPoint.zero

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // We want one and only one finger.
        guard numberOfTouches == 1, let touch = touches.first else { return fail("more than one finger") }
        failureReason = nil
        start = touch.location(in: view)
        rightmostX = start.x
        midpoint = start
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        // Every position reported since the last delivery, oldest first: moves read in one
        // drain arrive together, and the bottom of the V may lie between them (Apple: "Getting
        // high-fidelity input with coalesced touches").
        let reports = event.coalescedTouches(for: touch) ?? []
        for report in reports where state == .possible { follow(report.location(in: view)) }
        if reports.isEmpty, state == .possible { follow(touch.location(in: view)) }
    }

    /// Takes the stroke on to `point` (the view's coordinates).
    private func follow(_ point: CGPoint) {
        if point.x < rightmostX - Self.jitterTolerance { return fail("the stroke went left") }
        rightmostX = max(rightmostX, point.x)
        if !strokeUp {
            if point.y >= midpoint.y {
                // Still going down: the bottom of the V follows the finger.
                midpoint = point
            } else if point.y < midpoint.y - Self.jitterTolerance {
                guard midpoint.y - start.y >= Self.minimumStrokeLength else { return fail("it started upward, not down") }
                strokeUp = true
                top = point
            }
        } else if point.y < top.y {
            top = point
        } else if point.y > top.y + Self.jitterTolerance {
            fail("the up-stroke turned down again")
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if !strokeUp {
            fail("no up-stroke")
        } else if midpoint.y - top.y < Self.minimumStrokeLength {
            fail("the up-stroke is too short")
        } else {
            state = .recognized
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fail rather than stay half-recognized if the touch comes back.
        fail("the touch was cancelled")
    }

    public override func reset() {
        super.reset()
        strokeUp = false
        midpoint = .zero
        start = .zero
        rightmostX = 0
        top = .zero
    }

    private func fail(_ reason: String) {
        guard state == .possible else { return }
        failureReason = reason
        state = .failed
    }
}
