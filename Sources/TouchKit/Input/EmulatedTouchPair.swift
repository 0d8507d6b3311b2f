import Foundation

/// Where the two fingers of a Ctrl + drag are: pure geometry, no state beyond where the drag
/// started.
///
/// The pair starts at the pointer P and at its mirror image about the anchor, 2·anchor − P. When
/// P is closer than ``minimumSpread`` to the anchor the mirror would land on top of it, so the
/// two start ``minimumSpread`` left and right of the anchor instead. Finger 1 then moves by the
/// pointer's delta; finger 2 either mirrors finger 1 about the anchor (``Mode/pinch``: pinch and
/// rotate) or moves by the same delta (``Mode/parallel``: a two-finger pan or swipe).
///
/// Given a landing area (the window, or the part of it where the press is aimed: see
/// ``MouseTouchEmulator``), both fingers land inside it, at least ``edgeMargin`` from its edges: a
/// finger off the window would never reach a view. Finger 1 lands at the pointer pulled in
/// that far, and the anchor moves as little as it must for the mirror to land inside too; the
/// pair keeps that moved anchor. Where the fingers go after landing is not limited: a finger may
/// leave the window as the pointer drags, as one leaves a touchscreen's edge.
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
    /// The closest, in points, either finger lands to the edges of its landing area.
    public static let edgeMargin: CGFloat = 20

    /// Where the two fingers land, and the anchor that mirrors one onto the other.
    public struct Landing: Equatable, Sendable {
        /// The fixed point of the mirror, in window coordinates: the anchor asked for, or moved
        /// so that both fingers land inside the area.
        public var anchor: CGPoint
        /// Finger 1, the pointer's, in window coordinates.
        public var first: CGPoint
        /// Finger 2, the partner, in window coordinates.
        public var second: CGPoint
    }

    public let mode: Mode
    /// The fixed point of the mirror, in window coordinates (as moved by the landing).
    public let anchor: CGPoint
    /// Where the pointer was when the button went down.
    public let pressLocation: CGPoint
    /// Where the two fingers started.
    public let start: (CGPoint, CGPoint)

    /// A pair pressed at `pointer` with the anchor at `anchor`, landing inside `area` (window
    /// coordinates; nil: anywhere).
    public init(mode: Mode, anchor: CGPoint, pointer: CGPoint, within area: CGRect? = nil) {
        let landing = Self.landing(anchor: anchor, pointer: pointer, within: area)
        self.mode = mode
        self.anchor = landing.anchor
        pressLocation = pointer
        start = (landing.first, landing.second)
    }

    /// Where the two fingers land for a press at `pointer`: the pointer and its mirror, or
    /// ``minimumSpread`` either side of the anchor when the pointer is too close to it; with an
    /// `area`, pulled inside it as the type's overview says.
    public static func landing(anchor: CGPoint, pointer: CGPoint, within area: CGRect? = nil) -> Landing {
        let inner = area.map(innerArea(of:))
        let first = inner?.clamping(pointer) ?? pointer
        var anchor = anchor
        if let inner {
            // The mirror 2·anchor − first is inside `inner` exactly when the anchor is inside the
            // box halfway between `first` and `inner`.
            let halfway = CGRect(x: (first.x + inner.minX) / 2, y: (first.y + inner.minY) / 2,
                                 width: inner.width / 2, height: inner.height / 2)
            anchor = halfway.clamping(anchor)
        }
        guard first.distance(to: anchor) < minimumSpread else {
            return Landing(anchor: anchor, first: first,
                           second: CGPoint(x: 2 * anchor.x - first.x, y: 2 * anchor.y - first.y))
        }
        if let inner {
            // Room for a finger on either side of the anchor, as far as the area allows.
            let spread = min(minimumSpread, inner.width / 2)
            anchor = inner.insetBy(dx: spread, dy: 0).clamping(anchor)
        }
        return Landing(anchor: anchor, first: CGPoint(x: anchor.x - minimumSpread, y: anchor.y),
                       second: CGPoint(x: anchor.x + minimumSpread, y: anchor.y))
    }

    /// `area` less ``edgeMargin`` on each side; an area too small for that shrinks to its
    /// middle line or point.
    static func innerArea(of area: CGRect) -> CGRect {
        area.standardized.insetBy(dx: min(edgeMargin, area.width / 2), dy: min(edgeMargin, area.height / 2))
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
            && lhs.start == rhs.start
    }
}

extension CGRect {
    /// The point of this rectangle nearest to `point`.
    fileprivate func clamping(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }
}
