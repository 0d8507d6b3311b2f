import Foundation

/// An object that can handle touches, and passes what it does not handle to ``next``.
///
/// The chain runs hit view → superview … → the root view's view controller → its view's
/// superview … → the window. The default implementation of each touch method forwards the call
/// unchanged to `next`, so overriding one without calling `super` stops it there.
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// The key combinations this responder handles, as UIKit's `keyCommands`; nil (the default)
    /// when it handles none.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Touches began. `touches` holds only the touches that began for this responder's view.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. Locations are available through ``UITouch/location(in:)``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled by the system: forget any state tied to them.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
