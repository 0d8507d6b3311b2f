import Foundation

extension UIView {
    /// Which values a conversion reads, in Core Animation's words: the model tree (the
    /// properties, what hit-testing and touches use) or the presentation tree (what is on screen
    /// during an animation, what drawing and repainting use).
    enum GeometryTree {
        case model
        case presentation
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil),
    /// through every `transform` on the way: a rotated view's x axis is rotated on screen.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(to: view, in: .model))
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's,
    /// through every `transform` on the way.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(transform(from: view, in: .model))
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil): the
    /// bounding box of its converted corners, so a rectangle in a rotated view grows.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view, in: .model))
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's: the
    /// bounding box of its converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(transform(from: view, in: .model))
    }

    // MARK: One implementation for model and presentation

    /// Maps this view's bounds coordinates to its superview's: subtract the bounds' centre, apply
    /// `transform` (about the centre, UIKit's anchor point (0.5, 0.5)), its translation included,
    /// add `center`. So a translation moves the view by (tx, ty) while `center` stays.
    func transformToSuperview(in tree: GeometryTree) -> CGAffineTransform {
        let (center, bounds, transform) = geometry(in: tree)
        let boundsCenter = CGPoint(x: bounds.origin.x + bounds.width / 2, y: bounds.origin.y + bounds.height / 2)
        // (p − boundsCenter)·T + center, written out so that no matrix product is needed; T's
        // own translation is part of (p − boundsCenter)·T.
        return CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                                 tx: center.x + transform.tx - boundsCenter.x * transform.a - boundsCenter.y * transform.c,
                                 ty: center.y + transform.ty - boundsCenter.x * transform.b - boundsCenter.y * transform.d)
    }

    /// Maps this view's coordinates to `view`'s (its root's when nil). Views with different roots
    /// convert as if the roots' coordinates were the same, as before transforms existed.
    func transform(to view: UIView?, in tree: GeometryTree) -> CGAffineTransform {
        guard let view else { return transformToAncestor(nil, in: tree).transform }
        let common = nearestCommonAncestor(with: view)
        let up = transformToAncestor(common, in: tree).transform
        let down = view.transformToAncestor(common, in: tree).transform
        return down.isIdentity ? up : up.concatenating(Self.inverse(of: down))
    }

    /// Maps `view`'s coordinates (its root's when nil) to this view's.
    func transform(from view: UIView?, in tree: GeometryTree) -> CGAffineTransform {
        guard let view else { return Self.inverse(of: transformToAncestor(nil, in: tree).transform) }
        return view.transform(to: self, in: tree)
    }

    /// Maps this view's coordinates to `ancestor`'s, or to the root's when `ancestor` is nil or
    /// not an ancestor; `top` is the view reached (the root, or `ancestor`). One walk up, and
    /// views without a transform cost two additions, as before transforms existed.
    func transformToAncestor(_ ancestor: UIView?, in tree: GeometryTree) -> (transform: CGAffineTransform, top: UIView) {
        var result = CGAffineTransform.identity
        var view = self
        while view !== ancestor, let parent = view.superview {
            let step = view.transformToSuperview(in: tree)
            if step.a == 1, step.b == 0, step.c == 0, step.d == 1 {
                result.tx += step.tx
                result.ty += step.ty
            } else {
                result = result.concatenating(step)
            }
            view = parent
        }
        return (result, view)
    }

    /// `t` undone; for a view scaled to nothing, whose points no other point maps to, a transform
    /// that gives NaN, so that such a view contains no converted point and is never hit
    /// (Core Graphics' `inverted()` would return `t` itself and hit a collapsed view everywhere).
    private static func inverse(of t: CGAffineTransform) -> CGAffineTransform {
        guard t.isInvertible else {
            return CGAffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
        }
        return t.inverted()
    }

    /// The model or presented geometry that places this view in its superview.
    private func geometry(in tree: GeometryTree) -> (center: CGPoint, bounds: CGRect, transform: CGAffineTransform) {
        switch tree {
        case .model:
            return (center, bounds, transform)
        case .presentation:
            let overrides = presentationOverrides
            return (overrides.center ?? center, overrides.bounds ?? bounds, overrides.transform ?? transform)
        }
    }

    /// The deepest view that both this view and `other` are in, nil when their roots differ.
    private func nearestCommonAncestor(with other: UIView) -> UIView? {
        // The conversions hit-testing and drawing make: between a view and its parent.
        if other === self || other === superview { return other }
        if other.superview === self { return self }
        var mine: UIView? = self, theirs: UIView? = other
        var myDepth = depth, theirDepth = other.depth
        while myDepth > theirDepth { mine = mine?.superview; myDepth -= 1 }
        while theirDepth > myDepth { theirs = theirs?.superview; theirDepth -= 1 }
        while mine !== theirs { mine = mine?.superview; theirs = theirs?.superview }
        return mine
    }

    /// How many superviews lie above this view.
    private var depth: Int {
        var count = 0
        var view = superview
        while let current = view { count += 1; view = current.superview }
        return count
    }
}
