import Foundation

extension UIView {
    /// This view and its subviews painted into a new buffer of `scale` pixels per point, as the
    /// window would paint them (its background included), for saving or checking by pixels. The
    /// buffer covers ``bounds``; its size is the bounds' size times `scale`, rounded.
    public func snapshot(scale: CGFloat = 1) -> ImageBuffer {
        let buffer = ImageBuffer(width: max(1, Int((bounds.width * scale).rounded())),
                                 height: max(1, Int((bounds.height * scale).rounded())))
        buffer.draw { context in
            context.scaleBy(x: scale, y: scale)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            context.clip(to: bounds)
            render(in: context, dirty: bounds)
        }
        return buffer
    }
}
