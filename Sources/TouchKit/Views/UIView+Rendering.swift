import Foundation

extension UIView {
    /// Paints this view and its subviews into `context`, whose user space is this view's bounds
    /// coordinates. `dirty` (same coordinates) limits the work: subviews outside it are skipped.
    ///
    /// Drawing shows the presented values (``presentation``): during an animation they are the
    /// animation's, otherwise the model's. Each subview is drawn through its presented transform
    /// about its presented centre.
    func render(in context: GraphicsContext, dirty: CGRect) {
        let presented = presentation
        guard !isHidden, presented.alpha >= 0.01 else { return }
        if let activeTransition, activeTransition.draw(self, in: context) { return }
        let translucent = presented.alpha < 1
        context.saveGState()
        if translucent { context.beginTransparencyLayer() }
        // What an opaque subview covers is not drawn first (`UIView+Occlusion.swift`).
        let firstShown = topmostSubviewCovering(dirty)
        if firstShown == nil { drawContent(presented, in: context, dirty: dirty) }
        for subview in subviews[(firstShown ?? 0)...] where !subview.isHidden {
            render(subview, in: context, dirty: dirty)
        }
        if translucent { context.endTransparencyLayer(alpha: presented.alpha) }
        context.restoreGState()
    }

    /// Draws this view's own content: the background, then ``draw(_:in:)``.
    private func drawContent(_ presented: Presentation, in context: GraphicsContext, dirty: CGRect) {
        if let backgroundColor = presented.backgroundColor { context.fill(presented.bounds, with: backgroundColor) }
        draw(presented.bounds.intersection(dirty), in: context)
    }

    /// Draws `subview` (one of ours) in its place: skipped when its presented area misses
    /// `dirty`, else with the context and `dirty` mapped into its bounds coordinates.
    private func render(_ subview: UIView, in context: GraphicsContext, dirty: CGRect) {
        let toSelf = subview.transformToSuperview(in: .presentation)
        // A view scaled to nothing covers no pixels (and Cairo cannot draw through it).
        guard toSelf.isInvertible else { return }
        let subviewBounds = subview.presentationOverrides.bounds ?? subview.bounds
        // Unclipped descendants can draw outside the subview, so only a clipped or childless
        // subview can be skipped by its own area.
        guard subviewBounds.applying(toSelf).intersects(dirty) || !subview.clipsToBounds && !subview.subviews.isEmpty
        else { return }
        context.saveGState()
        context.concatenate(toSelf)
        if subview.clipsToBounds { context.clip(to: subviewBounds) }
        subview.render(in: context, dirty: dirty.applying(toSelf.inverted()))
        context.restoreGState()
    }
}
