import Foundation

/// A 2-D affine transform, as in Core Graphics: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not this type, so TouchKit
/// supplies it with Core Graphics' names and conventions. The `…By`/`rotated` methods prepend
/// the operation, as Core Graphics does: `t.translatedBy(x:y:)` translates first, then applies
/// `t`. Angles are radians; with y pointing down, a positive angle turns clockwise on screen.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// The transform with the given matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity: maps every point to itself.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx`, `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`: a point is mapped by `self`, then by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c,
                          b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c,
                          d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx,
                          ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by `tx`, `ty` followed by `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx`, `sy` followed by `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Whether ``inverted()`` undoes this transform: its determinant is finite and not 0. A view
    /// with a transform that is not invertible (scaled to nothing) covers no area.
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }

    /// The transform that undoes this one; `self` unchanged when it cannot be inverted (its
    /// determinant is 0), as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        guard isInvertible else { return self }
        let determinant = a * d - b * c
        return CGAffineTransform(a: d / determinant, b: -b / determinant,
                                 c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant,
                                 ty: (b * tx - a * ty) / determinant)
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// This point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size mapped by `t`'s linear part (no translation), as Core Graphics does; the result
    /// can be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains this one mapped by `t` (its four corners' bounding
    /// box), as Core Graphics does; the result is standardized. Allocation-free: it runs for
    /// every touch move and every repainted view.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let rect = standardized
        if t.b == 0, t.c == 0 {
            // Axis-aligned (translation and scale, the common case): two corners suffice, and
            // a pure translation keeps the size exactly.
            if t.a == 1, t.d == 1 { return rect.offsetBy(dx: t.tx, dy: t.ty) }
            let x0 = t.a * rect.minX + t.tx, x1 = t.a * rect.maxX + t.tx
            let y0 = t.d * rect.minY + t.ty, y1 = t.d * rect.maxY + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let p0 = CGPoint(x: rect.minX, y: rect.minY).applying(t), p1 = CGPoint(x: rect.maxX, y: rect.minY).applying(t)
        let p2 = CGPoint(x: rect.minX, y: rect.maxY).applying(t), p3 = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
        let minX = Swift.min(p0.x, p1.x, p2.x, p3.x), maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y), maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
