import Foundation

extension UIView {
    /// Paints this view and its subviews into `context`, whose user space is this view's bounds
    /// coordinates. `dirty` (same coordinates) limits the work: subviews outside it are skipped.
    ///
    /// Drawing shows the presentation (an animation's values in flight, else the model's): the
    /// presented alpha, background colour and bounds, and each subview at its presented frame.
    func render(in context: GraphicsContext, dirty: CGRect) {
        let presented = presentation
        guard !isHidden, presented.alpha >= 0.01 else { return }
        let translucent = presented.alpha < 1
        context.saveGState()
        if translucent { context.beginTransparencyLayer() }
        if let backgroundColor = presented.backgroundColor { context.fill(presented.bounds, with: backgroundColor) }
        draw(presented.bounds.intersection(dirty), in: context)
        for subview in subviews where !subview.isHidden {
            let shown = subview.presentation
            let frame = shown.frame.offsetBy(dx: -presented.bounds.minX, dy: -presented.bounds.minY)
            guard frame.intersects(dirty) || !subview.clipsToBounds && !subview.subviews.isEmpty
            else { continue }
            context.saveGState()
            context.translateBy(x: frame.minX - shown.bounds.minX, y: frame.minY - shown.bounds.minY)
            if subview.clipsToBounds { context.clip(to: shown.bounds) }
            subview.render(in: context, dirty: dirty.offsetBy(dx: -(frame.minX - shown.bounds.minX),
                                                              dy: -(frame.minY - shown.bounds.minY)))
            context.restoreGState()
        }
        if translucent { context.endTransparencyLayer(alpha: presented.alpha) }
        context.restoreGState()
    }
}
