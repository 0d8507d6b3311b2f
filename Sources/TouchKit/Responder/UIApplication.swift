import Foundation

/// The app object: the last responder of every chain, and the entry point of event dispatch.
///
/// As in UIKit, a window hands each touch event to ``shared``'s ``sendEvent(_:)``, which
/// dispatches it to the window of its touches (``UIWindow/sendEvent(_:)``); and touches that no
/// responder handles travel view → … → window → application, where the default implementation
/// drops them (its ``next`` is nil).
///
/// UIKit makes one app object per process, of the class named to `UIApplicationMain`. TouchKit
/// keeps that singleton as a settable static: it is the UIKit concept (one app, reached from
/// anywhere as `UIApplication.shared`), it is isolated to the main actor like every UI object,
/// and the default instance holds no state, so sharing it couples nothing. To intercept events
/// as a UIKit `UIApplication` subclass does, assign an instance of the subclass to ``shared``
/// once, before the window receives input.
@MainActor
open class UIApplication: UIResponder {
    /// The app object that windows dispatch through and that ends the responder chain.
    /// Replace it only at startup (UIKit's `UIApplicationMain` principal class); tests that
    /// install a subclass put the previous one back.
    public static var shared = UIApplication()

    public override init() {
        super.init()
    }

    /// Nothing follows the app object in the responder chain. (UIKit would ask the app
    /// delegate when it is a responder; TouchKit has no app delegate.)
    open override var next: UIResponder? { nil }

    /// Dispatches `event` to the window its touches belong to. Apple: "Dispatches an event to the
    /// appropriate responder objects in the app. […] you can intercept incoming events by
    /// subclassing UIApplication and overriding this method. For every event you intercept, you
    /// must dispatch it by calling [super sendEvent:event]".
    open func sendEvent(_ event: UIEvent) {
        event.window?.sendEvent(event)
    }
}
