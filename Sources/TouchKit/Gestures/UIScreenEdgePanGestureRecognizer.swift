import Foundation

/// A pan that starts at an edge of the window (the "screen" of a desktop app): a continuous
/// gesture.
///
/// States: as ``UIPanGestureRecognizer``, with two extra ways to fail while `possible`: the
/// first finger lands farther than ``edgeRegionWidth`` from every edge in ``edges``, or the
/// fingers move along that edge more than away from it. Attach it to a view that covers the edge.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to an edge, in points, the first finger must land.
    public static let edgeRegionWidth: CGFloat = 24

    /// The window edges the gesture may start from; empty (the default, as in UIKit) never starts.
    public var edges: UIRectEdge = []

    /// The edge the current gesture started from.
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, startEdge.isEmpty {
            guard let touch = touches.first, let bounds = touch.window?.bounds,
                  let edge = nearestEdge(to: touch.location(in: nil), in: bounds) else {
                return failIfStillPossible()
            }
            startEdge = edge
        }
        super.touchesBegan(touches, with: event)
    }

    /// The pan begins only when the move that passes the hysteresis goes more away from the
    /// start edge than along it.
    override func canBegin(withTranslation translation: CGPoint) -> Bool {
        inwardDistance(of: translation) > alongDistance(of: translation)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }

    /// The edge in ``edges`` within ``edgeRegionWidth`` of `point` (window coordinates), nearest first.
    private func nearestEdge(to point: CGPoint, in bounds: CGRect) -> UIRectEdge? {
        let distances: [(UIRectEdge, CGFloat)] = [
            (.left, point.x - bounds.minX), (.right, bounds.maxX - point.x),
            (.top, point.y - bounds.minY), (.bottom, bounds.maxY - point.y),
        ]
        return distances
            .filter { edges.contains($0.0) && $0.1 >= 0 && $0.1 <= Self.edgeRegionWidth }
            .min { $0.1 < $1.1 }?.0
    }

    /// How far `travel` (window coordinates) goes away from the start edge.
    private func inwardDistance(of travel: CGPoint) -> CGFloat {
        switch startEdge {
        case .left: travel.x
        case .right: -travel.x
        case .top: travel.y
        default: -travel.y
        }
    }

    /// How far `travel` goes along the start edge, either way.
    private func alongDistance(of travel: CGPoint) -> CGFloat {
        startEdge == .left || startEdge == .right ? abs(travel.y) : abs(travel.x)
    }
}
