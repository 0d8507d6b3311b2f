import Foundation

extension UIView {
    /// Paints this view and its subviews into `context`, whose user space is this view's bounds
    /// coordinates. `dirty` (same coordinates) limits the work: subviews outside it are skipped.
    func render(in context: GraphicsContext, dirty: CGRect) {
        guard !isHidden, alpha >= 0.01 else { return }
        if let activeTransition, activeTransition.draw(self, in: context) { return }
        let translucent = alpha < 1
        context.saveGState()
        if translucent { context.beginTransparencyLayer() }
        if let backgroundColor { context.fill(bounds, with: backgroundColor) }
        draw(bounds.intersection(dirty), in: context)
        for subview in subviews where !subview.isHidden {
            let frame = subview.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            guard frame.intersects(dirty) || !subview.clipsToBounds && !subview.subviews.isEmpty
            else { continue }
            context.saveGState()
            context.translateBy(x: frame.minX - subview.bounds.minX, y: frame.minY - subview.bounds.minY)
            if subview.clipsToBounds { context.clip(to: subview.bounds) }
            subview.render(in: context, dirty: subview.convert(dirty, from: self))
            context.restoreGState()
        }
        if translucent { context.endTransparencyLayer(alpha: alpha) }
        context.restoreGState()
    }
}
