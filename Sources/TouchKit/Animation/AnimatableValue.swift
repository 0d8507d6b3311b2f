import Foundation

/// A view property that ``UIView/animate(withDuration:delay:options:animations:completion:)``
/// animates. `frame` is not one of them: it is `center` and `bounds` together, so a frame change
/// animates as those two.
enum AnimatableProperty: CaseIterable, Sendable {
    case center, bounds, transform, alpha, backgroundColor
}

/// A value of an ``AnimatableProperty``.
enum AnimatableValue: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    case color(UIColor?)

    /// The value `progress` of the way from `self` to `end` (0 is `self`, 1 is `end`): points,
    /// rectangles and numbers linearly, colours per RGBA component, transforms through their
    /// decomposition (``DecomposedTransform``) so that a rotation turns.
    func interpolated(to end: AnimatableValue, progress: Double) -> AnimatableValue {
        if progress <= 0 { return self }
        if progress >= 1 { return end }
        let t = CGFloat(progress)
        switch (self, end) {
        case let (.point(from), .point(to)):
            return .point(CGPoint(x: mix(from.x, to.x, t), y: mix(from.y, to.y, t)))
        case let (.rect(from), .rect(to)):
            return .rect(CGRect(x: mix(from.minX, to.minX, t), y: mix(from.minY, to.minY, t),
                                width: mix(from.width, to.width, t), height: mix(from.height, to.height, t)))
        case let (.scalar(from), .scalar(to)):
            return .scalar(mix(from, to, t))
        case let (.transform(from), .transform(to)):
            return .transform(DecomposedTransform(from).interpolated(to: DecomposedTransform(to), progress: t).transform)
        case let (.color(from), .color(to)):
            return .color(Self.mixColor(from, to, progress))
        default:
            // Values of different properties never meet; show the end rather than guess.
            return end
        }
    }

    /// Colours mix per component. No colour (nil) is transparent: it mixes as the other colour
    /// with alpha 0, so a fade from nil does not pass through black.
    private static func mixColor(_ from: UIColor?, _ to: UIColor?, _ t: Double) -> UIColor? {
        guard let start = from ?? to?.withAlphaComponent(0), let end = to ?? from?.withAlphaComponent(0) else {
            return nil
        }
        return UIColor(red: start.red + (end.red - start.red) * t, green: start.green + (end.green - start.green) * t,
                       blue: start.blue + (end.blue - start.blue) * t, alpha: start.alpha + (end.alpha - start.alpha) * t)
    }
}

private func mix(_ from: CGFloat, _ to: CGFloat, _ t: CGFloat) -> CGFloat {
    from + (to - from) * t
}

extension UIView {
    /// The model value of `property`.
    func modelValue(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .center: .point(center)
        case .bounds: .rect(bounds)
        case .transform: .transform(transform)
        case .alpha: .scalar(alpha)
        case .backgroundColor: .color(backgroundColor)
        }
    }
}

extension PresentationOverrides {
    /// The value an animation shows for `property`, nil when the model value is drawn.
    subscript(property: AnimatableProperty) -> AnimatableValue? {
        get {
            switch property {
            case .center: center.map { .point($0) }
            case .bounds: bounds.map { .rect($0) }
            case .transform: transform.map { .transform($0) }
            case .alpha: alpha.map { .scalar($0) }
            case .backgroundColor: backgroundColor.map { .color($0) }
            }
        }
        set {
            switch (property, newValue) {
            case let (.center, .point(value)?): center = value
            case let (.bounds, .rect(value)?): bounds = value
            case let (.transform, .transform(value)?): transform = value
            case let (.alpha, .scalar(value)?): alpha = value
            case let (.backgroundColor, .color(value)?): backgroundColor = .some(value)
            case (.center, _): center = nil
            case (.bounds, _): bounds = nil
            case (.transform, _): transform = nil
            case (.alpha, _): alpha = nil
            case (.backgroundColor, _): backgroundColor = nil
            }
        }
    }
}
