import Foundation

extension UIView {
    /// The position of this view's bounds origin in its root's coordinates (the window's when
    /// the view is in a window).
    private var originInRoot: CGPoint {
        var origin = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var view = self
        while let parent = view.superview {
            origin.x += view.frame.minX - parent.bounds.minX
            origin.y += view.frame.minY - parent.bounds.minY
            view = parent
        }
        return origin
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInRoot
        let theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let mine = originInRoot
        let theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
