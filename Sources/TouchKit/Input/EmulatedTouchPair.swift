import Foundation

/// Where the two fingers of a Ctrl + drag are: pure geometry, no state beyond where the drag
/// started.
///
/// The pair starts at the pointer P and at its mirror image about the anchor, 2·anchor − P. When
/// P is closer than ``minimumSpread`` to the anchor the mirror would land on top of it, so the
/// two start ``minimumSpread`` left and right of the anchor instead. Finger 1 then moves by the
/// pointer's delta; finger 2 either mirrors finger 1 about the anchor (``Mode/pinch``: pinch and
/// rotate) or moves by the same delta (``Mode/parallel``: a two-finger pan or swipe).
public struct EmulatedTouchPair: Equatable, Sendable {
    /// How the second finger follows the first.
    public enum Mode: Equatable, Sendable {
        /// Mirrored about the anchor (Ctrl + drag).
        case pinch
        /// Same delta, constant offset (Ctrl + Shift + drag).
        case parallel
    }

    /// The closest, in points, either finger starts to the anchor: two fingers on the same spot
    /// would be one finger to a pinch.
    public static let minimumSpread: CGFloat = 20

    public let mode: Mode
    /// The fixed point of the mirror, in window coordinates.
    public let anchor: CGPoint
    /// Where the pointer was when the button went down.
    public let pressLocation: CGPoint
    /// Where the two fingers started.
    public let start: (CGPoint, CGPoint)

    /// A pair pressed at `pointer` with the anchor at `anchor`.
    public init(mode: Mode, anchor: CGPoint, pointer: CGPoint) {
        self.mode = mode
        self.anchor = anchor
        pressLocation = pointer
        start = Self.startLocations(anchor: anchor, pointer: pointer)
    }

    /// Where the two fingers land for a press at `pointer`: the pointer and its mirror, or
    /// ``minimumSpread`` either side of the anchor when the pointer is too close to it.
    public static func startLocations(anchor: CGPoint, pointer: CGPoint) -> (CGPoint, CGPoint) {
        guard pointer.distance(to: anchor) >= minimumSpread else {
            return (CGPoint(x: anchor.x - minimumSpread, y: anchor.y),
                    CGPoint(x: anchor.x + minimumSpread, y: anchor.y))
        }
        return (pointer, CGPoint(x: 2 * anchor.x - pointer.x, y: 2 * anchor.y - pointer.y))
    }

    /// The two fingers with the pointer at `pointer`.
    public func locations(pointer: CGPoint) -> (CGPoint, CGPoint) {
        let dx = pointer.x - pressLocation.x, dy = pointer.y - pressLocation.y
        let first = CGPoint(x: start.0.x + dx, y: start.0.y + dy)
        switch mode {
        case .pinch:
            return (first, CGPoint(x: 2 * anchor.x - first.x, y: 2 * anchor.y - first.y))
        case .parallel:
            return (first, CGPoint(x: start.1.x + dx, y: start.1.y + dy))
        }
    }

    public static func == (lhs: EmulatedTouchPair, rhs: EmulatedTouchPair) -> Bool {
        lhs.mode == rhs.mode && lhs.anchor == rhs.anchor && lhs.pressLocation == rhs.pressLocation
    }
}
