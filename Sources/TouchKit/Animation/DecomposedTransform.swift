import Foundation

/// An affine transform split into translation, rotation, scale and shear, so that an animation
/// between two transforms turns a rotation as a rotation instead of blending matrix entries
/// (which would shrink a view half-way through a quarter turn).
///
/// The linear part `[a c; b d]` (columns (a, b) and (c, d)) is written as
/// `R(rotation) · [scaleX shear; 0 scaleY]`: the first column gives the rotation and `scaleX`,
/// the second column, seen in the rotated frame, gives `shear` and `scaleY`. A reflection shows
/// as a negative `scaleY`. This is the QR decomposition Core Animation and CSS transitions use
/// in spirit; all four parts and the translation interpolate linearly.
struct DecomposedTransform: Equatable {
    var translationX: CGFloat
    var translationY: CGFloat
    /// Radians, in -π…π.
    var rotation: CGFloat
    var scaleX: CGFloat
    var scaleY: CGFloat
    var shear: CGFloat

    init(_ t: CGAffineTransform) {
        translationX = t.tx
        translationY = t.ty
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        guard scaleX > 0 else {
            // The first column collapsed: no rotation can be read; keep the second column as is.
            (rotation, shear, scaleY) = (0, t.c, t.d)
            return
        }
        rotation = atan2(t.b, t.a)
        let (cosine, sine) = (t.a / scaleX, t.b / scaleX)
        shear = t.c * cosine + t.d * sine
        scaleY = t.d * cosine - t.c * sine
    }

    /// The transform these parts make.
    var transform: CGAffineTransform {
        let (cosine, sine) = (cos(rotation), sin(rotation))
        return CGAffineTransform(a: scaleX * cosine, b: scaleX * sine,
                                 c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
                                 tx: translationX, ty: translationY)
    }

    /// The parts `progress` of the way to `end`. The rotation takes the shorter way round, so a
    /// turn from 170° to -170° goes through 180°, not through 0°.
    func interpolated(to end: DecomposedTransform, progress t: CGFloat) -> DecomposedTransform {
        var turn = end.rotation - rotation
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        var result = self
        result.translationX += (end.translationX - translationX) * t
        result.translationY += (end.translationY - translationY) * t
        result.rotation += turn * t
        result.scaleX += (end.scaleX - scaleX) * t
        result.scaleY += (end.scaleY - scaleY) * t
        result.shear += (end.shear - shear) * t
        return result
    }
}
