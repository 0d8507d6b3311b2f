import Foundation

/// The values an animation shows in place of a view's model values, one optional per animatable
/// property: nil means "draw the model value". Only the window's animator writes them.
struct PresentationOverrides {
    var center: CGPoint?
    var bounds: CGRect?
    var transform: CGAffineTransform?
    var alpha: CGFloat?
    var backgroundColor: UIColor??

    /// Whether no property is being animated.
    var isEmpty: Bool {
        center == nil && bounds == nil && transform == nil && alpha == nil && backgroundColor == nil
    }
}

extension UIView {
    /// The values drawn at this moment: the model's, or an animation's in flight (UIKit's
    /// `layer.presentation()`). Hit-testing and the properties themselves use the model values.
    public struct Presentation: Equatable {
        public var center: CGPoint
        public var bounds: CGRect
        public var transform: CGAffineTransform
        public var alpha: CGFloat
        public var backgroundColor: UIColor?

        /// The bounding box of the presented view in its superview's coordinates.
        public var frame: CGRect {
            let size = bounds.size
            return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
    }

    /// The values drawn at this moment (see ``Presentation``).
    public var presentation: Presentation {
        Presentation(center: presentationOverrides.center ?? center,
                     bounds: presentationOverrides.bounds ?? bounds,
                     transform: presentationOverrides.transform ?? transform,
                     alpha: presentationOverrides.alpha ?? alpha,
                     backgroundColor: presentationOverrides.backgroundColor ?? backgroundColor)
    }
}
